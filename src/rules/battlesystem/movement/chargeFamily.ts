/**
 * A declared charge (BS-GAP-04): `{ type: 'charge', figureId: unitId, targetIds: [enemyUnitId] }`,
 * only at the start of the unit's movement (nothing moved yet this round), its whole move for the
 * round. Its allowance is MV × 1.5 for infantry, × 2 for cavalry (options); it ends in base contact
 * with the target, front to front where possible (chargePlacement.ts); nothing may stand in its
 * way (another unit's figures, impassable terrain: chargePath.ts) and every member must be able
 * to stand at the end (the target's bases touch, never overlap). The charge's target is kept
 * (`chargedId`) for the melee's AD multipliers (melee/meleeStrike.ts) and the target's morale (a
 * charge into its flank or rear, morale/moraleDue.ts). A shaken or routing unit does not charge (BS-GAP-05).
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import type { Unit } from '../../../engine/model';
import { pieceOf } from '../../../engine/pieces';
import { placementProblems, surfaceAt } from '../../../engine/placement';
import type { ActionPreview } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { REACH_EPSILON_IN } from '../../../engine/unitReach';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf, withBsPieceState } from '../flow/bsTypes';
import type { ChargeEnd } from './chargePlacement';
import { chargeEnd } from './chargePlacement';
import { chargeBlocker } from './chargePath';
import type { BsMoveRules } from './moveRules';
import { unitMvIn } from './moveRules';
import { unitMayMoveRefusal } from './unitMoveFamily';
import { unitStatusNow } from '../morale/unitStatusNow';
import { bsOptions } from '../profile/bsOptionSpecs';

export const CHARGE = 'charge';

type Planned = { unit: Unit; target: Unit; end: ChargeEnd; allowanceIn: number; factor: number };

export const chargeFactor = (unit: Unit, rules: BsMoveRules): number => (unit.profile.troop === 'cavalry' ? rules.chargeCavalry : rules.chargeInfantry);

function plan(state: BsState, a: Action, rules: BsMoveRules): Refusal | Planned {
  const piece = pieceOf(state.scenario, a.figureId);
  if (piece?.kind !== 'unit') return refusal('battlesystem.needsUnit', 'BS-GAP-04', 'a charge is a unit\'s move');
  const target = pieceOf(state.scenario, a.targetIds?.[0]);
  if (target?.kind !== 'unit' || target.side === piece.side) {
    return refusal('battlesystem.chargeNeedsEnemy', 'BS-GAP-04', `${piece.name} charges an enemy unit`, { unitName: piece.name });
  }
  const end = chargeEnd(state.scenario, piece.unit, target.unit);
  if (end === null) return refusal('battlesystem.chargeNeedsEnemy', 'BS-GAP-04', `${piece.name} charges an enemy unit`, { unitName: piece.name });
  const factor = chargeFactor(piece.unit, rules);
  return { unit: piece.unit, target: target.unit, end, allowanceIn: unitMvIn(piece.unit) * factor, factor };
}

function endScenario(state: BsState, p: Planned) {
  const at = new Map(p.end.members.map((m) => [m.figureId, m]));
  let scenario = { ...state.scenario, figures: state.scenario.figures.map((f) => { const m = at.get(f.id); return m === undefined ? f : { ...f, x: m.x, y: m.y, facingDeg: m.facingDeg }; }) };
  scenario = { ...scenario, figures: scenario.figures.map((f) => (at.has(f.id) ? { ...f, standsOn: surfaceAt(scenario, f, f) } : f)), units: (scenario.units ?? []).map((u) => (u.id === p.unit.id ? { ...u, facingDeg: p.end.facingDeg } : u)) };
  return scenario;
}

export function checkCharge(state: BsState, a: Action, rules: BsMoveRules): Refusal | null {
  const p = plan(state, a, rules);
  if (!('end' in p)) return p;
  const why = unitMayMoveRefusal(state, p.unit);
  if (why !== null) return why;
  const status = bsOptions(state.options).meleeMorale === 'fought' ? unitStatusNow(state, p.unit) : 'good';
  if (status !== 'good') return refusal(`battlesystem.chargeWhen.${status}`, 'BS-GAP-05', `${p.unit.name} is ${status}: it cannot charge`, { unitName: p.unit.name });
  if (bsPieceStateOf(state, p.unit.id).usedIn > 0) {
    return refusal('battlesystem.chargeAtStart', 'BS-GAP-04', `${p.unit.name} has moved this round: a charge is declared at the start of movement`, { unitName: p.unit.name });
  }
  if (p.end.costIn > p.allowanceIn + REACH_EPSILON_IN) {
    return refusal('battlesystem.chargeTooFar', 'BS-GAP-04', `${p.unit.name} cannot reach ${p.target.name}: the charge needs ${p.end.costIn.toFixed(1)}″ of its ${p.allowanceIn.toFixed(1)}″ (MV × ${p.factor})`, {
      unitName: p.unit.name, targetName: p.target.name, costIn: p.end.costIn, allowanceIn: p.allowanceIn, factor: p.factor,
    });
  }
  const blocker = chargeBlocker(state.scenario, p.unit, p.target, p.end, rules.chargeSweep);
  if (blocker !== null) {
    return refusal('battlesystem.chargeBlocked', 'BS-GAP-04', `${p.unit.name} cannot charge ${p.target.name}: ${blocker.name} is in the way`, {
      unitName: p.unit.name, targetName: p.target.name, blockerName: blocker.name,
    });
  }
  const after = endScenario(state, p);
  for (const m of p.end.members) {
    const f = after.figures.find((g) => g.id === m.figureId)!;
    const problem = placementProblems(after, f.id, f, f.standsOn)[0];
    if (problem !== undefined) {
      const where = problem.code === 'overlapsFigure' ? problem.figureName : problem.code === 'insideImpassable' ? problem.pieceName : '';
      return refusal(`battlesystem.cannotStand.${problem.code}`, 'BS-GAP-04', `${f.name} cannot stand there (${problem.code}${where === '' ? '' : `: ${where}`})`, { figureName: f.name, where });
    }
  }
  return null;
}

export const chargeFamily = (rules: (state: BsState) => BsMoveRules): ActionFamily<BsState> => ({
  types: [CHARGE],
  check: (state, a) => checkCharge(state, a, rules(state)),
  resolve: (state, a) => {
    const p = plan(state, a, rules(state));
    if (!('end' in p)) return { state };
    const next = withBsPieceState({ ...state, scenario: endScenario(state, p) }, p.unit.id, { usedIn: unitMvIn(p.unit), chargedId: p.target.id });
    return { state: next, events: [{ type: 'battlesystem.charged', ruleId: 'BS-GAP-04', figureIds: [p.unit.id, p.target.id], params: { unitName: p.unit.name, targetName: p.target.name, costIn: p.end.costIn, edge: p.end.edge } }] };
  },
  describe: (state, a) => ({ labelKey: 'battlesystem.action.charge', params: { unitName: pieceOf(state.scenario, a.figureId)?.name ?? '', targetName: pieceOf(state.scenario, a.targetIds?.[0])?.name ?? '' } }),
  candidates: (state, id) => {
    const piece = pieceOf(state.scenario, id);
    if (piece?.kind !== 'unit') return [];
    return (state.scenario.units ?? []).filter((u) => u.side !== piece.side).map((u) => ({ type: CHARGE, side: piece.side, figureId: id, targetIds: [u.id] }));
  },
  preview: (state, a): ActionPreview | null => {
    const p = plan(state, a, rules(state));
    if (!('end' in p)) return { refusal: p, lines: [], chances: [] };
    return {
      refusal: checkCharge(state, a, rules(state)),
      lines: [{ labelKey: `battlesystem.preview.charge.${p.end.edge}`, params: { targetName: p.target.name, costIn: p.end.costIn, allowanceIn: p.allowanceIn, factor: p.factor } }],
      chances: [],
    };
  },
});
