/**
 * Whether a figure's side may act now, or the engine's refusal (e.g. "side posse may not act now —
 * ENGINE-ACTORS"): the board refuses to pick up such a figure, and its reach and actions are not shown.
 */
import { engineRefusal } from '../engine/applyAction';
import type { GameState, Refusal } from '../engine/state';

export function actingRefusal(state: GameState, figureSide: string): Refusal | null {
  return engineRefusal(state, { type: 'move', side: figureSide });
}
