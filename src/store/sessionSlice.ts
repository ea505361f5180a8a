/**
 * The session slice: how this screen looks at the game (selection, tool, camera, the drag under way,
 * the measuring tape, the line-of-sight picks, messages, language). Never saved with the game.
 */
import type { StateCreator } from 'zustand';
import { castDraft } from 'immer';
import type { Vec2, WorldPoint } from '../geometry/point';
import type { DragState } from './dragState';
import { CLICK_TOLERANCE_IN, dragCentre, dragTurns } from './dragState';
import { normalFacingDeg } from '../engine/unitGeometry';
import type { Piece } from '../engine/pieces';
import { pieceOf, unitOfFigure } from '../engine/pieces';
import { unitGeometry } from '../engine/unitGeometry';
import type { Scenario } from '../engine/model';
import type { ScenarioProblem } from '../scenario/problems';
import type { Camera, ViewportSize } from './camera';
import { cameraFitTable, cameraPanBy, cameraZoomAt } from './camera';
import type { Message } from './messages';
import { sideMayAct } from '../engine/sideMayAct';
import { refusalMessage } from './gameSlice';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';
import { ruledDrag } from './rulesVerdict';
import type { UnitDropAction } from './unitDropAction';
import { registeredUnitDropAction } from './unitDropAction';

export type Tool = 'select' | 'measure' | 'los';
export type Language = 'en' | 'ru';

export type { DragState } from './dragState';
export { CLICK_TOLERANCE_IN, dragCentre } from './dragState';

/** The measuring tape: point to point, or base edge to base edge between two figures. */
export type MeasureState =
  | { readonly kind: 'points'; readonly from: WorldPoint; readonly to: WorldPoint }
  | { readonly kind: 'figures'; readonly fromFigureId: string; readonly toFigureId: string | null };

/**
 * The line-of-sight tool's picks. The target is the pinned one, or else the last figure pointed at,
 * so pointing at a figure shows its line before any click, and the reading stays while the pointer
 * goes to the side panel.
 */
export interface LosState {
  readonly observerId: string | null;
  /** A target fixed by a click; null while the target follows the pointer. */
  readonly targetId: string | null;
  /** The last figure other than the observer that the pointer went over with the tool on. */
  readonly pointedId: string | null;
  /** Draw the observer's visibility polygon. */
  readonly showVisibility: boolean;
}

export const NO_LOS: LosState = { observerId: null, targetId: null, pointedId: null, showVisibility: false };

export interface LoadFailure {
  readonly source: string;
  readonly problems: readonly ScenarioProblem[];
  /** What failed to load: a scenario file or a saved game (absent: a scenario). */
  readonly kind?: 'scenario' | 'save';
}

export interface SessionSlice {
  readonly selectedFigureId: string | null;
  readonly hoveredFigureId: string | null;
  readonly tool: Tool;
  readonly camera: Camera;
  readonly viewport: ViewportSize;
  readonly showControlZones: boolean;
  /** Toolbar toggle: while on, each click during a drag adds a waypoint (Shift does the same). */
  readonly waypointMode: boolean;
  readonly drag: DragState | null;
  readonly measure: MeasureState | null;
  readonly los: LosState;
  readonly status: Message | null;
  readonly language: Language;
  /** A scenario that failed to load; the game in progress (if any) is kept. */
  readonly loadProblems: LoadFailure | null;

  /**
   * Select a figure; a member of a unit selects its unit unless `single` (the board's modifier
   * key: Alt). A unit id selects the unit.
   */
  select(figureId: string | null, options?: PickOptions): void;
  hover(figureId: string | null): void;
  setTool(tool: Tool): void;
  setViewport(size: ViewportSize): void;
  setCamera(camera: Camera): void;
  panBy(dxPx: number, dyPx: number): void;
  zoomAt(anchorPx: Vec2, factor: number): void;
  fitTable(): void;
  toggleControlZones(): void;
  toggleWaypointMode(): void;
  /** Pick up the figure (a member: its whole unit, unless `single`) with the pointer here. */
  beginDrag(figureId: string, pointer: WorldPoint, options?: PickOptions): void;
  /**
   * Turn the piece dragged, or else the selected one in place, by `deltaDeg` (+ clockwise): Q / E.
   * Only where the rules use facing (`Ruleset.usesFacing`); otherwise the status line says so.
   */
  turnBy(deltaDeg: number): void;
  /** Ask for a turn of `turnDeg` from the piece's facing (the rotate handle, a twist), starting a turn in place of `pieceId` when nothing is dragged. */
  turnTo(pieceId: string, turnDeg: number): void;
  dragTo(pointer: WorldPoint): void;
  addWaypoint(): void;
  cancelDrag(): void;
  /** Drop the dragged figure at the pointer: a move action through the rules; a refused drop puts it back and says why. */
  endDrag(): void;
  setMeasure(measure: MeasureState | null): void;
  /** Look from this figure (null: nobody); a new observer forgets the pinned target. */
  setLosObserver(figureId: string | null): void;
  /** Pin the target (null: the target follows the pointer again, starting from this one). */
  setLosTarget(figureId: string | null): void;
  /** Forget the observer and the target (the visibility toggle stays as it is). */
  clearLos(): void;
  toggleVisibility(): void;
  setStatus(message: Message | null): void;
  setLanguage(language: Language): void;
  setLoadProblems(failure: LoadFailure | null): void;
}

