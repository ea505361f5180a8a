/**
 * Polygons: a ring of vertices in inches, not closed (the first vertex is not repeated at the end),
 * either winding. Terrain footprints may be concave; they must be simple (see `polygonIsSimple`).
 */
import type { Vec2 } from './point';
import { pointsEqual } from './point';
import { pointDistanceToSegment, segmentIntersectsSegment } from './segment';

export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A point this close to an edge (inches) counts as on it: far below anything a player can see. */
const ON_EDGE_IN = 1e-9;

/**
 * Whether `p` is inside the polygon or on its boundary. Concave polygons are fine.
 * Crossing-number (even–odd) test after an explicit on-edge check, because the crossing test alone
 * is ambiguous exactly on the boundary; for a simple polygon even–odd and winding number agree.
 */
export function polygonContainsPoint(poly: readonly Vec2[], p: Vec2): boolean {
  const n = poly.length;
  if (n === 0) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = poly[i] as Vec2;
    const b = poly[j] as Vec2;
    if (pointDistanceToSegment(p, a, b) <= ON_EDGE_IN) return true;
    // Half-open rule on y so a vertex exactly at p.y is counted once.
    if (a.y > p.y !== b.y > p.y) {
      const xCross = a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (p.x < xCross) inside = !inside;
    }
  }
  return inside;
}

/**
 * Signed area by the shoelace formula, square inches. Positive when the vertices run clockwise
 * on screen (x east, y south), i.e. counter-clockwise in a y-up frame.
 */
export function polygonSignedArea(poly: readonly Vec2[]): number {
  let twice = 0;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i] as Vec2;
    const b = poly[(i + 1) % n] as Vec2;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

/** Unsigned area, square inches. */
export function polygonArea(poly: readonly Vec2[]): number {
  return Math.abs(polygonSignedArea(poly));
}

/** Axis-aligned bounding box. An empty polygon gives an empty (inverted, infinite) box. */
export function polygonBounds(poly: readonly Vec2[]): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of poly) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/**
 * Whether the ring is a simple polygon: at least 3 vertices, no vertex repeated (a repeat is a
 * zero-length edge or the boundary touching itself), non-zero area, no two non-adjacent edges
 * meeting, and no adjacent edges folding back over each other. O(n²) pairwise edge test: terrain
 * footprints have tens of vertices, where a sweep line would cost more than it saves.
 */
export function polygonIsSimple(poly: readonly Vec2[]): boolean {
  const n = poly.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (pointsEqual(poly[i] as Vec2, poly[j] as Vec2, 0)) return false;
    }
  }
  if (polygonSignedArea(poly) === 0) return false;
  const at = (k: number): Vec2 => poly[((k % n) + n) % n] as Vec2;
  for (let i = 0; i < n; i++) {
    // Adjacent edges (i-1 → i → i+1) fold back when collinear and pointing opposite ways.
    const prev = at(i - 1);
    const cur = at(i);
    const next = at(i + 1);
    const d1x = cur.x - prev.x;
    const d1y = cur.y - prev.y;
    const d2x = next.x - cur.x;
    const d2y = next.y - cur.y;
    if (d1x * d2y - d1y * d2x === 0 && d1x * d2x + d1y * d2y < 0) return false;
    // Non-adjacent edges must not meet at all.
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // edge n-1 closes onto vertex 0: adjacent to edge 0
      if (segmentIntersectsSegment(cur, next, at(j), at(j + 1))) return false;
    }
  }
  return true;
}

/** Perimeter of the closed ring, inches. */
export function polygonPerimeter(poly: readonly Vec2[]): number {
  let sum = 0;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i] as Vec2;
    const b = poly[(i + 1) % n] as Vec2;
    sum += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return sum;
}

/** Area centroid; the vertex average for a degenerate (zero-area) ring. */
export function polygonCentroid(points: readonly Vec2[]): Vec2 {
  let a2 = 0;
  let cx = 0;
  let cy = 0;
  const n = points.length;
  for (let i = 0; i < n; i++) {
    const p = points[i] as Vec2;
    const q = points[(i + 1) % n] as Vec2;
    const cross = p.x * q.y - q.x * p.y;
    a2 += cross;
    cx += (p.x + q.x) * cross;
    cy += (p.y + q.y) * cross;
  }
  if (Math.abs(a2) < 1e-12) {
    const sx = points.reduce((s, p) => s + p.x, 0);
    const sy = points.reduce((s, p) => s + p.y, 0);
    return { x: sx / Math.max(1, n), y: sy / Math.max(1, n) };
  }
  return { x: cx / (3 * a2), y: cy / (3 * a2) };
}
