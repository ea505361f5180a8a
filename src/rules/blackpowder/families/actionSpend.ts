/**
 * The one place an actor's action is paid (BP-GAP-03, BP-GAP-06): `payAction` tests the actor's
 * k-th action (1d6 > SD[k], damage/actionTest.ts), spends its AP from the acting side, records the
 * actor's turn and, on its first action this turn, ends running marks from an earlier turn
 * (flow/running.ts `expireRunningOnActivation`). A failure spends the AP and does nothing else; with
 * `failEndsActions` (default) it stops the actor for the turn. `actionCost: 'flat'` makes every
 * action cost 1 AP (the test is still SD[k]).
 *
 * An actor is a lone fighter or a Group (unit id). DECISION: a Group tests on its Leader's СД; with
 * no Leader in action, on the worst (highest) number of its members at each place.
 * `activeActorGate` (the kit's Gate) stands before every family marked `actorAction`: the acting side
 * must be the active one, no move may be waiting for reactions, and the actor must be one of the
 * side's actors now (a Group member acts with its Group; the Out of Action do not act).
 */
import type { ActionFamily, Gate } from '../../../engine/kit/familyRuleset';
import { fraction } from '../../../engine/fraction';
import { probAtLeast } from '../../../engine/odds';
import { pieceOf } from '../../../engine/pieces';
import type { PreviewChance, ResolveContext } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { ActorTurn, SdStat } from '../damage/actionTest';
import { MAX_ACTIONS_PER_TURN, checkActionTest, rollActionTest, sdFor } from '../damage/actionTest';
import type { BpState } from '../flow/bpTypes';
import { activeSideOf, actorTurnOf, apOf, withActorTurn, withAp } from '../flow/flowAccess';
import { isInAction } from '../flow/inAction';
import { expireRunningOnActivation } from '../flow/running';
import { activeGroupsOf, actorFigureIds, groupLeaderId, sideActorIds, unitById } from '../groups/bpGroup';
import { optionsOf } from '../profile/bpOptions';
import { bpProfileOf } from '../profile/bpProfile';

/** A family whose actions are an actor's actions of the turn (paid by `payAction`, gated by `activeActorGate`). */
export interface BpFamily extends ActionFamily<BpState> {
  readonly actorAction?: boolean;
}

/** The side a fighter or Group belongs to, or undefined. */
export const actorSideOf = (state: Pick<BpState, 'scenario'>, actorId: string): string | undefined => pieceOf(state.scenario, actorId)?.side;

/** The СД the actor's action tests use (DECISION above). */
export function actorSd(state: Pick<BpState, 'scenario' | 'figureState'>, actorId: string): SdStat {
  const unit = unitById(state.scenario, actorId);
  const sdOf = (id: string): SdStat => {
    const f = state.scenario.figures.find((x) => x.id === id);
    return f === undefined ? [6, 6, 6] : bpProfileOf(f).sd;
  };
  if (unit === undefined) return sdOf(actorId);
  const leader = groupLeaderId(state.scenario, unit);
  if (leader !== null && isInAction(state, leader)) return sdOf(leader);
  const members = actorFigureIds(state, actorId).map(sdOf);
  if (members.length === 0) return [6, 6, 6];
  return [0, 1, 2].map((i) => Math.max(...members.map((s) => s[i]!))) as unknown as SdStat;
}

/** What the actor's next action is and costs, or why it may not act (BP-GAP-03, options `actionCost`). */
export function checkPay(state: BpState, actorId: string): { readonly ok: true; readonly k: number; readonly cost: number } | { readonly ok: false; readonly refusal: Refusal } {
  const sideId = actorSideOf(state, actorId) ?? '';
  const turn = actorTurnOf(state.flow, actorId);
  const may = checkActionTest({ actorId, turn, apLeft: Number.MAX_SAFE_INTEGER });
  if (!may.ok) return may;
  const cost = optionsOf(state).actionCost === 'flat' ? 1 : may.cost;
  const apLeft = apOf(state.flow, sideId);
  if (apLeft < cost) {
    return { ok: false, refusal: refusal('blackpowder.action.noAp', 'BP-GAP-03', `${actorId}'s action ${may.k} costs ${cost} AP, ${apLeft} left`, { actorFigureId: actorId, k: may.k, cost, apLeft }) };
  }
  return { ok: true, k: may.k, cost };
}

