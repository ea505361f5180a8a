/**
 * Who may act (the engine's `actors`): the owner of a unit with casualties to remove (BS-CAS-1),
 * else the side whose step it is, then any side that may fire at its movers (flow/interruptFire.ts)
 * or, in Step 6, any side with a unit that may strike now (melee/meleeOrder.ts: the enemy's
 * advantage may make it strike first); nobody once the game is over.
 */
import type { BsState } from './bsTypes';
import { interruptSides } from './interruptFire';
import { strikesDue } from '../melee/meleeOrder';
import { bsOptions } from '../profile/bsOptionSpecs';

export function bsActorsOf(state: Pick<BsState, 'scenario' | 'flow' | 'figureState' | 'options' | 'outcome'>): string[] {
  if (state.outcome !== null) return [];
  const pending = state.flow.pendingCasualties;
  if (pending !== null) return [pending.sideId];
  if (state.flow.active === '') return [];
  if (state.flow.step === 'melee') {
    const striking = strikesDue(state as BsState, bsOptions(state.options)).map(([u]) => u.side);
    return [...new Set([state.flow.active, ...striking])];
  }
  return [state.flow.active, ...interruptSides(state)];
}

export const withBsActors = (state: BsState): BsState => ({ ...state, actors: bsActorsOf(state) });
