/**
 * A game as the store keeps it: its save slot, the scenario it started from (as a file writes it,
 * for save files), its timeline, and the ruleset its scenario asked for when this build lacks it.
 * `saveMeta` describes one for the saved-games list.
 */
import { logUsedForcedDice } from '../engine/saveFile';
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

export function saveMeta(game: GameRecord, updatedAtMs: number): SavedGameMeta {
  const s = game.timeline.present;
  let steps = 0;
  for (const e of s.log) if (e.kind !== 'setup') steps++;
  return {
    id: game.id, title: s.scenario.name, rulesetId: s.rulesetId, turn: s.turn,
    steps, updatedAtMs, finished: s.outcome !== null,
    ...(logUsedForcedDice(s.log) ? { forcedDice: true } : {}),
  };
}
