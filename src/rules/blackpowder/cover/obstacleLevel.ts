/**
 * BP-GAP-08 / BP-OBST-1..3: the three obstacle levels. The seed sorts every obstacle into a level
 * but gives no heights; the catalog's house rule for 28 mm figures is level 1 below 2 cm, level 2
 * from 2 cm up to 4 cm, level 3 from 4 cm (options `obstacleLevel2Cm`, `obstacleLevel3Cm`, read in
 * inches by bpOptions).
 *
 * A piece's height is its prism's own `heightIn` (a balcony's slab, not its floor height).
 * A piece may also carry its level explicitly (`obstacleLevel`: 1 | 2 | 3), which wins over the
 * height — but the terrain model (los/terrain.ts, scenario/terrainSchema.ts) has no such field yet:
 * this reads it when it is there, so nothing here changes when the field is added.
 */
import type { Inches } from '../../../geometry/units';
import { cmToInches } from '../../../geometry/units';
import type { TerrainPiece } from '../../../los/terrain';

export type ObstacleLevel = 1 | 2 | 3;

/** BP-GAP-08: an obstacle is level 2 from `level2In` high and level 3 from `level3In` (inches). */
export interface ObstacleThresholds {
  readonly level2In: Inches;
  readonly level3In: Inches;
}

/** The catalog's house rule: 2 cm and 4 cm. */
export const DEFAULT_OBSTACLE_THRESHOLDS: ObstacleThresholds = { level2In: cmToInches(2), level3In: cmToInches(4) };

/** Heights are compared with this slack, so a piece exactly 2 cm high (0.787…″) is level 2. */
const HEIGHT_SLACK_IN = 1e-9;

/** A terrain piece, maybe with an explicit level (a field the terrain schema does not have yet). */
export type LevelledPiece = Pick<TerrainPiece, 'heightIn'> & { readonly obstacleLevel?: unknown };

/** The level of an obstacle this high (inches). */
export function levelOfHeight(heightIn: number, thresholds: ObstacleThresholds = DEFAULT_OBSTACLE_THRESHOLDS): ObstacleLevel {
  if (heightIn >= thresholds.level3In - HEIGHT_SLACK_IN) return 3;
  if (heightIn >= thresholds.level2In - HEIGHT_SLACK_IN) return 2;
  return 1;
}

const isLevel = (v: unknown): v is ObstacleLevel => v === 1 || v === 2 || v === 3;

/** The piece's level: its explicit `obstacleLevel` when it is 1, 2 or 3, else from its height. */
export function obstacleLevel(piece: LevelledPiece, thresholds: ObstacleThresholds = DEFAULT_OBSTACLE_THRESHOLDS): ObstacleLevel {
  return isLevel(piece.obstacleLevel) ? piece.obstacleLevel : levelOfHeight(piece.heightIn, thresholds);
}

/** BP-OBST-1: whether an obstacle of this level gives cover to this fighter (level 1: infantry only). */
export const levelCovers = (level: ObstacleLevel, cavalry: boolean): boolean => level >= 2 || !cavalry;

/**
 * BP-OBST-2/3: whether a fighter may hide completely (not visible at all) behind an obstacle of this
 * level: level 2 infantry only, level 3 anyone, level 1 nobody.
 */
export const hiddenAllowed = (level: ObstacleLevel, cavalry: boolean): boolean => level === 3 || (level === 2 && !cavalry);
