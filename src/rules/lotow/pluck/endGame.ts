/** The game ends: the outcome is set and nobody acts any more (the engine refuses further actions). */
import type { Outcome } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';

export const endGame = (state: LotowState, outcome: Outcome): LotowState => ({ ...state, actors: [], outcome });
