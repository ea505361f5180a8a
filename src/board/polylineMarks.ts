/**
 * Marks along a chain of points: dashes for area terrain outlines, tick marks every inch on the ruler.
 * Segments come back as pairs of points so the caller draws them with moveTo/lineTo and one stroke.
 * Pure: no Pixi.
 */
import type { Vec2 } from '../geometry/point';

export type Segment = readonly [Vec2, Vec2];

function chain(points: readonly Vec2[], closed: boolean): Vec2[] {
  const first = points[0];
  return closed && first && points.length > 2 ? [...points, first] : [...points];
}

/**
 * The dashes of a dashed line along the chain: `dashIn` drawn, `gapIn` left out, the pattern carried
 * over corners so a dash may bend round one (returned as two segments).
 */
export function dashPolyline(points: readonly Vec2[], closed: boolean, dashIn: number, gapIn: number): Segment[] {
  const pts = chain(points, closed);
  const out: Segment[] = [];
  if (dashIn <= 0) return out;
  const period = dashIn + gapIn;
  let phase = 0; // distance into the current period
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Vec2;
    const b = pts[i] as Vec2;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const at = (t: number): Vec2 => ({ x: a.x + ((b.x - a.x) * t) / len, y: a.y + ((b.y - a.y) * t) / len });
    let s = 0;
    while (s < len) {
      const inDash = phase < dashIn;
      const step = Math.min(len - s, (inDash ? dashIn : period) - phase);
      if (inDash) out.push([at(s), at(s + step)]);
      s += step;
      phase += step;
      if (phase >= period - 1e-12) phase = 0;
    }
  }
  return out;
}

/**
 * Tick marks across the chain every `spacingIn` of length from its start (not at 0), each
 * `halfLengthIn` to either side of the line.
 */
export function polylineTicks(points: readonly Vec2[], spacingIn: number, halfLengthIn: number): Segment[] {
  const out: Segment[] = [];
  if (spacingIn <= 0) return out;
  let travelled = 0;
  let next = spacingIn;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Vec2;
    const b = points[i] as Vec2;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    while (next <= travelled + len + 1e-9) {
      const t = next - travelled;
      const cx = a.x + ux * t;
      const cy = a.y + uy * t;
      out.push([{ x: cx - uy * halfLengthIn, y: cy + ux * halfLengthIn }, { x: cx + uy * halfLengthIn, y: cy - ux * halfLengthIn }]);
      next += spacingIn;
    }
    travelled += len;
  }
  return out;
}

/**
 * A ladder drawn in its footprint: two rails along the footprint's longest edge direction and rungs
 * across every `spacingIn`, fitted to the footprint's extent in that direction.
 */
export function ladderSegments(footprint: readonly Vec2[], spacingIn = 0.5): Segment[] {
  const n = footprint.length;
  if (n < 2) return [];
  let ux = 1;
  let uy = 0;
  let longest = -1;
  for (let i = 0; i < n; i++) {
    const a = footprint[i] as Vec2;
    const b = footprint[(i + 1) % n] as Vec2;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len > longest) {
      longest = len;
      ux = (b.x - a.x) / len;
      uy = (b.y - a.y) / len;
    }
  }
  if (longest <= 0) return [];
  const vx = -uy;
  const vy = ux;
  let u0 = Infinity;
  let u1 = -Infinity;
  let v0 = Infinity;
  let v1 = -Infinity;
  for (const p of footprint) {
    const u = p.x * ux + p.y * uy;
    const v = p.x * vx + p.y * vy;
    u0 = Math.min(u0, u);
    u1 = Math.max(u1, u);
    v0 = Math.min(v0, v);
    v1 = Math.max(v1, v);
  }
  const at = (u: number, v: number): Vec2 => ({ x: u * ux + v * vx, y: u * uy + v * vy });
  const inset = (v1 - v0) * 0.15;
  const out: Segment[] = [[at(u0, v0 + inset), at(u1, v0 + inset)], [at(u0, v1 - inset), at(u1, v1 - inset)]];
  const count = Math.max(1, Math.floor((u1 - u0) / spacingIn));
  const step = (u1 - u0) / count;
  for (let k = 0; k <= count; k++) {
    const u = u0 + k * step;
    out.push([at(u, v0 + inset), at(u, v1 - inset)]);
  }
  return out;
}
