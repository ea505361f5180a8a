/**
 * Footprints: the plan shape of a base on the table, in inches.
 *
 * A round base is an exact circle. Rectangular bases are their four corners. Oval bases are an
 * inscribed 64-gon (vertices on the ellipse, equal steps of the ellipse's parameter angle): the
 * polygon lies inside the true ellipse and departs from it by at most
 *   (1 − cos(π/64)) × larger semi-axis ≈ 0.0012 × larger semi-axis,
 * i.e. ≤ 0.0012″ for an oval up to 50 mm long (0.0030″ at 120 mm). Distances measured from the
 * polygon are therefore at most that much too long, never too short. Inscribed was chosen over
 * circumscribed because its vertices are exact points of the base (simpler to check and draw).
 *
 * Every footprint polygon is convex; the distance and overlap functions rely on it.
 */
import type { Vec2 } from './point';
import type { Bounds } from './polygon';
import { polygonBounds } from './polygon';

export type Footprint =
  | { readonly kind: 'circle'; readonly center: Vec2; readonly radiusIn: number }
  | { readonly kind: 'polygon'; readonly points: readonly Vec2[] };

export type BaseShapeKind = 'round' | 'oval' | 'rect';

/** Number of vertices of an oval footprint. See the error bound above. */
export const OVAL_VERTEX_COUNT = 64;

/** Inches a point may stray past an edge and still count as inside (float noise only). */
const EDGE_SLACK_IN = 1e-9;

/**
 * The footprint of a base centred on `center`.
 * `widthIn` runs across the facing, `lengthIn` along it (ignored for round: diameter = widthIn).
 * `facingRad` is a compass bearing: 0 faces north (−y), π/2 east (+x), clockwise.
 */
export function footprintOfBase(
  shape: BaseShapeKind,
  widthIn: number,
  lengthIn: number,
  center: Vec2,
  facingRad: number,
): Footprint {
  if (shape === 'round') return { kind: 'circle', center, radiusIn: widthIn / 2 };
  // Unit vectors: forward along the facing, right across it (both in x east, y south).
  const fx = Math.sin(facingRad);
  const fy = -Math.cos(facingRad);
  const rx = -fy;
  const ry = fx;
  const place = (across: number, along: number): Vec2 => ({
    x: center.x + rx * across + fx * along,
    y: center.y + ry * across + fy * along,
  });
  const halfW = widthIn / 2;
  const halfL = lengthIn / 2;
  if (shape === 'rect') {
    return { kind: 'polygon', points: [place(-halfW, halfL), place(halfW, halfL), place(halfW, -halfL), place(-halfW, -halfL)] };
  }
  const points: Vec2[] = [];
  for (let i = 0; i < OVAL_VERTEX_COUNT; i++) {
    const t = (2 * Math.PI * i) / OVAL_VERTEX_COUNT;
    points.push(place(halfW * Math.cos(t), halfL * Math.sin(t)));
  }
  return { kind: 'polygon', points };
}

/** Axis-aligned bounding box of the footprint, inches. */
export function footprintBounds(fp: Footprint): Bounds {
  if (fp.kind === 'circle') {
    const { center: c, radiusIn: r } = fp;
    return { minX: c.x - r, minY: c.y - r, maxX: c.x + r, maxY: c.y + r };
  }
  return polygonBounds(fp.points);
}

/** Whether the whole footprint lies within the rectangle (edges inclusive): e.g. a base on the table. */
export function footprintInsideRect(fp: Footprint, minX: number, minY: number, maxX: number, maxY: number): boolean {
  const b = footprintBounds(fp);
  return (
    b.minX >= minX - EDGE_SLACK_IN && b.minY >= minY - EDGE_SLACK_IN &&
    b.maxX <= maxX + EDGE_SLACK_IN && b.maxY <= maxY + EDGE_SLACK_IN
  );
}

/** The footprint moved by `offset` inches (useful to test a drop point without rebuilding). */
export function footprintTranslate(fp: Footprint, offset: Vec2): Footprint {
  if (fp.kind === 'circle') {
    return { kind: 'circle', center: { x: fp.center.x + offset.x, y: fp.center.y + offset.y }, radiusIn: fp.radiusIn };
  }
  return { kind: 'polygon', points: fp.points.map((p) => ({ x: p.x + offset.x, y: p.y + offset.y })) };
}

export { footprintDistanceToFootprint } from './footprintDistance';
export { footprintsOverlap, footprintPenetrationDepth } from './footprintOverlap';
export { footprintIntersectsPolygon } from './footprintIntersectsPolygon';
