/**
 * Fighting a melee (BP-GAP-12, BP-GAP-15, BP-DMG-1..3, BP-GAP-11/13).
 *
 * One pair: each side that fights rolls 1d6 (purpose `blackpowder.roll.melee`, rule BP-GAP-12, the
 * roll's figure and its modifier in the params); the higher total wins. The loser takes a hit
 * without cover modifiers and unaimed (damage/fighterHit.ts: a rider rolls the location first,
 * BP-DMG-3); Out of Action goes to the kit's casualty ledger, the figure stays on the table marked
 * out (as families/fireResolve.ts). A tie: both Suppressed (a fighter already Suppressed is then Out,
 * per `suppressedTwiceOut`, BP-GAP-11), or, with `meleeTie: 'reroll'`, both roll again
 * (at most MAX_TIE_ROUNDS rounds, then both Suppressed, so a stream of dice always ends).
 *
 * A charge (`MeleeDue`): DECISION — the defenders are the charged actor's figures in action (a lone
 * fighter; a Group's members; a figure named inside a Group that still acts as one stands for its
 * Group: a Group fights as one). Every pair of a charging figure and a defender in base contact
 * (engine/kit/baseContact.ts) fights once, in the chargers' slot order then the defenders'; a
 * fighter put Out of Action by an earlier pair fights no more; one Suppressed by it fights the
 * next at −1 (or not, per `meleeSuppressed`). No pair in contact: nothing happens (event `meleeNone`).
 */
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import { casualtyEntry, withCasualty } from '../../../engine/kit/casualtyLedger';
import type { ResolveContext } from '../../../engine/ruleset';
import type { DamageResult } from '../damage/damageTest';
import type { FighterHitOutcome } from '../damage/fighterHit';
import { hitPatch, rollFighterHit, suppressionResult } from '../damage/fighterHit';
import type { BpState, MeleeDue } from '../flow/bpTypes';
import { bpFigStateOf, withBpFigState } from '../flow/bpTypes';
import { isInAction } from '../flow/inAction';
import { activeGroupsOf, actorFigureIds } from '../groups/bpGroup';
import { optionsOf } from '../profile/bpOptions';
import { isCavalry } from '../profile/bpProfile';
import type { MeleeResult, MeleeSide } from './meleeTerms';
import { meleeTerms, meleeVerdict } from './meleeTerms';

/** Tied rounds rolled again under `meleeTie: 'reroll'` before the tie stands. */
export const MAX_TIE_ROUNDS = 20;

const figureOf = (state: BpState, id: string) => state.scenario.figures.find((f) => f.id === id);

function rollSide(ctx: ResolveContext, side: MeleeSide, opponentId: string, charging: boolean): number {
  if (!side.fights) return 0;
  return ctx.roll({
    count: 1, sides: 6, purpose: 'blackpowder.roll.melee', ruleId: 'BP-GAP-12', figureIds: [side.figureId],
    params: { figureId: side.figureId, opponentFigureId: opponentId, modifier: side.modifier, charging, mods: side.mods.map((m) => m.reason) },
  })[0] ?? 1;
}

/** Write a hit's outcome on the fighter (and the ledger when Out of Action). */
function applyOutcome(state: BpState, figureId: string, out: Pick<FighterHitOutcome, 'patch' | 'casualtyRuleId'>): BpState {
  let s = withBpFigState(state, figureId, out.patch);
  const f = figureOf(s, figureId);
  if (out.casualtyRuleId !== null && f !== undefined) s = withCasualty(s, casualtyEntry(s, f, out.casualtyRuleId));
  return s;
}

export interface PairOutcome {
  readonly state: BpState;
  readonly result: MeleeResult;
  readonly chargerTotal: number | null;
  readonly defenderTotal: number | null;
}

