/**
 * `new <scenario.json> [--seed N] [--ruleset ID] [--option key=value …]`: the starting save of a game
 * on stdout, so a game can be played from the terminal from its first action (`actions`, `apply`).
 *
 * The save is the one the app writes for a new game (store/gameSlice.ts `loadScenario`): the scenario
 * serialised as a file writes it and parsed again, then `newGame`, then `serializeSave`. So a game
 * started here loads in the app (Import game…) and the other way round.
 *
 * Defaults are the app's: the scenario's own ruleset when installed, else the free table (said on
 * stderr, as the app's banner says it); the ruleset's default options; a fresh seed (`newSeed`,
 * drawn by skirmish.ts), always printed on stderr so the game can be started again the same way.
 *
 * `--option key=value` is typed by the ruleset's OptionSpec: `true`/`false` for a boolean, a number
 * for a number, one of the choices for an enum. Anything wrong with the command line — a seed that is
 * not 0–4294967295, a ruleset not installed, an option the ruleset does not have or a value it does
 * not take — is exit 2 with what is wrong and what would do; a scenario with problems is exit 1.
 */
import { newGame } from '../engine/replay';
import { resolveOptions } from '../engine/options';
import type { OptionSpec, Ruleset } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import { serializeSave } from '../engine/saveFile';
import type { OptionValue } from '../engine/state';
import { FREE_RULESET_ID } from '../rules/shippedCatalog';
import { parseScenario } from '../scenario/parseScenario';
import { serializeScenario } from '../scenario/serializeScenario';
import type { CliIo } from './io';
import { count, EXIT_FAILED, EXIT_OK } from './io';
import { loadScenarioFile } from './scenarioInput';
import { COMMANDS, usageError } from './usage';
import { formatProblems } from './validateCommand';

export interface NewCommandValues {
  /** Every value given to each option, in order (each may be given once, `--option` many times). */
  readonly seed: readonly string[];
  readonly ruleset: readonly string[];
  readonly options: readonly string[];
}

const usage = (io: CliIo, message: string): number => usageError(io, message, COMMANDS.find((c) => c.name === 'new'));

/** The values an option takes: `true or false`, `a whole number 0–50`, `floor | ceil`. */
const valuesOf = (spec: OptionSpec): string => {
  if (spec.type === 'boolean') return 'true or false';
  if (spec.type === 'number') return `${spec.integer === true ? 'a whole number' : 'a number'} ${spec.min}–${spec.max}`;
  return spec.choices.join(' | ');
};

/** The ruleset's options, one a line as the error lists them: `  turnLimit  a whole number 0–50 (default 0)`. */
function optionList(ruleset: Ruleset): string {
  if (ruleset.options.length === 0) return `ruleset "${ruleset.id}" has no options`;
  const width = Math.max(...ruleset.options.map((o) => o.key.length));
  return `the options of ruleset "${ruleset.id}":\n${ruleset.options.map((o) => `  ${o.key.padEnd(width)}  ${valuesOf(o)} (default ${String(o.default)})`).join('\n')}`;
}

/** `--seed` as a whole number 0–4294967295, or why not. */
function readSeed(text: string): number | string {
  if (!/^\d{1,10}$/.test(text) || Number(text) > 0xffffffff) return `--seed ${JSON.stringify(text)}: the seed is a whole number 0–4294967295`;
  return Number(text);
}

