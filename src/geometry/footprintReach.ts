/**
 * How far a ray from a point inside a footprint runs before it leaves the base, inches: the
 * distance from a base centre to its edge in one direction ("counted from the base edge", e.g.
 * BATTLESYSTEM's wood depth, BS-GAP-13). Footprints are convex (footprint.ts), so the ray leaves
 * once: a circle by the quadratic, a polygon at the nearest edge the ray crosses ahead. `dir` need
 * not be unit length; a zero direction, or a start outside the footprint, gives 0.
 */
import type { Footprint } from './footprint';
import type { Vec2 } from './point';

export function footprintReachIn(fp: Footprint, from: Vec2, dir: Vec2): number {
  const len = Math.hypot(dir.x, dir.y);
  if (!(len > 0)) return 0;
  const dx = dir.x / len;
  const dy = dir.y / len;
  if (fp.kind === 'circle') {
    // |from + t·d − c| = r, the larger root: b = d·(from − c), k = |from − c|² − r².
    const ox = from.x - fp.center.x;
    const oy = from.y - fp.center.y;
    const b = dx * ox + dy * oy;
    const k = ox * ox + oy * oy - fp.radiusIn * fp.radiusIn;
    if (k > 1e-12) return 0;
    return Math.max(0, -b + Math.sqrt(Math.max(0, b * b - k)));
  }
  let best = Infinity;
  const pts = fp.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[j]!;
    const e = { x: pts[i]!.x - a.x, y: pts[i]!.y - a.y };
    // from + t·d = a + s·e: solve by cross products; the ray leaves through an edge it meets ahead.
    const denom = dx * e.y - dy * e.x;
    if (Math.abs(denom) < 1e-15) continue;
    const wx = a.x - from.x;
    const wy = a.y - from.y;
    const t = (wx * e.y - wy * e.x) / denom;
    const s = (wx * dy - wy * dx) / denom;
    if (t >= -1e-12 && s >= -1e-9 && s <= 1 + 1e-9) best = Math.min(best, t);
  }
  return Number.isFinite(best) ? Math.max(0, best) : 0;
}
