/**
 * Where a polyline path lies inside a polygon: the intervals of path distance (inches from the
 * path's start) with the path inside, merged across waypoints. The geometry obstacle crossing reads:
 * an interval that starts after the path's start is an ENTRY (the figure steps into the piece); one
 * that starts at 0 is the piece the figure already stood in.
 */
import type { Vec2 } from '../../../geometry/point';
import { polygonContainsPoint } from '../../../geometry/polygon';
import { lineEdgeCrossings } from '../../../geometry/segmentInside';

/** [from, to] along the path, inches. */
export type PathInterval = readonly [number, number];

const MERGE_IN = 1e-9;

/** The inside intervals of `points` (start first) in `poly`, in path order, merged where they touch. */
export function insideIntervals(points: readonly Vec2[], poly: readonly Vec2[]): PathInterval[] {
  const out: [number, number][] = [];
  let at = 0;
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1]!;
    const b = points[k]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy);
    if (len === 0) continue;
    const ts = [0, 1];
    lineEdgeCrossings(a.x, a.y, dx, dy, poly, (t, u) => {
      if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
    });
    ts.sort((s, t) => s - t);
    for (let i = 1; i < ts.length; i++) {
      const t0 = ts[i - 1]!;
      const t1 = ts[i]!;
      if (t1 - t0 <= 0) continue;
      const tm = (t0 + t1) / 2;
      if (!polygonContainsPoint(poly, { x: a.x + dx * tm, y: a.y + dy * tm })) continue;
      const from = at + t0 * len;
      const to = at + t1 * len;
      const last = out[out.length - 1];
      if (last !== undefined && from - last[1] <= MERGE_IN) last[1] = to;
      else out.push([from, to]);
    }
    at += len;
  }
  return out;
}

/** The path's length, inches. */
export function pathLengthIn(points: readonly Vec2[]): number {
  let len = 0;
  for (let k = 1; k < points.length; k++) len += Math.hypot(points[k]!.x - points[k - 1]!.x, points[k]!.y - points[k - 1]!.y);
  return len;
}
