/**
 * Resolving a volley (BP-VOLLEY-1..6, BP-SHOOT-REROLL-1..3, BP-DMG-1..3, BP-GAP-10/11/13): roll it,
 * unload and un-aim every counted shooter, chain the hits (BP-VOLLEY-4), then each hit in order.
 *
 * Decisions:
 *   - against a Group in Close Order the defender places the hits (BP-VOLLEY-6): the volley waits
 *     in `flow.pendingPlacement` for `placeHits` (placementFamily.ts); on the triple one hit goes to
 *     the Group's Leader (if in action) first, with no save, and the defender places the rest;
 *   - a Leader or special figure hit rolls its save (BP-GAP-10); on a pass the volley stops with
 *     `flow.pendingSave` until the owner's `passHit`; a passed hit is not saved again; a save passed
 *     with no comrade in action leaves the hit saved (lost);
 *   - each hit's cover is the hit figure's own from the counted shooters (fireTerms `coverAgainst`);
 *   - a hit on a figure already Out of Action by this volley is lost (event `hitLost`);
 *   - Out of Action: the figure stays on the table marked out (flow/inAction reads it as out) and a
 *     casualty entry is recorded in the kit's ledger (`flow.casualties`);
 *   - each hit is one damage/fighterHit `rollFighterHit` (a rider's location first, then the damage
 *     test, with the hit figure's cover and the volley's aim; options `suppressedTwiceOut`,
 *     `damageBelowOne`, `horseWoundScope` with the horses hit earlier in this volley), written here;
 *   - option `chainFrom` is handed to damage/hitChain (`target`: every link measured from the target);
 *   - a reaction volley (`reactionAt`) runs reactionAftermath's `afterReaction` once its hits are
 *     done (at the end of `continueHits`, so after a waiting save's `passHit` too).
 */
import { casualtyEntry, withCasualty } from '../../../engine/kit/casualtyLedger';
import type { ResolveContext } from '../../../engine/ruleset';
import type { GameEvent } from '../../../engine/state';
import { inchesToCm } from '../../../geometry/units';
import { hitChain } from '../damage/hitChain';
import { passHitToComrade, rollLeaderSave } from '../damage/leaderSave';
import { rollFighterHit } from '../damage/fighterHit';
import type { BpState, PendingPlacement, PendingSave, QueuedHit } from '../flow/bpTypes';
import { bpFigStateOf, withBpFigState } from '../flow/bpTypes';
import { withBpActors } from '../flow/flowAccess';
import { isInAction, outOfActionIds } from '../flow/inAction';
import { groupLeaderId } from '../groups/bpGroup';
import { isCavalry, isLeaderOrSpecial } from '../profile/bpProfile';
import { optionsOf } from '../profile/bpOptions';
import { rollVolleyInContext } from '../shooting/volleyInContext';
import type { FireRequest } from './fireTerms';
import { closeOrderGroupOf, coverAgainst, fireTerms } from './fireTerms';
import type { ReactionAt } from './reactionAftermath';
import { afterReaction } from './reactionAftermath';

export interface FireResolveRequest {
  readonly shooterIds: readonly string[];
  readonly targetId: string;
  readonly aimed?: boolean;
  readonly reaction?: { readonly againstCharger: boolean };
  /** A split volley's second part (BP-GAP-09), fired after this one's hits. */
  readonly then?: readonly { readonly targetId: string; readonly shooterIds: readonly string[] }[];
  /** A reaction at a pending move: where, by whom (the move stops or goes on after the hits). */
  readonly reactionAt?: ReactionAt;
}

export interface FireOutcome {
  readonly state: BpState;
  readonly events: readonly GameEvent[];
}

export type HitContext = Omit<PendingSave, 'fromId' | 'sideId' | 'hits'>;

const figure = (state: BpState, id: string) => state.scenario.figures.find((f) => f.id === id);

