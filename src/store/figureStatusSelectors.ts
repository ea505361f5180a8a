/**
 * What the rules track about the selected figure (`Ruleset.figureStatus`), as labels for its card:
 * ids turned into names like every other ruleset label. Read from the state the board shows (the
 * replay step while the viewer is open). Memoised per (registry, state, figure); a ruleset that
 * throws shows nothing rather than breaking the card.
 */
import type { GameState } from '../engine/state';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Label } from './gameSelectors';
import { labelOf } from './gameSelectors';
import { memoLast } from './memoLast';
import { replayFrame } from './replayFrame';
import type { StoreState } from './storeState';

const NONE: readonly Label[] = [];

const statusOf = memoLast((registry: RulesetRegistry, state: GameState, figureId: string): readonly Label[] => {
  const ruleset = registry.get(state.rulesetId);
  if (ruleset?.figureStatus === undefined) return NONE;
  try {
    const lines = ruleset.figureStatus(state, figureId);
    return lines.length === 0 ? NONE : lines.map((l) => labelOf(state.scenario, l.labelKey, l.params));
  } catch {
    return NONE;
  }
});

export function selectFigureStatus(state: StoreState): readonly Label[] {
  const id = state.selectedFigureId;
  const shown = state.replay !== null ? replayFrame(state.replay) : state.game?.timeline.present;
  if (id === null || shown === undefined) return NONE;
  return statusOf(state.registry, shown, id);
}
