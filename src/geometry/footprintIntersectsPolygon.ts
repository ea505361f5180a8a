/**
 * Whether a base shares area with a terrain polygon (concave allowed): "is this figure inside
 * the building / the woods?".
 *
 * A base pressed against a wall must not count as inside the building, and float noise must not
 * decide it, so the base is first eroded (shrunk inwards) by `toleranceIn` and the shrunk base is
 * then tested for any contact with the closed polygon. The answer is "they share a region at least
 * `toleranceIn` deep inside the base". Erosion is exact for a disc (smaller radius) and for a convex
 * polygon (each edge moved inwards, corners re-intersected).
 */
import type { Footprint } from './footprint';
import type { Vec2 } from './point';
import { polygonSignedArea } from './polygon';
import { footprintDistanceToPolygon } from './footprintDistance';
import { OVERLAP_TOLERANCE_IN } from './footprintOverlap';

/**
 * The convex polygon shrunk by `byIn` inches, or null when it vanishes (an edge would turn over:
 * the tolerance is larger than the polygon's inradius, far beyond any real base).
 */
function convexPolygonErode(points: readonly Vec2[], byIn: number): Vec2[] | null {
  const ring = points.filter((p, i) => {
    const next = points[(i + 1) % points.length] as Vec2;
    return p.x !== next.x || p.y !== next.y;
  });
  const n = ring.length;
  if (n < 3) return null;
  const sign = polygonSignedArea(ring) > 0 ? 1 : -1;
  // Inward unit normal of edge i (ring[i] → ring[i+1]); for positive area (clockwise on screen) it is (−dy, dx).
  const normals = ring.map((p, i) => {
    const q = ring[(i + 1) % n] as Vec2;
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    return { x: (sign * -(q.y - p.y)) / len, y: (sign * (q.x - p.x)) / len };
  });
  const out: Vec2[] = ring.map((p, i) => {
    const nPrev = normals[(i - 1 + n) % n] as Vec2;
    const nCur = normals[i] as Vec2;
    // Miter: the corner moves along the bisector far enough to sit `byIn` from both edges.
    const k = byIn / (1 + nPrev.x * nCur.x + nPrev.y * nCur.y);
    return { x: p.x + (nPrev.x + nCur.x) * k, y: p.y + (nPrev.y + nCur.y) * k };
  });
  for (let i = 0; i < n; i++) {
    const p = ring[i] as Vec2;
    const q = ring[(i + 1) % n] as Vec2;
    const a = out[i] as Vec2;
    const b = out[(i + 1) % n] as Vec2;
    if ((b.x - a.x) * (q.x - p.x) + (b.y - a.y) * (q.y - p.y) <= 0) return null;
  }
  return out;
}

/** The footprint shrunk inwards by `byIn` inches, or null when nothing is left. */
function footprintErode(fp: Footprint, byIn: number): Footprint | null {
  if (byIn <= 0) return fp;
  if (fp.kind === 'circle') {
    return fp.radiusIn > byIn ? { kind: 'circle', center: fp.center, radiusIn: fp.radiusIn - byIn } : null;
  }
  const points = convexPolygonErode(fp.points, byIn);
  return points === null ? null : { kind: 'polygon', points };
}

/**
 * True when the footprint and the simple polygon `poly` have area in common deeper than
 * `toleranceIn` inches inside the base (contact along an edge is not intersection). Pass 0 for a
 * closed test in which touching counts.
 */
export function footprintIntersectsPolygon(
  fp: Footprint,
  poly: readonly Vec2[],
  toleranceIn: number = OVERLAP_TOLERANCE_IN,
): boolean {
  const core = footprintErode(fp, toleranceIn);
  if (core === null) return false;
  return footprintDistanceToPolygon(core, poly) === 0;
}
