/**
 * The moving figure's base as a shape that can be put down at any point: a disc, or a convex
 * polygon (oval and rectangular bases) at the figure's facing, which a move never changes.
 * `key` names the shape for the terrain caches (two figures with equal bases share rasters).
 */
import type { Footprint } from '../../../geometry/footprint';
import { footprintDistanceToFootprint, footprintsOverlap } from '../../../geometry/footprint';
import * as overlap from '../../../geometry/footprintOverlap';
import { footprintDistanceToPolygon } from '../../../geometry/footprintDistance';
import type { Vec2 } from '../../../geometry/point';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';

// Vitest turns reads of imported names into getter calls; the per-cell tests read a local copy.
const { OVERLAP_TOLERANCE_IN } = overlap;

export interface MoverShape {
  readonly key: string;
  /** Disc radius, or 0 for a polygon. */
  readonly radiusIn: number;
  /** Polygon corners relative to the centre (empty for a disc). */
  readonly offsets: readonly Vec2[];
  /** The largest distance from the centre to the base's edge, inches. */
  readonly reachIn: number;
  /** Half the base's width along x and along y, inches. */
  readonly halfX: number;
  readonly halfY: number;
  /**
   * The polygon shrunk inwards by the engine's overlap tolerance (0.01″), corners relative to the
   * centre (empty for a disc): a base shares area with a piece when this core meets it.
   */
  readonly core: readonly Vec2[];
}

export function moverShapeOf(figure: Figure): MoverShape {
  const fp = figureFootprint(figure, { x: 0, y: 0 });
  if (fp.kind === 'circle') {
    const r = fp.radiusIn;
    return { key: `c${r.toFixed(5)}`, radiusIn: r, offsets: [], reachIn: r, halfX: r, halfY: r, core: [] };
  }
  const offsets = fp.points.map((p) => ({ x: p.x, y: p.y }));
  const reachIn = Math.max(...offsets.map((p) => Math.hypot(p.x, p.y)));
  const halfX = Math.max(...offsets.map((p) => Math.abs(p.x)));
  const halfY = Math.max(...offsets.map((p) => Math.abs(p.y)));
  return { key: `p${offsets.map((p) => `${p.x.toFixed(4)},${p.y.toFixed(4)}`).join(';')}`, radiusIn: 0, offsets, reachIn, halfX, halfY, core: convexShrunk(offsets, OVERLAP_TOLERANCE_IN) };
}

/** A convex polygon moved inwards by `byIn` (each edge parallel, corners re-intersected). */
function convexShrunk(points: readonly Vec2[], byIn: number): Vec2[] {
  const n = points.length;
  let area = 0;
  for (let i = 0; i < n; i++) { const a = points[i]!; const b = points[(i + 1) % n]!; area += a.x * b.y - b.x * a.y; }
  const sign = area > 0 ? 1 : -1;
  const normals = points.map((p, i) => {
    const q = points[(i + 1) % n]!;
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    return { x: (sign * -(q.y - p.y)) / len, y: (sign * (q.x - p.x)) / len };
  });
  return points.map((p, i) => {
    const a = normals[(i - 1 + n) % n]!;
    const b = normals[i]!;
    const k = byIn / (1 + a.x * b.x + a.y * b.y);
    return { x: p.x + (a.x + b.x) * k, y: p.y + (a.y + b.y) * k };
  });
}

/** The base with its centre at (x, y). */
export function shapeAt(shape: MoverShape, x: number, y: number): Footprint {
  if (shape.offsets.length === 0) return { kind: 'circle', center: { x, y }, radiusIn: shape.radiusIn };
  return { kind: 'polygon', points: shape.offsets.map((p) => ({ x: x + p.x, y: y + p.y })) };
}

/** Half the base's extent along the unit direction (dx, dy), inches. */
export function shapeHalfExtentAlong(shape: MoverShape, dx: number, dy: number): number {
  if (shape.offsets.length === 0) return shape.radiusIn;
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of shape.offsets) {
    const d = p.x * dx + p.y * dy;
    if (d < lo) lo = d;
    if (d > hi) hi = d;
  }
  return (hi - lo) / 2;
}

/**
 * The base at (x, y) shares area with the polygon deeper than the engine's overlap tolerance — the
 * engine's `footprintIntersectsPolygon`, without allocating (the static rasters call it per cell).
 */
