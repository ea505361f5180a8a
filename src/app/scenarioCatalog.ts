/**
 * The bundled scenarios for the picker (the top bar's Scenarios): `public/scenarios/index.json` is
 * fetched and checked (`scenario/scenarioIndex.ts`) when the picker opens; choosing an entry loads
 * its file as a new game under the scenario's own ruleset (`loadScenarioFromUrl`), so the game in
 * progress stays in the saved games. A bad index or a bad file ends in the error panel, the game in
 * progress kept.
 */
import { parseScenarioIndex } from '../scenario/scenarioIndex';
import type { ScenarioIndexEntry } from '../scenario/scenarioIndex';
import { parseScenarioText } from '../scenario/parseScenario';
import { readJsonText } from '../scenario/readJsonText';
import { ROOT_PATH, scenarioProblem } from '../scenario/problems';
import type { SkirmishStore } from '../store/store';
import type { ScenarioCatalog, ScenarioListResult } from '../ui/ScenarioPickerDialog';
import { fetchScenarioText, loadScenarioFromUrl } from './loadScenario';

export const SCENARIO_INDEX_PATH = 'scenarios/index.json';

/** An index is small; a larger file is not one. */
const MAX_INDEX_BYTES = 256 * 1024;

/** A bundled scenario's address: its file beside the index. */
export function scenarioEntryUrl(entry: ScenarioIndexEntry, indexUrl = SCENARIO_INDEX_PATH): string {
  const slash = indexUrl.lastIndexOf('/');
  return `${slash < 0 ? '' : indexUrl.slice(0, slash + 1)}${entry.file}`;
}

/** The index's text as entries, or its problems (not JSON, a bad entry). */
export function readScenarioIndexText(text: string, source: string): ScenarioListResult {
  const read = readJsonText(text, MAX_INDEX_BYTES);
  if (!read.ok) return { ok: false, source, problems: [scenarioProblem(ROOT_PATH, read.problem.code, read.problem.words, read.problem.params)] };
  const parsed = parseScenarioIndex(read.json);
  return parsed.ok ? { ok: true, entries: parsed.entries } : { ok: false, source, problems: parsed.problems };
}

export async function fetchScenarioIndex(indexUrl = SCENARIO_INDEX_PATH): Promise<ScenarioListResult> {
  const fetched = await fetchScenarioText(indexUrl);
  if (!fetched.ok) return { ok: false, source: indexUrl, problems: [fetched.problem] };
  return readScenarioIndexText(fetched.text, indexUrl);
}

/** The catalog the app gives the picker: the bundled index, each entry loaded as a new game. */
export function bundledScenarioCatalog(store: SkirmishStore, indexUrl = SCENARIO_INDEX_PATH): ScenarioCatalog {
  return {
    list: () => fetchScenarioIndex(indexUrl),
    open(entry) {
      store.getState().setLoadProblems(null);
      // Started from the list: the scenario's intro card (story, victory, turn limit) comes up.
      void loadScenarioFromUrl(store, scenarioEntryUrl(entry, indexUrl)).then((r) => { if (r.ok) store.getState().showScenarioIntro(true); });
    },
    async details(entry) {
      const fetched = await fetchScenarioText(scenarioEntryUrl(entry, indexUrl));
      if (!fetched.ok) return null;
      const parsed = parseScenarioText(fetched.text);
      return parsed.ok ? parsed.scenario : null;
    },
  };
}