/** Roll the volley and resolve its hits (some may wait for a `passHit`). Throws on terms `fireTerms` refuses: check first. */
export function resolveFire(state: BpState, req: FireResolveRequest, ctx: ResolveContext): FireOutcome {
  const againstCharger = req.reaction?.againstCharger === true;
  const fr: FireRequest = { shooterIds: req.shooterIds, targetId: req.targetId, againstCharger, ...(req.aimed === undefined ? {} : { aimed: req.aimed }) };
  const terms = fireTerms(state, fr);
  if (!terms.ok) throw new Error(`resolveFire: ${terms.refusal.message}`);
  const o = optionsOf(state);
  const volley = rollVolleyInContext(ctx, {
    dice: terms.dice, required: terms.required, regime: terms.rerolls.regime, closeOrder: terms.closeOrder,
    closeOrderTripleOn: o.closeOrderTripleOn, figureIds: [...terms.counted, terms.targetId],
  });
  let s = state;
  for (const id of terms.counted) s = withBpFigState(s, id, { loaded: false, aimed: false });
  const events: GameEvent[] = [{
    type: 'blackpowder.event.volley', ruleId: 'BP-VOLLEY-2', figureIds: [...terms.counted, terms.targetId],
    params: { targetFigureId: terms.targetId, shooters: terms.counted.length, dice: terms.dice, sum: volley.sum, required: terms.required, hits: volley.hits, closeOrderTriple: volley.closeOrderTriple },
  }];
  const chain = hitChain({ scenario: s.scenario, targetId: terms.targetId, hits: volley.hits, outOfActionIds: outOfActionIds(s), linkCm: inchesToCm(o.chainLinkIn), from: o.chainFrom });
  if (!chain.ok) throw new Error(`resolveFire: ${chain.refusal.message}`);
  for (const l of chain.links) {
    events.push({ type: 'blackpowder.event.chainLink', ruleId: 'BP-VOLLEY-4', figureIds: l.fromId === null ? [l.figureId] : [l.fromId, l.figureId], params: { figureId: l.figureId, fromFigureId: l.fromId, distanceCm: Math.round(l.distanceCm * 10) / 10 } });
  }
  const hits: QueuedHit[] = chain.placed.map((p) => ({ figureId: p.figureId, forced: false, passed: false }));
  const groupId = closeOrderGroupOf(s, terms.targetId);
  const unit = groupId === null ? undefined : s.scenario.units?.find((u) => u.id === groupId);
  const leaderId = unit === undefined ? null : groupLeaderId(s.scenario, unit);
  let forcedLeaderId: string | null = null;
  if (volley.closeOrderTriple && hits.length > 0 && leaderId !== null && isInAction(s, leaderId)) {
    hits[0] = { figureId: leaderId, forced: true, passed: false };
    forcedLeaderId = leaderId;
    events.push({ type: 'blackpowder.event.closeOrderTriple', ruleId: 'BP-VOLLEY-6', figureIds: [leaderId], params: { figureId: leaderId, faces: [...volley.tripleFaces] } });
  }
  const hc: HitContext = { shooterIds: terms.counted, aimed: terms.aimed, horseHitIds: [], then: req.then ?? [], againstCharger, ...(req.reactionAt === undefined ? {} : { reactionAt: req.reactionAt }) };
  const count = hits.length - (forcedLeaderId === null ? 0 : 1);
  const target = figure(s, terms.targetId);
  if (groupId !== null && count > 0 && target !== undefined) {
    // BP-VOLLEY-6: the defender places the hits (the chain above is only the log's; its links are not used).
    const { horseHitIds: _h, ...rest } = hc;
    const pendingPlacement: PendingPlacement = { ...rest, groupId, sideId: target.side, count, forcedLeaderId };
    events.push({ type: 'blackpowder.event.placementWaits', ruleId: 'BP-VOLLEY-6', figureIds: [terms.targetId], params: { groupId, hits: count, sideId: target.side } });
    return { state: withBpActors({ ...s, flow: { ...s.flow, pendingPlacement } }), events };
  }
  const r = continueHits(s, hits, hc, ctx);
  return { state: r.state, events: [...events, ...r.events] };
}

