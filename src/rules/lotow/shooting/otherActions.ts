/**
 * The Shooting phase's other actions:
 * - `reload` { params: { weapon } } (LOTOW-SHOOT-JAM-3): clears a jam or reloads a slow weapon; it
 *   takes the figure's whole Shooting phase — not after it shot this turn, and no shot after it
 *   (`reloadedThisTurn`). A jam from this turn can so only be cleared in a later phase (JAM-2: "this
 *   turn or next"). On a slow weapon the clearing is its reload (JAM-2: no extra penalty).
 * - `holdFire` (LOTOW-SHOOT-MULTI-1): a Hero part-way through his shots stops; the next figure may shoot.
 * - `disputeLos` { targetIds: [enemy] } (LOTOW-SHOOT-LOS-2): the manual override when the players
 *   do not accept the raycast: d6, as written 1–3 visible and 4–6 not; option `disputeRoll:
 *   likeSpotting` (§6.2) turns it round (4–6 visible). The answer is kept for this turn in the
 *   shooter's `losOverrides`; once per shooter and target per turn.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { shooterRefusal } from './shooterChecks';
import { targetIdOf, weaponParamOf } from './shotPlan';
import { weaponStateOf, weaponsOf } from './weaponUse';

/** LOTOW-SHOOT-LOS-2 as written: this face or less means the target is visible. */
export const DISPUTE_VISIBLE_MAX = 3;

export function reloadRefusal(state: LotowState, action: Action): Refusal | null {
  const f = figureOf(state, action.figureId);
  if (f === undefined) return refusal('lotow.shoot.needsShooter', 'LOTOW-SHOOT-JAM-3', 'say who reloads (figureId) and what (params.weapon)');
  const early = shooterRefusal(state, f);
  if (early !== null) return early;
  const id = weaponParamOf(action);
  const weapon = weaponsOf(f).find((w) => w.id === id);
  if (weapon === undefined) return refusal('lotow.shoot.notCarried', 'LOTOW-SHOOT-WHO-1', `${f.name} carries no ${id ?? 'weapon'}`, { figureId: f.id, weapon: id ?? '' });
  const fs = figStateOf(state, f.id);
  if (fs.reloadedThisTurn === true) return refusal('lotow.shoot.reloading', 'LOTOW-SHOOT-JAM-3', `${f.name} spends this Shooting phase reloading`, { figureId: f.id });
  if ((fs.shotsFired ?? 0) > 0) return refusal('lotow.shoot.shotThisTurn', 'LOTOW-SHOOT-JAM-3', `${f.name} has shot this turn: reloading takes a whole Shooting phase`, { figureId: f.id });
  const ws = weaponStateOf(fs, weapon.id);
  if (!ws.jammed && !ws.unloaded) return refusal('lotow.shoot.nothingToReload', 'LOTOW-SHOOT-JAM-3', `${f.name}'s ${weapon.id} is loaded and not jammed`, { figureId: f.id, weapon: weapon.id });
  return null;
}

export function resolveReload(state: LotowState, action: Action, ctx: ResolveContext): LotowState {
  const id = action.figureId ?? '';
  const weapon = weaponParamOf(action) ?? '';
  const fs = figStateOf(state, id);
  const wasJammed = weaponStateOf(fs, weapon).jammed;
  ctx.emit({ type: wasJammed ? 'lotow.shoot.event.cleared' : 'lotow.shoot.event.reloaded', ruleId: 'LOTOW-SHOOT-JAM-3', params: { figureId: id, weapon } });
  return withFigState(state, id, { reloadedThisTurn: true, weapons: { ...(fs.weapons ?? {}), [weapon]: { jammed: false, unloaded: false } } });
}

export function holdFireRefusal(state: LotowState, action: Action): Refusal | null {
  if ((state.flow.shootingFigureId ?? null) === action.figureId && action.figureId !== undefined) return null;
  return refusal('lotow.shoot.notShooting', 'LOTOW-SHOOT-MULTI-1', 'only a figure part-way through its shots can hold fire', { figureId: action.figureId ?? '' });
}

export function resolveHoldFire(state: LotowState, action: Action, ctx: ResolveContext): LotowState {
  ctx.emit({ type: 'lotow.shoot.event.heldFire', ruleId: 'LOTOW-SHOOT-MULTI-1', params: { figureId: action.figureId ?? '' } });
  return { ...state, flow: { ...state.flow, shootingFigureId: null } };
}

export function disputeRefusal(state: LotowState, action: Action): Refusal | null {
  const f = figureOf(state, action.figureId);
  const t = figureOf(state, targetIdOf(action));
  if (f === undefined || t === undefined) return refusal('lotow.shoot.needsTarget', 'LOTOW-SHOOT-LOS-2', 'say who shoots and at whom (figureId, targetIds: [one enemy])');
  const early = shooterRefusal(state, f);
  if (early !== null) return early;
  if (t.side === f.side) return refusal('lotow.shoot.notEnemy', 'LOTOW-SHOOT-WHO-1', `${t.name} is a friend`, { targetFigureId: t.id });
  if (figStateOf(state, f.id).losOverrides?.[t.id] !== undefined) {
    return refusal('lotow.shoot.alreadyDisputed', 'LOTOW-SHOOT-LOS-2', `whether ${f.name} sees ${t.name} was settled by a roll this turn`, { figureId: f.id, targetFigureId: t.id });
  }
  return null;
}

export function resolveDispute(state: LotowState, action: Action, ctx: ResolveContext): LotowState {
  const id = action.figureId ?? '';
  const targetId = targetIdOf(action) ?? '';
  const asWritten = optionsOf(state).disputeRoll === 'asWritten';
  const face = ctx.roll({ count: 1, sides: 6, purpose: 'lotow.shoot.dispute', ruleId: 'LOTOW-SHOOT-LOS-2', figureIds: [id, targetId] })[0] ?? 6;
  const visible = asWritten ? face <= DISPUTE_VISIBLE_MAX : face > DISPUTE_VISIBLE_MAX;
  ctx.emit({ type: visible ? 'lotow.shoot.event.disputeVisible' : 'lotow.shoot.event.disputeHidden', ruleId: 'LOTOW-SHOOT-LOS-2', params: { figureId: id, targetFigureId: targetId } });
  const fs = figStateOf(state, id);
  return withFigState(state, id, { losOverrides: { ...(fs.losOverrides ?? {}), [targetId]: visible } });
}
