/**
 * The melee after-action hook (BP-GAP-12): once a charge has ended in base contact
 * (`flow.meleeDue`, set by the move family's immediate charge and by a pending charge completed),
 * the melee is fought (resolveMelee.ts) and the slot cleared, in the same step as the action that
 * ended the charge — so a replay fights it with the same dice. Nothing waits: `meleeDue` is never
 * left set after an action. The lead wires it into the ruleset's `afterResolve` list.
 */
import type { AfterAction } from '../../../engine/kit/familyRuleset';
import type { BpState } from '../flow/bpTypes';
import { withBpActors } from '../flow/flowAccess';
import { resolveMelee } from './resolveMelee';

export const meleeAfterAction: AfterAction<BpState, unknown> = (state, _step, ctx) => {
  const due = state.flow.meleeDue ?? null;
  if (due === null) return state;
  // A charge still waiting for reactions has not arrived: fight once it has.
  if (state.flow.pendingMove !== null) return state;
  const fought = resolveMelee(state, due, ctx);
  return withBpActors({ ...fought, flow: { ...fought.flow, meleeDue: null } });
};
