/**
 * Whether one shooting figure sees one target figure by the BATTLESYSTEM rules (BS-MISSILE-LOS-1..3,
 * BS-GAP-13, BS-MISSILE-ELEV-1, BS-MISSILE-INDIRECT-1, §6.1), read from the LOS core's centre line:
 * everything the line from the shooter's base centre to the target's crosses in plan (`crossings`),
 * so the board's line-of-sight tool and these rules name the same pieces and figures.
 *   - a hill (a piece with a `slope`) on the line blocks, unless the shooter or the target stands on it;
 *   - woods (`sight: area`): the depth of line inside, dense and light apart (`woodDensity`, absent =
 *     dense); blocked at 2″ dense, 6″ light, or (BS-GAP-13 `combined`) dense/2 + light/6 ≥ 1; any
 *     wood less than that screens the target (BS-MISSILE-AR-2). With `woodsFrom: 'baseEdge'`
 *     (BS-GAP-13) a wood the shooter or the target stands in counts from its base edge: the line's
 *     stretch under either base is left out (exact for convex woods; for a concave one the stretch
 *     between where the line enters and leaves it is taken as inside);
 *   - a solid piece (a building, a wall, a hedge…), read by its fields, never its kind: at the target
 *     (its base touches it or stands in it) with `openings` it protects the target (windows and
 *     doors −2, arrow slits −4); without, a low one (its top below the target's height) protects
 *     as a wall when its cover is hard (−2) and screens it otherwise (a hedge); a tall one blocks.
 *     At the shooter, one with openings or a low one is the shooter's own; between them, a tall one
 *     blocks and a low one screens (BS-MISSILE-AR-2's "hedge or other low obstacle");
 *   - a figure of a unit other than the shooter's and the target's blocks (`unitsBlock: 'block'`),
 *     except: from high ground (the shooter standing at least `higherThresholdIn` above it) or as a
 *     larger troop (BS-GAP-12) over a unit closer to the shooter than to the target (ELEV-1); over a
 *     friendly unit not closer to the target than to the shooter, as indirect fire (0.5 AD,
 *     INDIRECT-1; never over enemies). "Closer" is measured along the line, where it enters the figure.
 * Inches.
 */
import type { LosScene } from '../../../los/losScene';
import { lineOfSight } from '../../../los/lineOfSight';
import type { TerrainPiece } from '../../../los/terrain';
import { terrainTopIn } from '../../../los/terrain';
import { figureElevationIn, figureFootprint } from '../../../engine/figureGeometry';
import { figureHeightsIn } from '../../../engine/losScene';
import type { Figure, Scenario } from '../../../engine/model';
import { footprintDistanceToPolygon } from '../../../geometry/footprintDistance';
import { footprintReachIn } from '../../../geometry/footprintReach';
import type { SizeClass } from '../profile/bsProfileTypes';

export interface SightRules {
  readonly woodsMixing: 'combined' | 'separate';
  /** Where wood depth is counted from for a figure standing in a wood (BS-GAP-13): its base edge, or its centre. */
  readonly woodsFrom: 'baseEdge' | 'centre';
  readonly unitsBlock: 'block' | 'fireOver';
  readonly higherThresholdIn: number;
}

export const DENSE_BLOCK_IN = 2;
export const LIGHT_BLOCK_IN = 6;

export type Protection = 'wall' | 'windows' | 'arrowSlits';

export interface MissileSight {
  readonly visible: boolean;
  readonly screened: boolean;
  /** Over a friendly unit (BS-MISSILE-INDIRECT-1). */
  readonly indirect: boolean;
  readonly protection: Protection | null;
  /** Why not visible: an i18n reason, the rule and the piece or unit. */
  readonly blockedBy: { readonly reasonKey: string; readonly ruleId: string; readonly id: string } | null;
  readonly denseIn: number;
  readonly lightIn: number;
}

/** Who is who on the table, for the unit tests of the crossing figures. */
export interface SightContext {
  readonly scenario: Scenario;
  readonly scene: LosScene;
  readonly unitOf: ReadonlyMap<string, string>;
  readonly sideOf: ReadonlyMap<string, string>;
  readonly sizeOfUnit: (unitId: string) => SizeClass;
  readonly pieces: ReadonlyMap<string, TerrainPiece>;
  readonly figures: ReadonlyMap<string, Figure>;
}

const SIZE_RANK: Readonly<Record<SizeClass, number>> = { S: 0, M: 1, L: 2, H: 3 };

/** Whether the figure's base stands in or at (touching) the piece. */
const at = (f: Figure, piece: TerrainPiece): boolean => f.standsOn === piece.id || footprintDistanceToPolygon(figureFootprint(f), piece.footprint) <= 0.05;

