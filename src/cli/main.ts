/**
 * `npm run skirmish -- <command> …`: the headless command for scenario authors, scripts and tests.
 * `main` reads its arguments and does its input and output through `io` only (no process globals),
 * and returns the exit status: 0 success, 1 bad input or a "no", 2 a wrong command line.
 */
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import { loadAllRulesets } from '../engine/rulesetRegistry';
import { createShippedCatalog } from '../rules/shippedCatalog';
import { actionsCommand } from './actionsCommand';
import { applyCommand } from './applyCommand';
import type { ParsedArgs } from './args';
import { splitArgs } from './args';
import type { CliIo } from './io';
import { EXIT_OK } from './io';
import { losCommand } from './losCommand';
import { newCommand } from './newCommand';
import { replayCommand } from './replayCommand';
import { COMMANDS, commandUsage, usageError, usageText } from './usage';
import { validateCommand } from './validateCommand';

export type { CliIo } from './io';

export interface MainOptions {
  /** The rulesets save files may name (default: the rulesets this build ships). Tests pass their own. */
  readonly registry?: RulesetRegistry;
  /**
   * A fresh seed for `new` without `--seed` (skirmish.ts draws it from node:crypto; tests pass a
   * constant). Without one, `new` asks for `--seed`.
   */
  readonly newSeed?: () => number;
}

interface RunContext {
  readonly registry: RulesetRegistry;
  readonly newSeed: (() => number) | undefined;
}

type Runner = (io: CliIo, args: ParsedArgs, context: RunContext) => Promise<number>;

const RUNNERS: Readonly<Record<string, Runner>> = {
  validate: (io, { positional: [file] }, { registry }) => validateCommand(io, file!, registry),
  los: (io, { positional: [file, a, b], flags }) => losCommand(io, file!, a!, b!, { noRays: flags.has('--no-rays') }),
  new: (io, { positional: [file], values }, { registry, newSeed }) => newCommand(io, file!, {
    seed: values.get('--seed') ?? [], ruleset: values.get('--ruleset') ?? [], options: values.get('--option') ?? [],
  }, registry, newSeed),
  replay: (io, { positional: [file] }, { registry }) => replayCommand(io, file!, registry),
  actions: (io, { positional: [file, figureId] }, { registry }) => actionsCommand(io, file!, figureId, registry),
  apply: (io, { positional: [file, actionFile] }, { registry }) => applyCommand(io, file!, actionFile!, registry),
};

const FLAGS: Readonly<Record<string, readonly string[]>> = {
  los: ['--no-rays'],
};

export async function main(argv: readonly string[], io: CliIo, options: MainOptions = {}): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usageText());
    return EXIT_OK;
  }
  if (name === undefined) return usageError(io, 'no command given');
  const command = COMMANDS.find((c) => c.name === name);
  const run = RUNNERS[name];
  if (command === undefined || run === undefined) return usageError(io, `unknown command "${name}"`);
  const args = splitArgs(rest, new Set(command.valueOptions ?? []));
  if (args.flags.has('--help')) {
    io.stdout(`usage: ${commandUsage(command)}\n${command.summary}\n`);
    return EXIT_OK;
  }
  const badFlags = [...args.flags].filter((f) => !(FLAGS[name] ?? []).includes(f));
  if (badFlags.length > 0) return usageError(io, `unknown option ${badFlags.join(', ')} for "${name}"`, command);
  if (args.missingValues.length > 0) return usageError(io, `${args.missingValues.join(', ')} needs a value`, command);
  const missing = command.required.slice(args.positional.length);
  if (missing.length > 0) return usageError(io, `missing ${missing.map((m) => `<${m}>`).join(', ')}`, command);
  const extra = args.positional.slice(command.required.length + (command.optional?.length ?? 0));
  if (extra.length > 0) return usageError(io, `unexpected argument${extra.length === 1 ? '' : 's'} ${extra.join(' ')}`, command);
  return run(io, args, { registry: options.registry ?? (await shippedRulesets()), newSeed: options.newSeed });
}

/** The app's registry (the same loaders: rules/shippedCatalog.ts), every ruleset loaded before a command runs. */
async function shippedRulesets(): Promise<RulesetRegistry> {
  const registry = createShippedCatalog();
  await loadAllRulesets(registry);
  return registry;
}
