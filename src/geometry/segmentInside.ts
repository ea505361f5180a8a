/**
 * How much of a straight segment lies inside a simple polygon (concave allowed), inches: the
 * thickness of a wall along the path that crosses it, or the width of a ditch along a leap.
 * The segment is cut at every edge crossing; each piece counts when its midpoint is inside.
 */
import type { Vec2 } from './point';
import { polygonContainsPoint } from './polygon';

/**
 * For every edge poly[j] → poly[i] the line from (x, y) along (vx, vy) is not parallel to: `visit(t,
 * u, p, q)` with t the parameter along the line (0 at (x, y), 1 at (x + vx, y + vy)) and u along the
 * edge (0 at p, 1 at q). The one intersection loop the movement rules filter as each needs.
 */
export function lineEdgeCrossings(
  x: number, y: number, vx: number, vy: number, poly: readonly Vec2[],
  visit: (t: number, u: number, p: Vec2, q: Vec2) => void,
): void {
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j]!;
    const q = poly[i]!;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const den = vx * ey - vy * ex;
    if (Math.abs(den) < 1e-15) continue;
    visit(((p.x - x) * ey - (p.y - y) * ex) / den, ((p.x - x) * vy - (p.y - y) * vx) / den, p, q);
  }
}

export function segmentLengthInsidePolygon(a: Vec2, b: Vec2, poly: readonly Vec2[]): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) return 0;
  const ts = [0, 1];
  lineEdgeCrossings(a.x, a.y, dx, dy, poly, (t, u) => {
    if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
  });
  ts.sort((s, t) => s - t);
  let inside = 0;
  for (let k = 1; k < ts.length; k++) {
    const t0 = ts[k - 1]!;
    const t1 = ts[k]!;
    if (t1 - t0 <= 0) continue;
    const tm = (t0 + t1) / 2;
    if (polygonContainsPoint(poly, { x: a.x + dx * tm, y: a.y + dy * tm })) inside += (t1 - t0) * len;
  }
  return inside;
}

/** Whether the segment passes through the polygon's interior (crosses or enters it). */
export const segmentCrossesPolygon = (a: Vec2, b: Vec2, poly: readonly Vec2[]): boolean => segmentLengthInsidePolygon(a, b, poly) > 1e-9;
