/**
 * Where a plan segment runs inside a terrain piece or a figure's base: the kernels of line of sight.
 *
 * The segment is P(t) = E + t·d, t ∈ [0, 1] (E the eye's plan position, d = endpoint − E).
 *
 * Pieces (any simple polygon, concave included) use crossing parity with a half-open rule: each
 * ring vertex gets the side s = d × (v − E) of the segment's line, with s = 0 counted as the
 * positive side, and an edge crosses the line exactly when its two ends fall on different sides.
 * That rule counts a vertex on the line once when the outline passes through it and zero or two
 * times when it only touches (giving an empty interval), and an edge lying along the line not at
 * all, so collinear and touching edges need no special case and parity is never broken. Crossings
 * with t < 0 set the state at the eye (an odd count: the eye is inside), crossings in [0, 1] toggle
 * it. All of a piece's edges are used, so the answer does not depend on the grid.
 *
 * Bases are convex: a circle by the quadratic, a polygon by clipping against each edge's half-plane
 * (Cyrus–Beck).
 */
import type { LosFigureSolid } from './losScene';
import type { SegmentGrid } from './segmentGrid';

/**
 * Writes the intervals (t0, t1 pairs, 0 ≤ t0 < t1 ≤ 1, in order) where the segment runs inside
 * piece p into `out` and returns how many there are. `ts` is scratch of at least the ring's
 * vertex count; `out` needs the vertex count + 2 slots.
 */
export function pieceIntervalsAlong(
  grid: SegmentGrid, p: number, ex: number, ey: number, dx: number, dy: number, ts: Float64Array, out: Float64Array,
): number {
  const start = grid.pieceStart[p] as number;
  const end = grid.pieceStart[p + 1] as number;
  if (end - start < 2) return 0;
  const vx = grid.vx;
  const vy = grid.vy;
  const dd = dx * dx + dy * dy;
  let inside = false;
  let n = 0;
  let ax = (vx[end - 1] as number) - ex;
  let ay = (vy[end - 1] as number) - ey;
  let sPrev = dx * ay - dy * ax;
  let uPrev = dx * ax + dy * ay;
  for (let k = start; k < end; k++) {
    ax = (vx[k] as number) - ex;
    ay = (vy[k] as number) - ey;
    const s = dx * ay - dy * ax;
    const u = dx * ax + dy * ay;
    if (sPrev >= 0 !== s >= 0) {
      const t = (uPrev + (sPrev / (sPrev - s)) * (u - uPrev)) / dd;
      if (t < 0) inside = !inside;
      else if (t <= 1) {
        // Insertion sort as we go: rings cross a segment a handful of times.
        let i = n++;
        while (i > 0 && (ts[i - 1] as number) > t) { ts[i] = ts[i - 1] as number; i--; }
        ts[i] = t;
      }
    }
    sPrev = s;
    uPrev = u;
  }
  let count = 0;
  let from = 0;
  for (let i = 0; i < n; i++) {
    const t = ts[i] as number;
    if (inside && t > from) { out[2 * count] = from; out[2 * count + 1] = t; count++; }
    inside = !inside;
    from = t;
  }
  if (inside && from < 1) { out[2 * count] = from; out[2 * count + 1] = 1; count++; }
  return count;
}

/**
 * The interval (t0, t1 in out[0], out[1], t0 < t1) where the segment runs inside the figure's
 * base, or false when it misses it or only grazes it.
 */
export function figureIntervalAlong(solid: LosFigureSolid, ex: number, ey: number, dx: number, dy: number, out: Float64Array): boolean {
  const dd = dx * dx + dy * dy;
  if (dd === 0) return false;
  let t0 = 0;
  let t1 = 1;
  if (solid.ring.length === 0) {
    const fx = ex - solid.cx;
    const fy = ey - solid.cy;
    const halfB = dx * fx + dy * fy;
    const c = fx * fx + fy * fy - solid.radiusIn * solid.radiusIn;
    const disc = halfB * halfB - dd * c;
    if (disc <= 0) return false;
    const root = Math.sqrt(disc);
    t0 = Math.max(0, (-halfB - root) / dd);
    t1 = Math.min(1, (-halfB + root) / dd);
  } else {
    const ring = solid.ring;
    const sign = solid.ringSign;
    const n = ring.length / 2;
    let px = ring[2 * n - 2] as number;
    let py = ring[2 * n - 1] as number;
    for (let i = 0; i < n; i++) {
      const qx = ring[2 * i] as number;
      const qy = ring[2 * i + 1] as number;
      const edx = qx - px;
      const edy = qy - py;
      // Inside this edge's half-plane when sign·((q − p) × (P(t) − p)) ≥ 0, i.e. a + t·b ≥ 0.
      const a = sign * (edx * (ey - py) - edy * (ex - px));
      const b = sign * (edx * dy - edy * dx);
      if (b === 0) { if (a < 0) return false; } else if (b > 0) t0 = Math.max(t0, -a / b);
      else t1 = Math.min(t1, -a / b);
      px = qx;
      py = qy;
    }
  }
  if (!(t1 > t0)) return false;
  out[0] = t0;
  out[1] = t1;
  return true;
}
