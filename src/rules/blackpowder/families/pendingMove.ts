/**
 * A move waiting for reactions (BP-REACT-1, flow/bpTypes.ts `PendingMove`) and how it ends:
 * - `completePendingMove(state, stopAt)`: every mover goes to the end of its own path, or — the
 *   reaction stopped it (a Suppressed or Out of Action mover, BP-REACT-1) — to the point `alongIn`
 *   inches along it (engine/pathPoint.ts `pointAlongPath`; a Group's paths are translations of the
 *   Leader's, so one distance serves every member). The slot is cleared, the actors go back to the
 *   active side, and a run (or a charge at the run) marks its movers running (BP-GAP-06).
 * - the `declineReaction` side action: a reacting side declines; once every reacting side has, the
 *   move completes. (The reaction that fires is reactFamily.ts's; reactionAftermath.ts ends or continues the move.)
 * DECISION: the movers are set where they end without a new placement check: the move was checked
 *   whole before it was made pending, and a mover hit midway stands where it was hit.
 * A mover that moves is no longer Hidden (it has left its obstacle). A charge completed to its end
 * (not stopped) sets `flow.meleeDue` (declines and reactions alike).
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import { pointAlongPath } from '../../../engine/pathPoint';
import { surfaceAt } from '../../../engine/placement';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { Vec2 } from '../../../geometry/point';
import type { BpState, PendingMove } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { withBpActors } from '../flow/flowAccess';
import { markRunning } from '../flow/running';

export const DECLINE_REACTION = 'declineReaction';

/** The movers set at these points (base centres, inches), standing on the surface there, no longer Hidden. */
export function placeMovers(state: BpState, ends: Readonly<Record<string, Vec2>>): BpState {
  const figures = state.scenario.figures.map((f) => {
    const to = ends[f.id];
    return to === undefined ? f : { ...f, x: to.x, y: to.y, standsOn: surfaceAt(state.scenario, f, to) };
  });
  const figureState = { ...state.figureState };
  for (const id of Object.keys(ends)) if (bpFigStateOf(state, id).hidden) figureState[id] = { ...bpFigStateOf(state, id), hidden: false };
  return { ...state, scenario: { ...state.scenario, figures }, figureState };
}

/** Whether a move of this kind (and params) counts as running (BP-GAP-06: a Run, or a charge at the run). */
export const runsWhenMade = (kind: PendingMove['kind'], params: PendingMove['params']): boolean => kind === 'run' || (kind === 'charge' && params.runningCharge === true);

/** Where each mover of the pending move ends: its path's end, or `alongIn` inches along it. */
export function pendingEnds(pending: PendingMove, stopAt: { readonly alongIn: number } | null): Record<string, Vec2> {
  const ends: Record<string, Vec2> = {};
  for (const [id, path] of Object.entries(pending.memberPaths)) {
    const start = path[0];
    if (start === undefined) continue;
    ends[id] = stopAt === null ? { ...path[path.length - 1]! } : pointAlongPath(start, path.slice(1), stopAt.alongIn).at;
  }
  return ends;
}

/** The pending move carried out (to its end, or stopped `alongIn` inches along); the state as it was with none pending. */
export function completePendingMove(state: BpState, stopAt: { readonly alongIn: number } | null): BpState {
  const pending = state.flow.pendingMove;
  if (pending === null) return state;
  const ends = pendingEnds(pending, stopAt);
  let next = placeMovers(state, ends);
  if (runsWhenMade(pending.kind, pending.params)) next = markRunning(next, [pending.actorId, ...Object.keys(ends)]);
  // A charge carried to its end reached its target (it was checked whole): its melee is due (BP-GAP-12).
  const meleeDue = pending.kind === 'charge' && stopAt === null && pending.chargeTargetId !== null ? { meleeDue: { chargerId: pending.actorId, targetId: pending.chargeTargetId } } : {};
  return withBpActors({ ...next, flow: { ...next.flow, pendingMove: null, ...meleeDue } });
}

/** The sides still asked about the pending move. */
export const sidesStillAsked = (state: BpState, pending: PendingMove): string[] =>
  state.flow.order.filter((s) => s !== pending.sideId && !pending.passedSideIds.includes(s));

function checkDecline(state: BpState, action: Action): Refusal | null {
  const pending = state.flow.pendingMove;
  if (pending === null) return refusal('blackpowder.reaction.nothingPending', 'BP-REACT-1', 'no move is waiting for a reaction', { sideSideId: action.side });
  if (!sidesStillAsked(state, pending).includes(action.side)) {
    return refusal('blackpowder.reaction.notAsked', 'BP-REACT-1', `${action.side} is not asked to react to this move`, { sideSideId: action.side, actorFigureId: pending.actorId });
  }
  return null;
}

export const declineReactionFamily: ActionFamily<BpState> = {
  types: [DECLINE_REACTION],
  check: checkDecline,
  resolve(state, action, ctx) {
    const pending = state.flow.pendingMove;
    if (pending === null) return { state };
    const passed: PendingMove = { ...pending, passedSideIds: [...pending.passedSideIds, action.side] };
    ctx.emit({ type: 'blackpowder.reactionDeclined', ruleId: 'BP-REACT-1', params: { sideSideId: action.side, actorFigureId: pending.actorId } });
    const next: BpState = { ...state, flow: { ...state.flow, pendingMove: passed } };
    return { state: sidesStillAsked(next, passed).length === 0 ? completePendingMove(next, null) : withBpActors(next) };
  },
  describe: (state, action) => ({ labelKey: 'blackpowder.action.declineReaction', params: { sideSideId: action.side, actorFigureId: state.flow.pendingMove?.actorId ?? null } }),
  candidates: () => [],
};

/** The side actions while a move waits: `declineReaction` for each side still asked. */
export function declineSideActions(state: BpState, sideId: string): Action[] {
  const pending = state.flow.pendingMove;
  return pending !== null && sidesStillAsked(state, pending).includes(sideId) ? [{ type: DECLINE_REACTION, side: sideId }] : [];
}