/** The preview's chance of the action test (exact: P(1d6 > SD[k])), or null when the actor may not act. */
export function actionTestChance(state: BpState, actorId: string): PreviewChance | null {
  const may = checkPay(state, actorId);
  if (!may.ok) return null;
  const need = sdFor(actorSd(state, actorId), may.k);
  const p = need >= 6 ? fraction(0) : probAtLeast(6, Math.floor(need) + 1);
  return { labelKey: 'blackpowder.chance.actionTest', params: { actorFigureId: actorId, k: may.k, cost: may.cost, sd: need }, num: p.num.toString(), den: p.den.toString(), ruleId: 'BP-GAP-03' };
}

export interface Payment {
  readonly state: BpState;
  /** The test passed: the action happens. */
  readonly passed: boolean;
  readonly k: number;
  readonly cost: number;
}

/**
 * Pay the actor's next action: test, spend, record; a refusal (the caller's check should have said
 * so) leaves the state as it was and reads as failed.
 */
export function payAction(state: BpState, actorId: string, ctx: ResolveContext): Payment {
  const may = checkPay(state, actorId);
  if (!may.ok) return { state, passed: false, k: 0, cost: 0 };
  const sideId = actorSideOf(state, actorId) ?? '';
  const figureIds = actorFigureIds(state, actorId);
  const before = actorTurnOf(state.flow, actorId);
  const sd = actorSd(state, actorId);
  let passed: boolean;
  if (may.cost === may.k) {
    const r = rollActionTest(ctx, { actorId, figureIds, sd, turn: before, apLeft: Number.MAX_SAFE_INTEGER });
    passed = r.ok && r.passed;
  } else {
    // `flat`: the same roll, logged with the cost actually paid.
    const need = sdFor(sd, may.k);
    const face = ctx.roll({ count: 1, sides: 6, purpose: 'blackpowder.roll.actionTest', ruleId: 'BP-GAP-03', figureIds, atLeast: need + 1, params: { actorFigureId: actorId, k: may.k, cost: may.cost, sd: need } })[0] ?? 1;
    passed = face > need;
  }
  const stopped = !passed && optionsOf(state).failEndsActions;
  const turn: ActorTurn = { actionsTaken: may.k, stopped };
  let next: BpState = { ...state, flow: withActorTurn(withAp(state.flow, sideId, apOf(state.flow, sideId) - may.cost), actorId, turn) };
  if (before.actionsTaken === 0) next = expireRunningOnActivation(next, [actorId, ...figureIds]);
  return { state: next, passed, k: may.k, cost: may.cost };
}

/** Whether the actor has no action left this turn (for candidates). */
export const actorSpent = (state: BpState, actorId: string): boolean => {
  const t = actorTurnOf(state.flow, actorId);
  return t.stopped || t.actionsTaken >= MAX_ACTIONS_PER_TURN;
};

/** Why this actor may not act now: not the active side, a move pending, not one of the side's actors. */
export function actorRefusal(state: BpState, action: Action): Refusal | null {
  const active = activeSideOf(state.flow);
  if (action.side !== active) return refusal('blackpowder.turn.notYours', 'BP-GAP-02', `not your turn: ${active} to act, not ${action.side}`, { sideSideId: action.side, activeSideId: active });
  const pending = state.flow.pendingMove;
  if (pending !== null) {
    return refusal('blackpowder.turn.movePending', 'BP-REACT-1', 'a move is waiting for reactions: it must finish first', { actorFigureId: pending.actorId, actorName: pieceOf(state.scenario, pending.actorId)?.name ?? pending.actorId });
  }
  const id = action.figureId;
  if (id === undefined || actorSideOf(state, id) !== action.side) return refusal('blackpowder.action.noActor', 'BP-GAP-03', 'the action names none of the side\'s fighters or Groups', { actorFigureId: id ?? null });
  if (sideActorIds(state, action.side).includes(id)) return null;
  const group = activeGroupsOf(state, action.side).find((u) => u.memberIds.includes(id));
  if (group !== undefined) return refusal('blackpowder.action.inGroup', 'BP-GAP-07', `${id} acts with its Group ${group.name}`, { actorFigureId: id, groupId: group.id, groupName: group.name });
  return refusal('blackpowder.action.outOfAction', 'BP-DMG-1', `${id} is out of action`, { actorFigureId: id });
}

/** The kit's gate: only families marked `actorAction` are gated. */
export const activeActorGate: Gate<BpState, BpFamily> = (state, action, family) => (family.actorAction === true ? actorRefusal(state, action) : null);
