/** A CliIo for tests: reads real files (or the given texts and bytes), collects what is written. */
import type { CliIo } from './io';
import { fileSizeOf, readFileBytes } from './nodeFiles';

export interface CapturedIo extends CliIo {
  readonly out: () => string;
  readonly err: () => string;
  /** How many files were read whole (`readFile`), to show a check came before the read. */
  readonly reads: () => number;
}

export function captureIo(files: Readonly<Record<string, string | Uint8Array>> = {}): CapturedIo {
  let out = '';
  let err = '';
  let reads = 0;
  const given = (path: string): Uint8Array | undefined => {
    if (!(path in files)) return undefined;
    const f = files[path]!;
    return typeof f === 'string' ? new TextEncoder().encode(f) : f;
  };
  return {
    readFile: async (path) => {
      reads++;
      return given(path) ?? readFileBytes(path);
    },
    fileSize: async (path) => given(path)?.length ?? fileSizeOf(path),
    stdout: (text) => { out += text; },
    stderr: (text) => { err += text; },
    out: () => out,
    err: () => err,
    reads: () => reads,
  };
}
