/**
 * A `shoot` action judged before any die is rolled: the one place that decides whether the shot is
 * allowed and what its rolls will be, so `check`, `preview` and `resolve` always agree. Pure; one
 * line-of-sight query (with crossings; with rays only for `mountInTheWay: 'quarter'` at a mounted
 * target).
 *
 * Checks, in order, each refusal with its rule ID:
 *   shooter (shooterChecks.ts) → weapon carried (WHO-1) → reloading this phase (JAM-3) → already
 *   shot (WHO-1 / MULTI-1) → base contact with an enemy or engaged (WHO-2) → jammed (JAM-2) →
 *   unloaded (JAM-3) → moved too far (MOVE-1) → the target: an enemy (WHO-1), not in melee with the
 *   shooter's side unless he has `shootIntoMelee` (MELEE-1) → seen (LOS-1, or the dispute roll's
 *   answer, LOS-2) → a Hidden target spotted (LOTOW-SPOT-1) → in range (RANGE-1: base edge to base
 *   edge in plan, LOTOW-GAP-02) → no friend In the Way (INTHEWAY-1).
 * The plan is returned with the refusal whenever the line of sight could be judged, so the preview
 * shows range and visibility even for a shot it must refuse.
 */
import { inchesApart, inchParam } from '../../../engine/inchesApart';
import type { Figure } from '../../../engine/model';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { isHero, shotsOf, statOf } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { needsSpotting } from '../spotting/canSee';
import type { WeaponSpec } from '../weapons/weaponTable';
import type { InTheWayItem } from './inTheWay';
import { enemiesInMelee } from './melee';
import type { Aim } from './mountedTarget';
import { shooterRefusal } from './shooterChecks';
import { judgeShotSight } from './shotSight';
import { templateFigures } from './template';
import { chosenWeapon, moveLimitIn, movedTooFar, weaponStateOf } from './weaponUse';

export interface ShotPlan {
  readonly shooter: Figure;
  readonly target: Figure;
  readonly weapon: WeaponSpec;
  readonly aim: Aim;
  /** The to-hit roll needed (the Shootin' value, 2–6). */
  readonly shootNeed: number;
  /** Fame points the shooter may still spend (LOTOW-GAP-10; 0 unless a Hero and option `fame: auto`). */
  readonly fameLeft: number;
  /** Base edge to base edge in plan, and the weapon's range, inches. */
  readonly rangeIn: number;
  readonly weaponRangeIn: number;
  /** Allowance spent this turn and the most the weapon allows, inches. */
  readonly movedIn: number;
  readonly moveLimitIn: number;
  /** The visible share the raycast found, and the answer the rules use (a dispute roll may override it). */
  readonly visibleFraction: number;
  readonly visible: boolean;
  readonly overridden: boolean;
  readonly ignoreFigureIds: readonly string[];
  readonly ignorePieceIds: readonly string[];
  /** Every In the Way, in order from the shooter, and those rolled for (INTHEWAY-2). */
  readonly inTheWay: readonly InTheWayItem[];
  readonly rolled: readonly InTheWayItem[];
  /** Friends in melee with the target (a `shootIntoMelee` shot: INTOMELEE-1); empty otherwise. */
  readonly meleeFriendIds: readonly string[];
  /** A template shot (GAP-14): every figure it covers, nearest first (the target among them). */
  readonly templateFigureIds: readonly string[];
}

export interface PlannedShot {
  readonly refusal: Refusal | null;
  readonly plan: ShotPlan | null;
}

export const targetIdOf = (action: Action): string | undefined => (action.targetIds?.length === 1 ? action.targetIds[0] : undefined);
export const weaponParamOf = (action: Action): string | undefined => (typeof action.params?.weapon === 'string' ? action.params.weapon : undefined);
export const aimOf = (action: Action): Aim => (action.params?.aim === 'mount' ? 'mount' : 'rider');

/** Shooter-side refusals that need the weapon (before any line of sight). */
function weaponRefusal(state: LotowState, shooter: Figure, weapon: WeaponSpec): Refusal | null {
  const fs = figStateOf(state, shooter.id);
  const name = shooter.name;
  if (fs.reloadedThisTurn === true) return refusal('lotow.shoot.reloading', 'LOTOW-SHOOT-JAM-3', `${name} spends this Shooting phase reloading`, { figureId: shooter.id });
  const fired = fs.shotsFired ?? 0;
  if (fired >= shotsOf(shooter) || (fired > 0 && state.flow.shootingFigureId !== shooter.id)) {
    return refusal('lotow.shoot.alreadyShot', fired >= shotsOf(shooter) ? 'LOTOW-SHOOT-WHO-1' : 'LOTOW-SHOOT-MULTI-1', `${name} has already shot this turn`, { figureId: shooter.id });
  }
  const foes = enemiesInMelee(state, shooter);
  if (foes.length > 0) return refusal('lotow.shoot.inContact', 'LOTOW-SHOOT-WHO-2', `${name} is in base contact with ${foes[0]!.name} and cannot shoot`, { figureId: shooter.id, enemyFigureId: foes[0]!.id });
  const ws = weaponStateOf(fs, weapon.id);
  if (ws.jammed) return refusal('lotow.shoot.jammed', 'LOTOW-SHOOT-JAM-2', `${name}'s ${weapon.id} is jammed: a Shooting phase spent reloading clears it`, { figureId: shooter.id, weapon: weapon.id });
  if (ws.unloaded) return refusal('lotow.shoot.unloaded', 'LOTOW-SHOOT-JAM-3', `${name}'s ${weapon.id} must be reloaded first (a whole Shooting phase)`, { figureId: shooter.id, weapon: weapon.id });
  const limits = optionsOf(state).weaponMoveLimits;
  if (movedTooFar(shooter, fs, weapon, limits)) {
    const limitIn = moveLimitIn(shooter, weapon, limits);
    const [movedText, limitText] = inchesApart([fs.movedIn, limitIn]);
    return refusal('lotow.shoot.movedTooFar', 'LOTOW-SHOOT-MOVE-1', `${name} moved ${movedText}; the ${weapon.id} fires only after a move of at most ${limitText}`, {
      figureId: shooter.id, weapon: weapon.id, movedIn: inchParam(fs.movedIn), limitIn: inchParam(limitIn),
    });
  }
  return null;
}

