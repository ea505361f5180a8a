/**
 * The drag under way, as plain data: the piece (a figure, or a unit when a member was picked up),
 * the path so far, the grab offset and the pointer, and the turn asked on the way (the rotate
 * handle, Q / E, a two-finger twist). Inches and compass degrees. What the rules make of it is the
 * selectors' (`selectors.ts` for a figure, `unitDragSelectors.ts` for a unit).
 */
import type { Vec2, WorldPoint } from '../geometry/point';

export interface DragState {
  /** The figure or unit dragged. */
  readonly figureId: string;
  /** Where it stood when the drag began (a unit: its tray centre), then the waypoints placed since: inches. */
  readonly waypoints: readonly WorldPoint[];
  /** Where the pointer grabbed it, relative to that centre: the piece keeps that offset under the pointer. */
  readonly grabOffset: Vec2;
  readonly pointer: WorldPoint;
  /** Degrees to turn by, clockwise (+) or anticlockwise (−), asked during the drag; absent: no turn. */
  readonly turnDeg?: number;
}

/** Where the dragged piece's centre is now: the pointer less the grab offset. */
export const dragCentre = (drag: DragState): WorldPoint => ({
  x: drag.pointer.x - drag.grabOffset.x,
  y: drag.pointer.y - drag.grabOffset.y,
});

/** A drag shorter than this (inches) is a click: the piece is selected and stays where it is. */
export const CLICK_TOLERANCE_IN = 0.02;

/** A turn smaller than this (degrees) is no turn. */
export const MIN_TURN_DEG = 0.5;

/** Whether the drag asks for a turn. */
export const dragTurns = (drag: DragState): boolean => Math.abs(drag.turnDeg ?? 0) >= MIN_TURN_DEG;
