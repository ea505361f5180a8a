/** A CliIo for tests: reads real files (or the given texts), collects what is written. */
import { readFile } from 'node:fs/promises';
import type { CliIo } from './io';

export interface CapturedIo extends CliIo {
  readonly out: () => string;
  readonly err: () => string;
}

export function captureIo(files: Readonly<Record<string, string>> = {}): CapturedIo {
  let out = '';
  let err = '';
  return {
    readFile: async (path) => (path in files ? files[path]! : readFile(path, 'utf8')),
    stdout: (text) => { out += text; },
    stderr: (text) => { err += text; },
    out: () => out,
    err: () => err,
  };
}
