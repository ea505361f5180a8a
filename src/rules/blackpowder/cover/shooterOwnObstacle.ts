/**
 * BP-COVER-1: "the obstacle the shooter himself is hiding behind does not count". Defined
 * geometrically: a piece the line of fire (shooter's base centre → target's base centre, in plan)
 * enters within `SHELTER_MARGIN_IN` of the shooter's base edge — the wall he leans on, the hedge he
 * kneels behind, the wood or building he stands in (the line starts inside it: entry 0). A piece the
 * line meets farther out counts, even if the shooter's base touches another part of it (a piece the
 * line enters near him and again far off is judged by its first entry: the LOS core lists one
 * crossing per piece).
 */
import type { Footprint } from '../../../geometry/footprint';
import { pointDistanceToPolygonBoundary } from '../../../geometry/footprintDistance';
import type { Vec2 } from '../../../geometry/point';
import { polygonContainsPoint } from '../../../geometry/polygon';
import { cmToInches } from '../../../geometry/units';

/**
 * 1 cm (≈ 0.39″): how far from his base edge an obstacle may start and still be the one the shooter
 * shelters behind (a 28 mm figure kneeling or standing at a wall is within a few millimetres of it;
 * 1 cm forgives placing by hand without letting him claim a wall a whole base away).
 */
export const SHELTER_MARGIN_IN = cmToInches(1);

/** Plan distance from a point to a footprint (0 inside it), inches. */
export function pointDistanceToFootprint(p: Vec2, fp: Footprint): number {
  if (fp.kind === 'circle') return Math.max(0, Math.hypot(p.x - fp.center.x, p.y - fp.center.y) - fp.radiusIn);
  return polygonContainsPoint(fp.points, p) ? 0 : pointDistanceToPolygonBoundary(p, fp.points);
}

/**
 * Whether a piece the line of fire enters `enterIn` inches from the shooter's base centre (a LOS
 * crossing's `enterIn`) is the shooter's own obstacle. `from`/`to`: the base centres, inches.
 */
export function isShootersOwnObstacle(shooterFootprint: Footprint, from: Vec2, to: Vec2, enterIn: number, marginIn: number = SHELTER_MARGIN_IN): boolean {
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  if (len === 0 || enterIn <= 0) return true;
  const t = Math.min(1, enterIn / len);
  const entry = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
  return pointDistanceToFootprint(entry, shooterFootprint) <= marginIn + 1e-9;
}