export function missileSight(c: SightContext, shooter: Figure, target: Figure, rules: SightRules): MissileSight {
  const los = lineOfSight(c.scene, shooter.id, target.id, { withRays: false, withCrossings: true });
  let denseIn = 0;
  let lightIn = 0;
  let screened = false;
  let indirect = false;
  let protection: Protection | null = null;
  let woodId = '';
  const lineIn = Math.hypot(target.x - shooter.x, target.y - shooter.y);
  const shooterUnit = c.unitOf.get(shooter.id);
  const targetUnit = c.unitOf.get(target.id);
  const targetTopIn = figureHeightsIn(target).heightIn;
  // BS-GAP-13: the line's first `underShooterIn` and last `underTargetIn` lie under the two bases.
  const toTarget = { x: target.x - shooter.x, y: target.y - shooter.y };
  const edges = rules.woodsFrom === 'baseEdge';
  const underShooterIn = edges ? footprintReachIn(figureFootprint(shooter), shooter, toTarget) : 0;
  const underTargetIn = edges ? footprintReachIn(figureFootprint(target), target, { x: -toTarget.x, y: -toTarget.y }) : 0;
  const block = (reasonKey: string, ruleId: string, id: string): MissileSight => ({ visible: false, screened, indirect, protection, blockedBy: { reasonKey, ruleId, id }, denseIn, lightIn });
  for (const x of los.crossings) {
    if (x.missesCentreLine === true) continue;
    if (x.kind === 'piece') {
      const piece = c.pieces.get(x.id);
      if (piece === undefined || piece.sight === 'none') continue;
      if (piece.slope === true) {
        if (shooter.standsOn === piece.id || target.standsOn === piece.id) continue;
        return block('battlesystem.sight.hill', 'BS-MISSILE-LOS-2', piece.id);
      }
      if (piece.sight === 'area') {
        const depthIn = woodDepthIn(x.enterIn, x.exitIn, x.insideIn, underShooterIn, lineIn - underTargetIn);
        if (piece.woodDensity === 'light') lightIn += depthIn; else denseIn += depthIn;
        woodId = piece.id;
        screened = true;
        continue;
      }
      const openings = piece.openings ?? 'none';
      const low = terrainTopIn(piece) - figureElevationIn(c.scenario, target) < targetTopIn;
      if (x.touchesTarget || at(target, piece)) {
        if (openings !== 'none') protection = better(protection, openings === 'arrowSlits' ? 'arrowSlits' : 'windows');
        else if (low && piece.cover === 'hard') protection = better(protection, 'wall');
        else if (low) screened = true;
        else return block('battlesystem.sight.building', 'BS-MISSILE-LOS-3', piece.id);
        continue;
      }
      if ((x.touchesObserver || at(shooter, piece)) && (openings !== 'none' || low)) continue;
      if (!low) return block(openings === 'none' && piece.impassable ? 'battlesystem.sight.building' : 'battlesystem.sight.obstacle', 'BS-MISSILE-LOS-3', piece.id);
      screened = true;
      continue;
    }
    const unit = c.unitOf.get(x.id) ?? x.id;
    if (unit === shooterUnit || unit === targetUnit || rules.unitsBlock === 'fireOver') continue;
    const closerToShooter = x.enterIn < lineIn / 2;
    const other = c.figures.get(x.id);
    const high = other !== undefined && figureElevationIn(c.scenario, shooter) - figureElevationIn(c.scenario, other) >= rules.higherThresholdIn - 1e-9;
    const larger = shooterUnit !== undefined && SIZE_RANK[c.sizeOfUnit(shooterUnit)] > SIZE_RANK[c.unitOf.has(x.id) ? c.sizeOfUnit(unit) : 'M'];
    if ((high || larger) && closerToShooter) continue;
    const friendly = c.sideOf.get(x.id) === shooter.side;
    if (friendly && x.enterIn <= lineIn / 2 + 1e-9) {
      indirect = true;
      continue;
    }
    return block('battlesystem.sight.unit', friendly ? 'BS-MISSILE-INDIRECT-1' : 'BS-MISSILE-LOS-2', unit);
  }
  const woods = rules.woodsMixing === 'combined' ? denseIn / DENSE_BLOCK_IN + lightIn / LIGHT_BLOCK_IN >= 1 - 1e-9 : denseIn >= DENSE_BLOCK_IN - 1e-9 || lightIn >= LIGHT_BLOCK_IN - 1e-9;
  if (woods) return block('battlesystem.sight.woods', rules.woodsMixing === 'combined' ? 'BS-GAP-13' : 'BS-MISSILE-LOS-3', woodId);
  return { visible: true, screened, indirect, protection, blockedBy: null, denseIn, lightIn };
}

/** The wood's inside length, less its stretch ([enterIn, exitIn]) outside [fromIn, toIn] (the line between the two base edges). */
function woodDepthIn(enterIn: number, exitIn: number, insideIn: number, fromIn: number, toIn: number): number {
  const before = Math.max(0, Math.min(exitIn, fromIn) - enterIn);
  const after = Math.max(0, exitIn - Math.max(enterIn, toIn));
  return Math.max(0, insideIn - before - after);
}

const PROTECTION_RANK: Readonly<Record<Protection, number>> = { wall: 1, windows: 1, arrowSlits: 2 };
const better = (a: Protection | null, b: Protection): Protection => (a === null || PROTECTION_RANK[b] > PROTECTION_RANK[a] ? b : a);