/** Resolve `hits` in order; stops at a passed save (pendingSave) or fires the split's next part. */
export function continueHits(state: BpState, hits: readonly QueuedHit[], hc: HitContext, ctx: ResolveContext): FireOutcome {
  let s = state;
  let horseHitIds = hc.horseHitIds;
  const events: GameEvent[] = [];
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    const f = figure(s, hit.figureId);
    if (f === undefined || !isInAction(s, f.id)) {
      events.push({ type: 'blackpowder.event.hitLost', ruleId: 'BP-VOLLEY-4', figureIds: [hit.figureId], params: { figureId: hit.figureId } });
      continue;
    }
    if (isLeaderOrSpecial(f) && !hit.passed) {
      const save = rollLeaderSave(ctx, { figureId: f.id, leaderOrSpecial: true, saveOn: optionsOf(s).leaderSave, forcedByCloseOrder: hit.forced });
      if (save.ok && save.saved) {
        const comrades = s.scenario.figures.filter((c) => passHitToComrade({ scenario: s.scenario, fromId: f.id, comradeId: c.id, outOfActionIds: outOfActionIds(s) }).ok);
        events.push({ type: 'blackpowder.event.hitSaved', ruleId: 'BP-GAP-10', figureIds: [f.id], params: { figureId: f.id, comrades: comrades.length } });
        if (comrades.length === 0) continue;
        const pendingSave: PendingSave = { ...hc, horseHitIds, fromId: f.id, sideId: f.side, hits: hits.slice(i + 1) };
        return { state: withBpActors({ ...s, flow: { ...s.flow, pendingSave } }), events };
      }
    }
    const fs = bpFigStateOf(s, f.id);
    const cover = coverAgainst(s, hc.shooterIds, f.id);
    const out = rollFighterHit(ctx, {
      figureId: f.id, cavalry: isCavalry(f), cover, aimed: hc.aimed, suppressed: fs.suppressed, horseWounded: fs.horseWounded,
      horseWoundedThisVolley: horseHitIds.includes(f.id), options: optionsOf(s),
    });
    if (out.horse) horseHitIds = [...horseHitIds, f.id];
    // A hit with no effect writes nothing (not even a fresh state for a figure that had none).
    if (Object.keys(out.patch).length > 0) s = withBpFigState(s, f.id, out.patch);
    if (out.casualtyRuleId !== null) s = withCasualty(s, casualtyEntry(s, f, out.casualtyRuleId));
    events.push({ type: 'blackpowder.event.hitResult', ruleId: out.ruleIds[0] ?? 'BP-DMG-1', figureIds: [f.id], params: { figureId: f.id, result: out.result ?? 'noEffect', horse: out.horse, cover } });
  }
  s = withBpActors({ ...s, flow: { ...s.flow, pendingSave: null } });
  if (hc.reactionAt !== undefined) {
    const after = afterReaction(s, hc.reactionAt);
    return { state: after.state, events: [...events, ...after.events] };
  }
  const [next, ...rest] = hc.then;
  if (next === undefined) return { state: s, events };
  if (!fireTerms(s, { shooterIds: next.shooterIds, targetId: next.targetId, againstCharger: hc.againstCharger }).ok) {
    events.push({ type: 'blackpowder.event.volleyLost', ruleId: 'BP-GAP-09', figureIds: [next.targetId], params: { targetFigureId: next.targetId } });
    return { state: s, events };
  }
  const r = resolveFire(s, { shooterIds: next.shooterIds, targetId: next.targetId, then: rest, reaction: { againstCharger: hc.againstCharger } }, ctx);
  return { state: r.state, events: [...events, ...r.events] };
}
