/**
 * Who strikes when in one melee (BS-MELEE-1, BS-MELEE-ADV-1/2, BS-GAP-14): the advantage of each
 * unit over the other, read from the strikes' attackers and the trays' contact faces; the strikes of
 * this round already made (`BsFlow.strikes`); and what may happen next in the melee:
 *   - nothing struck yet: with advantage only its holder strikes (alone, first); else both strike at
 *     once, in one action (`simultaneous`);
 *   - the holder has struck: the other strikes back (after its morale check, if one is due);
 *   - a unit none of whose figures may attack never strikes; the melee is over when every side that
 *     can strike has struck.
 */
import type { Unit } from '../../../engine/model';
import { unitGeometry } from '../../../engine/unitGeometry';
import type { BsState, Strike } from '../flow/bsTypes';
import { unitStatusNow } from '../morale/unitStatusNow';
import type { BsOptions } from '../profile/bsOptionSpecs';
import { bsUnitProfileOf } from '../profile/bsUnitProfile';
import { contactFace } from './contactFace';
import type { AttackerLine } from './meleeAttackers';
import { ATTACKING, meleeAttackers } from './meleeAttackers';
import type { AdvantageSide, AdvantageVerdict } from './meleeAdvantage';
import { meleeAdvantage } from './meleeAdvantage';
import { meleePairs } from './meleeContacts';

export const strikesOf = (state: Pick<BsState, 'flow'>): readonly Strike[] => state.flow.strikes ?? [];
export const strikeMade = (state: Pick<BsState, 'flow'>, unitId: string, targetId: string): Strike | undefined =>
  strikesOf(state).find((s) => s.unitId === unitId && s.targetId === targetId);

export const attacksAny = (lines: readonly AttackerLine[]): boolean => lines.some((l) => ATTACKING.has(l.verdict));

function advantageSide(state: BsState, me: Unit, them: Unit, lines: readonly AttackerLine[]): AdvantageSide {
  const p = bsUnitProfileOf(me.profile);
  const gm = unitGeometry(me, state.scenario.figures);
  const gt = unitGeometry(them, state.scenario.figures);
  const mine = gm === null || gt === null ? null : contactFace(gt.tray, gm.tray);
  const theirs = gm === null || gt === null ? null : contactFace(gm.tray, gt.tray);
  return {
    weapons: p.weapons, size: p.size, status: unitStatusNow(state, me),
    someAttackersFaceEnemy: mine?.edge === 'front', allAttackersInRear: theirs?.face === 'rear', attacks: attacksAny(lines),
  };
}

export interface MeleeOrder {
  readonly a: Unit;
  readonly b: Unit;
  readonly aLines: readonly AttackerLine[];
  readonly bLines: readonly AttackerLine[];
  readonly advantage: AdvantageVerdict;
}

export function meleeOrder(state: BsState, a: Unit, b: Unit, o: BsOptions): MeleeOrder {
  const aLines = meleeAttackers(state, a, b, o);
  const bLines = meleeAttackers(state, b, a, o);
  const initiativeFirst = state.flow.order.indexOf(a.side) <= state.flow.order.indexOf(b.side) ? 'a' : 'b';
  const advantage = meleeAdvantage(advantageSide(state, a, b, aLines), advantageSide(state, b, a, bLines), o.bothAdvantage, initiativeFirst);
  return { a, b, aLines, bLines, advantage };
}

/** What `unitId` may do in its melee with `targetId` now: strike alone, strike with the enemy at once, or nothing (and why). */
export type StrikeTurn =
  | { readonly kind: 'first' }
  | { readonly kind: 'simultaneous' }
  | { readonly kind: 'back' }
  | { readonly kind: 'none'; readonly why: 'struck' | 'cannot' | 'waitAdvantage' | 'notInContact' };

export function strikeTurn(state: BsState, unit: Unit, target: Unit, o: BsOptions): StrikeTurn {
  if (!meleePairs(state.scenario).some((p) => (p.a.id === unit.id && p.b.id === target.id) || (p.b.id === unit.id && p.a.id === target.id))) return { kind: 'none', why: 'notInContact' };
  if (strikeMade(state, unit.id, target.id) !== undefined) return { kind: 'none', why: 'struck' };
  const order = meleeOrder(state, unit, target, o);
  if (!attacksAny(order.aLines)) return { kind: 'none', why: 'cannot' };
  if (strikeMade(state, target.id, unit.id) !== undefined) return { kind: 'back' };
  if (order.advantage.first === 'b' && attacksAny(order.bLines)) return { kind: 'none', why: 'waitAdvantage' };
  return order.advantage.first === 'a' ? { kind: 'first' } : { kind: 'simultaneous' };
}

/** Every strike that may be made now, as [unit, target]: Step 6 ends only when there is none. */
export function strikesDue(state: BsState, o: BsOptions): [Unit, Unit][] {
  const out: [Unit, Unit][] = [];
  for (const { a, b } of meleePairs(state.scenario)) {
    if (strikeTurn(state, a, b, o).kind !== 'none') out.push([a, b]);
    if (strikeTurn(state, b, a, o).kind !== 'none') out.push([b, a]);
  }
  return out;
}
