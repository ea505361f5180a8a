/**
 * The overlays drawn while the pointer moves: the drag's ghost and ruler, and the measuring tape.
 * Widths given in screen pixels are divided by the zoom (`pxPerInch`) so they look the same at any
 * zoom; everything else is inches on the table.
 */
import type { Graphics } from 'pixi.js';
import type { Vec2 } from '../geometry/point';
import { degreesToRadians } from '../geometry/units';
import type { Figure } from '../engine/model';
import type { DragView } from '../store/dragViewSelectors';
import type { MeasureView } from '../store/measureViewSelectors';
import { baseEdgePointToward } from './baseGeometry';
import {
  GHOST_ALPHA, GHOST_ILLEGAL, GHOST_LEGAL, RULER, RULER_TICK_PX, RULER_WIDTH_PX, TAPE, TAPE_END_PX, TAPE_WIDTH_PX,
  WAYPOINT_DOT_PX,
} from './boardStyle';
import { facingMarkAt, figureFacingRad, flatPoints, pathBaseAt, pathDot, tokenBase } from './drawBase';
import { polylineTicks } from './polylineMarks';

function ticks(g: Graphics, path: readonly Vec2[], pxPerInch: number, color: number): void {
  const marks = polylineTicks(path, 1, RULER_TICK_PX / pxPerInch);
  for (const [a, b] of marks) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
  if (marks.length > 0) g.stroke({ width: 1.25 / pxPerInch, color, alpha: 0.9 });
}

/** Ruler from the start through the waypoints to the ghost, then the ghost base (green-white or red). */
export function drawDragOverlay(g: Graphics, view: DragView, figure: Figure, pxPerInch: number): void {
  const path = view.path;
  const end = view.centre;
  const px = 1 / pxPerInch;
  const tint = view.legal ? GHOST_LEGAL : GHOST_ILLEGAL;
  const facing = figureFacingRad(figure);
  // The ghost faces the way the move ends (a turn asked by Q / E or the rotate handle).
  const ghostFacing = view.facingDeg === null ? facing : degreesToRadians(view.facingDeg);
  // Drawn at the token's size (tokenScale.ts), so the ghost is as large as the figure it moves.
  const base = tokenBase(figure.base, pxPerInch);
  // Where the figure stands now, faintly, so the player sees where it comes from.
  pathBaseAt(g, base, figure, facing, 1.5 * px).stroke({ width: 1.5 * px, color: RULER, alpha: 0.5 });
  if (path.length >= 2) {
    // poly(points, false): an open polyline (poly(points) would close the ruler back to its start).
    g.poly(flatPoints(path), false).stroke({ width: RULER_WIDTH_PX * px, color: RULER, alpha: 0.9, cap: 'round', join: 'round' });
    ticks(g, path, pxPerInch, RULER);
    for (let i = 0; i < path.length - 1; i++) {
      pathDot(g, path[i] as Vec2, WAYPOINT_DOT_PX * px);
    }
    g.fill({ color: RULER });
  }
  pathBaseAt(g, base, end, ghostFacing).fill({ color: tint, alpha: GHOST_ALPHA }).stroke({ width: 1.5 * px, color: tint });
  g.poly(flatPoints(facingMarkAt(base, end, ghostFacing)), true).fill({ color: 0xffffff, alpha: 0.7 });
}

/** End points of the tape: base edge to base edge between two figures, else the measured points. */
export function tapeEnds(view: MeasureView, from: Figure | undefined, to: Figure | undefined): [Vec2, Vec2] {
  if (from && to) {
    return [
      baseEdgePointToward(from.base, from, figureFacingRad(from), to),
      baseEdgePointToward(to.base, to, figureFacingRad(to), from),
    ];
  }
  return [view.from, view.to];
}

function endBar(g: Graphics, at: Vec2, along: Vec2, halfIn: number): void {
  g.moveTo(at.x - along.y * halfIn, at.y + along.x * halfIn).lineTo(at.x + along.y * halfIn, at.y - along.x * halfIn);
}

/** The measuring tape with inch ticks and end bars; a ring round the first figure while the second is awaited. */
export function drawMeasureOverlay(g: Graphics, view: MeasureView, from: Figure | undefined, to: Figure | undefined, pxPerInch: number): void {
  const px = 1 / pxPerInch;
  if (from && !to && view.toFigureId === null && view.fromFigureId !== null) {
    pathBaseAt(g, from.base, from, figureFacingRad(from), 3 * px).stroke({ width: TAPE_WIDTH_PX * px, color: TAPE });
    return;
  }
  const [a, b] = tapeEnds(view, from, to);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len < 1e-9) return;
  const along = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
  g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: TAPE_WIDTH_PX * px, color: TAPE, cap: 'round' });
  ticks(g, [a, b], pxPerInch, TAPE);
  endBar(g, a, along, TAPE_END_PX * px);
  endBar(g, b, along, TAPE_END_PX * px);
  g.stroke({ width: TAPE_WIDTH_PX * px, color: TAPE, cap: 'round' });
}
