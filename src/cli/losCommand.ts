/**
 * `los <scenario.json> <observerId> <targetId> [--no-rays]`: the line-of-sight result between two
 * figures of a scenario as they stand, as JSON. Unknown ids are reported with the ids there are.
 */
import { losSceneOf } from '../engine/losScene';
import { lineOfSight } from '../los/lineOfSight';
import type { CliIo } from './io';
import { EXIT_FAILED, EXIT_OK } from './io';
import { loadScenarioFile } from './scenarioInput';

export interface LosCommandOptions {
  /** Leave the sample rays out of the result. */
  readonly noRays?: boolean;
}

export async function losCommand(io: CliIo, file: string, observerId: string, targetId: string, options: LosCommandOptions = {}): Promise<number> {
  const scenario = await loadScenarioFile(io, file);
  if (scenario === null) return EXIT_FAILED;
  const ids = scenario.figures.map((f) => f.id);
  const unknown = [observerId, targetId].filter((id) => !ids.includes(id));
  if (unknown.length > 0) {
    const known = ids.length > 0 ? ids.join(', ') : '(none)';
    for (const id of new Set(unknown)) io.stderr(`error: unknown figure id "${id}"; figures are: ${known}\n`);
    return EXIT_FAILED;
  }
  const result = lineOfSight(losSceneOf(scenario), observerId, targetId, { withRays: !options.noRays });
  const { rays: _rays, ...withoutRays } = result;
  io.stdout(`${JSON.stringify(options.noRays ? withoutRays : result, null, 2)}\n`);
  return EXIT_OK;
}
