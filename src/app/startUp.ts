/**
 * The start of the app: resume the last game, else load the scenario the address names, else the
 * demo. Begun by main.tsx before the strings are fetched and the first render, so the table's own
 * fetches (the saved games in IndexedDB, the scenario file, its ruleset's chunk) overlap with those
 * instead of waiting behind them: the cold load's critical path is the longest of them, not their sum.
 * The demo's file is fetched while the saved games are read (a resumed game wastes one small fetch).
 * Runs once per page however often it is asked (StrictMode mounts App twice).
 */
import { asSaveFailure } from '../ui/saveFailure';
import type { SkirmishStore } from '../store/store';
import { applyFetchedScenario, fetchScenarioText, loadRequestedScenario } from './loadScenario';
import { resumeLastGame } from './resumeLastGame';
import { requestedScenarioPath, scenarioPathFromLocation } from './scenarioSource';

let running: Promise<void> | null = null;

export function startUp(store: SkirmishStore, location: Pick<Location, 'search' | 'href'>): Promise<void> {
  running ??= run(store, location);
  return running;
}

async function run(store: SkirmishStore, location: Pick<Location, 'search' | 'href'>): Promise<void> {
  if (store.getState().game !== null) return;
  const requested = requestedScenarioPath(location.search);
  const demoUrl = scenarioPathFromLocation('');
  const demo = requested === null ? fetchScenarioText(demoUrl) : null;
  const resumed = requested === null ? await resumeLastGame(store) : 'none';
  if (requested !== null) await store.getState().refreshSavedGames();
  if (resumed === 'resumed') return;
  // `?scenario=` is untrusted: only a path on this site or an https: URL is fetched (loadRequestedScenario).
  await (demo !== null ? applyFetchedScenario(store, await demo, demoUrl) : loadRequestedScenario(store, requested!, location.href));
  // The demo's load clears the error panel: show why the last game did not come back.
  if (resumed !== 'none') store.getState().setLoadProblems(asSaveFailure(resumed.failure));
}
