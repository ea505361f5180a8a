/**
 * The `react` action (BP-REACT-1..5): the inactive side fires at a pending move (flow.pendingMove)
 * at a chosen point. `{ type: 'react', side, figureId: the reactor (a lone fighter or a Group's unit
 * id), targetIds: [moverId], params: { alongIn } }` — `alongIn` inches along the mover's own path
 * (`memberPaths[moverId]`), at or beyond `reactedAtIn` (the mover has passed earlier points).
 *
 * Check: a move pending, the side still asked, the reactor one of its actors now (a Group member
 * does not react alone), `checkReaction` (BP-REACT-2/3), the point on the path, and the volley's
 * terms with the movers placed there (sight, range; BP-REACT-5 Effective against a charger of the
 * reactor or its members). Resolve: the AP spent and the reactor (and members) marked as tried even
 * on a failure; the test with the Aim's reroll (BP-REACT-4), the Aim lost either way; on a pass the
 * volley at the movers placed at the point; then reactionAftermath.ts (stop there, or go on).
 * Events: `blackpowder.event.reaction` { actorFigureId, moverFigureId, alongCm, passed }; the
 * volley's own; `blackpowder.event.moveStopped` { moverFigureId, alongCm } when the move stops.
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import type { ActionPreview, PreviewChance } from '../../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { inchesToCm } from '../../../geometry/units';
import { REACTION_AP_COST, checkReaction, reactionChance, rollReactionTest } from '../damage/reactionTest';
import type { BpState, PendingMove } from '../flow/bpTypes';
import { bpFigStateOf, withBpFigState } from '../flow/bpTypes';
import { apOf, withAp, withReacted } from '../flow/flowAccess';
import { activeGroupsOf, actorFigureIds, sideActorIds } from '../groups/bpGroup';
import { actorSd } from './actionSpend';
import type { FireTerms } from './fireTerms';
import { fireTerms } from './fireTerms';
import { resolveFire } from './fireResolve';
import { pendingEnds, placeMovers, runsWhenMade, sidesStillAsked } from './pendingMove';
import { markRunning } from '../flow/running';
import { afterReaction, loadedMembers, pathLengthIn } from './reactionAftermath';
import { reactorRuns } from './reactRuns';
import { firePreview } from './shootFamily';

export const REACT = 'react';

/** The react action at `alongIn` inches along the mover's path (omit it for the board's PathChoice). */
export const reactAction = (side: string, reactorId: string, moverId: string, alongIn?: number): Action =>
  ({ type: REACT, side, figureId: reactorId, targetIds: [moverId], params: alongIn === undefined ? {} : { alongIn } });

/** The mover charges the reactor or one of its members (BP-REACT-5). */
export const chargesReactor = (state: BpState, pending: PendingMove, reactorId: string): boolean =>
  pending.kind === 'charge' && pending.chargeTargetId !== null && (pending.chargeTargetId === reactorId || actorFigureIds(state, reactorId).includes(pending.chargeTargetId));

/**
 * The state with the movers standing at `alongIn` inches along their paths; on a Run (or a running
 * charge) they are running there already (BP-GAP-06: the running reroll, unless BP-REACT-5).
 */
export function stateAtPoint(state: BpState, pending: PendingMove, alongIn: number): BpState {
  const ends = pendingEnds(pending, { alongIn });
  const placed = placeMovers(state, ends);
  return runsWhenMade(pending.kind, pending.params) ? markRunning(placed, [pending.actorId, ...Object.keys(ends)]) : placed;
}

export interface ReactPlan {
  readonly pending: PendingMove;
  readonly reactorId: string;
  readonly moverId: string;
  readonly alongIn: number;
  readonly members: readonly string[];
  readonly shooterIds: readonly string[];
  readonly againstCharger: boolean;
  readonly aimed: boolean;
  readonly terms: FireTerms;
}

const no = (key: string, ruleId: string, words: string, params: Record<string, string | number | null> = {}): { ok: false; refusal: Refusal } =>
  ({ ok: false, refusal: refusal(`blackpowder.reaction.${key}`, ruleId, `cannot react: ${words}`, params) });

