/**
 * The vocabulary of board input: the store subset it drives, a pointer event as plain data, the
 * gestures in progress and their thresholds. No DOM, no Pixi.
 */
import type { ScreenPoint, Vec2, WorldPoint } from '../geometry/point';
import type { Figure } from '../engine/model';
import type { StoreState } from '../store/storeState';
import type { RotateHandleInput } from '../store/rotateHandleSelectors';
import type { PathPointerStore } from '../store/pathChoiceInput';

/** The part of the store the input uses. */
export type InputStore = Pick<StoreState,
  'camera' | 'tool' | 'waypointMode' | 'drag' | 'measure' | 'hoveredFigureId' | 'select' | 'hover' |
  'beginDrag' | 'dragTo' | 'addWaypoint' | 'cancelDrag' | 'endDrag' | 'panBy' | 'zoomAt' | 'setMeasure' |
  'los' | 'setLosObserver' | 'setLosTarget' | 'clearLos' | 'turnBy' | 'turnTo' | 'pointAtPathPoint' | 'setStatus' | 'dispatch'> & RotateHandleInput & PathPointerStore;

export interface BoardPointer {
  readonly id: number;
  readonly type: 'mouse' | 'pen' | 'touch';
  /** 0 primary, 1 middle, 2 secondary (as DOM `button`); ignored for moves. */
  readonly button: number;
  /** CSS pixels from the canvas's top-left corner. */
  readonly screen: ScreenPoint;
  /** Milliseconds, any monotonic clock (DOM `timeStamp`). */
  readonly timeMs: number;
  /** Alt held: a press on a unit's member takes the figure alone, not its unit. */
  readonly alt?: boolean;
}

/** Movement (CSS px) before a press becomes a drag, and a double-tap's limits. */
export const DRAG_SLOP_PX = 4;
export const DOUBLE_TAP_MS = 400;
export const DOUBLE_TAP_PX = 12;
/**
 * The same for a finger: a fingertip rolls several pixels during a tap and the two taps of a
 * double-tap land up to a finger's width apart, so the mouse's limits read a touch double-tap as two
 * short drags (two waypoints instead of a drop: issue 13, bug 15).
 */
export const TOUCH_TAP_SLOP_PX = 12;
export const TOUCH_DOUBLE_TAP_PX = 32;
export const TOUCH_DOUBLE_TAP_MS = 500;

/** How far a press may move and still be a tap (a click), by pointer type. */
export const tapSlopPx = (type: 'mouse' | 'pen' | 'touch'): number => (type === 'touch' ? TOUCH_TAP_SLOP_PX : DRAG_SLOP_PX);
/** Extra reach around a base for touch, in CSS px (fingers are blunt). */
export const TOUCH_SLOP_PX = 6;
/** How near (CSS px) a click or hover must be to a path choice's allowed stretch to pick on it (a finger: plus TOUCH_SLOP_PX). */
export const PATH_PICK_PX = 24;
/** Degrees a press of Q or E turns the selected piece. */
export const TURN_STEP_DEG = 15;

export type Gesture =
  | { readonly kind: 'none' }
  | { kind: 'pan'; readonly pointerId: number; last: ScreenPoint; readonly down: ScreenPoint; moved: boolean; readonly clearsSelection: boolean }
  | { kind: 'pressFigure'; readonly pointerId: number; readonly figureId: string; readonly down: ScreenPoint; readonly downWorld: WorldPoint; readonly single?: boolean }
  | { kind: 'drag'; pointerId: number | null; readonly figureId: string; down: ScreenPoint; moved: boolean; continuation: boolean }
  | { kind: 'measurePoints'; readonly pointerId: number; readonly from: WorldPoint; readonly down: ScreenPoint; moved: boolean }
  | { kind: 'measureFigure'; readonly pointerId: number; readonly fromFigureId: string; readonly down: ScreenPoint; moved: boolean }
  | { kind: 'pinch'; readonly a: number; readonly b: number }
  /** The rotate handle taken: the piece turns toward the pointer about its centre. */
  | { kind: 'rotate'; readonly pointerId: number; readonly pieceId: string; readonly centre: WorldPoint; readonly facingDeg: number }
  /** Two fingers, the first on a piece, twisting: the piece turns by the angle the fingers turn. */
  | { kind: 'twist'; readonly a: number; readonly b: number; readonly pieceId: string; readonly startDeg: number };

export const NO_GESTURE: Gesture = { kind: 'none' };

export const screenDistance = (p: Vec2, q: Vec2): number => Math.hypot(p.x - q.x, p.y - q.y);

/** What a gesture handler needs besides the store: the camera mapping and the hit test. */
export interface InputContext {
  readonly state: InputStore;
  world(p: ScreenPoint): WorldPoint;
  figureAt(p: BoardPointer): Figure | undefined;
}
