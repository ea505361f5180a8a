/**
 * Exact placements at the end of a move: whether the base fits at an exact point (the same tests
 * the rasters make at cell centres, so a drop point inside a reachable cell is kept when it fits),
 * and the snaps a move ends with — into base contact with a charged enemy, against an obstacle.
 */
import { pieceBlocksFigureAt, elevationsShareLevel } from '../../../engine/placement';
import type { Footprint } from '../../../geometry/footprint';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import type { Vec2 } from '../../../geometry/point';
import { polygonContainsPoint } from '../../../geometry/polygon';
import { terrainTopIn } from '../../../los/terrain';
import { EPS_IN } from './moveGrid';
import type { MoverShape } from './moverShape';
import { shapeAt, shapeDistanceToFootprintAt, shapeDistanceToPolygonAt, shapeIntersectsPolygonAt, shapeOverlapsFootprintAt } from './moverShape';
import { SAFE_DROP_IN } from './reachSearch';
import type { ReachField } from './reachTypes';
import { nodeSurfaceId } from './surfaceNode';
import { barrierHeightAboveIn } from './terrainRoles';

/**
 * Whether the base fits exactly at `p` on the surface of `node`, entering no zone but those in
 * `allowedBits` (by default the zones the node itself is in) and those it ignores.
 */
export function pointFits(f: ReachField, tableIn: { widthIn: number; depthIn: number }, p: Vec2, node: number, allowedBits: number = f.zone[node]!): boolean {
  const shape = f.field.shape;
  if (p.x - shape.halfX < -1e-9 || p.y - shape.halfY < -1e-9 || p.x + shape.halfX > tableIn.widthIn + 1e-9 || p.y + shape.halfY > tableIn.depthIn + 1e-9) return false;
  const slot = Math.floor(node / f.W);
  const surfaceId = nodeSurfaceId(f, node);
  const roles = f.field.roles;
  const pieces = roles.pieces;
  const elev = f.elevIn[node]!;
  if (slot > 0) {
    if (!polygonContainsPoint(pieces.find((q) => q.id === surfaceId)!.footprint, p)) return false;
  } else {
    let top = 0;
    let under: string | null = null;
    for (const i of roles.slopes) {
      const q = pieces[i]!;
      if (terrainTopIn(q) > top && polygonContainsPoint(q.footprint, p)) { top = terrainTopIn(q); under = q.id; }
    }
    if (under !== surfaceId) return false;
    for (const i of roles.levels) if (pieces[i]!.elevationIn <= 1e-9 && polygonContainsPoint(pieces[i]!.footprint, p)) return false;
    for (const i of [...roles.barriers, ...roles.gaps]) {
      const q = pieces[i]!;
      if (q.heightIn > 0 && barrierHeightAboveIn(q, elev) <= f.field.freeObstacleMaxIn + 1e-9) continue;
      if (shapeIntersectsPolygonAt(shape, p.x, p.y, q.footprint)) return false;
    }
  }
  for (const i of roles.impassables) {
    const q = pieces[i]!;
    if (pieceBlocksFigureAt(q, elev, surfaceId) && shapeIntersectsPolygonAt(shape, p.x, p.y, q.footprint)) return false;
  }
  const allowed = f.ignoreZones | allowedBits;
  for (const t of f.targets) {
    if (elevationsShareLevel(elev, t.elevIn) && shapeOverlapsFootprintAt(shape, p.x, p.y, t.footprint)) return false;
    if (!t.hasZone || (allowed & (1 << t.bit)) !== 0 || Math.abs(elev - t.elevIn) > SAFE_DROP_IN + EPS_IN) continue;
    if (shapeDistanceToFootprintAt(shape, p.x, p.y, t.footprint) < f.options.controlZoneIn - 1e-9) return false;
  }
  return true;
}

/** Bisect t ∈ [lo, hi] for the smallest t whose point has `apart(t)` true (apart(hi) assumed true). */
function bisect(lo: number, hi: number, apart: (t: number) => boolean): number {
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (apart(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The point on the ray from the other base's centre through `p` where the mover's base just touches
 * it (a hair apart, so contact is not overlap).
 */
export function touchingBase(shape: MoverShape, p: Vec2, other: Footprint, otherCentre: Vec2): Vec2 {
  let dx = p.x - otherCentre.x;
  let dy = p.y - otherCentre.y;
  const len = Math.hypot(dx, dy);
  if (len < 1e-9) { dx = 0; dy = -1; } else { dx /= len; dy /= len; }
  const at = (t: number): Vec2 => ({ x: otherCentre.x + dx * t, y: otherCentre.y + dy * t });
  const t = bisect(0, Math.max(len, 10), (s) => {
    const q = at(s);
    return footprintDistanceToFootprint(shapeAt(shape, q.x, q.y), other) > 0.001;
  });
  return at(t);
}

/** `p` slid along (dx, dy) until the base touches the polygon (within `maxIn`); `p` itself if it never does. */
export function touchingPolygon(shape: MoverShape, p: Vec2, poly: readonly Vec2[], dx: number, dy: number, maxIn: number): Vec2 {
  const at = (t: number): Vec2 => ({ x: p.x + dx * t, y: p.y + dy * t });
  if (shapeDistanceToPolygonAt(shape, p.x, p.y, poly) <= 0.001) return p;
  const far = at(maxIn);
  if (shapeDistanceToPolygonAt(shape, far.x, far.y, poly) > 0.001) return p;
  const t = bisect(0, maxIn, (s) => { const q = at(s); return shapeDistanceToPolygonAt(shape, q.x, q.y, poly) <= 0.001; });
  return at(t);
}
