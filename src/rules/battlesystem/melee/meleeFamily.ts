/**
 * Melee (BS-MELEE-1, BS-MELEE-ADV-2): `{ type: 'melee', figureId: unitId, targetIds: [enemyUnitId] }`
 * in Step 6, once per unit and enemy a round, for every pair of units in base contact. Without
 * advantage both units strike in the one action, both rolled before either removes a figure; with
 * it, its holder strikes alone and the other strikes back in its own action — after its owner has
 * removed the losses and after its morale check, if one is due (BS-HITS-2); a unit routed by that
 * check does not strike. When both have struck, the one that lost more figures has lost the melee
 * (BS-GAP-05). The preview shows both strikes: who attacks and why the others do not, the advantage
 * and its cause, the AD with factors, the AR groups with modifiers, the exact distribution of
 * figures each side loses, and the chance of a morale check.
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import { fractionToString } from '../../../engine/fraction';
import type { Fraction } from '../../../engine/fraction';
import type { Unit } from '../../../engine/model';
import { pieceOf } from '../../../engine/pieces';
import type { ActionDescription, ActionPreview, PreviewChance, ResolveContext } from '../../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { removedDistribution } from '../dice/removedDistribution';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf, withBsPieceState } from '../flow/bsTypes';
import { formatAttackDice } from '../profile/attackDiceNotation';
import type { BsOptions } from '../profile/bsOptionSpecs';
import { bsOptions } from '../profile/bsOptionSpecs';
import { checkMorale, figuresNow, moraleReasonsNow } from '../morale/moraleDue';
import { moraleOdds } from '../morale/moraleCheck';
import { unitStatusNow } from '../morale/unitStatusNow';
import { bsUnitProfileOf } from '../profile/bsUnitProfile';
import type { AttackerVerdict } from './meleeAttackers';
import { ATTACKING } from './meleeAttackers';
import type { StrikeTurn } from './meleeOrder';
import { meleeOrder, strikeMade, strikesOf, strikeTurn } from './meleeOrder';
import type { StrikePlan } from './meleeStrike';
import { strikePlan } from './meleeStrike';
import { rollStrike } from './rollStrike';

export const MELEE = 'melee';

type Planned = { readonly unit: Unit; readonly target: Unit; readonly turn: Exclude<StrikeTurn, { kind: 'none' }>; readonly o: BsOptions };

function planned(state: BsState, a: Action): Refusal | Planned {
  const o = bsOptions(state.options);
  if (o.meleeMorale !== 'fought') return refusal('battlesystem.meleeNotFought', 'BS-GAP-01', 'this game passes melee by (option "meleeMorale")');
  const p = pieceOf(state.scenario, a.figureId);
  const t = pieceOf(state.scenario, a.targetIds?.[0]);
  if (p?.kind !== 'unit' || t?.kind !== 'unit' || t.side === p.side) return refusal('battlesystem.meleeNeedsUnits', 'BS-MELEE-ELIG-1', 'a melee is a unit fighting an enemy unit it touches');
  const unit = p.unit;
  const target = t.unit;
  if (state.flow.step !== 'melee') return refusal('battlesystem.notMeleeStep', 'BS-MELEE-ELIG-1', `${unit.name} fights in Step 6, the melee step`, { unitName: unit.name });
  const turn = strikeTurn(state, unit, target, o);
  if (turn.kind !== 'none') return { unit, target, turn, o };
  const names = { unitName: unit.name, targetName: target.name };
  switch (turn.why) {
    case 'notInContact': return refusal('battlesystem.notInContact', 'BS-MELEE-ELIG-1', `${unit.name} does not touch ${target.name}`, names);
    case 'struck': return refusal('battlesystem.struckThisRound', 'BS-MELEE-1', `${unit.name} has fought ${target.name} this round`, names);
    case 'waitAdvantage': return refusal('battlesystem.advantageFirst', 'BS-MELEE-ADV-2', `${target.name} has the advantage: it strikes first`, names);
    case 'cannot': {
      const why = meleeOrder(state, unit, target, o).aLines[0]?.verdict ?? 'notInReach';
      return refusal(`battlesystem.noAttackers.${why === 'routing' || why === 'firedInMove' ? why : 'none'}`, 'BS-MELEE-ELIG-1', `no figure of ${unit.name} may attack ${target.name}`, names);
    }
  }
}

/** After the last strike of a melee: the unit that lost more figures lost it (BS-GAP-05). */
function afterMelee(state: BsState, a: Unit, b: Unit, o: BsOptions): BsState {
  if (strikeTurn(state, a, b, o).kind !== 'none' || strikeTurn(state, b, a, o).kind !== 'none') return state;
  const byA = strikeMade(state, a.id, b.id);
  const byB = strikeMade(state, b.id, a.id);
  const lostA = (byB?.removed ?? 0) + (byA?.routed === true ? Infinity : 0);
  const lostB = (byA?.removed ?? 0) + (byB?.routed === true ? Infinity : 0);
  if (lostA > lostB) return withBsPieceState(state, a.id, { lostMelee: true });
  if (lostB > lostA) return withBsPieceState(state, b.id, { lostMelee: true });
  return state;
}

