/** The help text of `npm run skirmish`, and the one-line usage of each command. */

export interface CommandHelp {
  readonly name: string;
  /** The arguments, as shown in the usage line. */
  readonly args: string;
  /** The names of the required positional arguments, in order (for "missing <name>"). */
  readonly required: readonly string[];
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
    name: 'replay',
    args: '<save.json>',
    required: ['save.json'],
    summary: 'Replay a save\'s log: the turn, the flow, each side\'s figures and their state, the state hash (exit 1 if it does not match).',
  },
  {
    name: 'actions',
    args: '<save.json> <figureId>',
    required: ['save.json', 'figureId'],
    summary: 'The actions legal for the figure now (one JSON a line), then the refused ones with reasons and rule IDs.',
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
