/** Splitting a command line into positional arguments, `--flags` and `--options value`. */

export interface ParsedArgs {
  readonly positional: readonly string[];
  /** Options without a value (`--no-rays`), and any `--word` that is not a value option. */
  readonly flags: ReadonlySet<string>;
  /** Options that take a value (`--seed 7` or `--seed=7`), each with every value given, in order. */
  readonly values: ReadonlyMap<string, readonly string[]>;
  /** Value options that ended the command line without their value. */
  readonly missingValues: readonly string[];
}

/**
 * `["a.json", "--no-rays", "--seed", "7", "x"]` with value options `{"--seed"}` → positional
 * `["a.json", "x"]`, flags `{"--no-rays"}`, values `{"--seed": ["7"]}`. A value option takes the next
 * argument whatever it is (`--option --x` gives the value `--x`). A lone `--` ends the options.
 */
export function splitArgs(argv: readonly string[], valueOptions: ReadonlySet<string> = new Set()): ParsedArgs {
  const positional: string[] = [];
  const flags = new Set<string>();
  const values = new Map<string, string[]>();
  const missingValues: string[] = [];
  const add = (name: string, value: string) => values.set(name, [...(values.get(name) ?? []), value]);
  let optionsDone = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (optionsDone || !arg.startsWith('--')) positional.push(arg);
    else if (arg === '--') optionsDone = true;
    else {
      const eq = arg.indexOf('=');
      const name = eq < 0 ? arg : arg.slice(0, eq);
      if (!valueOptions.has(name)) flags.add(arg);
      else if (eq >= 0) add(name, arg.slice(eq + 1));
      else if (i + 1 < argv.length) add(name, argv[++i]!);
      else missingValues.push(name);
    }
  }
  return { positional, flags, values, missingValues };
}