/** Fight one pair now (both must be in action). Events and dice through `ctx`. */
export function fightPair(state: BpState, chargerId: string, defenderId: string, ctx: ResolveContext): PairOutcome {
  const terms = meleeTerms(state, chargerId, defenderId);
  const o = optionsOf(state);
  let result: MeleeResult = 'tie';
  let ct: number | null = null;
  let dt: number | null = null;
  for (let round = 0; round < (o.meleeTie === 'reroll' ? MAX_TIE_ROUNDS : 1); round++) {
    const cf = rollSide(ctx, terms.charger, defenderId, true);
    const df = rollSide(ctx, terms.defender, chargerId, false);
    ct = terms.charger.fights ? cf + terms.charger.modifier : null;
    dt = terms.defender.fights ? df + terms.defender.modifier : null;
    result = meleeVerdict(cf, df, terms);
    if (result !== 'tie' || (!terms.charger.fights && !terms.defender.fights)) break;
  }
  const ruleIds = [...new Set(['BP-GAP-12', ...terms.charger.mods.map((m) => m.ruleId), ...terms.defender.mods.map((m) => m.ruleId)])];
  ctx.emit({
    type: 'blackpowder.event.melee', ruleId: 'BP-GAP-12', figureIds: [chargerId, defenderId],
    params: { chargerFigureId: chargerId, defenderFigureId: defenderId, chargerTotal: ct, defenderTotal: dt, result, ruleIds },
  });
  let s = state;
  if (result === 'tie') {
    for (const id of [chargerId, defenderId]) {
      const was = bpFigStateOf(s, id).suppressed;
      const r: DamageResult = suppressionResult(was, o.suppressedTwiceOut);
      const ids = r === 'outOfAction' ? ['BP-GAP-12', 'BP-GAP-11'] : ['BP-GAP-12'];
      s = applyOutcome(s, id, hitPatch(r, false, ids));
      ctx.emit({ type: 'blackpowder.event.meleeResult', ruleId: ids[ids.length - 1]!, figureIds: [id], params: { figureId: id, result: r, horse: false } });
    }
    return { state: s, result, chargerTotal: ct, defenderTotal: dt };
  }
  const loserId = result === 'chargerWins' ? defenderId : chargerId;
  const loser = figureOf(s, loserId)!;
  const fs = bpFigStateOf(s, loserId);
  const hit = rollFighterHit(ctx, {
    figureId: loserId, cavalry: isCavalry(loser), cover: 'none', aimed: false, suppressed: fs.suppressed, horseWounded: fs.horseWounded, options: o,
  });
  s = applyOutcome(s, loserId, hit);
  ctx.emit({ type: 'blackpowder.event.meleeResult', ruleId: hit.ruleIds[0] ?? 'BP-DMG-1', figureIds: [loserId], params: { figureId: loserId, result: hit.result ?? 'noEffect', horse: hit.horse } });
  return { state: s, result, chargerTotal: ct, defenderTotal: dt };
}

/** The figures that fight for the charged actor (DECISION above). */
export function defendersOf(state: BpState, targetId: string): string[] {
  const f = figureOf(state, targetId);
  if (f !== undefined) {
    const group = activeGroupsOf(state, f.side).find((u) => u.memberIds.includes(targetId));
    if (group !== undefined) return actorFigureIds(state, group.id);
  }
  return actorFigureIds(state, targetId);
}

/** The pairs in base contact, in order (chargers' slot order, then the defenders'). */
export function meleePairs(state: BpState, due: MeleeDue): [string, string][] {
  const defenders = defendersOf(state, due.targetId).map((id) => figureOf(state, id)!);
  const pairs: [string, string][] = [];
  for (const cid of actorFigureIds(state, due.chargerId)) {
    const c = figureOf(state, cid)!;
    for (const d of defenders) if (figuresInBaseContact(state.scenario, c, d)) pairs.push([cid, d.id]);
  }
  return pairs;
}

/** Fight the charge's melee: every pair in contact once (DECISION above). */
export function resolveMelee(state: BpState, due: MeleeDue, ctx: ResolveContext): BpState {
  const pairs = meleePairs(state, due);
  if (pairs.length === 0) {
    ctx.emit({ type: 'blackpowder.event.meleeNone', ruleId: 'BP-GAP-12', figureIds: [], params: { chargerFigureId: due.chargerId, defenderFigureId: due.targetId } });
    return state;
  }
  let s = state;
  for (const [c, d] of pairs) {
    if (!isInAction(s, c) || !isInAction(s, d)) continue;
    s = fightPair(s, c, d, ctx).state;
  }
  return s;
}
