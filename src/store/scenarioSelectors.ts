/**
 * The table the board draws, derived, never kept: the replay viewer's step while a replay is open,
 * else the game's present scenario, else nothing. The same object as the engine state holds, so a
 * component subscribed to it redraws only when the table changes.
 */
import type { Scenario } from '../engine/model';
import type { GameRecord } from './gameRecord';
import type { ReplayView } from './playSlice';

export const selectScenario = (state: { readonly game: GameRecord | null; readonly replay: ReplayView | null }): Scenario | null =>
  state.replay !== null ? state.replay.frames[state.replay.index]?.scenario ?? null : state.game?.timeline.present.scenario ?? null;

/** `fn` of the table the board draws, or `none` when there is none. */
export function withScenario<T>(state: Parameters<typeof selectScenario>[0], fn: (scenario: Scenario) => T, none: T): T {
  const scenario = selectScenario(state);
  return scenario === null ? none : fn(scenario);
}
