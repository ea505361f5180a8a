/**
 * Who may act (the engine's `actors`): the owner of a unit with casualties to remove (BS-CAS-1),
 * else the side whose step it is; nobody once the game is over.
 */
import type { BsState } from './bsTypes';

export function bsActorsOf(state: Pick<BsState, 'flow' | 'outcome'>): string[] {
  if (state.outcome !== null) return [];
  const pending = state.flow.pendingCasualties;
  return pending !== null ? [pending.sideId] : state.flow.active === '' ? [] : [state.flow.active];
}

export const withBsActors = (state: BsState): BsState => ({ ...state, actors: bsActorsOf(state) });
