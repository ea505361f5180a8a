/**
 * BP-COVER-1/2, BP-OBST-1, BP-DMG-2: whether a target is in cover from a shooter, and how good.
 *
 * - BP-COVER-2: a target inside a piece that gives cover (base centre inside its footprint, feet
 *   between its underside and its top: a wood, a building's floor) is in cover, whoever shoots —
 *   the shooter in the same building or wood included.
 * - BP-COVER-1: otherwise each piece giving cover that the line of fire crosses (the LOS core's
 *   centre-line crossings: base centre to base centre, in plan) covers the target, unless it is the
 *   shooter's own obstacle (shooterOwnObstacle.ts) or is not at the target's height (its span
 *   [underside, top] misses the target's body [feet, feet + height]: a balcony overhead, the rocks
 *   he stands on). Pieces with `sight: 'none'` are not in the LOS scene, so are never crossed.
 * - BP-OBST-1: a level-1 obstacle (obstacleLevel.ts) covers infantry only, inside or crossed.
 * - BP-DMG-2: soft or hard from the piece's `cover` field (hedge, fence, rocks soft; stone wall,
 *   house, wood hard — a scenario says so per piece; the rules never read `kind`); with several,
 *   the hardest counts.
 * Pure; the answer never depends on the order of the terrain (pieces are listed by distance, then id).
 */
import { polygonContainsPoint } from '../../../geometry/polygon';
import { figureElevationIn, figureFootprint } from '../../../engine/figureGeometry';
import { figureHeightsIn, scenarioFigureScaleMm, tableLosScene } from '../../../engine/losScene';
import type { Figure, Scenario } from '../../../engine/model';
import { lineOfSight } from '../../../los/lineOfSight';
import { DEFAULT_LOS_SAMPLING } from '../../../los/losSamples';
import type { LosScene } from '../../../los/losScene';
import type { TerrainPiece } from '../../../los/terrain';
import { terrainTopIn } from '../../../los/terrain';
import { isCavalry } from '../profile/bpProfile';
import type { ObstacleLevel, ObstacleThresholds } from './obstacleLevel';
import { DEFAULT_OBSTACLE_THRESHOLDS, levelCovers, obstacleLevel } from './obstacleLevel';
import { isShootersOwnObstacle } from './shooterOwnObstacle';

export type CoverKind = 'none' | 'soft' | 'hard';

/** A piece that covers the target: `inside` (BP-COVER-2) or crossed by the line of fire (BP-COVER-1). */
export interface CoverPiece {
  readonly pieceId: string;
  readonly cover: 'soft' | 'hard';
  readonly level: ObstacleLevel;
  readonly how: 'inside' | 'between';
  readonly ruleId: 'BP-COVER-1' | 'BP-COVER-2';
}

/** A piece giving cover that was looked at and does not count, and why (for the readout). */
export interface IgnoredObstacle {
  readonly pieceId: string;
  readonly reason: 'shootersOwn' | 'levelOneCavalry' | 'notAtTargetHeight';
  readonly ruleId: 'BP-COVER-1' | 'BP-OBST-1';
}

export interface TargetCover {
  readonly inCover: boolean;
  /** The hardest cover counted (BP-DMG-2: soft −1, hard −2); `none` when not in cover. */
  readonly cover: CoverKind;
  readonly pieces: readonly CoverPiece[];
  readonly ignored: readonly IgnoredObstacle[];
}

export interface TargetCoverQuery {
  readonly scenario: Scenario;
  readonly shooter: Figure;
  readonly target: Figure;
  /** BP-GAP-08 (bpOptions' `obstacleLevels`); the catalog's 2 / 4 cm when absent. */
  readonly thresholds?: ObstacleThresholds;
  /** Whether the target counts as cavalry now (a wounded horse gives no bonuses); its profile's when absent. */
  readonly targetCavalry?: boolean;
  /** A LOS scene holding both figures where they stand (the game's); the table's when absent. */
  readonly scene?: LosScene;
}

const SLACK_IN = 1e-9;

