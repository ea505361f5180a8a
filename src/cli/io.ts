/**
 * What a command may touch of the outside world: reading a file and writing text. `main` and the
 * commands take this instead of reaching for `process`, so tests call them directly.
 */
export interface CliIo {
  /** The text of a file (UTF-8). Rejects when it cannot be read. */
  readFile(path: string): Promise<string>;
  /** Write to standard output (the caller adds the newlines). */
  stdout(text: string): void;
  /** Write to standard error (the caller adds the newlines). */
  stderr(text: string): void;
}

/** Exit statuses: 0 success, 1 the input is bad or the answer is "no", 2 the command line is wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** Why a file could not be read, in a few words. */
export function readErrorReason(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (code in READ_ERRORS) return READ_ERRORS[code]!;
  return error instanceof Error ? error.message : String(error);
}

/** Read a file, or report on stderr why not and return null. */
export async function readInputFile(io: CliIo, path: string): Promise<string | null> {
  try {
    return await io.readFile(path);
  } catch (error) {
    io.stderr(`error: cannot read ${path}: ${readErrorReason(error)}\n`);
    return null;
  }
}

/** Singular or plural: `count(1, 'figure')` → "1 figure", `count(3, 'terrain piece')` → "3 terrain pieces". */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
