/**
 * The after-resolve hook that rolls every morale test waiting in `flow.pendingMorale`
 * (SBH-GAP-08 triggers queued by whoever removed a figure, charged with terror, killed gruesomely),
 * one figure at a time in queue order (SBH-MORALE-6, TV-SBH-17). A test's result may queue more
 * (a flight that takes the Leader off the table, a warband falling to half): they are rolled in the
 * same pass, bounded so a pathological queue can never loop forever.
 *
 * Afterwards, the activation is tidied as the router would: an activated figure that fled or died,
 * or whose actions are spent once a charge it waited on is gone, ends its activation.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action } from '../../../engine/state';
import { endActivation } from '../sbhFlow';
import type { SbhState } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { resolveMoraleTest } from './moraleTest';

export function rollPendingMorale(state: SbhState, ctx: ResolveContext): SbhState {
  let next = state;
  // Each test removes itself; a figure tests at most once per queueing (queueMorale skips queued ones).
  const limit = 4 * (next.scenario.figures.length + next.flow.pendingMorale.length) + 4;
  for (let i = 0; i < limit && next.flow.pendingMorale.length > 0; i++) {
    const [test, ...rest] = next.flow.pendingMorale;
    next = { ...next, flow: { ...next.flow, pendingMorale: rest } };
    next = resolveMoraleTest(next, test!, ctx);
  }
  if (next.flow.pendingMorale.length > 0) next = { ...next, flow: { ...next.flow, pendingMorale: [] } };
  return next;
}

export function moraleAfterResolve(state: SbhState, _action: Action, ctx: ResolveContext): SbhState {
  if (state.flow.pendingMorale.length === 0) return state;
  let next = rollPendingMorale(state, ctx);
  const act = next.flow.activation;
  if (act !== null && next.flow.pendingReaction === null && (act.actionsLeft === 0 || figureOf(next, act.figureId) === undefined)) {
    next = endActivation(next, ctx);
  }
  return next;
}
