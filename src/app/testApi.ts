/**
 * `window.__skirmish`: the test API. Playwright reads state and sets up scenarios through it instead of
 * scraping the canvas (as tldraw's e2e tests do). It is also handy in the browser console.
 * It only reads the store or calls its public actions: tests exercise the same paths as players.
 */
import type { Figure, Scenario } from '../engine/model';
import type { SaveFileV1 } from '../engine/saveFile';
import type { Action, GameState, Refusal } from '../engine/state';
import { stateHash } from '../engine/stateHash';
import type { ScenarioProblem } from '../scenario/problems';
import { parseScenario } from '../scenario/parseScenario';
import { cameraScreenToWorld, cameraWorldToScreen } from '../store/camera';
import type { NewGameSettings } from '../store/gameSlice';
import type { SavedGameMeta } from '../store/gameStorage';
import type { SkirmishStore } from '../store/store';
import type { MutableRulesetRegistry } from '../engine/rulesetRegistry';
import type { Ruleset } from '../engine/ruleset';
import type { UnitDragView } from '../store/unitDragSelectors';
import { selectUnitDragView } from '../store/unitDragSelectors';
import { selectRotateHandle } from '../store/rotateHandleSelectors';
import type { ActionPreviewView } from '../store/previewSelectors';
import { selectActionPreview } from '../store/previewSelectors';
import { selectBoardLosView } from '../store/previewLosSelectors';
import type { LosResult, LosView, VisibilityPolygon } from '../store/losSelectors';
import { selectLineOfSight, selectLosView, selectVisibilityPolygon } from '../store/losSelectors';
import { countDisplayObjects, getRenderer } from '../board/debugStats';
import { lastFigureLabelLayout } from '../board/figureLabels';
import { selectScenario } from '../store/scenarioSelectors';

export interface SkirmishTestApi {
  readonly version: 1;
  /** A JSON snapshot of the store's data (no functions). */
  state(): unknown;
  scenario(): Scenario | null;
  figure(id: string): Figure | undefined;
  /**
   * Validate and load a scenario object, as a player opening a file would: a new game on it, with
   * `settings` (ruleset, options such as `{ oneMovePerTurn: false }`, seed) when given.
   */
  /** A new game; its ruleset's code is loaded first (a chunk), so await it. */
  loadScenario(json: unknown, source?: string, settings?: NewGameSettings): Promise<{ ok: boolean; problems: readonly ScenarioProblem[] }>;
  /** The present state of the game in progress (a JSON copy), or null. */
  game(): GameState | null;
  /** The engine's `stateHash` of the present game state, or null without a game. */
  stateHash(): string | null;
  /** The save file of the game in progress, as Export writes it. */
  exportSave(): SaveFileV1 | null;
  /** Apply an action through the store, as the UI does (refused while the handover or replay is up). */
  dispatch(action: Action): { ok: true } | { ok: false; refusal: Refusal };
  /**
   * The next action dispatched from any path (a button, a drop, `dispatch`) rolls these faces, in
   * order (`Action.forcedDice`: kept in the logged action, so a replay is exact); then they are
   * cleared. Too few faces, or a face not on a die, refuses that action. `null` forgets them.
   */
  forceDice(faces: number[] | null): void;
  /** The faces waiting for the next action, or null. */
  forcedDice(): number[] | null;
  /** What the preview panel shows now (the action pointed at, its lines, chances and refusal), or null. */
  actionPreview(): ActionPreviewView | null;
  /** The saved games, newest first (as the Games list has them). */
  savedGames(): SavedGameMeta[];
  /** Resolves when every autosave asked for so far is written (or has failed): before a reload. */
  whenSaved(): Promise<void>;
  /** Why the game in progress is not saved (storage full, …), or null. */
  saveFailure(): { kind: string; detail: string } | null;
  /** Hand the device over (what the handover screen's Continue does). */
  dismissHandover(): void;
  /** Take back the last action, or put back the last undone one (what Ctrl+Z and Ctrl+Shift+Z do). */
  undo(): { ok: boolean };
  redo(): { ok: boolean };
  /** Client (page) coordinates, in CSS pixels, of a point on the table given in inches. */
  worldToClient(xIn: number, yIn: number): { x: number; y: number };
  clientToWorld(xPx: number, yPx: number): { x: number; y: number };
  /**
   * Line of sight between two figures through the store's selector path (the scene memoised on the
   * scenario, a dragged figure at its ghost); null when either figure is missing.
   */
  los(observerId: string, targetId: string): LosResult | null;
  /** What the line-of-sight tool shows now (null unless the tool is on and an observer is picked). */
  losView(): LosView | null;
  /** The line of sight the board draws now: the tool's, else the previewed shot's (null when none). */
  boardLosView(): LosView | null;
  /** The visibility polygon the board draws now (null unless the toggle is on with an observer). */
  visibilityPolygon(): VisibilityPolygon | null;
  countDisplayObjects(): number;
  renderer(): string;
  /**
   * The figures' name labels as the board laid them out (labelLayout.ts), in client CSS px: each shown
   * label's rectangle and text, the ids whose label is hidden for want of room, and the terrain labels
   * the names keep clear of. Null before the board has drawn the figures.
   */
  labelRects(): {
    shown: { id: string; text: string; full: boolean; x: number; y: number; w: number; h: number }[];
    hidden: string[];
    terrain: { x: number; y: number; w: number; h: number }[];
  } | null;
  /** The table's rectangle on screen and the canvas's, client CSS px (is the whole table in view?). */
  tableRect(): { table: { x: number; y: number; w: number; h: number }; canvas: { x: number; y: number; w: number; h: number } } | null;
  /**
   * Install the engine's test ruleset (`test`: units, Groups, facing; engine/testing, never offered
   * to players) so journeys can play a unit game; its code is a chunk fetched only by this call.
   */
  installTestRuleset(): Promise<void>;
  /** The unit drag in progress as the board draws it: its manoeuvre, the members' ghosts, cost, allowance and verdict; null when none. */
  unitDrag(): UnitDragView | null;
  /** The rotate handle's knob in client CSS px, or null when none is shown. */
  rotateHandleClient(): { x: number; y: number } | null;
}

