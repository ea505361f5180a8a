/**
 * The plan geometry of one straight SBH move (SBH-GAP-05): a base slid along a segment.
 *
 * On the way a base sweeps a capsule: the segment thickened by its radius — exact for a round
 * base; a long base (rect, oval) is swept with its inner radius (it may turn to slip past, as a
 * player would turn it) and checked exactly where it ends. Every footprint is convex
 * (geometry/footprint.ts): first contact along a line is exact (`firstContactIn`), and the distance
 * from a base slid along a line to another base is convex in how far it has slid.
 */
import type { Footprint } from '../../../geometry/footprint';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import type { Vec2 } from '../../../geometry/point';
import { polygonContainsPoint } from '../../../geometry/polygon';
import { segmentCrossesPolygon } from '../../../geometry/segmentInside';
import { OVERLAP_TOLERANCE_IN } from '../../../geometry/footprintOverlap';
import { pointDistanceToSegment, segmentDistanceToSegment } from '../../../geometry/segment';

/** A charge ends this far from the charged base (inches): in contact, never overlapping. */
export const TOUCH_GAP_IN = 0.001;

/** The footprint `fp` (standing at `from`) moved so its centre is at `to`. */
export function footprintAt(fp: Footprint, from: Vec2, to: Vec2): Footprint {
  if (fp.kind === 'circle') return { kind: 'circle', center: { x: to.x, y: to.y }, radiusIn: fp.radiusIn };
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return { kind: 'polygon', points: fp.points.map((p) => ({ x: p.x + dx, y: p.y + dy })) };
}

/** The radius of the smallest circle about the base centre holding the whole base, inches. */
export function footprintReachIn(fp: Footprint, centre: Vec2): number {
  if (fp.kind === 'circle') return fp.radiusIn;
  let r = 0;
  for (const p of fp.points) r = Math.max(r, Math.hypot(p.x - centre.x, p.y - centre.y));
  return r;
}

/** Shortest distance from segment a–b to a simple polygon (concave allowed): 0 when it touches or enters it. */
export function segmentDistanceToPolygon(a: Vec2, b: Vec2, poly: readonly Vec2[]): number {
  if (polygonContainsPoint(poly, a) || polygonContainsPoint(poly, b)) return 0;
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const d = segmentDistanceToSegment(a, b, poly[j]!, poly[i]!);
    if (d < best) best = d;
    if (best === 0) return 0;
  }
  return best;
}

/**
 * How deep a base of radius `radiusIn` slid along segment a–b reaches into `other`, inches (0 when
 * it passes clear or only touches): the capsule's depth into the other base.
 */
export function capsulePenetrationIn(a: Vec2, b: Vec2, radiusIn: number, other: Footprint): number {
  const d = other.kind === 'circle'
    ? pointDistanceToSegment(other.center, a, b) - other.radiusIn
    : segmentDistanceToPolygon(a, b, other.points);
  return Math.max(0, radiusIn - d);
}

/** Whether a base of radius `radiusIn` slid along a–b shares area with the polygon deeper than the overlap tolerance (as the engine's placement). */
export function capsuleEntersPolygon(a: Vec2, b: Vec2, radiusIn: number, poly: readonly Vec2[]): boolean {
  return segmentDistanceToPolygon(a, b, poly) <= radiusIn - OVERLAP_TOLERANCE_IN;
}

/** Whether the segment a–b (a base centre's path) runs through the polygon's inside at all. */
export const segmentRunsInside = (a: Vec2, b: Vec2, poly: readonly Vec2[]): boolean =>
  polygonContainsPoint(poly, a) || polygonContainsPoint(poly, b) || segmentCrossesPolygon(a, b, poly);

/**
 * How far along the unit direction `u` a base (footprint `fp` centred at `from`) slides before its
 * edge comes within `gapIn` of `other` (0 if it already is), searching up to `maxIn`; Infinity when
 * it never does. Closed form for two discs; otherwise a search on the convex distance.
 */
export function slideUntilWithin(fp: Footprint, from: Vec2, u: Vec2, maxIn: number, other: Footprint, gapIn: number): number {
  if (fp.kind === 'circle' && other.kind === 'circle') {
    const R = fp.radiusIn + other.radiusIn + gapIn;
    const wx = other.center.x - from.x;
    const wy = other.center.y - from.y;
    const c = wx * wx + wy * wy - R * R;
    if (c <= 0) return 0;
    const b = wx * u.x + wy * u.y;
    const disc = b * b - c;
    if (b <= 0 || disc < 0) return Infinity;
    const s = b - Math.sqrt(disc);
    return s <= maxIn ? s : Infinity;
  }
  const g = (s: number): number => footprintDistanceToFootprint(footprintAt(fp, from, { x: from.x + u.x * s, y: from.y + u.y * s }), other);
  if (g(0) <= gapIn) return 0;
  // The distance is convex in s: find its least value on [0, maxIn] (golden-section search)…
  let lo = 0;
  let hi = maxIn;
  const k = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - k * (hi - lo);
  let x2 = lo + k * (hi - lo);
  let g1 = g(x1);
  let g2 = g(x2);
  for (let i = 0; i < 60 && hi - lo > 1e-7; i++) {
    if (g1 <= gapIn) { hi = x1; break; }
    if (g2 <= gapIn) { hi = x2; break; }
    if (g1 < g2) { hi = x2; x2 = x1; g2 = g1; x1 = hi - k * (hi - lo); g1 = g(x1); }
    else { lo = x1; x1 = x2; g1 = g2; x2 = lo + k * (hi - lo); g2 = g(x2); }
  }
  if (g(hi) > gapIn) return Infinity;
  // …then the first point within the gap: the distance only falls on [0, hi].
  let a = 0;
  let b = hi;
  for (let i = 0; i < 60 && b - a > 1e-9; i++) {
    const m = (a + b) / 2;
    if (g(m) <= gapIn) b = m;
    else a = m;
  }
  return b;
}

