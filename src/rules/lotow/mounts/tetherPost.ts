/**
 * "Next to a suitable obstacle" for tethering a mount (LOTOW-MOUNT-4). Completion (the seed leaves
 * it to the players): a suitable obstacle is a piece standing on the table (elevationIn 0) that is
 * either a barrier — not impassable, not standable, not difficult, heightIn > 0: a fence, wall,
 * hedge, trough, hitching rail — or an impassable piece (a building: the post in front of it),
 * whose footprint is within TETHER_REACH_IN (1″) of the mount's base, edge to edge in plan.
 */
import { footprintDistanceToPolygon } from '../../../geometry/footprintDistance';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure, Scenario } from '../../../engine/model';
import type { TerrainPiece } from '../../../los/terrain';

export const TETHER_REACH_IN = 1;

export function isTetherPost(piece: TerrainPiece): boolean {
  if (piece.elevationIn !== 0 || !(piece.heightIn > 0) || piece.slope === true) return false;
  if (piece.impassable) return true;
  return !piece.standableTop && !piece.difficult;
}

/** The first suitable obstacle (scenario order) within reach of the mount's base, if any. */
export function tetherPostNear(scenario: Scenario, mount: Figure): TerrainPiece | undefined {
  const fp = figureFootprint(mount);
  return scenario.terrain.find((p) => isTetherPost(p) && footprintDistanceToPolygon(fp, p.footprint) <= TETHER_REACH_IN + 1e-9);
}