declare global {
  interface Window {
    __skirmish?: SkirmishTestApi;
  }
}

function canvasRect(): DOMRect {
  const canvas = document.querySelector('[data-testid="board-canvas"]');
  return canvas ? canvas.getBoundingClientRect() : new DOMRect(0, 0, 0, 0);
}

export function installTestApi(store: SkirmishStore, registry?: MutableRulesetRegistry): void {
  const api: SkirmishTestApi = {
    version: 1,
    state() {
      const s = store.getState();
      return JSON.parse(JSON.stringify({
        scenario: selectScenario(s), scenarioSource: s.scenarioSource, selectedFigureId: s.selectedFigureId,
        tool: s.tool, camera: s.camera, viewport: s.viewport, showControlZones: s.showControlZones,
        waypointMode: s.waypointMode, drag: s.drag, measure: s.measure, los: s.los, hoveredFigureId: s.hoveredFigureId,
        status: s.status,
        language: s.language, loadProblems: s.loadProblems, rulesetLoading: s.rulesetLoading,
        handoverSideId: s.handoverSideId, dialog: s.dialog, saveFailure: s.saveFailure,
        replay: s.replay === null ? null : { gameId: s.replay.gameId, title: s.replay.title, index: s.replay.index, frames: s.replay.frames.length },
      }));
    },
    scenario: () => selectScenario(store.getState()),
    figure: (id) => selectScenario(store.getState())?.figures.find((f) => f.id === id),
    async loadScenario(json, source = 'test', settings) {
      const result = parseScenario(json);
      if (!result.ok) {
        store.getState().setLoadProblems({ source, problems: result.problems });
        return { ok: false, problems: result.problems };
      }
      const started = await store.getState().startScenario(result.scenario, source, settings);
      return started.ok ? { ok: true, problems: [] } : { ok: false, problems: started.problems };
    },
    game() {
      const present = store.getState().game?.timeline.present;
      return present === undefined ? null : (JSON.parse(JSON.stringify(present)) as GameState);
    },
    stateHash() {
      const present = store.getState().game?.timeline.present;
      return present === undefined ? null : stateHash(present);
    },
    exportSave: () => store.getState().exportSave(),
    dispatch(action) {
      const r = store.getState().dispatch(action);
      return r.ok ? { ok: true } : { ok: false, refusal: r.refusal };
    },
    forceDice: (faces) => store.getState().forceDice(faces),
    forcedDice: () => { const f = store.getState().forcedDice; return f === null ? null : [...f]; },
    actionPreview: () => {
      const v = selectActionPreview(store.getState());
      return v === null ? null : (JSON.parse(JSON.stringify(v)) as ActionPreviewView);
    },
    savedGames: () => [...store.getState().savedGames],
    whenSaved: () => store.getState().whenSaved(),
    saveFailure: () => {
      const f = store.getState().saveFailure;
      return f === null ? null : { kind: f.kind, detail: f.detail };
    },
    dismissHandover: () => store.getState().dismissHandover(),
    undo: () => ({ ok: store.getState().undo().ok }),
    redo: () => ({ ok: store.getState().redo().ok }),
    worldToClient(xIn, yIn) {
      const rect = canvasRect();
      const p = cameraWorldToScreen(store.getState().camera, { x: xIn, y: yIn });
      return { x: rect.left + p.x, y: rect.top + p.y };
    },
    clientToWorld(xPx, yPx) {
      const rect = canvasRect();
      const p = cameraScreenToWorld(store.getState().camera, { x: xPx - rect.left, y: yPx - rect.top });
      return { x: p.x, y: p.y };
    },
    los: (observerId, targetId) => selectLineOfSight(store.getState(), observerId, targetId),
    losView: () => selectLosView(store.getState()),
    visibilityPolygon: () => selectVisibilityPolygon(store.getState()),
    boardLosView: () => selectBoardLosView(store.getState()),
    countDisplayObjects,
    renderer: getRenderer,
    labelRects() {
      const layout = lastFigureLabelLayout();
      if (layout === null) return null;
      const rect = canvasRect();
      const cam = store.getState().camera;
      const ppi = layout.pxPerInch;
      const toClient = (r: { x: number; y: number; w: number; h: number }) =>
        ({ x: rect.left + r.x - cam.originXIn * ppi, y: rect.top + r.y - cam.originYIn * ppi, w: r.w, h: r.h });
      return {
        shown: layout.placed.map((p) => ({ id: p.id, text: p.text, full: p.textIndex === 0, ...toClient(p) })),
        hidden: [...layout.hidden],
        terrain: layout.terrainLabels.map(toClient),
      };
    },
    tableRect() {
      const s = store.getState();
      if (!selectScenario(s)) return null;
      const rect = canvasRect();
      const a = cameraWorldToScreen(s.camera, { x: 0, y: 0 });
      const table = selectScenario(s)!.table;
      const b = cameraWorldToScreen(s.camera, { x: table.widthIn, y: table.depthIn });
      return {
        table: { x: rect.left + a.x, y: rect.top + a.y, w: b.x - a.x, h: b.y - a.y },
        canvas: { x: rect.left, y: rect.top, w: rect.width, h: rect.height },
      };
    },
    async installTestRuleset() {
      if (registry === undefined) throw new Error('installTestRuleset: this store was given no registry to add it to');
      const { testRuleset } = await import('../engine/testing/testRuleset');
      registry.register(testRuleset as unknown as Ruleset);
      await store.getState().ensureRuleset(testRuleset.id);
    },
    unitDrag() {
      const view = selectUnitDragView(store.getState());
      return view === null ? null : (JSON.parse(JSON.stringify(view)) as UnitDragView);
    },
    rotateHandleClient() {
      const handle = selectRotateHandle(store.getState());
      if (handle === null) return null;
      const rect = canvasRect();
      const p = cameraWorldToScreen(store.getState().camera, handle.at);
      return { x: rect.left + p.x, y: rect.top + p.y };
    },
  };
  window.__skirmish = api;
}