export function planShot(state: LotowState, action: Action): PlannedShot {
  const shooter = figureOf(state, action.figureId);
  const target = figureOf(state, targetIdOf(action));
  if (shooter === undefined || target === undefined) {
    return { refusal: refusal('lotow.shoot.needsTarget', 'LOTOW-SHOOT-WHO-1', 'say who shoots and at whom (figureId, targetIds: [one enemy])'), plan: null };
  }
  const early = shooterRefusal(state, shooter);
  if (early !== null) return { refusal: early, plan: null };
  const fs = figStateOf(state, shooter.id);
  const requested = weaponParamOf(action);
  const weapon = chosenWeapon(shooter, fs, requested, optionsOf(state).weaponMoveLimits);
  if (weapon === undefined) {
    return { refusal: refusal('lotow.shoot.notCarried', 'LOTOW-SHOOT-WHO-1', `${shooter.name} carries no ${requested ?? 'weapon'}`, { figureId: shooter.id, weapon: requested ?? '' }), plan: null };
  }
  if (target.side === shooter.side) {
    return { refusal: refusal('lotow.shoot.notEnemy', 'LOTOW-SHOOT-WHO-1', `${target.name} is a friend`, { targetFigureId: target.id }), plan: null };
  }
  const options = optionsOf(state);
  const aim: Aim = target.mounted ? aimOf(action) : 'rider';

  const sight = judgeShotSight(state, shooter, target, aim);
  const { los, visible, overridden, ignoreFigureIds, ignorePieceIds, inTheWay, rolled, meleeFriends, intoMelee, friendsPast } = sight;

  const hero = isHero(shooter);
  const plan: ShotPlan = {
    shooter, target, weapon, aim,
    shootNeed: Math.min(6, Math.max(2, Math.round(statOf(shooter, 'shoot', 4)))),
    fameLeft: hero && options.fame === 'auto' ? Math.max(0, statOf(shooter, 'fame', 0) - (fs.fameUsed ?? 0)) : 0,
    rangeIn: los.flatIn, weaponRangeIn: weapon.rangeIn, movedIn: fs.movedIn, moveLimitIn: moveLimitIn(shooter, weapon, optionsOf(state).weaponMoveLimits),
    visibleFraction: los.visibleFraction, visible, overridden, ignoreFigureIds, ignorePieceIds,
    inTheWay, rolled,
    meleeFriendIds: intoMelee ? meleeFriends.map((f) => f.id) : [],
    templateFigureIds: weapon.template === null ? [] : templateFigures(state.scenario.figures, shooter, target, friendsPast).map((f) => f.id),
  };
  return { refusal: shotRefusal(state, plan, meleeFriends), plan };
}

function shotRefusal(state: LotowState, plan: ShotPlan, meleeFriends: readonly Figure[]): Refusal | null {
  const { shooter, target, weapon } = plan;
  const w = weaponRefusal(state, shooter, weapon);
  if (w !== null) return w;
  if (meleeFriends.length > 0 && plan.meleeFriendIds.length === 0) {
    return refusal('lotow.shoot.targetInMelee', 'LOTOW-SHOOT-MELEE-1', `cannot shoot: ${target.name} is in melee with ${meleeFriends[0]!.name}`, { targetFigureId: target.id, friendFigureId: meleeFriends[0]!.id });
  }
  if (!plan.visible) {
    return refusal('lotow.shoot.notVisible', plan.overridden ? 'LOTOW-SHOOT-LOS-2' : 'LOTOW-SHOOT-LOS-1', `${shooter.name} cannot see ${target.name}`, { figureId: shooter.id, targetFigureId: target.id });
  }
  if (target.stance === 'prone' && needsSpotting(state, shooter.id, target.id)) {
    return refusal('lotow.shoot.needsSpotting', 'LOTOW-SPOT-1', `${target.name} is hidden: ${shooter.name} must spot it first`, { figureId: shooter.id, targetFigureId: target.id });
  }
  if (plan.rangeIn > plan.weaponRangeIn + 1e-9) {
    const [rangeText, reachText] = inchesApart([plan.rangeIn, plan.weaponRangeIn]);
    return refusal('lotow.shoot.outOfRange', 'LOTOW-SHOOT-RANGE-1', `${target.name} is ${rangeText} away; the ${weapon.id} reaches ${reachText}`, {
      targetFigureId: target.id, weapon: weapon.id, rangeIn: inchParam(plan.rangeIn), weaponRangeIn: plan.weaponRangeIn,
    });
  }
  const friend = plan.rolled.find((i) => i.friendly);
  if (friend !== undefined) {
    return refusal('lotow.shoot.friendInTheWay', 'LOTOW-SHOOT-INTHEWAY-1', `a friend, ${figureOf(state, friend.id)?.name ?? friend.id}, is In the Way`, { friendFigureId: friend.id, targetFigureId: target.id });
  }
  return null;
}

