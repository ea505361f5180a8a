/**
 * Who may act (the engine's `actors`): the owner of a unit with casualties to remove (BS-CAS-1),
 * else the side whose step it is, then any side that may fire at its movers (flow/interruptFire.ts);
 * nobody once the game is over.
 */
import type { BsState } from './bsTypes';
import { interruptSides } from './interruptFire';

export function bsActorsOf(state: Pick<BsState, 'scenario' | 'flow' | 'figureState' | 'options' | 'outcome'>): string[] {
  if (state.outcome !== null) return [];
  const pending = state.flow.pendingCasualties;
  if (pending !== null) return [pending.sideId];
  return state.flow.active === '' ? [] : [state.flow.active, ...interruptSides(state)];
}

export const withBsActors = (state: BsState): BsState => ({ ...state, actors: bsActorsOf(state) });
