/**
 * What a Group may do as one, by the state of its members:
 *   - its shooters (BP-VOLLEY-1 counts them): members in action, not Suppressed (BP-GAP-11: a
 *     Suppressed fighter cannot shoot), with a firearm (profile `weapon` not `none`) that is loaded
 *     (BP-GAP-05); each other member with why it does not shoot, for the board to show;
 *   - whether it may fire a volley: it is a Group (one Leader, BP-GAP-07) that has not broken up,
 *     its Leader is neither Suppressed nor Out of Action (BP-GAP-11, option `leaderDownNoVolley`),
 *     and it has a shooter. Sight and reach of each shooter are the shooting module's.
 */
import type { Unit } from '../../../engine/model';
import { optionsOf } from '../profile/bpOptions';
import { bpProfileOf } from '../profile/bpProfile';
import type { Refused } from '../damage/refused';
import { refused } from '../damage/refused';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { isInAction } from '../flow/inAction';
import { groupLeaderId, isBrokenUp, unitById } from './bpGroup';

type Readable = Pick<BpState, 'scenario' | 'figureState' | 'options'>;

/** Why a member does not shoot: Out of Action, Suppressed, no firearm, or not loaded. */
export type NotShootingWhy = 'outOfAction' | 'suppressed' | 'noWeapon' | 'unloaded';

export interface MemberFire {
  readonly figureId: string;
  /** Null: it shoots. */
  readonly why: NotShootingWhy | null;
  readonly ruleId: string;
}

/** Whether and why not this figure can add its dice to a volley now. */
export function memberFire(state: Readable, figureId: string): MemberFire {
  const f = state.scenario.figures.find((x) => x.id === figureId);
  const fs = bpFigStateOf(state, figureId);
  if (f === undefined || !isInAction(state, figureId)) return { figureId, why: 'outOfAction', ruleId: 'BP-DMG-1' };
  if (fs.suppressed) return { figureId, why: 'suppressed', ruleId: 'BP-GAP-11' };
  if (bpProfileOf(f).weapon === 'none') return { figureId, why: 'noWeapon', ruleId: 'BP-GAP-05' };
  if (!fs.loaded) return { figureId, why: 'unloaded', ruleId: 'BP-GAP-05' };
  return { figureId, why: null, ruleId: 'BP-VOLLEY-1' };
}

/** Every member of the unit, in slot order, with why it does or does not shoot. */
export const membersFire = (state: Readable, unit: Unit): MemberFire[] => unit.memberIds.map((id) => memberFire(state, id));

/** The Group's shooters: members in action, not Suppressed, armed and loaded. */
export const groupShooters = (state: Readable, unit: Unit): string[] => membersFire(state, unit).filter((m) => m.why === null).map((m) => m.figureId);

export interface VolleyAllowed {
  readonly ok: true;
  readonly leaderId: string;
  readonly shooterIds: readonly string[];
}

/** Whether Group `unitId` may fire a volley now, and with whom; else the refusal with its rule. */
export function checkGroupVolley(state: Readable, unitId: string): VolleyAllowed | Refused {
  const unit = unitById(state.scenario, unitId);
  if (unit === undefined) return refused('blackpowder.group.notGroup', 'BP-GAP-07', `${unitId} is not a Group`, { unitId, groupName: unitId });
  const params = { unitId, groupName: unit.name };
  const leaderId = groupLeaderId(state.scenario, unit);
  if (leaderId === null) return refused('blackpowder.group.noLeader', 'BP-GAP-07', `${unit.name} has no single Leader, so it is no Group`, params);
  if (isBrokenUp(state, unit)) return refused('blackpowder.group.brokenUp', 'BP-GAP-07', `${unit.name} has fewer than two fighters in action: they fight as lone fighters`, params);
  const leader = bpFigStateOf(state, leaderId);
  const leaderDown = !isInAction(state, leaderId) ? 'outOfAction' : leader.suppressed ? 'suppressed' : null;
  if (leaderDown !== null && optionsOf(state).leaderDownNoVolley) {
    return refused('blackpowder.group.leaderDown', 'BP-GAP-11', `${unit.name}'s Leader is ${leaderDown === 'suppressed' ? 'Suppressed' : 'Out of Action'}: no volley`, { ...params, leaderFigureId: leaderId, down: leaderDown });
  }
  const shooterIds = groupShooters(state, unit);
  if (shooterIds.length === 0) return refused('blackpowder.group.noShooters', 'BP-VOLLEY-1', `no member of ${unit.name} can fire (Suppressed, unarmed or unloaded)`, params);
  return { ok: true, leaderId, shooterIds };
}
