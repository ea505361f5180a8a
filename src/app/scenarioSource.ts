/**
 * Where the game comes from on start: `?scenario=<path or URL>` on the page's address opens that
 * scenario as a new game; otherwise the last game is resumed (it was autosaved), else the bundled
 * demo starts. Paths are resolved against the page, so `?scenario=scenarios/other.json` opens a bundled file.
 */
export const DEMO_SCENARIO_PATH = 'scenarios/demo-town.json';

/** The scenario the address asks for, or null. */
export function requestedScenarioPath(search: string): string | null {
  const requested = new URLSearchParams(search).get('scenario');
  return requested && requested.trim() !== '' ? requested.trim() : null;
}

export function scenarioPathFromLocation(search: string): string {
  return requestedScenarioPath(search) ?? DEMO_SCENARIO_PATH;
}
