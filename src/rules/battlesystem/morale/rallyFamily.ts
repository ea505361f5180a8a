/**
 * Rally (BS-GAP-05, Step 7): `{ type: 'rally', figureId: unitId }` — a shaken or routing unit of the
 * side whose part of Step 7 it is rolls 2d10 against its ML, once a round, and not in the round it
 * checked morale; a pass lifts it one step (routing → shaken → good) or, option `rallyTo: good`,
 * straight to good; a failure changes nothing. The preview gives the exact chance.
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import { pieceOf } from '../../../engine/pieces';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { Unit } from '../../../engine/model';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf, withBsPieceState } from '../flow/bsTypes';
import { bsOptions } from '../profile/bsOptionSpecs';
import { bsUnitProfileOf } from '../profile/bsUnitProfile';
import { rallyOdds, rallyResult, rollTwoD10 } from './moraleCheck';
import { unitStatusNow } from './unitStatusNow';

export const RALLY = 'rally';

function rallying(state: BsState, a: Action): Refusal | Unit {
  const p = pieceOf(state.scenario, a.figureId);
  if (p?.kind !== 'unit') return refusal('battlesystem.rallyNeedsUnit', 'BS-GAP-05', 'a unit rallies');
  const unit = p.unit;
  const names = { unitName: unit.name };
  if (bsOptions(state.options).meleeMorale !== 'fought') return refusal('battlesystem.meleeNotFought', 'BS-GAP-01', 'this game passes morale by (option "meleeMorale")');
  if (state.flow.step !== 'morale' || state.flow.active !== unit.side) return refusal('battlesystem.notRallyStep', 'BS-GAP-05', `${unit.name} rallies in its side's part of Step 7`, names);
  if (unitStatusNow(state, unit) === 'good') return refusal('battlesystem.rallyGood', 'BS-GAP-05', `${unit.name} is in good order`, names);
  const s = bsPieceStateOf(state, unit.id);
  if (s.checkedMorale === true) return refusal('battlesystem.rallyAfterCheck', 'BS-GAP-05', `${unit.name} checked morale this round: it rallies next round`, names);
  if (s.rallied === true) return refusal('battlesystem.ralliedThisRound', 'BS-GAP-05', `${unit.name} has tried to rally this round`, names);
  return unit;
}

export const rallyFamily: ActionFamily<BsState> = {
  types: [RALLY],
  check: (state, a) => { const u = rallying(state, a); return 'memberIds' in u ? null : u; },
  resolve: (state, a, ctx) => {
    const unit = rallying(state, a);
    if (!('memberIds' in unit)) return { state };
    const p = bsUnitProfileOf(unit.profile);
    const before = unitStatusNow(state, unit);
    const roll = rollTwoD10(ctx, { purpose: 'battlesystem.roll.rally', ruleId: 'BS-GAP-05', figureIds: [unit.id], params: { unitId: unit.id, ml: p.ml } });
    const r = rallyResult(roll.total, p.ml, before, bsOptions(state.options).rallyTo);
    return {
      state: withBsPieceState(state, unit.id, { status: r.status, rallied: true }),
      events: [{ type: 'battlesystem.rally', ruleId: 'BS-GAP-05', figureIds: [unit.id], params: { unitName: unit.name, total: roll.total, ml: p.ml, passed: r.passed, status: r.status, was: before } }],
    };
  },
  describe: (state, a) => ({ labelKey: 'battlesystem.action.rally', params: { unitName: pieceOf(state.scenario, a.figureId)?.name ?? '' } }),
  candidates: (state, id) => {
    const piece = pieceOf(state.scenario, id);
    if (piece?.kind !== 'unit' || state.flow.step !== 'morale' || unitStatusNow(state, piece.unit) === 'good') return [];
    return [{ type: RALLY, side: piece.side, figureId: id }];
  },
  preview: (state, a) => {
    const unit = rallying(state, a);
    const p = pieceOf(state.scenario, a.figureId);
    if (p?.kind !== 'unit') return null;
    const pr = bsUnitProfileOf(p.unit.profile);
    const chance = rallyOdds(pr.ml, 0);
    return {
      refusal: 'memberIds' in unit ? null : unit,
      lines: [{ labelKey: 'battlesystem.preview.rally', params: { unitName: p.unit.name, ml: pr.ml } }],
      chances: [{ labelKey: 'battlesystem.chance.rally', params: { unitName: p.unit.name }, num: chance.num.toString(), den: chance.den.toString(), ruleId: 'BS-GAP-05', total: true }],
    };
  },
};