const withStrike = (state: BsState, unitId: string, targetId: string, removed: number, routed = false): BsState =>
  ({ ...state, flow: { ...state.flow, strikes: [...strikesOf(state), { unitId, targetId, removed, ...(routed ? { routed: true as const } : {}) }] } });

function resolveMelee(state: BsState, a: Action, ctx: ResolveContext): { state: BsState; events: GameEvent[] } {
  const p = planned(state, a);
  if (!('turn' in p)) return { state, events: [] };
  const { unit, target, turn, o } = p;
  const events: GameEvent[] = [];
  let s = state;
  if (turn.kind === 'back') {
    const reasons = moraleReasonsNow(s, unit);
    if (reasons.length > 0) {
      const m = checkMorale(s, unit, reasons, ctx);
      s = m.state;
      events.push(m.event);
    }
    if (unitStatusNow(s, unit) === 'routing') {
      events.push({ type: 'battlesystem.noStrike', ruleId: 'BS-MELEE-ADV-2', figureIds: [unit.id], params: { unitName: unit.name } });
      return { state: afterMelee(withStrike(s, unit.id, target.id, 0, true), unit, target, o), events };
    }
  }
  const plans = turn.kind === 'simultaneous' ? [strikePlan(s, unit, target, o), strikePlan(s, target, unit, o)] : [strikePlan(s, unit, target, o)];
  for (const plan of plans) {
    if (!plan.lines.some((l) => ATTACKING.has(l.verdict))) continue;
    const r = rollStrike(s, plan, ctx, o.d20HighHits);
    s = withStrike(r.state, plan.attacker.id, plan.defender.id, r.removed);
    events.push(r.event);
  }
  return { state: afterMelee(s, unit, target, o), events };
}

const chanceOf = (labelKey: string, params: ActionDescription['params'], f: Fraction, ruleId: string): PreviewChance =>
  ({ labelKey, params, num: f.num.toString(), den: f.den.toString(), ruleId });
const approx = (f: Fraction): number => Number(f.num * 100n / f.den) / 100;

const NOT_ATTACKING: readonly AttackerVerdict[] = ['routing', 'firedInMove', 'otherFoe', 'notInReach'];

function strikeLines(plan: StrikePlan): ActionDescription[] {
  const lines: ActionDescription[] = [];
  const count = (v: AttackerVerdict): number => plan.lines.filter((l) => l.verdict === v).length;
  const attacking = plan.lines.filter((l) => ATTACKING.has(l.verdict)).length;
  lines.push({ labelKey: 'battlesystem.preview.melee.strike', params: { unitName: plan.attacker.name, targetName: plan.defender.name, attacking, of: plan.lines.length } });
  for (const v of ['contact', 'beside', 'secondRank', 'thirdRank'] as const) if (count(v) > 0) lines.push({ labelKey: `battlesystem.preview.melee.attacking.${v}`, params: { count: count(v) } });
  for (const v of NOT_ATTACKING) if (count(v) > 0) lines.push({ labelKey: `battlesystem.preview.melee.notAttacking.${v}`, params: { count: count(v) } });
  if (attacking === 0) return lines;
  lines.push({ labelKey: plan.firstTurn && plan.attackerProfile.ad.meleeFirst !== undefined ? 'battlesystem.preview.melee.adFirstTurn' : 'battlesystem.preview.melee.ad', params: { count: plan.attacks, dice: formatAttackDice(plan.dice) } });
  for (const f of plan.factors) lines.push({ labelKey: f.labelKey, params: { num: f.num, den: f.den } });
  plan.groups.forEach((g, i) => {
    lines.push({ labelKey: 'battlesystem.preview.melee.arGroup', params: { group: i + 1, figures: g.figureIds.length, attacks: g.attacks, baseAr: plan.defenderProfile.ar, ar: g.ar.ar } });
    for (const m of g.ar.counted) lines.push({ labelKey: m.labelKey, params: { valueAr: m.valueAr } });
    if (g.ar.raw !== g.ar.ar) lines.push({ labelKey: 'battlesystem.preview.arClamped', params: { raw: g.ar.raw, ar: g.ar.ar } });
  });
  if (plan.carried > 0) lines.push({ labelKey: 'battlesystem.preview.carried', params: { carried: plan.carried, hits: plan.defenderProfile.hits } });
  return lines;
}