export function shapeIntersectsPolygonAt(shape: MoverShape, x: number, y: number, poly: readonly Vec2[]): boolean {
  if (shape.offsets.length === 0) {
    const r = shape.radiusIn - OVERLAP_TOLERANCE_IN;
    if (r <= 0) return false;
    return pointInPolygon(x, y, poly) || pointToBoundaryIn(x, y, poly) <= r;
  }
  const core = shape.core;
  // Any core corner inside the piece, any piece corner inside the core, or crossing edges.
  for (const c of core) if (pointInPolygon(x + c.x, y + c.y, poly)) return true;
  const first = poly[0];
  if (first !== undefined && pointInConvex(first.x - x, first.y - y, core)) return true;
  for (let i = 0, j = core.length - 1; i < core.length; j = i++) {
    const a = core[j]!;
    const b = core[i]!;
    for (let k = 0, m = poly.length - 1; k < poly.length; m = k++) {
      if (segmentsCross(x + a.x, y + a.y, x + b.x, y + b.y, poly[m]!.x, poly[m]!.y, poly[k]!.x, poly[k]!.y)) return true;
    }
  }
  return false;
}

/** Even–odd point in polygon, boundary counting as inside (within float noise). */
function pointInPolygon(px: number, py: number, poly: readonly Vec2[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > py !== b.y > py) {
      const xc = a.x + ((py - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (px < xc) inside = !inside;
    }
  }
  return inside || pointToBoundaryIn(px, py, poly) <= 1e-9;
}

function pointToBoundaryIn(px: number, py: number, poly: readonly Vec2[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j]!;
    const b = poly[i]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const len2 = ex * ex + ey * ey;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * ex + (py - a.y) * ey) / len2));
    const dx = px - a.x - t * ex;
    const dy = py - a.y - t * ey;
    const d = dx * dx + dy * dy;
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

function pointInConvex(px: number, py: number, poly: readonly Vec2[]): boolean {
  let sign = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j]!;
    const b = poly[i]!;
    const cross = (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x);
    if (cross === 0) continue;
    const s = cross > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

function segmentsCross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const d1 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
  const d2 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
  const d3 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  const d4 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Edge of the base at (x, y) to the polygon, inches (0 when they meet). */
export const shapeDistanceToPolygonAt = (shape: MoverShape, x: number, y: number, poly: readonly Vec2[]): number =>
  footprintDistanceToPolygon(shapeAt(shape, x, y), poly);

/**
 * Signed gap between the base at (x, y) and a disc, inches: the edge-to-edge distance when apart,
 * minus the penetration depth when they overlap (exact for a disc or a convex base; no allocation,
 * the hot case of a search).
 */
export function shapeGapToDisc(shape: MoverShape, x: number, y: number, cx: number, cy: number, r: number): number {
  if (shape.offsets.length === 0) return Math.hypot(x - cx, y - cy) - shape.radiusIn - r;
  // The disc's centre relative to the base, against the base's polygon at the origin.
  const px = cx - x;
  const py = cy - y;
  const pts = shape.offsets;
  let best = Infinity;
  let inside = true;
  let sign = 0;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[j]!;
    const b = pts[i]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const cross = ex * (py - a.y) - ey * (px - a.x);
    if (cross !== 0) {
      const sg = cross > 0 ? 1 : -1;
      if (sign === 0) sign = sg;
      else if (sg !== sign) inside = false;
    }
    const len2 = ex * ex + ey * ey;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * ex + (py - a.y) * ey) / len2));
    const d = Math.hypot(px - a.x - t * ex, py - a.y - t * ey);
    if (d < best) best = d;
  }
  return inside ? -(best + r) : best - r;
}

/** Edge of the base at (x, y) to another base, inches (0 when they touch or overlap). */
export function shapeDistanceToFootprintAt(shape: MoverShape, x: number, y: number, other: Footprint): number {
  if (other.kind === 'circle') return Math.max(0, shapeGapToDisc(shape, x, y, other.center.x, other.center.y, other.radiusIn));
  return footprintDistanceToFootprint(shapeAt(shape, x, y), other);
}

/** The base at (x, y) overlaps another base (the engine's rule: deeper than 0.01″). */
export function shapeOverlapsFootprintAt(shape: MoverShape, x: number, y: number, other: Footprint): boolean {
  if (other.kind === 'circle') return -shapeGapToDisc(shape, x, y, other.center.x, other.center.y, other.radiusIn) > 0.01;
  return footprintsOverlap(shapeAt(shape, x, y), other);
}
