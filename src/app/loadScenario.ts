/**
 * Loading a scenario from a URL or a file the player picked. Every failure, from the network to
 * a figure standing inside a building, ends as a list of problems for the error panel; nothing throws.
 * A failed load never replaces the game in progress.
 */
import type { Scenario } from '../engine/model';
import { readFileText } from '../scenario/readFileText';
import { MAX_SAVE_BYTES } from '../scenario/loadSave';
import { parseScenarioText } from '../scenario/parseScenario';
import type { ScenarioProblem } from '../scenario/problems';
import type { SkirmishStore } from '../store/store';
import { asSaveFailure } from '../ui/saveFailure';
import { checkScenarioUrl, shownUrl } from './scenarioSource';
import { selectScenario } from '../store/scenarioSelectors';

export type LoadResult = { ok: true; scenario: Scenario } | { ok: false; problems: readonly ScenarioProblem[] };

const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

/** The `tooLarge` problem of a file of `bytes` (the limit: a save's, the larger; the scenario parser applies its own to the text). */
function tooLargeProblem(bytes: number): ScenarioProblem {
  return {
    path: '(root)', code: 'tooLarge', message: `(root): the file is ${mb(bytes)} MB; the limit is ${mb(MAX_SAVE_BYTES)} MB`,
    params: { bytes, maxBytes: MAX_SAVE_BYTES },
  };
}

/**
 * The text of the file at `url` (a scenario, a save given as one, the scenario index). Its bytes must
 * be UTF-8: a damaged or mis-encoded file is a `badEncoding` problem with the byte offset, never text
 * with U+FFFD in it. A body larger than a save may be is refused (by its Content-Length, before it is read).
 */
export async function fetchScenarioText(url: string): Promise<{ ok: true; text: string } | { ok: false; problem: ScenarioProblem }> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) {
      return { ok: false, problem: { path: '(root)', code: 'fetchFailed', message: `(root): could not fetch ${url}: HTTP ${response.status}`, params: { url, status: response.status } } };
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > MAX_SAVE_BYTES) return { ok: false, problem: tooLargeProblem(declared) };
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > MAX_SAVE_BYTES) return { ok: false, problem: tooLargeProblem(bytes.length) };
    const decoded = await readFileText(bytes);
    return decoded.ok ? { ok: true, text: decoded.text } : { ok: false, problem: decoded.problem };
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
export async function applyScenarioText(store: SkirmishStore, text: string, source: string): Promise<LoadResult> {
  if (SAVE_KIND.test(text.slice(0, 4096)) || SAVE_KIND.test(text.slice(-4096))) {
    // The save's ruleset is loaded first (its own chunk); a failed load keeps the game in progress.
    const resumed = await store.getState().openSaveText(text, source);
    const failure = store.getState().loadProblems;
    if (!resumed.ok && failure !== null) store.getState().setLoadProblems(asSaveFailure(failure));
    const scenario = selectScenario(store.getState());
    return resumed.ok && scenario !== null ? { ok: true, scenario } : { ok: false, problems: resumed.ok ? [] : resumed.problems };
  }
  const result = parseScenarioText(text);
  if (!result.ok) {
    store.getState().setLoadProblems({ source, problems: result.problems });
    return { ok: false, problems: result.problems };
  }
  // The scenario's ruleset is loaded first (its own chunk); a failed load keeps the game in progress.
  const started = await store.getState().startScenario(result.scenario, source);
  return started.ok ? { ok: true, scenario: result.scenario } : { ok: false, problems: started.problems };
}

export async function loadScenarioFromUrl(store: SkirmishStore, url: string): Promise<LoadResult> {
  return applyFetchedScenario(store, await fetchScenarioText(url), url);
}

/** Put a fetched file on the table (`applyScenarioText`), or its fetch's problem in the error panel. */
export async function applyFetchedScenario(store: SkirmishStore, fetched: Awaited<ReturnType<typeof fetchScenarioText>>, url: string): Promise<LoadResult> {
  if (!fetched.ok) {
    store.getState().setLoadProblems({ source: url, problems: [fetched.problem] });
    return { ok: false, problems: [fetched.problem] };
  }
  return applyScenarioText(store, fetched.text, url);
}

/**
 * `?scenario=` on the page's address: fetched only when it is a path on this site or an https: URL
 * (`checkScenarioUrl`); anything else (a `data:` URL, `javascript:`, plain http to another host) is
 * a problem in the error panel and nothing is fetched.
 */
export async function loadRequestedScenario(store: SkirmishStore, requested: string, pageHref: string): Promise<LoadResult> {
  const checked = checkScenarioUrl(requested, pageHref);
  if (!checked.ok) {
    store.getState().setLoadProblems({ source: shownUrl(requested), problems: [checked.problem] });
    return { ok: false, problems: [checked.problem] };
  }
  return loadScenarioFromUrl(store, checked.url);
}

/**
 * A file the player picked ("Open scenario…"): a scenario, or a save (resumed, as Import does, so a
 * save is held to the save's size limit, not the scenario's; the scenario parser applies its own
 * limit to the text). Refused before it is read when larger than a save may be; its bytes must be UTF-8.
 */
export async function loadScenarioFromFile(store: SkirmishStore, file: File): Promise<LoadResult> {
  const fail = (problem: ScenarioProblem): LoadResult => {
    store.getState().setLoadProblems({ source: file.name, problems: [problem] });
    return { ok: false, problems: [problem] };
  };
  if (file.size > MAX_SAVE_BYTES) return fail(tooLargeProblem(file.size));
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    return fail({ path: '(root)', code: 'fetchFailed', message: `(root): could not read ${file.name}`, params: { url: file.name, status: String(error) } });
  }
  const decoded = await readFileText(bytes);
  if (!decoded.ok) return fail(decoded.problem);
  return applyScenarioText(store, decoded.text, file.name);
}
