/**
 * A game as the store keeps it: its save slot, the scenario it started from (as a file writes it,
 * for save files), its timeline, and the ruleset its scenario asked for when this build lacks it.
 * `saveMeta` describes one for the saved-games list, with `gameSteps` and `gameListStatus`: one
 * count and one status per game, the same in the list and the replay.
 */
import { logUsedForcedDice } from '../engine/saveFile';
import type { LogEntry } from '../engine/state';
import type { Timeline } from '../engine/timeline';
import type { SavedGameMeta } from './gameStorage';

export interface GameRecord {
  /** The autosave slot. */
  readonly id: string;
  /** The scenario the game started from, as a scenario file writes it (for save files). */
  readonly initialScenarioJson: unknown;
  readonly timeline: Timeline;
  /**
   * The ruleset the scenario asked for when this build does not have it: the game then runs on the
   * free table and the banner says so. Null when the game runs on the ruleset it asked for (or the
   * players chose another).
   */
  readonly requestedRulesetId: string | null;
}

/**
 * A game's steps, the one count the Games list and the replay bar both show: every log entry after
 * the set-up — actions (undone ones too, and the automatic passes), undos and redos — which is one
 * frame each in the replay viewer (`replayFrames`: the set-up, then a frame a step).
 */
export function gameSteps(log: readonly LogEntry[]): number {
  let steps = 0;
  for (const e of log) if (e.kind !== 'setup') steps++;
  return steps;
}

/**
 * The one status a game has in the Games list: `finished` (it has an outcome, open or not), else
 * `playing` (the game open now), else `unfinished` (saved, resumable; no tag).
 */
export type GameListStatus = 'finished' | 'playing' | 'unfinished';

export const gameListStatus = (meta: Pick<SavedGameMeta, 'finished'>, isCurrent: boolean): GameListStatus =>
  (meta.finished ? 'finished' : isCurrent ? 'playing' : 'unfinished');

export function saveMeta(game: GameRecord, updatedAtMs: number): SavedGameMeta {
  const s = game.timeline.present;
  return {
    id: game.id, title: s.scenario.name, rulesetId: s.rulesetId, turn: s.turn,
    steps: gameSteps(s.log), updatedAtMs, finished: s.outcome !== null,
    ...(logUsedForcedDice(s.log) ? { forcedDice: true } : {}),
  };
}
