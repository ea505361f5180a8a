/**
 * BP-GAP-04, BP-OBST-1..3: what crossing obstacles along a path costs, inches of allowance.
 *
 * Which obstacles a path crosses: the linear obstacles (terrainRoles.ts: walls, hedges, fences)
 * whose footprint the base centre's path ENTERS — every entry counts once (a zigzag over the same
 * hedge pays twice); a piece the figure already stands in costs nothing to leave (it paid on the
 * way in). Area terrain (woods, buildings with doors) and surfaces (hills) are moved through free.
 *
 * Costs, by the piece's level (cover/obstacleLevel.ts, BP-GAP-08 thresholds):
 * - level 1: infantry `levelOneCrossIn` (2 cm, BP-GAP-04); cavalry nothing — they jump it with no
 *   loss of speed (BP-OBST-1). A rider whose horse is wounded has no cavalry bonuses (BP-DMG-3)
 *   and pays as infantry.
 * - level 2 or 3: infantry a full Move (BP-GAP-04): the crossing consumes one infantry Move's length
 *   (`moveIn`, 10 cm) from the allowance, on top of the path's length. So only a fighter with a
 *   whole Move still in hand when it crosses can do it: a Run (two Moves) crosses and walks up to
 *   one Move; a plain Move or a crawl never crosses. Cavalry (wounded horse or not): impassable —
 *   refused with BP-GAP-04.
 * Impassable pieces the path meets are refused by the path judge (bpMovePath.ts), not here.
 */
import type { Vec2 } from '../../../geometry/point';
import type { TerrainPiece } from '../../../los/terrain';
import type { ObstacleLevel, ObstacleThresholds } from '../cover/obstacleLevel';
import { obstacleLevel } from '../cover/obstacleLevel';
import type { Refused } from './moveRefusals';
import { cavalryBarred } from './moveRefusals';
import { insideIntervals } from './pathIntervals';

/** Who crosses: a rider (barred from level 2/3) and whether its cavalry bonuses hold (level 1 free). */
export interface Crosser {
  readonly mounted: boolean;
  readonly cavalryBonuses: boolean;
}

/** One obstacle crossed, for the board's label. */
export interface Crossing {
  readonly pieceId: string;
  readonly level: ObstacleLevel;
  /** Allowance it costs, inches. */
  readonly costIn: number;
  /** Path distance at which the base centre enters it, inches. */
  readonly atIn: number;
  readonly ruleId: 'BP-GAP-04' | 'BP-OBST-1';
}

export interface CrossingCost {
  readonly ok: true;
  /** The sum of the crossings' costs, inches. */
  readonly costIn: number;
  /** In path order. */
  readonly crossings: readonly Crossing[];
}

export interface CrossingRates {
  /** Infantry's cost of a level-1 obstacle (bpOptions' `levelOneCrossIn`). */
  readonly levelOneCrossIn: number;
  /** Infantry's Move: what a level-2/3 crossing consumes (bpOptions' `moveIn`). */
  readonly moveIn: number;
  readonly thresholds: ObstacleThresholds;
}

/** The cost of crossing a piece of this level, or null when the crosser may not cross it. */
export function crossingCostIn(level: ObstacleLevel, who: Crosser, rates: CrossingRates): { costIn: number; ruleId: Crossing['ruleId'] } | null {
  if (level === 1) return who.cavalryBonuses ? { costIn: 0, ruleId: 'BP-OBST-1' } : { costIn: rates.levelOneCrossIn, ruleId: 'BP-GAP-04' };
  return who.mounted ? null : { costIn: rates.moveIn, ruleId: 'BP-GAP-04' };
}

/**
 * The crossings of `path` (the start first, inches) over `obstacles`, their total cost, or the
 * refusal for the first obstacle (along the path) a rider may not cross.
 */
export function obstacleCrossings(path: readonly Vec2[], obstacles: readonly TerrainPiece[], who: Crosser, rates: CrossingRates): CrossingCost | Refused {
  const found: { piece: TerrainPiece; atIn: number }[] = [];
  for (const piece of obstacles) {
    for (const [from] of insideIntervals(path, piece.footprint)) if (from > 1e-9) found.push({ piece, atIn: from });
  }
  found.sort((a, b) => a.atIn - b.atIn || (a.piece.id < b.piece.id ? -1 : a.piece.id > b.piece.id ? 1 : 0));
  const crossings: Crossing[] = [];
  let costIn = 0;
  for (const { piece, atIn } of found) {
    const level = obstacleLevel(piece, rates.thresholds);
    const cost = crossingCostIn(level, who, rates);
    if (cost === null) return cavalryBarred(piece.id, piece.name ?? piece.id, level as 2 | 3);
    crossings.push({ pieceId: piece.id, level, costIn: cost.costIn, atIn, ruleId: cost.ruleId });
    costIn += cost.costIn;
  }
  return { ok: true, costIn, crossings };
}
