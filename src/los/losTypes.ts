/**
 * The line-of-sight contract: what goes into a query and what comes out. Plain data, inches.
 * The scene is built once per table state (engine/losScene.ts turns a Scenario into one) and
 * queried many times; everything here is pure and deterministic.
 */
import type { Footprint } from '../geometry/footprint';
import type { Vec2 } from '../geometry/point';
import type { LosSampling } from './losSamples';
import type { LosStats } from './losStats';
import type { TerrainPiece } from './terrain';

/** A figure as line of sight sees it: an upright solid over its base. */
export interface LosFigure {
  readonly id: string;
  /** The base in plan (circle for round bases, convex polygon for oval/rect). */
  readonly footprint: Footprint;
  /** Height of the surface under the base above the table, inches. */
  readonly elevationIn: number;
  /** Height of the figure above its base, inches (standing ≈ 1.1 at 28 mm, prone ≈ 0.3, mounted ≈ 1.6). */
  readonly heightIn: number;
  /** Height of the eye above its base, inches (a rider's eye for a mounted figure). */
  readonly eyeHeightIn: number;
}

export interface LosSceneInput {
  readonly table: { readonly widthIn: number; readonly depthIn: number };
  readonly pieces: readonly TerrainPiece[];
  readonly figures: readonly LosFigure[];
  /** Which sample pattern the scene's queries use (losSamples.ts); `edges` when absent. */
  readonly sampling?: LosSampling;
}

export interface LosOptions {
  /** Figures that neither block nor count (a friend in base contact, the target's own mount). */
  readonly ignoreFigureIds?: readonly string[];
  /** Pieces that do not count; all count when absent. */
  readonly ignorePieceIds?: readonly string[];
  /** Keep the sample rays in the result (for drawing). Default true. */
  readonly withRays?: boolean;
  /** Compute the ordered list of everything the line crosses. Default true. */
  readonly withCrossings?: boolean;
  /** Work counters to add to (tests and benchmarks); never changes the result. */
  readonly stats?: LosStats;
}

/** A point in space: plan position and height above the table, inches. */
export interface Point3 {
  readonly x: number;
  readonly y: number;
  readonly zIn: number;
}

/** One sample ray from the observer's eye to a point of the target's silhouette. */
export interface LosRay {
  readonly from: Point3;
  readonly to: Point3;
  /** Where the ray is first stopped, or null when it reaches the target. */
  readonly blockedAt: Point3 | null;
  /** What stopped it: a piece id or a figure id. */
  readonly blockedBy: string | null;
  /** The share of the target's silhouette this sample stands for, in whole units of `LosResult.sampleUnits` (losSamples.ts). */
  readonly units: number;
}

/** One thing the line of fire (eye to the target's centre line) crosses, in order from the observer. */
export interface LosCrossing {
  readonly kind: 'piece' | 'figure';
  readonly id: string;
  /** Distance in plan from the observer's base centre to where the line enters it, inches. */
  readonly enterIn: number;
  readonly exitIn: number;
  /** Length of line in plan inside it, inches (woods depth for area pieces). */
  readonly insideIn: number;
  /** It touches the target's base (within BASE_CONTACT_TOLERANCE_IN): the target's own wall. */
  readonly touchesTarget: boolean;
  /** It touches the observer's base: the wall the shooter stands behind. */
  readonly touchesObserver: boolean;
  /** Share of the target's silhouette whose sample rays it stops first, 0–1 (the rays' weights). */
  readonly hiddenFraction: number;
  /**
   * True when the centre line misses it and it is listed only because it hides samples (a wall
   * covering the target's left edge). Then `enterIn` = `exitIn` = the plan distance to the nearest
   * point where it stops a sample ray, and `insideIn` = 0. False (lineOfSight always sets it) when
   * the centre line crosses it.
   */
  readonly missesCentreLine?: boolean;
}

export interface LosResult {
  readonly observerId: string;
  readonly targetId: string;
  /** Any sample of the target can be seen from the eye. */
  readonly visible: boolean;
  /** Share of the silhouette seen, 0–1: the weights of the samples seen (losSamples.ts). */
  readonly visibleFraction: number;
  /** How many sample rays the scene's pattern has (20 or 30). */
  readonly sampleCount: number;
  /** The whole silhouette in the rays' weight units: a share is (sum of rays' `units`) / sampleUnits, one exact division (`raysShare`). */
  readonly sampleUnits: number;
  /** Everything crossed, ordered by `enterIn`; empty when not asked for. */
  readonly crossings: readonly LosCrossing[];
  /** Sample rays; empty when not asked for. */
  readonly rays: readonly LosRay[];
  /** Base edge to base edge in plan, the height difference of the bases (target − observer), and in 3-D. */
  readonly flatIn: number;
  readonly heightDiffIn: number;
  readonly distance3dIn: number;
}

/** What a figure at `eye` can see in plan: a star-shaped polygon around it, inches. */
export interface VisibilityPolygon {
  readonly eye: Vec2;
  readonly points: readonly Vec2[];
}
