/**
 * What a command may touch of the outside world: reading a file and writing text. `main` and the
 * commands take this instead of reaching for `process`, so tests call them directly.
 */
import { decodeFileText } from '../scenario/decodeUtf8';
import type { ScenarioProblem } from '../scenario/problems';
import { ROOT_PATH, scenarioProblem } from '../scenario/problems';

export interface CliIo {
  /** The bytes of a file (decoded as UTF-8 by `readInputFile`, never replaced). Rejects when it cannot be read. */
  readFile(path: string): Promise<Uint8Array>;
  /** The size of a file in bytes, without reading it. Rejects when it cannot be read (`EISDIR` for a directory). */
  fileSize(path: string): Promise<number>;
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

const MB = 1024 * 1024;

/** The `tooLarge` problem of a file of `bytes` over `maxBytes`, in the words readJsonText uses; `what` adds to them. */
export function tooLargeProblem(bytes: number, maxBytes: number, what = ''): ScenarioProblem {
  return scenarioProblem(ROOT_PATH, 'tooLarge', `the file is ${(bytes / MB).toFixed(1)} MB; the limit is ${maxBytes / MB} MB${what}`, { bytes, maxBytes });
}

/**
 * A file's text: `ok: false` with the problem when it is larger than `maxBytes` (checked on its size
 * before it is read) or not UTF-8 (`badEncoding` with the byte offset); `problem: null` when it
 * cannot be read at all, which is already reported on stderr (`error: cannot read …`).
 */
export type InputText =
  | { readonly ok: true; readonly text: string; readonly bytes: number }
  | { readonly ok: false; readonly problem: ScenarioProblem | null };

export async function readInputText(io: CliIo, path: string, maxBytes: number, limitWords = ''): Promise<InputText> {
  let bytes: Uint8Array;
  try {
    const size = await io.fileSize(path);
    if (size > maxBytes) return { ok: false, problem: tooLargeProblem(size, maxBytes, limitWords) };
    bytes = await io.readFile(path);
  } catch (error) {
    io.stderr(`error: cannot read ${path}: ${readErrorReason(error)}\n`);
    return { ok: false, problem: null };
  }
  // The file may have grown between the two calls.
  if (bytes.length > maxBytes) return { ok: false, problem: tooLargeProblem(bytes.length, maxBytes, limitWords) };
  const decoded = decodeFileText(bytes);
  return decoded.ok ? { ok: true, text: decoded.text, bytes: bytes.length } : { ok: false, problem: decoded.problem };
}

/** `readInputText` for commands that print problems on stderr: the text, or null after saying why not. */
export async function readInputFile(io: CliIo, path: string, maxBytes: number): Promise<string | null> {
  const read = await readInputText(io, path, maxBytes);
  if (read.ok) return read.text;
  if (read.problem !== null) io.stderr(`error: cannot use ${path}: ${read.problem.message.replace(/^\(root\): /, '')}\n`);
  return null;
}

/** Singular or plural: `count(1, 'figure')` → "1 figure", `count(3, 'terrain piece')` → "3 terrain pieces". */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