/** First s ≥ 0 at which the point o + s·u comes within r of segment p–q (Infinity if never). */
export function rayToCapsule(ox: number, oy: number, ux: number, uy: number, p: Vec2, q: Vec2, r: number): number {
  let best = Infinity;
  // The two end discs.
  for (const c of [p, q]) {
    const wx = c.x - ox;
    const wy = c.y - oy;
    const cc = wx * wx + wy * wy - r * r;
    if (cc <= 0) return 0;
    const b = wx * ux + wy * uy;
    const disc = b * b - cc;
    if (b > 0 && disc >= 0) best = Math.min(best, b - Math.sqrt(disc));
  }
  // The band along the segment.
  const ex = q.x - p.x;
  const ey = q.y - p.y;
  const len = Math.hypot(ex, ey);
  if (len > 0) {
    const tx = ex / len;
    const ty = ey / len;
    const lx = (ox - p.x) * tx + (oy - p.y) * ty;
    const ly = -(ox - p.x) * ty + (oy - p.y) * tx;
    const vx = ux * tx + uy * ty;
    const vy = -ux * ty + uy * tx;
    if (Math.abs(ly) <= r) {
      if (lx >= 0 && lx <= len) return 0;
    } else if ((ly > r && vy < 0) || (ly < -r && vy > 0)) {
      const s = ((ly > 0 ? r : -r) - ly) / vy;
      const x = lx + vx * s;
      if (s >= 0 && x >= 0 && x <= len) best = Math.min(best, s);
    }
  }
  return best;
}

/** First s ≥ 0 at which the point o + s·u meets segment p–q (Infinity if never). */
function rayToSegment(ox: number, oy: number, ux: number, uy: number, p: Vec2, q: Vec2): number {
  const ex = q.x - p.x;
  const ey = q.y - p.y;
  const den = ux * ey - uy * ex;
  if (Math.abs(den) < 1e-15) return Infinity;
  const s = ((p.x - ox) * ey - (p.y - oy) * ex) / den;
  const t = ((p.x - ox) * uy - (p.y - oy) * ux) / den;
  return s >= 0 && t >= 0 && t <= 1 ? s : Infinity;
}

/**
 * How far a base (footprint `fp`) slides along the unit direction u before it touches `other`
 * (0 when they already touch or overlap; Infinity when it never does). Exact for discs and convex
 * polygons: the first hit of a vertex of one on an edge of the other, or of a disc on a thickened edge.
 */
export function firstContactIn(fp: Footprint, u: Vec2, other: Footprint): number {
  if (footprintDistanceToFootprint(fp, other) <= 0) return 0;
  if (fp.kind === 'circle' && other.kind === 'circle') {
    const R = fp.radiusIn + other.radiusIn;
    const wx = other.center.x - fp.center.x;
    const wy = other.center.y - fp.center.y;
    const c = wx * wx + wy * wy - R * R;
    const b = wx * u.x + wy * u.y;
    const disc = b * b - c;
    return b > 0 && disc >= 0 ? b - Math.sqrt(disc) : Infinity;
  }
  let best = Infinity;
  if (fp.kind === 'circle' && other.kind === 'polygon') {
    const pts = other.points;
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) best = Math.min(best, rayToCapsule(fp.center.x, fp.center.y, u.x, u.y, pts[j]!, pts[i]!, fp.radiusIn));
    return best;
  }
  if (fp.kind === 'polygon' && other.kind === 'circle') {
    const pts = fp.points;
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) best = Math.min(best, rayToCapsule(other.center.x, other.center.y, -u.x, -u.y, pts[j]!, pts[i]!, other.radiusIn));
    return best;
  }
  if (fp.kind === 'polygon' && other.kind === 'polygon') {
    const a = fp.points;
    const b = other.points;
    for (const v of a) for (let i = 0, j = b.length - 1; i < b.length; j = i++) best = Math.min(best, rayToSegment(v.x, v.y, u.x, u.y, b[j]!, b[i]!));
    for (const w of b) for (let i = 0, j = a.length - 1; i < a.length; j = i++) best = Math.min(best, rayToSegment(w.x, w.y, -u.x, -u.y, a[j]!, a[i]!));
  }
  return best;
}

/** Radius of the largest disc about `centre` inside the footprint, inches. */
export function footprintInradiusIn(fp: Footprint, centre: Vec2): number {
  if (fp.kind === 'circle') return fp.radiusIn;
  let r = Infinity;
  const pts = fp.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) r = Math.min(r, pointDistanceToSegment(centre, pts[j]!, pts[i]!));
  return r;
}
