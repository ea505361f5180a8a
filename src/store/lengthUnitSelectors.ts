/**
 * The unit the current game's readouts show lengths in: the ruleset's `lengthUnit` (the black-powder
 * skirmish: cm), inches when it says none, for the free table, and before any game. The store and
 * the rules keep every length in inches; only the board's and the panels' text changes.
 */
import type { LengthUnit } from '../engine/ruleset';
import type { StoreState } from './storeState';

export type { LengthUnit } from '../engine/ruleset';

/** The current game's table unit (the replay viewer shows the same game, so the same unit). */
export function selectLengthUnit(state: Pick<StoreState, 'game' | 'registry'>): LengthUnit {
  const rulesetId = state.game?.timeline.present.rulesetId;
  if (rulesetId === undefined) return 'in';
  return state.registry.get(rulesetId)?.lengthUnit ?? 'in';
}
