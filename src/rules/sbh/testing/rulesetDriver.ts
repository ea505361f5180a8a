/**
 * Test support (never shipped): apply actions through an SBH router built for a test, with forced
 * dice — `act` (the result), `accept` (throws on a refusal), `refuse` (throws when accepted). Each
 * family's test state builds one for its own router.
 */
import { applyAction } from '../../../engine/applyAction';
import { fixedDice } from '../../../engine/dice';
import type { Ruleset } from '../../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import type { SbhState } from '../sbhState';
import type { SbhFigState, SbhFlow } from '../sbhTypes';

export type Applied = { ok: true; state: SbhState; events: readonly GameEvent[] } | { ok: false; refusal: Refusal };

export interface RulesetDriver {
  act(state: SbhState, action: Action, faces?: readonly number[]): Applied;
  accept(state: SbhState, action: Action, faces?: readonly number[]): { state: SbhState; events: readonly GameEvent[] };
  refuse(state: SbhState, action: Action): Refusal;
}

export function rulesetDriver(ruleset: Ruleset<SbhFlow, SbhFigState>): RulesetDriver {
  const act = (state: SbhState, action: Action, faces: readonly number[] = []): Applied => applyAction(ruleset, state, action, { dice: fixedDice(faces) });
  return {
    act,
    accept(state, action, faces = []) {
      const r = act(state, action, faces);
      if (!r.ok) throw new Error(`refused: ${r.refusal.message}`);
      return r;
    },
    refuse(state, action) {
      const r = act(state, action);
      if (r.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
      return r.refusal;
    },
  };
}
