/**
 * What each terrain piece is to a moving LOTOW figure, read from the rule fields (never `kind`):
 *
 * - impassable: blocks a base at the levels it spans (buildings), as the engine's placement does.
 * - level: a piece with a standable top. `slope` levels resting on the table (hills) are walked
 *   onto; the others (rocks, platforms, balconies, roofs) are reached by stepping (≤ the free
 *   height), jumping (≤ 2″, foot only, LOTOW-JUMP-1), climbing (> 2″ and climbable, LOTOW-CLIMB-1..3)
 *   or a ladder (LOTOW-CLIMB-4).
 * - barrier: at table level, not impassable, not standable, not difficult, no ladder, heightIn > 0
 *   (walls, fences, hedges, troughs). Its height is heightIn; its thickness is how far a path runs
 *   inside its footprint. A base may not stand on a barrier higher than the free height.
 * - gap (our decision for ditches and chasms, LOTOW-MTERR-2 / LOTOW-GAP-04): a table-level piece
 *   with heightIn 0 that is impassable. Nobody stands in it; it is crossed only by jumping, and its
 *   width is the length of the crossing inside its footprint (foot ≤ 2″, horse ≤ 4″, −1 over 2″).
 *   (The engine's own placement ignores impassable pieces of height 0; movement does not.)
 * - ladder: a `hasLadder` piece; it leads onto any level whose footprint it touches.
 * - difficult: costs more for a path whose base centre runs inside it (LOTOW-MTERR-1).
 */
import { polygonBounds } from '../../../geometry/polygon';
import type { Bounds } from '../../../geometry/polygon';
import type { TerrainPiece } from '../../../los/terrain';
import { terrainTopIn } from '../../../los/terrain';
import { identityMemo } from '../../../engine/kit/memo';

const LEVEL_SLACK_IN = 1e-9;

export const isLevel = (p: TerrainPiece): boolean => p.standableTop;
/** A hill: walked onto from the table (only when it rests on the table). */
export const isSlope = (p: TerrainPiece): boolean => p.standableTop && p.slope === true && p.elevationIn <= LEVEL_SLACK_IN;
export const isLadder = (p: TerrainPiece): boolean => p.hasLadder;

export const isBarrier = (p: TerrainPiece): boolean =>
  p.elevationIn <= LEVEL_SLACK_IN && !p.impassable && !p.standableTop && !p.difficult && !p.hasLadder && p.heightIn > 0;

export const isGap = (p: TerrainPiece): boolean =>
  p.elevationIn <= LEVEL_SLACK_IN && p.impassable && p.heightIn <= 0 && !p.standableTop;

/** Height of a barrier above a surface at `surfaceIn`, inches (0 when the surface is above its top). */
export const barrierHeightAboveIn = (p: TerrainPiece, surfaceIn: number): number => Math.max(0, terrainTopIn(p) - surfaceIn);

/** Whether a difficult piece is underfoot for a figure standing at `surfaceIn` (it starts at or below the feet and reaches them). */
export const difficultAt = (p: TerrainPiece, surfaceIn: number): boolean =>
  p.difficult && p.elevationIn <= surfaceIn + LEVEL_SLACK_IN && terrainTopIn(p) >= surfaceIn - LEVEL_SLACK_IN;

/** The movement roles of a terrain list, computed once per terrain array. */
export interface TerrainRoles {
  readonly pieces: readonly TerrainPiece[];
  readonly bounds: readonly Bounds[];
  /** Hills resting on the table: their tops are part of the walking surface. */
  readonly slopes: readonly number[];
  /** Standable pieces that are not slopes: each is a level of its own. */
  readonly levels: readonly number[];
  readonly barriers: readonly number[];
  readonly gaps: readonly number[];
  readonly ladders: readonly number[];
  readonly impassables: readonly number[];
  readonly difficults: readonly number[];
}

/** The roles of a terrain array, worked out once per array (engine/kit/memo.ts `identityMemo`). */
export const terrainRolesOf = identityMemo((pieces: readonly TerrainPiece[]): TerrainRoles => {
  const idx = (pred: (p: TerrainPiece) => boolean): number[] => pieces.flatMap((p, i) => (pred(p) ? [i] : []));
  const roles: TerrainRoles = {
    pieces,
    bounds: pieces.map((p) => polygonBounds(p.footprint)),
    slopes: idx(isSlope),
    levels: idx((p) => isLevel(p) && !isSlope(p)),
    barriers: idx(isBarrier),
    gaps: idx(isGap),
    ladders: idx(isLadder),
    impassables: idx((p) => p.impassable && !isGap(p)),
    difficults: idx((p) => p.difficult),
  };
  return roles;
});
