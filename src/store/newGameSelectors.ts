/**
 * The New game dialog's choices: the installed rulesets (loaded or not) with their options, and the
 * game in progress's. Only the dialog reads them, so they are in its chunk (ui/deferredUi.tsx).
 */
import type { OptionSpec } from '../engine/ruleset';
import type { RulesetCatalog } from '../engine/rulesetRegistry';
import type { ResolvedOptions } from '../engine/state';
import type { GameRecord } from './gameSlice';
import { memoLast } from './memoLast';
import type { StoreState } from './storeState';

// ---------------------------------------------------------------------------------------------
// The New game dialog

export interface RulesetChoice {
  readonly id: string;
  /** False for the scenario's own ruleset when this build does not have it yet (listed, not choosable). */
  readonly installed: boolean;
  /** Whether its code is loaded (in the app a ruleset is a chunk fetched when chosen): its options are known only then. */
  readonly loaded: boolean;
  readonly options: readonly OptionSpec[];
}

export interface NewGameChoices {
  /** The installed rulesets, then the scenario's own when it is not installed. */
  readonly rulesets: readonly RulesetChoice[];
  /** The ruleset of the game in progress (the dialog's first choice). */
  readonly currentRulesetId: string | null;
  /** The options of the game in progress (the dialog starts from them for the same ruleset). */
  readonly currentOptions: ResolvedOptions | null;
  /** The ruleset the scenario itself names. */
  readonly scenarioRulesetId: string | null;
}

/** `loadedIds` is only a key: a new array when a ruleset's code has loaded, so the choices follow. */
const newGameChoices = memoLast((game: GameRecord | null, registry: RulesetCatalog, _loadedIds: readonly string[]): NewGameChoices => {
  const state = game?.timeline.present;
  const scenarioRulesetId = game?.requestedRulesetId ?? state?.scenario.ruleset ?? null;
  const known = registry.knownIds();
  const rulesets: RulesetChoice[] = known.map((id) => {
    const ruleset = registry.get(id);
    return { id, installed: true, loaded: ruleset !== undefined, options: ruleset?.options ?? [] };
  });
  if (scenarioRulesetId !== null && !known.includes(scenarioRulesetId)) rulesets.push({ id: scenarioRulesetId, installed: false, loaded: false, options: [] });
  return { rulesets, currentRulesetId: state?.rulesetId ?? null, currentOptions: state?.options ?? null, scenarioRulesetId };
});

export const selectNewGameChoices = (s: StoreState): NewGameChoices => newGameChoices(s.game, s.registry, s.loadedRulesetIds);
