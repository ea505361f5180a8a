/**
 * Loading a scenario from a URL or a file the player picked. Every failure, from the network to
 * a figure standing inside a building, ends as a list of problems for the error panel; nothing throws.
 * A failed load never replaces the game in progress.
 */
import type { Scenario } from '../engine/model';
import { MAX_SCENARIO_BYTES, parseScenarioText } from '../scenario/parseScenario';
import type { ScenarioProblem } from '../scenario/problems';
import type { SkirmishStore } from '../store/store';
import { asSaveFailure } from '../ui/ErrorPanel';

export type LoadResult = { ok: true; scenario: Scenario } | { ok: false; problems: readonly ScenarioProblem[] };

export async function fetchScenarioText(url: string): Promise<{ ok: true; text: string } | { ok: false; problem: ScenarioProblem }> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) {
      return { ok: false, problem: { path: '(root)', code: 'fetchFailed', message: `(root): could not fetch ${url}: HTTP ${response.status}`, params: { url, status: response.status } } };
    }
    return { ok: true, text: await response.text() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: { path: '(root)', code: 'fetchFailed', message: `(root): could not fetch ${url}: ${reason}`, params: { url, status: reason } } };
  }
}

/** A save file's marker, looked for in the text before parsing it as a scenario. */
const SAVE_KIND = /"kind"\s*:\s*"skirmish-save"/;

/**
 * Parse and, when valid, put the scenario on the table; otherwise show the problems and keep the
 * current game. A saved game picked with "Open scenario…" (or named by `?scenario=`) is resumed as
 * Import would: players do not have to know which button takes which file.
 */
export function applyScenarioText(store: SkirmishStore, text: string, source: string): LoadResult {
  if (SAVE_KIND.test(text.slice(0, 4096)) || SAVE_KIND.test(text.slice(-4096))) {
    const resumed = store.getState().resumeSaveText(text, source);
    const failure = store.getState().loadProblems;
    if (!resumed.ok && failure !== null) store.getState().setLoadProblems(asSaveFailure(failure));
    const scenario = store.getState().scenario;
    return resumed.ok && scenario !== null ? { ok: true, scenario } : { ok: false, problems: resumed.ok ? [] : resumed.problems };
  }
  const result = parseScenarioText(text);
  if (!result.ok) {
    store.getState().setLoadProblems({ source, problems: result.problems });
    return { ok: false, problems: result.problems };
  }
  store.getState().loadScenario(result.scenario, source);
  return { ok: true, scenario: result.scenario };
}

export async function loadScenarioFromUrl(store: SkirmishStore, url: string): Promise<LoadResult> {
  const fetched = await fetchScenarioText(url);
  if (!fetched.ok) {
    store.getState().setLoadProblems({ source: url, problems: [fetched.problem] });
    return { ok: false, problems: [fetched.problem] };
  }
  return applyScenarioText(store, fetched.text, url);
}

export async function loadScenarioFromFile(store: SkirmishStore, file: File): Promise<LoadResult> {
  // Refuse a huge file before reading it into memory; the parser repeats the check on the text.
  if (file.size > MAX_SCENARIO_BYTES) {
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    const problem: ScenarioProblem = {
      path: '(root)', code: 'tooLarge', message: `(root): the file is ${mb(file.size)} MB; the limit is ${mb(MAX_SCENARIO_BYTES)} MB`,
      params: { bytes: file.size, maxBytes: MAX_SCENARIO_BYTES },
    };
    store.getState().setLoadProblems({ source: file.name, problems: [problem] });
    return { ok: false, problems: [problem] };
  }
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    const problem: ScenarioProblem = { path: '(root)', code: 'fetchFailed', message: `(root): could not read ${file.name}`, params: { url: file.name, status: String(error) } };
    store.getState().setLoadProblems({ source: file.name, problems: [problem] });
    return { ok: false, problems: [problem] };
  }
  return applyScenarioText(store, text, file.name);
}
