/**
 * What a terrain piece is to a black-powder mover, read from its rule fields (never `kind`):
 *
 * - impassable (`impassable`): no base goes through or stands in it (a building without doors
 *   that may be entered, a pond marked so). Checked before anything else.
 * - linear obstacle: a thin piece you STEP OVER — it rests on the table (`elevationIn` 0), has a
 *   height, and is none of the kinds of ground you move THROUGH or onto: not `standableTop` (hills,
 *   rocks: surfaces), not `difficult` and not `sight: 'area'` (woods, scrub, water: area terrain),
 *   not `hasDoors` (a building entered by its doors). Walls, hedges, fences, troughs. Crossing one
 *   costs by its level (obstacleCrossing.ts, BP-GAP-04, BP-OBST-1..3). Its thinness is not
 *   measured: a scenario that wants a thick hedge to be walked through says `difficult` or `area`.
 * - anything else is area terrain or a surface, moved through at no extra cost (the catalog has no
 *   difficult-ground rule: BP-GAP-04 prices only obstacles).
 * A piece that is impassable AND an obstacle's shape is impassable: the stricter wins.
 */
import type { TerrainPiece } from '../../../los/terrain';

const SLACK_IN = 1e-9;

export const isImpassable = (p: TerrainPiece): boolean => p.impassable;

export const isLinearObstacle = (p: TerrainPiece): boolean =>
  !p.impassable && p.elevationIn <= SLACK_IN && p.heightIn > SLACK_IN && !p.standableTop && !p.difficult && p.sight !== 'area' && !p.hasDoors;

/** The pieces of a terrain list by role, in terrain order. */
export interface MoveTerrain {
  readonly obstacles: readonly TerrainPiece[];
  readonly impassables: readonly TerrainPiece[];
}

const cache = new WeakMap<readonly TerrainPiece[], MoveTerrain>();

/** The roles of a terrain array, once per array (scenarios share their terrain from state to state). */
export function moveTerrainOf(terrain: readonly TerrainPiece[]): MoveTerrain {
  let roles = cache.get(terrain);
  if (roles === undefined) {
    roles = { obstacles: terrain.filter(isLinearObstacle), impassables: terrain.filter(isImpassable) };
    cache.set(terrain, roles);
  }
  return roles;
}
