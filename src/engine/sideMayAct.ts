/**
 * Whether a side may act now: the engine's one answer, which `applyAction` checks every action
 * against and the board asks before it picks up a figure, shades a reach or lists actions. The
 * turn rule itself is the ruleset's (it sets `state.actors`); this only reads it.
 */
import type { GameState, Refusal } from './state';
import { logFullRefusal, refusal } from './state';

/** Why no action of `side` can be taken at all (the game is over, the log is full, no such side), or null. */
export function sideRefusal(state: GameState, side: string): Refusal | null {
  if (state.outcome !== null) return refusal('engine.gameOver', 'ENGINE-GAME-OVER', 'the game is over');
  const full = logFullRefusal(state.log);
  if (full !== null) return full;
  if (!state.scenario.sides.some((s) => s.id === side)) {
    return refusal('engine.unknownSide', 'ENGINE-UNKNOWN-ID', `there is no side "${side}"`, { id: side });
  }
  return null;
}

/** Why `side` is not among the sides that may act now (ENGINE-ACTORS), or null. */
export const notActingRefusal = (state: GameState, side: string): Refusal | null =>
  state.actors.includes(side)
    ? null
    : refusal('engine.notYourTurn', 'ENGINE-ACTORS', `side "${side}" may not act now`, { side, actors: [...state.actors] });

/** Why `side` may not act now, or null: what every action of it is refused for before its own ids are read. */
export const sideMayAct = (state: GameState, side: string): Refusal | null =>
  sideRefusal(state, side) ?? notActingRefusal(state, side);
