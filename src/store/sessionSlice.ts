/**
 * The session slice: how this screen looks at the game (selection, tool, camera, the drag under way,
 * the measuring tape, the line-of-sight picks, messages, language). Never saved with the game.
 */
import type { StateCreator } from 'zustand';
import { castDraft } from 'immer';
import type { Vec2, WorldPoint } from '../geometry/point';
import type { DragState } from './dragState';
import { CLICK_TOLERANCE_IN, dragCentre } from './dragState';
import type { ScenarioProblem } from '../scenario/problems';
import type { Camera, ViewportSize } from './camera';
import { cameraFitTable, cameraPanBy, cameraZoomAt } from './camera';
import type { Message } from './messages';
import { actingRefusal } from './acting';
import { refusalMessage } from './gameSlice';
import type { StoreState } from './storeState';

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

  select(figureId: string | null): void;
  hover(figureId: string | null): void;
  setTool(tool: Tool): void;
  setViewport(size: ViewportSize): void;
  setCamera(camera: Camera): void;
  panBy(dxPx: number, dyPx: number): void;
  zoomAt(anchorPx: Vec2, factor: number): void;
  fitTable(): void;
  toggleControlZones(): void;
  toggleWaypointMode(): void;
  beginDrag(figureId: string, pointer: WorldPoint): void;
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

const INITIAL_CAMERA: Camera = { originXIn: 0, originYIn: 0, pxPerInch: 12 };

export const createSessionSlice: StateCreator<StoreState, [['zustand/immer', never]], [], SessionSlice> = (set, get) => ({
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

  select: (figureId) => set((s) => { s.selectedFigureId = figureId; }),
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
    const { scenario, viewport } = get();
    if (!scenario) return;
    set((s) => { s.camera = cameraFitTable(scenario.table, viewport); });
  },
  toggleControlZones: () => set((s) => { s.showControlZones = !s.showControlZones; }),
  toggleWaypointMode: () => set((s) => { s.waypointMode = !s.waypointMode; }),

  beginDrag(figureId, pointer) {
    const { game, replay } = get();
    const figure = get().scenario?.figures.find((f) => f.id === figureId);
    if (!figure) return;
    // A figure of a side that may not act now is selected (its card shows) but not picked up.
    const refusal = replay !== null || game === null ? null : actingRefusal(game.timeline.present, figure.side);
    if (replay !== null || refusal !== null) {
      set((s) => {
        s.selectedFigureId = figureId;
        s.drag = null;
        s.status = replay !== null
          ? { key: 'session.replayReadOnly', params: { ruleId: 'APP-REPLAY', fallback: 'the replay viewer is open: leave it to play — APP-REPLAY' }, tone: 'error' }
          : castDraft(refusalMessage(refusal!));
      });
      return;
    }
    set((s) => {
      s.selectedFigureId = figureId;
      s.drag = { figureId, waypoints: [{ x: figure.x, y: figure.y }], grabOffset: { x: pointer.x - figure.x, y: pointer.y - figure.y }, pointer };
      s.status = null;
    });
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
    if (drag.waypoints.length === 1 && start && Math.hypot(to.x - start.x, to.y - start.y) < CLICK_TOLERANCE_IN) {
      set((s) => { s.drag = null; });
      return;
    }
    // The drop is the move action: the rules check it and, when refused, say why on the status line.
    set((s) => { s.drag = null; });
    get().moveFigure(drag.figureId, [...drag.waypoints.slice(1), to]);
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
});

