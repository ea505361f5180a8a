/**
 * The sight half of a shot (LOTOW-SHOOT-LOS-1/-2, INTHEWAY-1..4, COVER-1, FRIEND-1, MOUNTED-1,
 * PASS-3, INTOMELEE-1): who and what the shooter's line of sight leaves out, the one line-of-sight
 * query, whether the target counts as seen (a dispute roll may override the raycast), and every In
 * the Way in order with those rolled for. `planShot` (the shot's check, preview and resolve) and
 * `lotowSightVerdict` (the line-of-sight tool) both read this, so the tool shows the shot's answer.
 */
import { polygonContainsPoint } from '../../../geometry/polygon';
import { losFigureOf, scenarioFigureScaleMm } from '../../../engine/losScene';
import type { Figure } from '../../../engine/model';
import { lineOfSight } from '../../../los/lineOfSight';
import type { LosResult } from '../../../los/losTypes';
import { hasAbility } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { optionsOf } from '../lotowOptions';
import { areaInTheWayPieces, areaShares } from './areaInTheWay';
import type { InTheWayItem } from './inTheWay';
import { areaInTheWayItems, coverPieceIds, friendsPastIds, inTheWayOfCrossings, rolledInTheWay } from './inTheWay';
import { meleeOpponentsOn } from './melee';
import type { Aim } from './mountedTarget';
import { mountedPartFigureIds, mountedParts, partShares, passengersOf } from './mountedTarget';
import { shooterScene } from './shotScene';

export interface ShotSight {
  readonly los: LosResult;
  /** The answer the rules use: the raycast's, or the dispute roll's (LOS-2) when `overridden`. */
  readonly visible: boolean;
  readonly overridden: boolean;
  readonly ignoreFigureIds: readonly string[];
  readonly ignorePieceIds: readonly string[];
  /** Every In the Way in order from the shooter (terrain and figures, then the mounted model's parts), and those rolled for. */
  readonly inTheWay: readonly InTheWayItem[];
  readonly rolled: readonly InTheWayItem[];
  /** The target's opponents of the shooter's side (MELEE-1), and whether the shooter may fire past them. */
  readonly meleeFriends: readonly Figure[];
  readonly intoMelee: boolean;
  /** FRIEND-1's friends the shooter shoots past. */
  readonly friendsPast: readonly string[];
}

export function judgeShotSight(state: LotowState, shooter: Figure, target: Figure, aim: Aim): ShotSight {
  const options = optionsOf(state);
  // Who and what the line of sight leaves out.
  const intoMelee = hasAbility(shooter, 'shootIntoMelee');
  const meleeFriends = meleeOpponentsOn(state, target, shooter.side);
  const ownPassengers = passengersOf(state, shooter).map((p) => p.id);
  const friendsPast = friendsPastIds(state, shooter);
  const ignoreFigureIds = [...new Set([...friendsPast, ...ownPassengers, ...mountedPartFigureIds(state, target), ...(intoMelee ? meleeFriends.map((f) => f.id) : [])])]
    .filter((id) => id !== target.id && id !== shooter.id);
  const ignorePieceIds = coverPieceIds(state.scenario, shooter);

  const areaPieces = options.areaInTheWay ? areaInTheWayPieces(state.scenario) : [];
  const partRays = target.mounted && options.mountInTheWay === 'quarter';
  const los: LosResult = lineOfSight(shooterScene(state, shooter.id), shooter.id, target.id, { ignoreFigureIds, ignorePieceIds, withRays: partRays || areaPieces.length > 0, withCrossings: true });
  const override = figStateOf(state, shooter.id).losOverrides?.[target.id];
  const overridden = override !== undefined;
  const visible = overridden ? override : los.visible;

  const targetLos = losFigureOf(state.scenario, target, scenarioFigureScaleMm(state.scenario));
  const shares = partRays ? partShares(los, targetLos.elevationIn, targetLos.heightIn) : null;
  // INTHEWAY-4 for area terrain (scrub, cactus): the share seen through it; not the area the shooter
  // stands in (he looks out over it, as COVER-1 has him do over his own wall).
  const ownArea = areaPieces.filter((p) => polygonContainsPoint(p.footprint, { x: shooter.x, y: shooter.y })).map((p) => p.id);
  const fromLine = [
    ...inTheWayOfCrossings(state.scenario, shooter.side, los.crossings),
    ...areaInTheWayItems(state.scenario, areaShares(state.scenario, los, [...ignorePieceIds, ...ownArea])),
  ].sort((a, b) => a.enterIn - b.enterIn);
  const targetIn = los.crossings.reduce((m, c) => Math.max(m, c.exitIn), los.flatIn);
  const parts = mountedParts({ state, target, aim, mode: options.mountInTheWay, shares, targetIn, shooterSide: shooter.side });
  const rolled = [...rolledInTheWay(fromLine, options.inTheWayQuarter), ...parts];
  return { los, visible, overridden, ignoreFigureIds, ignorePieceIds, inTheWay: [...fromLine, ...parts], rolled, meleeFriends, intoMelee, friendsPast };
}