/** The losses' distribution and the chance they force a morale check for a quarter lost (BS-GAP-05). */
function oddsOf(state: BsState, plan: StrikePlan, o: BsOptions, lines: ActionDescription[], chances: PreviewChance[]): void {
  if (plan.attacks === 0) return;
  const odds = removedDistribution({
    dice: plan.dice, groups: plan.groups.map((g) => ({ attacks: g.attacks, ar: g.ar.ar, capHits: plan.capHits })),
    hitsPerFigure: plan.defenderProfile.hits, carried: plan.carried, capHits: plan.capHits, d20HighHits: o.d20HighHits,
  });
  const unitName = plan.defender.name;
  if (!odds.exact) {
    lines.push({ labelKey: 'battlesystem.preview.melee.tooManyDice', params: { unitName, expectedHits: fractionToString(odds.expectedHitsThrough), approx: approx(odds.expectedHitsThrough), maxRemoved: odds.maxRemoved } });
    return;
  }
  odds.removed.forEach((p, k) => { if (p.num !== 0n) chances.push(chanceOf('battlesystem.chance.meleeRemoved', { unitName, count: k }, p, 'BS-MELEE-1')); });
  lines.push({ labelKey: 'battlesystem.preview.melee.expected', params: { unitName, expected: fractionToString(odds.expectedRemoved), approx: approx(odds.expectedRemoved) } });
  const now = figuresNow(state, plan.defender);
  const lost = bsPieceStateOf(state, plan.defender.id).lostThisRound ?? 0;
  const start = now + lost;
  let num = 0n;
  let den = 1n;
  odds.removed.forEach((p, k) => {
    if (start > 0 && (lost + Math.min(k, now)) * 100 >= o.moraleQuarterPercent * start) { num = num * p.den + p.num * den; den *= p.den; }
  });
  if (num > 0n) chances.push(chanceOf('battlesystem.chance.moraleQuarter', { unitName }, { num, den }, 'BS-GAP-05'));
}

export function previewMelee(state: BsState, a: Action): ActionPreview | null {
  const p = planned(state, a);
  const unit = pieceOf(state.scenario, a.figureId);
  const target = pieceOf(state.scenario, a.targetIds?.[0]);
  if (unit?.kind !== 'unit' || target?.kind !== 'unit') return null;
  const o = bsOptions(state.options);
  const lines: ActionDescription[] = [];
  const chances: PreviewChance[] = [];
  const order = meleeOrder(state, unit.unit, target.unit, o);
  const adv = order.advantage;
  const holder = adv.first === 'a' ? unit.unit : adv.first === 'b' ? target.unit : null;
  const cond = adv.first === 'a' ? adv.a : adv.first === 'b' ? adv.b : null;
  if (holder !== null && cond !== null) lines.push({ labelKey: `battlesystem.preview.melee.advantage.${cond}`, params: { unitName: holder.name } });
  else if (adv.both) lines.push({ labelKey: 'battlesystem.preview.melee.advantageCancelled', params: {} });
  else lines.push({ labelKey: 'battlesystem.preview.melee.noAdvantage', params: {} });
  const turn = 'turn' in p ? p.turn : null;
  if (turn?.kind === 'back') {
    const reasons = moraleReasonsNow(state, unit.unit);
    if (reasons.length > 0) {
      const m = moraleOdds(bsUnitProfileOf(unit.unit.profile).ml, 0, unitStatusNow(state, unit.unit));
      lines.push({ labelKey: `battlesystem.preview.melee.moraleFirst.${reasons[0]}`, params: { unitName: unit.unit.name } });
      chances.push(chanceOf('battlesystem.chance.moraleRouts', { unitName: unit.unit.name }, m.routing, 'BS-MELEE-ADV-2'));
    }
  }
  const plans = turn?.kind === 'simultaneous' || turn === null ? [strikePlan(state, unit.unit, target.unit, o), strikePlan(state, target.unit, unit.unit, o)] : [strikePlan(state, unit.unit, target.unit, o)];
  if (turn?.kind === 'first') lines.push({ labelKey: 'battlesystem.preview.melee.strikesFirst', params: { unitName: unit.unit.name, targetName: target.unit.name } });
  for (const plan of plans) {
    lines.push(...strikeLines(plan));
    oddsOf(state, plan, o, lines, chances);
  }
  const markedFigureIds = plans.flatMap((pl) => pl.lines.filter((l) => ATTACKING.has(l.verdict)).map((l) => l.figureId));
  return { refusal: 'turn' in p ? null : p, lines, chances, markedFigureIds };
}

export const meleeFamily: ActionFamily<BsState> = {
  types: [MELEE],
  check: (state, a) => { const p = planned(state, a); return 'turn' in p ? null : p; },
  resolve: resolveMelee,
  describe: (state, a) => ({ labelKey: 'battlesystem.action.melee', params: { unitName: pieceOf(state.scenario, a.figureId)?.name ?? '', targetName: pieceOf(state.scenario, a.targetIds?.[0])?.name ?? '' } }),
  candidates: (state, id) => {
    const piece = pieceOf(state.scenario, id);
    if (piece?.kind !== 'unit' || state.flow.step !== 'melee') return [];
    return (state.scenario.units ?? []).filter((u) => u.side !== piece.side && strikeTurn(state, piece.unit, u, bsOptions(state.options)).kind !== 'none')
      .map((u) => ({ type: MELEE, side: piece.side, figureId: id, targetIds: [u.id] }));
  },
  preview: previewMelee,
};
