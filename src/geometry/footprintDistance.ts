/**
 * Plan distances between footprints and polygons, in inches: base edge to base edge, 0 when they
 * touch or overlap. Exact (up to float rounding) for circle–circle, circle–polygon and
 * polygon–polygon; the polygon helpers accept any simple polygon, concave included.
 */
import type { Footprint } from './footprint';
import type { Vec2 } from './point';
import { pointDistanceToPoint } from './point';
import { polygonContainsPoint } from './polygon';
import { pointDistanceToSegment, segmentDistanceToSegment, segmentIntersectsSegment } from './segment';

/** Distance from `p` to the nearest edge of the polygon (inside or outside), inches. */
export function pointDistanceToPolygonBoundary(p: Vec2, poly: readonly Vec2[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    best = Math.min(best, pointDistanceToSegment(p, poly[j] as Vec2, poly[i] as Vec2));
  }
  return best;
}

/** Distance from a disc to a polygon: 0 when the disc reaches it or its centre is inside. */
export function circleDistanceToPolygon(center: Vec2, radiusIn: number, poly: readonly Vec2[]): number {
  if (polygonContainsPoint(poly, center)) return 0;
  return Math.max(0, pointDistanceToPolygonBoundary(center, poly) - radiusIn);
}

/**
 * Distance between two polygons: 0 when an edge of one meets an edge of the other or one contains
 * the other; otherwise the nearest pair of edges (for disjoint polygons the minimum lies on the boundaries).
 */
export function polygonDistanceToPolygon(a: readonly Vec2[], b: readonly Vec2[]): number {
  const first = b[0];
  const firstA = a[0];
  if (first === undefined || firstA === undefined) return Infinity;
  if (polygonContainsPoint(a, first) || polygonContainsPoint(b, firstA)) return 0;
  let best = Infinity;
  for (let i = 0, j = a.length - 1; i < a.length; j = i++) {
    const a1 = a[j] as Vec2;
    const a2 = a[i] as Vec2;
    for (let k = 0, m = b.length - 1; k < b.length; m = k++) {
      const b1 = b[m] as Vec2;
      const b2 = b[k] as Vec2;
      if (segmentIntersectsSegment(a1, a2, b1, b2)) return 0;
      best = Math.min(best, segmentDistanceToSegment(a1, a2, b1, b2));
    }
  }
  return best;
}

/** Base edge to base edge in plan, inches; 0 when touching or overlapping. Symmetric. */
export function footprintDistanceToFootprint(a: Footprint, b: Footprint): number {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.max(0, pointDistanceToPoint(a.center, b.center) - a.radiusIn - b.radiusIn);
  }
  if (a.kind === 'circle' && b.kind === 'polygon') return circleDistanceToPolygon(a.center, a.radiusIn, b.points);
  if (a.kind === 'polygon' && b.kind === 'circle') return circleDistanceToPolygon(b.center, b.radiusIn, a.points);
  if (a.kind === 'polygon' && b.kind === 'polygon') return polygonDistanceToPolygon(a.points, b.points);
  return Infinity; // unreachable: the union has two kinds
}

/** Distance from a footprint to a simple polygon (concave allowed), inches; 0 when they meet. */
export function footprintDistanceToPolygon(fp: Footprint, poly: readonly Vec2[]): number {
  return fp.kind === 'circle'
    ? circleDistanceToPolygon(fp.center, fp.radiusIn, poly)
    : polygonDistanceToPolygon(fp.points, poly);
}
