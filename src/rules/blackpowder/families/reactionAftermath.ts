/**
 * What follows a reaction at a pending move (BP-REACT-1): `afterReaction(state, at)`.
 * - a mover Suppressed or Out of Action: the whole move stops at the point (DECISION: a Group
 *   stops as one — its paths are translations of one another, so one distance serves all);
 * - else the move goes on: `reactedAtIn = at.alongIn`, the reacting side stays asked only while it
 *   still has a reaction possible from there on (else it counts as passed); with no side left
 *   asked, the move completes to its end.
 * Called by the react family after a failed test, and by fireResolve's `continueHits` once the
 * reaction volley's hits are all done (a Leader's passed save may delay it until `passHit`).
 * Imports pendingMove.ts, never fireResolve.ts (fireResolve imports this: no cycle).
 */
import { pointAlongPath } from '../../../engine/pathPoint';
import type { GameEvent } from '../../../engine/state';
import type { Vec2 } from '../../../geometry/point';
import { inchesToCm } from '../../../geometry/units';
import type { BpState, PendingMove } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { apOf, withBpActors } from '../flow/flowAccess';
import { actorFigureIds, sideActorIds } from '../groups/bpGroup';
import { reactionOpportunity } from '../reaction/reactionOpportunity';
import { completePendingMove, sidesStillAsked } from './pendingMove';

/** Where a reaction was fired (carried in `PendingSave.reactionAt` while a save waits). */
export interface ReactionAt {
  /** Inches along the mover's path. */
  readonly alongIn: number;
  /** The reacting side. */
  readonly sideId: string;
  /** The reacting fighter or Group. */
  readonly reactorId: string;
}

/** The figures charged by the pending move (its target and, for a Group, its members). */
export const chargedIdsOf = (state: BpState, pending: PendingMove): string[] =>
  pending.kind !== 'charge' || pending.chargeTargetId === null ? [] : [pending.chargeTargetId, ...actorFigureIds(state, pending.chargeTargetId)];

/** The length of a path (start first), inches. */
export function pathLengthIn(path: readonly Vec2[]): number {
  let d = 0;
  for (let i = 1; i < path.length; i++) d += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
  return d;
}

/** The rest of a path (start first) from `alongIn` inches on: its start there, then the points after it. */
export function pathFrom(path: readonly Vec2[], alongIn: number): { readonly start: Vec2; readonly path: readonly Vec2[] } {
  const start = path[0] ?? { x: 0, y: 0 };
  const r = pointAlongPath(start, path.slice(1), alongIn);
  return { start: r.at, path: r.rest.length === 0 ? [r.at] : r.rest };
}

/** The figures of a reactor that may shoot now: loaded, not Suppressed, in action. */
export const loadedMembers = (state: BpState, reactorId: string): string[] =>
  actorFigureIds(state, reactorId).filter((id) => { const fs = bpFigStateOf(state, id); return fs.loaded && !fs.suppressed; });

/** Whether `sideId` has any reaction possible at the pending move from `fromIn` inches on (BP-REACT-1..3). */
export function sideMayStillReact(state: BpState, sideId: string, fromIn: number): boolean {
  const pending = state.flow.pendingMove;
  if (pending === null) return false;
  const figs = new Map(state.scenario.figures.map((f) => [f.id, f]));
  const moves = Object.entries(pending.memberPaths).flatMap(([id, path]) => {
    const mover = figs.get(id);
    return mover === undefined ? [] : [{ mover, ...pathFrom(path, fromIn) }];
  });
  const reactors = sideActorIds(state, sideId).map((actorId) => ({ actorId, figureIds: actorFigureIds(state, actorId) }));
  const loadedIds = reactors.flatMap((r) => loadedMembers(state, r.actorId));
  return reactionOpportunity({ scenario: state.scenario, reactors, moves, loadedIds, apLeft: apOf(state.flow, sideId), triedIds: state.flow.reacted, chargedIds: chargedIdsOf(state, pending) }).possible;
}

/** The move stopped at the point, or going on (see the file's doc); the events `blackpowder.event.moveStopped` when stopped. */
export function afterReaction(state: BpState, at: ReactionAt): { readonly state: BpState; readonly events: readonly GameEvent[] } {
  const pending = state.flow.pendingMove;
  if (pending === null) return { state, events: [] };
  const movers = Object.keys(pending.memberPaths);
  const stopped = movers.some((id) => { const fs = bpFigStateOf(state, id); return fs.suppressed || fs.outOfAction; });
  const alongCm = Math.round(inchesToCm(at.alongIn) * 10) / 10;
  if (stopped) {
    const events: GameEvent[] = [{ type: 'blackpowder.event.moveStopped', ruleId: 'BP-REACT-1', figureIds: movers, params: { moverFigureId: pending.actorId, alongCm } }];
    return { state: completePendingMove(state, { alongIn: at.alongIn }), events };
  }
  let next: PendingMove = { ...pending, reactedAtIn: at.alongIn };
  let s: BpState = { ...state, flow: { ...state.flow, pendingMove: next } };
  if (!next.passedSideIds.includes(at.sideId) && !sideMayStillReact(s, at.sideId, at.alongIn)) {
    next = { ...next, passedSideIds: [...next.passedSideIds, at.sideId] };
    s = { ...s, flow: { ...s.flow, pendingMove: next } };
  }
  return { state: sidesStillAsked(s, next).length === 0 ? completePendingMove(s, null) : withBpActors(s), events: [] };
}
