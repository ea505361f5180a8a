/**
 * Where the game comes from on start: `?scenario=<path or URL>` on the page's address opens that
 * scenario as a new game; otherwise the last game is resumed (it was autosaved), else the bundled
 * demo starts. Paths are resolved against the page, so `?scenario=scenarios/other.json` opens a bundled file;
 * only paths on this site and `https:` URLs are fetched (`checkScenarioUrl`).
 */
import type { ScenarioProblem } from '../scenario/problems';
import { ROOT_PATH, scenarioProblem } from '../scenario/problems';

export const DEMO_SCENARIO_PATH = 'scenarios/demo-town.json';

/** The scenario the address asks for, or null. */
export function requestedScenarioPath(search: string): string | null {
  const requested = new URLSearchParams(search).get('scenario');
  return requested && requested.trim() !== '' ? requested.trim() : null;
}

export function scenarioPathFromLocation(search: string): string {
  return requestedScenarioPath(search) ?? DEMO_SCENARIO_PATH;
}

/** What the error panel shows of an address: long ones (a `data:` URL can be megabytes) cut short. */
export function shownUrl(url: string, max = 80): string {
  return url.length > max ? `${url.slice(0, max - 1)}…` : url;
}

export type ScenarioUrlCheck = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly problem: ScenarioProblem };

/**
 * Whether `?scenario=` may fetch this address: a path on this site (relative, `/…`, or a full URL of
 * the page's own origin and scheme) or an `https:` URL anywhere. Anything else — `data:`, `blob:`,
 * `javascript:`, `file:`, plain `http:` to another host (a downgrade the page did not ask for) — is a
 * `urlNotAllowed` problem for the error panel, and nothing is fetched. Why: a link is untrusted
 * input; a `data:` URL carries a whole crafted file in the address, and the page should only read
 * what a server serves. `pageHref` is the page's address (`window.location.href`).
 */
export function checkScenarioUrl(requested: string, pageHref: string): ScenarioUrlCheck {
  const refuse = (): ScenarioUrlCheck => {
    const url = shownUrl(requested);
    return { ok: false, problem: scenarioProblem(ROOT_PATH, 'urlNotAllowed', `${url} cannot be opened: only a path on this site or an https: address is fetched`, { url }) };
  };
  let page: URL;
  let target: URL;
  try {
    page = new URL(pageHref);
    target = new URL(requested, page);
  } catch {
    return refuse();
  }
  const sameSite = target.origin === page.origin && target.protocol === page.protocol && (page.protocol === 'http:' || page.protocol === 'https:');
  return sameSite || target.protocol === 'https:' ? { ok: true, url: requested } : refuse();
}
