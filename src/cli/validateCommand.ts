/**
 * `validate <file.json>`: a scenario file (or, with `"kind": "skirmish-save"`, a save file) through
 * the same door the app uses. Prints `OK: …` and the warnings, or every problem; 0 when valid, else 1.
 * When the scenario's ruleset is installed, each figure's and unit's profile is checked by it too (what a new
 * game would refuse: `figures[i].profile.shoot: 7 is not …`); a scenario for rules not installed
 * is checked as a table only (the app plays it on the free table). The file's size is checked on the
 * file system before it is read (nothing over the save limit is read), and its bytes must be UTF-8
 * (`badEncoding` with the byte offset, never a silent U+FFFD).
 */
import { scenarioProfileProblems } from '../engine/scenarioProfileProblems';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import { MAX_SAVE_BYTES, parseSaveText } from '../scenario/loadSave';
import { MAX_SCENARIO_BYTES, parseScenarioText } from '../scenario/parseScenario';
import type { ScenarioProblem } from '../scenario/problems';
import type { CliIo } from './io';
import { count, EXIT_FAILED, EXIT_OK, readInputText } from './io';

/** Does the text look like a save file (a JSON object with `"kind": "skirmish-save"`)? */
export function isSaveText(text: string): boolean {
  try {
    const doc: unknown = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return typeof doc === 'object' && doc !== null && (doc as { kind?: unknown }).kind === 'skirmish-save';
  } catch {
    return false;
  }
}

/** One problem per line; each `message` already starts with its path. */
export function formatProblems(problems: readonly ScenarioProblem[], prefix = ''): string {
  return problems.map((p) => `${prefix}${p.message}\n`).join('');
}

function invalid(io: CliIo, file: string, problems: readonly ScenarioProblem[]): number {
  io.stdout(formatProblems(problems));
  io.stderr(`INVALID: ${file} (${count(problems.length, 'problem')})\n`);
  return EXIT_FAILED;
}

/** A save file: the envelope, the ruleset, the scenario inside, the replay and the hash (loadSave). */
function validateSave(io: CliIo, file: string, text: string, registry: RulesetRegistry): number {
  const result = parseSaveText(text, registry);
  if (!result.ok) return invalid(io, file, result.problems);
  const { state } = result;
  const steps = state.log.filter((e) => e.kind !== 'setup').length;
  io.stdout(`OK: ${file} (save of ${state.scenario.name}, ruleset ${state.rulesetId}, ${count(steps, 'step')}, turn ${state.turn})\n`);
  io.stdout(formatProblems(result.warnings, 'warning: '));
  return EXIT_OK;
}

/** Looks like a save without parsing it: `"kind": "skirmish-save"` near either end (where writers put it). */
const SAVE_KIND = /"kind"\s*:\s*"skirmish-save"/;
const looksLikeSave = (text: string): boolean => SAVE_KIND.test(text.slice(0, 4096)) || SAVE_KIND.test(text.slice(-4096));

export async function validateCommand(io: CliIo, file: string, registry: RulesetRegistry): Promise<number> {
  // The size first, from the file system: nothing larger than a save may be is read at all.
  const read = await readInputText(io, file, MAX_SAVE_BYTES, ` for a save file (${MAX_SCENARIO_BYTES / 1024 / 1024} MB for a scenario)`);
  if (!read.ok) return read.problem === null ? EXIT_FAILED : invalid(io, file, [read.problem]);
  const { text } = read;
  // Over the scenario limit only a save can be valid: tell it by its marker rather than parse it to find out.
  if (read.bytes > MAX_SCENARIO_BYTES ? looksLikeSave(text) : isSaveText(text)) return validateSave(io, file, text, registry);
  const result = parseScenarioText(text);
  if (!result.ok) return invalid(io, file, result.problems);
  const { scenario } = result;
  const ruleset = registry.get(scenario.ruleset);
  const profiles: ScenarioProblem[] = ruleset === undefined ? [] : scenarioProfileProblems(ruleset, scenario)
    .map((p) => ({ path: p.path, code: p.code, message: p.message, ...(p.params === undefined ? {} : { params: p.params }) }));
  if (profiles.length > 0) return invalid(io, file, profiles);
  io.stdout(`OK: ${file} (${scenario.name}, ${scenario.ruleset}, ${count(scenario.figures.length, 'figure')}, `
    + `${count(scenario.terrain.length, 'terrain piece')})\n`);
  io.stdout(formatProblems(result.warnings, 'warning: '));
  return EXIT_OK;
}
