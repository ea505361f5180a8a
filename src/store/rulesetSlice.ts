/**
 * Rulesets loaded on demand. The store plays only rulesets its registry has loaded (`get(id)` is
 * synchronous everywhere: selectors, the save loader, auto-pass); in the app every ruleset but the
 * free table is a code chunk fetched the first time a game of it starts or a save of it is opened.
 * So every way into a game awaits `ensureRuleset(id)` first, then takes the synchronous path:
 * `openSaveText` (an import, a saved game, the last game on start), `startScenario` (a scenario
 * file, the picker, the test API), `restartWith` (the New game dialog).
 *
 * While a chunk loads `rulesetLoading` names it (the board shows "Loading the rules of …"). A failed
 * load is a `rulesetLoadFailed` problem in the error panel (`loadProblems`, in the player's language)
 * and changes nothing else: the game in progress stays on the board, no save is touched.
 */
import type { StateCreator } from 'zustand';
import type { Scenario } from '../engine/model';
import type { NewGameSettings, ResumeOutcome, StartOutcome } from './gameSlice';
import { rulesetLoadProblem, saveRulesetId } from './rulesetLoadProblem';
import type { StoreDeps } from './storeDeps';
import type { StoreState } from './storeState';

export interface RulesetSlice {
  /** The ruleset whose code is being fetched, or null. */
  readonly rulesetLoading: string | null;
  /** The loaded rulesets' ids (a new array when one loads: selectors that list rulesets follow it). */
  readonly loadedRulesetIds: readonly string[];
  /**
   * Load this ruleset's code when it is installed but not loaded yet. Null when the game may go on
   * (loaded, or not installed at all: the synchronous path then reports or falls back as before);
   * else why the load failed (network, a bad chunk). Sets nothing but `rulesetLoading` and `loadedRulesetIds`.
   */
  ensureRuleset(rulesetId: string): Promise<string | null>;
  /** `resumeSaveText` once the save's ruleset is loaded. */
  openSaveText(text: string, source: string, id?: string): Promise<ResumeOutcome>;
  /** `loadScenario` once the ruleset it will be played with is loaded. */
  startScenario(scenario: Scenario, source: string, settings?: NewGameSettings): Promise<StartOutcome>;
  /** `restartGame` once the chosen ruleset is loaded. */
  restartWith(settings: NewGameSettings): Promise<StartOutcome>;
}

export const createRulesetSlice = (deps: StoreDeps): StateCreator<StoreState, [['zustand/immer', never]], [], RulesetSlice> => (set, get) => {
  /** Loads `rulesetId`; on failure puts the problem in the error panel (the game in progress stays) and returns it. */
  const loadOrReport = async (rulesetId: string, source: string, save: boolean) => {
    const detail = await get().ensureRuleset(rulesetId);
    if (detail === null) return null;
    const problems = [rulesetLoadProblem(rulesetId, detail)];
    get().setLoadProblems(save ? { source, problems, kind: 'save' } : { source, problems });
    return { ok: false as const, problems };
  };
  /** The ruleset a new game on `scenario` is played with: as `loadScenario` chooses it. */
  const playedWith = (scenario: Scenario, settings: NewGameSettings): string => {
    if (settings.rulesetId !== undefined) return settings.rulesetId;
    return deps.registry.isKnown(scenario.ruleset) ? scenario.ruleset : (deps.registry.fallbackId ?? scenario.ruleset);
  };

  return {
    rulesetLoading: null,
    loadedRulesetIds: deps.registry.ids(),

    async ensureRuleset(rulesetId) {
      if (deps.registry.get(rulesetId) !== undefined || !deps.registry.isKnown(rulesetId)) return null;
      set({ rulesetLoading: rulesetId });
      const loaded = await deps.registry.ensureLoaded(rulesetId);
      // Another load may have started meanwhile: clear only our own notice.
      if (get().rulesetLoading === rulesetId) set({ rulesetLoading: null });
      if (!loaded.ok) return loaded.detail;
      set({ loadedRulesetIds: deps.registry.ids() });
      return null;
    },

    async openSaveText(text, source, id) {
      const rulesetId = saveRulesetId(text);
      const failed = rulesetId === null ? null : await loadOrReport(rulesetId, source, true);
      return failed ?? get().resumeSaveText(text, source, id);
    },

    async startScenario(scenario, source, settings = {}) {
      return (await loadOrReport(playedWith(scenario, settings), source, false)) ?? get().loadScenario(scenario, source, settings);
    },

    async restartWith(settings) {
      const rulesetId = settings.rulesetId ?? get().game?.timeline.present.rulesetId;
      const failed = rulesetId === undefined ? null : await loadOrReport(rulesetId, get().scenarioSource ?? rulesetId, false);
      return failed ?? get().restartGame(settings);
    },
  };
};
