/**
 * A terrain piece: one description used by movement, line of sight and cover alike.
 *
 * Geometrically a piece is a prism: a footprint polygon on the table (inches, concave allowed,
 * either winding, not self-intersecting), standing on `elevationIn` and rising `heightIn` above it.
 * Its top (`elevationIn + heightIn`) is a surface figures may stand on when `standableTop` is set
 * (a hill, a platform, a balcony, a flat roof).
 *
 * The rest is what the rules need to know. Rulesets read these fields; they never guess from `kind`.
 */
import type { WorldPoint } from '../geometry/point';

export const TERRAIN_KINDS = [
  'building', 'wall', 'fence', 'hedge', 'rocks', 'woods', 'scrub', 'hill',
  'platform', 'balcony', 'water', 'ladder', 'trough', 'road', 'other',
] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

export const COVER_KINDS = ['none', 'soft', 'hard'] as const;
export type Cover = (typeof COVER_KINDS)[number];

/** How a piece acts on a line of sight: `solid` blocks below its top; `area` is measured through (woods); `none` is ignored. */
export const SIGHT_KINDS = ['solid', 'area', 'none'] as const;
export type Sight = (typeof SIGHT_KINDS)[number];

/** A d6 target: 3 means "3+". `null` when the piece is never In the Way. */
export type InTheWay = 3 | 4 | 5 | null;

export interface TerrainPiece {
  readonly id: string;
  readonly kind: TerrainKind;
  readonly name?: string;
  /** Footprint polygon, inches, at least 3 vertices, not closed (the last vertex is not the first repeated). */
  readonly footprint: readonly WorldPoint[];
  /** Height of the piece's underside above the table, inches (0 for most; a balcony floats). */
  readonly elevationIn: number;
  /** Height of the prism, inches. The top surface is at `elevationIn + heightIn`. */
  readonly heightIn: number;
  readonly cover: Cover;
  readonly inTheWay: InTheWay;
  /** Moving through or over it costs double (rulesets say how much exactly). */
  readonly difficult: boolean;
  /** No figure may stand inside or move through it at table level. */
  readonly impassable: boolean;
  /** Its sides may be climbed (LOTOW-CLIMB-1). */
  readonly climbable: boolean;
  readonly hasLadder: boolean;
  readonly hasDoors: boolean;
  readonly sight: Sight;
  /** Figures may stand on its top surface. */
  readonly standableTop: boolean;
  /**
   * Its top is reached by walking up its sides (a hill), not by jumping or climbing a face.
   * Absent means false (pieces built in code before the field existed).
   */
  readonly slope?: boolean;
  /**
   * The obstacle level a ruleset that grades obstacles reads instead of deriving one from the height
   * (the black-powder skirmish's levels 1–3, BP-GAP-08). Absent: the ruleset decides from the height.
   */
  readonly obstacleLevel?: ObstacleLevel;
  /**
   * How thick a wood is for sight (BATTLESYSTEM's BS-MISSILE-LOS-3: 2″ of dense wood blocks a
   * line, 6″ of light). Absent: dense.
   */
  readonly woodDensity?: WoodDensity;
  /**
   * The openings in a building's or wall's sides a figure may shoot or be shot through (BS-MISSILE-LOS-3,
   * BS-MISSILE-AR-3/4): none, windows and doors, or arrow slits and loopholes. Absent: none.
   */
  readonly openings?: Openings;
}

export const WOOD_DENSITIES = ['dense', 'light'] as const;
export type WoodDensity = (typeof WOOD_DENSITIES)[number];

export const OPENINGS = ['none', 'windows', 'arrowSlits'] as const;
export type Openings = (typeof OPENINGS)[number];

/** Obstacle levels (1 lowest): the black-powder skirmish's three heights of obstacle. */
export const OBSTACLE_LEVELS = [1, 2, 3] as const;
export type ObstacleLevel = (typeof OBSTACLE_LEVELS)[number];

/** Height of the piece's top surface above the table, inches. */
export const terrainTopIn = (piece: TerrainPiece): number => piece.elevationIn + piece.heightIn;
