/**
 * Interpenetration of two bases. Bases in contact touch but do not overlap; only a penetration
 * deeper than a tolerance counts, so a figure dropped snug against another is legal.
 *
 * The depth is the minimum translation distance (how far one base must move to stop overlapping),
 * exact for convex footprints: closed forms for discs, the separating-axis theorem for two convex
 * polygons (the smallest projection overlap over all edge normals is the exact depth).
 */
import type { Footprint } from './footprint';
import type { Vec2 } from './point';
import { pointDistanceToPoint } from './point';
import { polygonContainsPoint } from './polygon';
import { pointDistanceToPolygonBoundary } from './footprintDistance';

/** Default tolerance of `footprintsOverlap`, inches: about a quarter of a millimetre. */
export const OVERLAP_TOLERANCE_IN = 0.01;

function circleDepthInPolygon(center: Vec2, radiusIn: number, poly: readonly Vec2[]): number {
  const boundary = pointDistanceToPolygonBoundary(center, poly);
  const depth = polygonContainsPoint(poly, center) ? radiusIn + boundary : radiusIn - boundary;
  return Math.max(0, depth);
}

/** Interval [min, max] of the polygon projected on the axis (ax, ay). */
function projectPolygon(poly: readonly Vec2[], ax: number, ay: number): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const p of poly) {
    const d = p.x * ax + p.y * ay;
    if (d < min) min = d;
    if (d > max) max = d;
  }
  return [min, max];
}

function convexPolygonDepth(a: readonly Vec2[], b: readonly Vec2[]): number {
  let depth = Infinity;
  for (const poly of [a, b]) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const p = poly[j] as Vec2;
      const q = poly[i] as Vec2;
      const len = Math.hypot(q.x - p.x, q.y - p.y);
      if (len === 0) continue;
      const ax = (p.y - q.y) / len;
      const ay = (q.x - p.x) / len;
      const [aMin, aMax] = projectPolygon(a, ax, ay);
      const [bMin, bMax] = projectPolygon(b, ax, ay);
      const overlap = Math.min(aMax, bMax) - Math.max(aMin, bMin);
      if (overlap <= 0) return 0;
      depth = Math.min(depth, overlap);
    }
  }
  return depth === Infinity ? 0 : depth;
}

/** How deep the two bases interpenetrate, inches; 0 when apart or merely touching. Symmetric. */
export function footprintPenetrationDepth(a: Footprint, b: Footprint): number {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.max(0, a.radiusIn + b.radiusIn - pointDistanceToPoint(a.center, b.center));
  }
  if (a.kind === 'circle' && b.kind === 'polygon') return circleDepthInPolygon(a.center, a.radiusIn, b.points);
  if (a.kind === 'polygon' && b.kind === 'circle') return circleDepthInPolygon(b.center, b.radiusIn, a.points);
  if (a.kind === 'polygon' && b.kind === 'polygon') return convexPolygonDepth(a.points, b.points);
  return 0;
}

/** True only when the bases interpenetrate by more than `toleranceIn` inches (contact is not overlap). */
export function footprintsOverlap(a: Footprint, b: Footprint, toleranceIn: number = OVERLAP_TOLERANCE_IN): boolean {
  return footprintPenetrationDepth(a, b) > toleranceIn;
}