/** The `--option key=value` texts typed by the ruleset's specs, or the first thing wrong with them. */
export function readOptions(ruleset: Ruleset, given: readonly string[]): { ok: true; options: Record<string, OptionValue> } | { ok: false; message: string } {
  const options: Record<string, OptionValue> = {};
  for (const text of given) {
    const eq = text.indexOf('=');
    if (eq <= 0) return { ok: false, message: `--option ${JSON.stringify(text)}: write it key=value (e.g. --option ${ruleset.options[0]?.key ?? 'key'}=…)` };
    const key = text.slice(0, eq);
    const raw = text.slice(eq + 1);
    const spec = ruleset.options.find((s) => s.key === key);
    const what = `--option ${JSON.stringify(text)}`;
    if (spec === undefined) return { ok: false, message: `${what}: ruleset "${ruleset.id}" has no option ${JSON.stringify(key)}; ${optionList(ruleset)}` };
    if (Object.prototype.hasOwnProperty.call(options, key)) return { ok: false, message: `${what}: ${key} is given twice` };
    let value: OptionValue;
    if (spec.type === 'boolean') {
      if (raw !== 'true' && raw !== 'false') return { ok: false, message: `${what}: ${key} is ${valuesOf(spec)}` };
      value = raw === 'true';
    } else if (spec.type === 'number') {
      value = raw.trim() === '' ? Number.NaN : Number(raw);
      if (!Number.isFinite(value)) return { ok: false, message: `${what}: ${key} is ${valuesOf(spec)}` };
    } else value = raw;
    // Ranges and choices: the engine's own check, so the words are the ones a save's options get.
    const checked = resolveOptions([spec], { [key]: value });
    if (!checked.ok) return { ok: false, message: `${what}: ${checked.problems[0]!.message}` };
    options[key] = value;
  }
  return { ok: true, options };
}

export async function newCommand(io: CliIo, file: string, values: NewCommandValues, registry: RulesetRegistry, newSeed?: () => number): Promise<number> {
  for (const [name, given] of [['--seed', values.seed], ['--ruleset', values.ruleset]] as const) {
    if (given.length > 1) return usage(io, `${name} is given ${given.length} times`);
  }
  let seed: number;
  if (values.seed[0] !== undefined) {
    const read = readSeed(values.seed[0]);
    if (typeof read === 'string') return usage(io, read);
    seed = read;
  } else if (newSeed !== undefined) seed = newSeed();
  else return usage(io, 'no seed: give --seed N');
  const chosen = values.ruleset[0];
  if (chosen !== undefined && registry.get(chosen) === undefined) {
    return usage(io, `--ruleset ${JSON.stringify(chosen)}: no such ruleset is installed (installed: ${registry.ids().join(', ') || 'none'})`);
  }

  const scenario = await loadScenarioFile(io, file);
  if (scenario === null) return EXIT_FAILED;
  // The app's default: the scenario's own rules when installed, else the free table.
  const asked = scenario.ruleset;
  const rulesetId = chosen ?? (registry.get(asked) !== undefined ? asked : FREE_RULESET_ID);
  const ruleset = registry.get(rulesetId);
  if (ruleset === undefined) {
    return usage(io, `ruleset "${asked}" is not installed, nor is the free table: choose one with --ruleset (installed: ${registry.ids().join(', ') || 'none'})`);
  }
  if (chosen === undefined && rulesetId !== asked) io.stderr(`note: ruleset "${asked}" is not installed; the game is played on the free table ("${rulesetId}"); choose another with --ruleset\n`);
  const options = readOptions(ruleset, values.options);
  if (!options.ok) return usage(io, options.message);

  // As the app starts a game: from the scenario as its file writes it, so the save loads back identical.
  const initialScenarioJson = serializeScenario(scenario);
  const reparsed = parseScenario(initialScenarioJson);
  const started = reparsed.ok ? newGame(ruleset, reparsed.scenario, options.options, seed) : { ok: false as const, problems: reparsed.problems };
  if (!started.ok) {
    io.stderr(formatProblems(started.problems));
    io.stderr(`error: ${file} cannot start a game of ruleset "${ruleset.id}" (${count(started.problems.length, 'problem')})\n`);
    return EXIT_FAILED;
  }
  io.stdout(`${JSON.stringify(serializeSave(started.state, initialScenarioJson), null, 2)}\n`);
  const chosenOptions = Object.entries(options.options).map(([k, v]) => `${k}=${String(v)}`).join(' ');
  io.stderr(`new game of ${scenario.name} (ruleset ${ruleset.id}, seed ${seed}${chosenOptions === '' ? '' : `, ${chosenOptions}`}); `
    + `start it again with --seed ${seed}\n`);
  return EXIT_OK;
}
