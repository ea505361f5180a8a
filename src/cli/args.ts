/** Splitting a command line into positional arguments and `--flags`. */

export interface ParsedArgs {
  readonly positional: readonly string[];
  readonly flags: ReadonlySet<string>;
}

/** `["a.json", "--no-rays", "x"]` → positional `["a.json", "x"]`, flags `{"--no-rays"}`. A lone `--` ends the flags. */
export function splitArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Set<string>();
  let flagsDone = false;
  for (const arg of argv) {
    if (!flagsDone && arg === '--') flagsDone = true;
    else if (!flagsDone && arg.startsWith('--')) flags.add(arg);
    else positional.push(arg);
  }
  return { positional, flags };
}