export interface PickOptions {
  /** The figure alone, not the unit it belongs to. */
  readonly single?: boolean;
}

/** The most a drag may ask to turn, either way (a wheel turns at most 180°). */
export const MAX_TURN_DEG = 180;

/** The piece a press on `figureId` picks: its unit unless `single`; a unit id is its unit. */
function pickedPiece(scenario: Scenario | null, figureId: string, options: PickOptions | undefined): Piece | undefined {
  if (!scenario) return undefined;
  const unit = options?.single === true ? undefined : unitOfFigure(scenario, figureId);
  return pieceOf(scenario, unit?.id ?? figureId);
}

/** Where a piece's centre is: a figure's base centre, a unit's tray centre (null: no member on the table). */
function pieceCentre(scenario: Scenario, piece: Piece): WorldPoint | null {
  if (piece.kind === 'figure') return { x: piece.figure.x, y: piece.figure.y };
  return unitGeometry(piece.unit, scenario.figures)?.tray.centre ?? null;
}

const clampTurn = (deg: number): number => Math.max(-MAX_TURN_DEG, Math.min(MAX_TURN_DEG, deg));

const INITIAL_CAMERA: Camera = { originXIn: 0, originYIn: 0, pxPerInch: 12 };

export const createSessionSlice: StateCreator<StoreState, [['zustand/immer', never]], [], SessionSlice> = (set, get) => {
  /** Whether the piece's side may act now; if not, it is selected and the status line says why. */
  const mayPickUp = (piece: Piece): boolean => {
    const { game, replay } = get();
    const refusal = replay !== null || game === null ? null : sideMayAct(game.timeline.present, piece.side);
    if (replay === null && refusal === null) return true;
    set((s) => {
      s.selectedFigureId = piece.id;
      s.drag = null;
      s.status = replay !== null
        ? { key: 'session.replayReadOnly', params: { ruleId: 'APP-REPLAY', fallback: 'the replay viewer is open: leave it to play — APP-REPLAY' }, tone: 'error' }
        : castDraft(refusalMessage(refusal!));
    });
    return false;
  };
  /** Whether the rules in play read facing (a turn is then a move they judge); if not, the status line says so. */
  const facingUsed = (): boolean => {
    const game = get().game;
    if (game !== null && get().registry.get(game.timeline.present.rulesetId)?.usesFacing === true) return true;
    set((s) => { s.status = { key: 'session.noFacing', params: { fallback: 'these rules do not use facing: nothing to turn' }, tone: 'info' }; });
    return false;
  };
  return {
  selectedFigureId: null,
  hoveredFigureId: null,
  tool: 'select',
  camera: INITIAL_CAMERA,
  viewport: { widthPx: 800, heightPx: 600 },
  showControlZones: false,
  waypointMode: false,
  drag: null,
  measure: null,
  los: NO_LOS,
  status: null,
  language: 'en',
  loadProblems: null,

  select: (figureId, options) => {
    const id = figureId === null ? null : (pickedPiece(selectScenario(get()), figureId, options)?.id ?? figureId);
    set((s) => { s.selectedFigureId = id; });
  },
  hover: (figureId) => set((s) => {
    s.hoveredFigureId = figureId;
    if (s.tool === 'los' && s.los.observerId !== null && figureId !== null && figureId !== s.los.observerId) {
      s.los.pointedId = figureId;
    }
    // In the select tool, pointing at another figure while one is selected previews the selected
    // figure's action on it (a shot, a fight): see previewSlice.ts.
    if (s.tool === 'select' && s.selectedFigureId !== null && figureId !== null && figureId !== s.selectedFigureId) {
      s.preview.pointed = { kind: 'target', figureId: s.selectedFigureId, targetId: figureId };
    }
  }),
  setTool: (tool) => set((s) => { s.tool = tool; s.measure = null; s.drag = null; }),
  setViewport: (size) => set((s) => { s.viewport = size; }),
  setCamera: (camera) => set((s) => { s.camera = camera; }),
  panBy: (dxPx, dyPx) => set((s) => { s.camera = cameraPanBy(get().camera, dxPx, dyPx); }),
  zoomAt: (anchorPx, factor) => set((s) => { s.camera = cameraZoomAt(get().camera, anchorPx, factor); }),
  fitTable: () => {
    const { viewport } = get();
    const scenario = selectScenario(get());
    if (!scenario) return;
    set((s) => { s.camera = cameraFitTable(scenario.table, viewport); });
  },
  toggleControlZones: () => set((s) => { s.showControlZones = !s.showControlZones; }),
  toggleWaypointMode: () => set((s) => { s.waypointMode = !s.waypointMode; }),

  beginDrag(figureId, pointer, options) {
    const scenario = selectScenario(get());
    const piece = pickedPiece(scenario, figureId, options);
    const centre = piece === undefined || !scenario ? null : pieceCentre(scenario, piece);
    if (piece === undefined || centre === null) return;
    // A piece of a side that may not act now is selected (its card shows) but not picked up.
    if (!mayPickUp(piece)) return;
    set((s) => {
      s.selectedFigureId = piece.id;
      s.drag = { figureId: piece.id, waypoints: [centre], grabOffset: { x: pointer.x - centre.x, y: pointer.y - centre.y }, pointer };
      s.status = null;
    });
  },
  turnBy(deltaDeg) {
    const drag = get().drag;
    if (drag) {
      if (!facingUsed()) return;
      set((s) => { if (s.drag) s.drag.turnDeg = clampTurn((s.drag.turnDeg ?? 0) + deltaDeg); });
      return;
    }
    const id = get().selectedFigureId;
    if (id !== null) get().turnTo(id, deltaDeg);
  },
  turnTo(pieceId, turnDeg) {
    if (!facingUsed()) return;
    const drag = get().drag;
    if (drag === null) {
      const scenario = selectScenario(get());
      const piece = scenario ? pieceOf(scenario, pieceId) : undefined;
      const centre = piece === undefined || !scenario ? null : pieceCentre(scenario, piece);
      if (piece === undefined || centre === null || !mayPickUp(piece)) return;
      set((s) => {
        s.selectedFigureId = piece.id;
        s.drag = { figureId: piece.id, waypoints: [centre], grabOffset: { x: 0, y: 0 }, pointer: centre, turnDeg: clampTurn(turnDeg) };
        s.status = null;
      });
      return;
    }
    if (drag.figureId !== pieceId) return;
    set((s) => { if (s.drag) s.drag.turnDeg = clampTurn(turnDeg); });
  },
  dragTo: (pointer) => set((s) => { if (s.drag) s.drag.pointer = pointer; }),
  addWaypoint: () => set((s) => { if (s.drag) s.drag.waypoints.push(dragCentre(s.drag)); }),
  cancelDrag: () => set((s) => {
    if (s.drag) s.status = { key: 'status.dragCancelled', tone: 'info' };
    s.drag = null;
  }),
  endDrag() {
    const drag = get().drag;
    if (!drag) return;
    const to = dragCentre(drag);
    const start = drag.waypoints[0];
    const turns = dragTurns(drag);
    if (!turns && drag.waypoints.length === 1 && start && Math.hypot(to.x - start.x, to.y - start.y) < CLICK_TOLERANCE_IN) {
      set((s) => { s.drag = null; });
      return;
    }
    // The drop is the move action: the rules check it and, when refused, say why on the status line.
    set((s) => { s.drag = null; });
    const present = get().game?.timeline.present.scenario;
    if (present?.units?.some((u) => u.id === drag.figureId) === true) {
      // A unit's drop: its manoeuvre comes with the unit drag's own module (unitDropAction.ts), not
      // with the first screen. Fetched here only if no readout loaded it; a table changed meanwhile
      // (an undo pressed at once) makes the drop stale: it is dropped, as a refused move would be.
      const drop = (action: UnitDropAction): void => {
        const game = get().game?.timeline.present ?? null;
        const unitMove = game?.scenario === present ? action(present, drag) : null;
        if (unitMove !== null) get().dispatch(ruledDrag(get().registry, game, unitMove));
      };
      const ready = registeredUnitDropAction();
      if (ready !== null) drop(ready);
      else {
        void import('./unitDrag').then(({ unitDragAction }) => drop(unitDragAction), (error: unknown) =>
          set({ status: refusalMessage({ reasonKey: 'unitDrag.dropNotLoaded', ruleId: 'ENGINE-UNIT-MOVE', message: `the unit's move could not be loaded: ${String(error)}` }) }));
      }
      return;
    }
    const figure = present?.figures.find((f) => f.id === drag.figureId);
    const facingDeg = turns && figure !== undefined ? normalFacingDeg(figure.facingDeg + (drag.turnDeg ?? 0)) : undefined;
    get().moveFigure(drag.figureId, [...drag.waypoints.slice(1), to], facingDeg);
  },
  setMeasure: (measure) => set((s) => { s.measure = measure ? castDraft(measure) : null; }),
  setLosObserver: (figureId) => set((s) => {
    s.los.observerId = figureId;
    s.los.targetId = null;
    s.los.pointedId = null;
  }),
  setLosTarget: (figureId) => set((s) => {
    const target = figureId !== null && figureId === s.los.observerId ? null : figureId;
    // Unpinning keeps the old target as the pointed one: the line stays until the pointer finds another.
    if (target === null && s.los.targetId !== null) s.los.pointedId = s.los.targetId;
    s.los.targetId = target;
  }),
  clearLos: () => set((s) => {
    s.los.observerId = null;
    s.los.targetId = null;
    s.los.pointedId = null;
  }),
  toggleVisibility: () => set((s) => { s.los.showVisibility = !s.los.showVisibility; }),
  setStatus: (message) => set((s) => { s.status = message ? castDraft(message) : null; }),
  setLanguage: (language) => set((s) => { s.language = language; }),
  setLoadProblems: (failure) => set((s) => { s.loadProblems = failure ? castDraft(failure) : null; }),
  };
};