/** The whole check, with what resolve needs when it passes. */
export function planReact(state: BpState, action: Action): { ok: true; plan: ReactPlan } | { ok: false; refusal: Refusal } {
  const pending = state.flow.pendingMove;
  if (pending === null) return no('nothingPending', 'BP-REACT-1', 'no move is waiting for a reaction', { sideSideId: action.side });
  if (!sidesStillAsked(state, pending).includes(action.side)) return no('notAsked', 'BP-REACT-1', `${action.side} is not asked to react to this move`, { sideSideId: action.side, actorFigureId: pending.actorId });
  const reactorId = action.figureId ?? '';
  if (!sideActorIds(state, action.side).includes(reactorId)) {
    const group = activeGroupsOf(state, action.side).find((u) => u.memberIds.includes(reactorId));
    if (group !== undefined) return { ok: false, refusal: refusal('blackpowder.action.inGroup', 'BP-GAP-07', `${reactorId} acts with its Group ${group.name}`, { actorFigureId: reactorId, groupId: group.id, groupName: group.name }) };
    return no('notReactor', 'BP-REACT-1', `${reactorId} is none of this side's fighters or Groups in action`, { actorFigureId: reactorId });
  }
  const members = actorFigureIds(state, reactorId);
  const why = checkReaction({ actorId: reactorId, figureIds: members, apLeft: apOf(state.flow, action.side), triedThisTurn: state.flow.reacted });
  if (why !== null) return { ok: false, refusal: why.refusal };
  const moverId = action.targetIds?.[0] ?? '';
  const path = pending.memberPaths[moverId];
  if (path === undefined) return no('notMover', 'BP-REACT-1', `${moverId} is not moving in this move`, { moverFigureId: moverId });
  const alongIn = action.params?.alongIn;
  const fromIn = pending.reactedAtIn ?? 0;
  const lengthIn = pathLengthIn(path);
  if (typeof alongIn !== 'number' || !Number.isFinite(alongIn) || alongIn < fromIn - 1e-9 || alongIn > lengthIn + 1e-9) {
    return no('badPoint', 'BP-REACT-1', `pick a point on the move from ${(inchesToCm(fromIn)).toFixed(1)} to ${inchesToCm(lengthIn).toFixed(1)} cm (params.alongIn, inches)`, { fromCm: Math.round(inchesToCm(fromIn) * 10) / 10, toCm: Math.round(inchesToCm(lengthIn) * 10) / 10 });
  }
  const shooterIds = loadedMembers(state, reactorId);
  if (shooterIds.length === 0) return no('notLoaded', 'BP-REACT-1', `${reactorId} has no loaded weapon that may fire`, { actorFigureId: reactorId });
  const againstCharger = chargesReactor(state, pending, reactorId);
  const aimed = bpFigStateOf(state, reactorId).aimed;
  const terms = fireTerms(stateAtPoint(state, pending, alongIn), { shooterIds, targetId: moverId, againstCharger, aimed });
  if (!terms.ok) return { ok: false, refusal: terms.refusal };
  return { ok: true, plan: { pending, reactorId, moverId, alongIn, members, shooterIds, againstCharger, aimed, terms } };
}

const alongCmOf = (alongIn: number): number => Math.round(inchesToCm(alongIn) * 10) / 10;

function resolve(state: BpState, action: Action, ctx: Parameters<ActionFamily<BpState>['resolve']>[2]): { state: BpState; events: readonly GameEvent[] } {
  const c = planReact(state, action);
  if (!c.ok) return { state, events: [] };
  const p = c.plan;
  const side = action.side;
  const test = rollReactionTest(ctx, {
    actorId: p.reactorId, figureIds: p.members, sd: actorSd(state, p.reactorId), aimed: p.aimed,
    apLeft: apOf(state.flow, side), triedThisTurn: state.flow.reacted, againstCharger: p.againstCharger,
  });
  let s: BpState = { ...state, flow: withReacted(withAp(state.flow, side, apOf(state.flow, side) - REACTION_AP_COST), [p.reactorId, ...p.members]) };
  for (const id of [p.reactorId, ...p.members]) if (bpFigStateOf(s, id).aimed) s = withBpFigState(s, id, { aimed: false });
  const passed = test.ok && test.passed;
  const events: GameEvent[] = [{ type: 'blackpowder.event.reaction', ruleId: 'BP-REACT-2', figureIds: [...p.members, p.moverId], params: { actorFigureId: p.reactorId, moverFigureId: p.moverId, alongCm: alongCmOf(p.alongIn), passed } }];
  const at = { alongIn: p.alongIn, sideId: side, reactorId: p.reactorId };
  if (!passed) {
    const after = afterReaction(s, at);
    return { state: after.state, events: [...events, ...after.events] };
  }
  const r = resolveFire(stateAtPoint(s, p.pending, p.alongIn), { shooterIds: p.shooterIds, targetId: p.moverId, reaction: { againstCharger: p.againstCharger }, aimed: p.aimed, reactionAt: at }, ctx);
  return { state: r.state, events: [...events, ...r.events] };
}

function preview(state: BpState, action: Action): ActionPreview {
  const c = planReact(state, action);
  if (!c.ok) return { refusal: c.refusal, lines: [], chances: [] };
  const p = c.plan;
  const f = reactionChance(actorSd(state, p.reactorId), p.aimed);
  const test: PreviewChance = { labelKey: 'blackpowder.chance.reaction', params: { actorFigureId: p.reactorId, aimed: p.aimed ? 1 : 0 }, num: f.num.toString(), den: f.den.toString(), ruleId: p.aimed ? 'BP-REACT-4' : 'BP-REACT-2' };
  const volley = firePreview([p.terms]);
  return {
    refusal: null,
    lines: [{ labelKey: 'blackpowder.preview.reaction', params: { actorFigureId: p.reactorId, moverFigureId: p.moverId, alongCm: alongCmOf(p.alongIn), band: p.terms.band, cover: p.terms.cover } }, ...volley.lines],
    chances: [test, ...volley.chances],
  };
}

export const reactFamily: ActionFamily<BpState> = {
  types: [REACT],
  check: (state, action) => { const c = planReact(state, action); return c.ok ? null : c.refusal; },
  resolve,
  // The point in cm to one decimal (`alongCm`); none yet (the board's PathChoice before the pick):
  // no `alongCm`, and the words ask for the point (`…reactPlain`).
  describe: (_state, action) => {
    const along = action.params?.alongIn;
    const who = { actorFigureId: action.figureId ?? '', targetFigureId: action.targetIds?.[0] ?? '' };
    return { labelKey: 'blackpowder.action.react', params: typeof along === 'number' && Number.isFinite(along) ? { ...who, alongCm: alongCmOf(along) } : who };
  },
  preview,
  candidates: (state, pieceId) => {
    const side = state.scenario.figures.find((f) => f.id === pieceId)?.side ?? state.scenario.units?.find((u) => u.id === pieceId)?.side ?? '';
    return reactorRuns(state, pieceId).flatMap((r) => r.runs.map((run) => reactAction(side, pieceId, r.moverId, run.fromIn)))
      .filter((a) => planReact(state, a).ok);
  },
};