/** The target's body span [feet, top], inches above the table. */
function bodySpan(scenario: Scenario, f: Figure): { feet: number; top: number } {
  const feet = figureElevationIn(scenario, f);
  return { feet, top: feet + figureHeightsIn(f, scenarioFigureScaleMm(scenario)).heightIn };
}

/** BP-COVER-2: the target stands inside the piece (a wood, a building's floor), not on or above it. */
export function standsInside(piece: TerrainPiece, at: { x: number; y: number }, feetIn: number): boolean {
  return feetIn >= piece.elevationIn - SLACK_IN && feetIn < terrainTopIn(piece) - SLACK_IN && polygonContainsPoint(piece.footprint, at);
}

const byId = <T extends { readonly pieceId: string }>(a: T, b: T): number => (a.pieceId < b.pieceId ? -1 : a.pieceId > b.pieceId ? 1 : 0);

export function targetCover(q: TargetCoverQuery): TargetCover {
  const { scenario, shooter, target } = q;
  const thresholds = q.thresholds ?? DEFAULT_OBSTACLE_THRESHOLDS;
  const cavalry = q.targetCavalry ?? isCavalry(target);
  const body = bodySpan(scenario, target);
  const inside: CoverPiece[] = [];
  const between: (CoverPiece & { readonly enterIn: number })[] = [];
  const ignored: (IgnoredObstacle & { readonly enterIn: number })[] = [];
  const insideIds = new Set<string>();
  for (const piece of scenario.terrain) {
    if (piece.cover === 'none' || !standsInside(piece, target, body.feet)) continue;
    insideIds.add(piece.id);
    const level = obstacleLevel(piece, thresholds);
    if (levelCovers(level, cavalry)) inside.push({ pieceId: piece.id, cover: piece.cover, level, how: 'inside', ruleId: 'BP-COVER-2' });
    else ignored.push({ pieceId: piece.id, reason: 'levelOneCavalry', ruleId: 'BP-OBST-1', enterIn: -1 });
  }
  const scene = q.scene ?? tableLosScene(scenario, DEFAULT_LOS_SAMPLING);
  const los = lineOfSight(scene, shooter.id, target.id, { withRays: false });
  const shooterFp = figureFootprint(shooter);
  for (const c of los.crossings) {
    if (c.kind !== 'piece' || c.missesCentreLine === true || insideIds.has(c.id)) continue;
    const piece = scene.pieceById.get(c.id);
    if (piece === undefined || piece.cover === 'none') continue;
    const skip = (reason: IgnoredObstacle['reason'], ruleId: IgnoredObstacle['ruleId']): void => { ignored.push({ pieceId: c.id, reason, ruleId, enterIn: c.enterIn }); };
    const level = obstacleLevel(piece, thresholds);
    if (isShootersOwnObstacle(shooterFp, shooter, target, c.enterIn)) skip('shootersOwn', 'BP-COVER-1');
    else if (piece.elevationIn >= body.top - SLACK_IN || terrainTopIn(piece) <= body.feet + SLACK_IN) skip('notAtTargetHeight', 'BP-COVER-1');
    else if (!levelCovers(level, cavalry)) skip('levelOneCavalry', 'BP-OBST-1');
    else between.push({ pieceId: c.id, cover: piece.cover, level, how: 'between', ruleId: 'BP-COVER-1', enterIn: c.enterIn });
  }
  const byDistance = (a: { pieceId: string; enterIn: number }, b: { pieceId: string; enterIn: number }): number => a.enterIn - b.enterIn || byId(a, b);
  const pieces: CoverPiece[] = [...inside.sort(byId), ...between.sort(byDistance).map(({ enterIn: _e, ...p }) => p)];
  const cover: CoverKind = pieces.some((p) => p.cover === 'hard') ? 'hard' : pieces.length > 0 ? 'soft' : 'none';
  return { inCover: pieces.length > 0, cover, pieces, ignored: ignored.sort(byDistance).map(({ enterIn: _e, ...p }) => p) };
}
