/**
 * The scenario picker's view of the bundled index: the entries grouped by ruleset (installed
 * rulesets first, in the order the index first names them; then those this build lacks, whose
 * scenarios run on the free table), each entry marked when it is the scenario of the game in progress.
 */
import type { RulesetCatalog } from '../engine/rulesetRegistry';
import type { ScenarioIndexEntry } from '../scenario/scenarioIndex';

export interface ScenarioGroup {
  readonly rulesetId: string;
  readonly installed: boolean;
  readonly entries: readonly { readonly entry: ScenarioIndexEntry; readonly current: boolean }[];
}

export function groupScenarios(entries: readonly ScenarioIndexEntry[], registry: RulesetCatalog, currentScenarioId: string | null): ScenarioGroup[] {
  const byRuleset = new Map<string, ScenarioIndexEntry[]>();
  for (const e of entries) {
    const list = byRuleset.get(e.ruleset);
    if (list === undefined) byRuleset.set(e.ruleset, [e]);
    else list.push(e);
  }
  const groups = [...byRuleset].map(([rulesetId, list]) => ({
    rulesetId,
    // Installed means known: a ruleset not loaded yet is fetched when its scenario is picked.
    installed: registry.isKnown(rulesetId),
    entries: list.map((entry) => ({ entry, current: entry.id === currentScenarioId })),
  }));
  return [...groups.filter((g) => g.installed), ...groups.filter((g) => !g.installed)];
}
