/** The help text of `npm run skirmish`, the one-line usage of each command, and the usage error (exit 2). */
import type { CliIo } from './io';
import { EXIT_USAGE } from './io';

export interface CommandHelp {
  readonly name: string;
  /** The arguments, as shown in the usage line. */
  readonly args: string;
  /** The names of the required positional arguments, in order (for "missing <name>"). */
  readonly required: readonly string[];
  /** The optional positional arguments after them. */
  readonly optional?: readonly string[];
  /** Options that take a value (`--seed N`); `--option` may be given more than once. */
  readonly valueOptions?: readonly string[];
  readonly summary: string;
}

export const COMMANDS: readonly CommandHelp[] = [
  {
    name: 'validate',
    args: '<file.json>',
    required: ['file.json'],
    summary: 'Check a scenario or a save file: prints OK, or every problem with its path.',
  },
  {
    name: 'los',
    args: '<scenario.json> <figureId> <figureId> [--no-rays]',
    required: ['scenario.json', 'observer figureId', 'target figureId'],
    summary: 'Line of sight from the first figure to the second, as JSON (--no-rays leaves out the sample rays).',
  },
  {
    name: 'new',
    args: '<scenario.json> [--seed N] [--ruleset ID] [--option key=value …]',
    required: ['scenario.json'],
    valueOptions: ['--seed', '--ruleset', '--option'],
    summary: 'Start a game: write its first save to stdout (> game.json), the seed on stderr. Default: the scenario\'s '
      + 'own rules (the free table when they are not installed), a random seed, the rules\' default options.',
  },
  {
    name: 'replay',
    args: '<save.json>',
    required: ['save.json'],
    summary: 'Replay a save\'s log: the turn, the flow, each side\'s figures and their state, the state hash (exit 1 if it does not match).',
  },
  {
    name: 'actions',
    args: '<save.json> [figureId]',
    required: ['save.json'],
    optional: ['figureId'],
    summary: 'What can be done now, legal first (one JSON a line, for apply), then the refused ones with reasons and rule IDs: '
      + 'the figure\'s actions and its side\'s (End phase, End turn); without a figure, those of every side that may act.',
  },
  {
    name: 'apply',
    args: '<save.json> <action.json>',
    required: ['save.json', 'action.json'],
    summary: 'Apply one action (dice from the save\'s seed) and write the new save to stdout, or print the refusal (exit 1).',
  },
];

export function commandUsage(command: CommandHelp): string {
  return `npm run skirmish -- ${command.name} ${command.args}`;
}

export function usageText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Usage: npm run skirmish -- <command> [arguments]',
    '',
    'Commands:',
    ...COMMANDS.flatMap((c) => [`  ${c.name.padEnd(width)}  ${c.args}`, `  ${' '.repeat(width)}  ${c.summary}`]),
    '',
    'Exit status: 0 success; 1 invalid input, a failed check or a refused action; 2 a wrong command line.',
    '',
  ].join('\n');
}

/** A wrong command line: the error, then the command's usage (or the whole help) on stderr; exit 2. */
export function usageError(io: CliIo, message: string, command?: CommandHelp): number {
  io.stderr(`error: ${message}\n`);
  io.stderr(command === undefined ? `\n${usageText()}` : `usage: ${commandUsage(command)}\n`);
  return EXIT_USAGE;
}
