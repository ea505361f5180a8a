/**
 * `loadScenarioFile` for the commands that take a scenario (`los`, `new`): the size checked before
 * the file is read, the bytes decoded as UTF-8, then `parseScenarioText`. Problems go to stderr, one
 * a line with its path, then `error: <file> is not a valid scenario`.
 */
import type { Scenario } from '../engine/model';
import { MAX_SCENARIO_BYTES, parseScenarioText } from '../scenario/parseScenario';
import type { CliIo } from './io';
import { count, readInputText } from './io';
import { formatProblems } from './validateCommand';

export async function loadScenarioFile(io: CliIo, file: string): Promise<Scenario | null> {
  const read = await readInputText(io, file, MAX_SCENARIO_BYTES);
  if (!read.ok && read.problem === null) return null;
  const parsed = read.ok ? parseScenarioText(read.text) : { ok: false as const, problems: [read.problem!] };
  if (!parsed.ok) {
    io.stderr(formatProblems(parsed.problems));
    io.stderr(`error: ${file} is not a valid scenario (${count(parsed.problems.length, 'problem')}); run "validate" for details\n`);
    return null;
  }
  return parsed.scenario;
}
