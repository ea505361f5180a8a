/**
 * Rolling a shot the plan allowed (shotPlan.ts), every die through `ctx` with its purpose and rule:
 * 1. The shot is spent: `shotsFired` + 1; a Hero with shots left keeps the Shooting phase
 *    (`flow.shootingFigureId`, LOTOW-SHOOT-MULTI-1); a slow weapon must be reloaded
 *    (`unloaded`); a Hidden shooter is revealed to enemies within 6″ (LOTOW-SPOT-2).
 * 2. To hit (LOTOW-SHOOT-HIT-1, `lotow.shoot.hit`): d6 ≥ the Shootin' value. A natural 1 misses and
 *    is followed by the jam test (LOTOW-SHOOT-JAM-1, `lotow.shoot.jam`): 1 jams the weapon
 *    (LOTOW-SHOOT-JAM-2). A Hero one short spends a Fame point for the hit (LOTOW-GAP-10, option
 *    `fame: auto`; never on a natural 1).
 * 3. A template shot (LOTOW-GAP-14) hits every figure it covers; no In the Way rolls.
 * 4. In the Way, in order (LOTOW-SHOOT-INTHEWAY-3): a roll under its value hits it instead — a
 *    figure (or a part of a mounted model) takes the wound roll, terrain stops the shot.
 * 5. Into melee (LOTOW-SHOOT-INTOMELEE-1): d6 1–3 the nearest friend in that melee is hit, 4–6 the enemy.
 * 6. The wound roll on whoever is hit (wounds/woundFigure: LOTOW-GAP-07, Fortune, casualties).
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Figure } from '../../../engine/model';
import { shotsOf } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { revealShooter } from '../spotting/reveal';
import { woundFigure } from '../wounds';
import type { InTheWayItem } from './inTheWay';
import { nearestFriend } from './melee';
import type { ShotPlan } from './shotPlan';
import { mayFire, weaponStateOf, weaponsOf } from './weaponUse';

/** LOTOW-SHOOT-JAM-1: the jam test's second d6 jams on this face or below. */
export const JAM_FACE = 1;
/** LOTOW-SHOOT-INTOMELEE-1: this face or more hits the enemy. */
export const INTO_MELEE_ENEMY_AT = 4;

type Part = 'figure' | 'mount';

function strike(state: LotowState, victimId: string, part: Part, plan: ShotPlan, ruleId: string, ctx: ResolveContext): LotowState {
  if (figureOf(state, victimId) === undefined) return state;
  ctx.emit({ type: part === 'mount' ? 'lotow.shoot.event.struckMount' : 'lotow.shoot.event.struck', ruleId, params: { figureId: plan.shooter.id, victimFigureId: victimId } });
  return woundFigure(state, victimId, { strength: plan.weapon.strength, ruleId, sourceFigureId: plan.shooter.id, part }, ctx).state;
}

/** Step 1: the shot spent and the weapon's state after firing. */
function spendShot(state: LotowState, plan: ShotPlan): LotowState {
  const { shooter, weapon } = plan;
  const fs = figStateOf(state, shooter.id);
  const ws = weaponStateOf(fs, weapon.id);
  const weapons = weapon.reload === 'everyOtherTurn' ? { ...(fs.weapons ?? {}), [weapon.id]: { ...ws, unloaded: true } } : fs.weapons;
  const next = withFigState(state, shooter.id, { shotsFired: (fs.shotsFired ?? 0) + 1, ...(weapons === undefined ? {} : { weapons }) });
  return revealShooter(next, shooter.id);
}

/** Whether the shooter keeps the phase for another shot (MULTI-1): shots left and a weapon that may fire. */
function stillShooting(state: LotowState, shooter: Figure): boolean {
  const f = figureOf(state, shooter.id);
  if (f === undefined) return false;
  const fs = figStateOf(state, f.id);
  return (fs.shotsFired ?? 0) < shotsOf(f) && weaponsOf(f).some((w) => mayFire(f, fs, w, optionsOf(state).weaponMoveLimits));
}

/** Step 2: to hit, the jam test, Fame. Returns the state and whether it hit. */
function rollToHit(state: LotowState, plan: ShotPlan, ctx: ResolveContext): { state: LotowState; hit: boolean } {
  const { shooter, target, weapon, shootNeed } = plan;
  const ids = [shooter.id, target.id];
  const face = ctx.roll({ count: 1, sides: 6, purpose: 'lotow.shoot.hit', ruleId: 'LOTOW-SHOOT-HIT-1', figureIds: ids, atLeast: shootNeed, params: { need: shootNeed } })[0] ?? 1;
  if (face === 1) {
    const jam = ctx.roll({ count: 1, sides: 6, purpose: 'lotow.shoot.jam', ruleId: 'LOTOW-SHOOT-JAM-1', figureIds: [shooter.id], atLeast: JAM_FACE + 1 })[0] ?? 6;
    if (jam > JAM_FACE) {
      ctx.emit({ type: 'lotow.shoot.event.missed', ruleId: 'LOTOW-SHOOT-JAM-1', params: { figureId: shooter.id, targetFigureId: target.id } });
      return { state, hit: false };
    }
    // JAM-2: jammed for this turn and next; a slow weapon takes no extra penalty (the clearing is its reload).
    const fs = figStateOf(state, shooter.id);
    const weapons = { ...(fs.weapons ?? {}), [weapon.id]: { jammed: true, unloaded: weaponStateOf(fs, weapon.id).unloaded } };
    ctx.emit({ type: 'lotow.shoot.event.jammed', ruleId: 'LOTOW-SHOOT-JAM-2', params: { figureId: shooter.id, weapon: weapon.id } });
    return { state: withFigState(state, shooter.id, { weapons }), hit: false };
  }
  if (face >= shootNeed) return { state, hit: true };
  if (face === shootNeed - 1 && plan.fameLeft > 0) {
    const fs = figStateOf(state, shooter.id);
    ctx.emit({ type: 'lotow.shoot.event.fame', ruleId: 'LOTOW-GAP-10', params: { figureId: shooter.id, left: plan.fameLeft - 1 } });
    return { state: withFigState(state, shooter.id, { fameUsed: (fs.fameUsed ?? 0) + 1 }), hit: true };
  }
  ctx.emit({ type: 'lotow.shoot.event.missed', ruleId: 'LOTOW-SHOOT-HIT-1', params: { figureId: shooter.id, targetFigureId: target.id } });
  return { state, hit: false };
}

