/**
 * Where the scenario comes from: `?scenario=<path or URL>` on the page's address, else the bundled demo.
 * Paths are resolved against the page, so `?scenario=scenarios/other.json` opens a bundled file.
 */
export const DEMO_SCENARIO_PATH = 'scenarios/demo-town.json';

export function scenarioPathFromLocation(search: string): string {
  const requested = new URLSearchParams(search).get('scenario');
  return requested && requested.trim() !== '' ? requested.trim() : DEMO_SCENARIO_PATH;
}
