/**
 * Why a unit must check morale now (BS-GAP-05, BS-HITS-2: after the casualties are removed) and the
 * check itself, rolled through the resolve context: a quarter of its figures lost this round
 * (`lostThisRound` against the figures it had at the round's start), a melee lost, or charged this
 * round in the flank or rear (an enemy unit whose declared charge at it ends touching that face).
 * A unit that already checked this round (at a melee, BS-MELEE-ADV-2) checks again only for a melee
 * it has since lost.
 */
import type { Unit } from '../../../engine/model';
import type { ResolveContext } from '../../../engine/ruleset';
import type { GameEvent } from '../../../engine/state';
import { unitGeometry } from '../../../engine/unitGeometry';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf, withBsPieceState } from '../flow/bsTypes';
import { bsOptions } from '../profile/bsOptionSpecs';
import { bsUnitProfileOf } from '../profile/bsUnitProfile';
import { contactFace } from '../melee/contactFace';
import type { MoraleReason } from './moraleCheck';
import { moraleReasons, moraleResult, rollTwoD10 } from './moraleCheck';
import { unitStatusNow } from './unitStatusNow';

export const figuresNow = (state: BsState, unit: Unit): number => {
  const present = new Set(state.scenario.figures.map((f) => f.id));
  return unit.memberIds.filter((id) => present.has(id)).length;
};

/** Whether an enemy unit charged `unit` this round and touches its flank or rear. */
export function chargedInFlankOrRear(state: BsState, unit: Unit): boolean {
  const g = unitGeometry(unit, state.scenario.figures);
  if (g === null) return false;
  return (state.scenario.units ?? []).some((u) => {
    if (u.side === unit.side || bsPieceStateOf(state, u.id).chargedId !== unit.id) return false;
    const gu = unitGeometry(u, state.scenario.figures);
    const face = gu === null ? null : contactFace(gu.tray, g.tray)?.face;
    return face === 'flank' || face === 'rear';
  });
}

export function moraleReasonsNow(state: BsState, unit: Unit): MoraleReason[] {
  const s = bsPieceStateOf(state, unit.id);
  const all = moraleReasons({
    figuresNow: figuresNow(state, unit), lostThisRound: s.lostThisRound ?? 0, lostMelee: s.lostMelee === true,
    chargedFlankOrRear: chargedInFlankOrRear(state, unit),
  }, bsOptions(state.options).moraleQuarterPercent);
  return s.checkedMorale === true ? all.filter((r) => r === 'lostMelee') : all;
}

/** The check rolled: the unit's new status, marked as checked this round, and the event. */
export function checkMorale(state: BsState, unit: Unit, reasons: readonly MoraleReason[], ctx: ResolveContext): { state: BsState; event: GameEvent } {
  const p = bsUnitProfileOf(unit.profile);
  const before = unitStatusNow(state, unit);
  const roll = rollTwoD10(ctx, { purpose: 'battlesystem.roll.morale', ruleId: 'BS-GAP-05', figureIds: [unit.id], params: { unitId: unit.id, ml: p.ml } });
  const r = moraleResult(roll.total, p.ml, before);
  return {
    state: withBsPieceState(state, unit.id, { status: r.status, checkedMorale: true }),
    event: {
      type: 'battlesystem.morale', ruleId: 'BS-GAP-05', figureIds: [unit.id],
      params: { unitName: unit.name, total: roll.total, ml: p.ml, passed: r.passed, status: r.status, was: before, reason: reasons[0] ?? '' },
    },
  };
}