/** Step 4: the In the Way rolls. Returns the state and whether the shot got through to the target. */
function rollInTheWay(state: LotowState, plan: ShotPlan, ctx: ResolveContext): { state: LotowState; through: boolean } {
  for (const item of plan.rolled) {
    const face = rollPast(item, plan, state, ctx);
    if (face >= item.value) continue;
    if (item.hits === null) {
      const piece = state.scenario.terrain.find((t) => t.id === item.id);
      ctx.emit({ type: 'lotow.shoot.event.stopped', ruleId: 'LOTOW-SHOOT-INTHEWAY-3', params: { figureId: plan.shooter.id, pieceName: piece?.name ?? item.id } });
      return { state, through: false };
    }
    return { state: strike(state, item.hits.figureId, item.hits.part, plan, item.ruleId, ctx), through: false };
  }
  return { state, through: true };
}

function rollPast(item: InTheWayItem, plan: ShotPlan, state: LotowState, ctx: ResolveContext): number {
  const { ruleId } = item;
  if (item.hits === null) {
    const piece = state.scenario.terrain.find((t) => t.id === item.id);
    return ctx.roll({ count: 1, sides: 6, purpose: 'lotow.shoot.inTheWayPiece', ruleId, figureIds: [plan.shooter.id, plan.target.id], atLeast: item.value, params: { value: item.value, pieceName: piece?.name ?? item.id } })[0] ?? 1;
  }
  const purpose = item.hits.part === 'mount' ? 'lotow.shoot.inTheWayMount' : 'lotow.shoot.inTheWayFigure';
  return ctx.roll({ count: 1, sides: 6, purpose, ruleId, figureIds: [plan.shooter.id, plan.target.id], atLeast: item.value, params: { value: item.value, inTheWayFigureId: item.hits.figureId } })[0] ?? 1;
}

export function resolveShot(state: LotowState, plan: ShotPlan, ctx: ResolveContext): LotowState {
  const toHit = rollToHit(spendShot(state, plan), plan, ctx);
  const next = toHit.hit ? afterHit(toHit.state, plan, ctx) : toHit.state;
  return { ...next, flow: { ...next.flow, shootingFigureId: stillShooting(next, plan.shooter) ? plan.shooter.id : null } };
}

function afterHit(state: LotowState, plan: ShotPlan, ctx: ResolveContext): LotowState {
  const { shooter, target, aim } = plan;
  ctx.emit({ type: 'lotow.shoot.event.hit', ruleId: 'LOTOW-SHOOT-HIT-1', params: { figureId: shooter.id, targetFigureId: target.id } });
  let next = state;
  if (plan.templateFigureIds.length > 0) {
    // GAP-14 placeholder: everything under the template; a mounted model is two targets (PASS-3).
    for (const id of plan.templateFigureIds) {
      const f = figureOf(next, id);
      if (f === undefined) continue;
      next = strike(next, id, 'figure', plan, 'LOTOW-GAP-14', ctx);
      if (f.mounted && figureOf(next, id) !== undefined) next = strike(next, id, 'mount', plan, 'LOTOW-GAP-14', ctx);
    }
    return next;
  }
  const itw = rollInTheWay(next, plan, ctx);
  next = itw.state;
  if (!itw.through) return next;
  if (plan.meleeFriendIds.length > 0) {
    const face = ctx.roll({ count: 1, sides: 6, purpose: 'lotow.shoot.intoMelee', ruleId: 'LOTOW-SHOOT-INTOMELEE-1', figureIds: [shooter.id, target.id], atLeast: INTO_MELEE_ENEMY_AT })[0] ?? 6;
    if (face < INTO_MELEE_ENEMY_AT) {
      const friends = plan.meleeFriendIds.map((id) => figureOf(next, id)).filter((f): f is Figure => f !== undefined);
      const to = optionsOf(next).intoMeleeNearestTo === 'target' ? target : shooter;
      const victim = nearestFriend(next, friends, to);
      return victim === undefined ? next : strike(next, victim.id, 'figure', plan, 'LOTOW-SHOOT-INTOMELEE-1', ctx);
    }
  }
  return strike(next, target.id, aim === 'mount' && target.mounted ? 'mount' : 'figure', plan, 'LOTOW-SHOOT-HIT-1', ctx);
}
