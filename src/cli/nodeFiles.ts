/** Node's file system as `CliIo` reads it: a file's bytes, and its size without reading it. */
import { readFile, stat } from 'node:fs/promises';

/** The bytes of a file. */
export async function readFileBytes(path: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(path));
}

/** The size of a file in bytes; a directory is refused as `EISDIR`, as reading it would be (stat alone gives its block size). */
export async function fileSizeOf(path: string): Promise<number> {
  const s = await stat(path);
  if (s.isDirectory()) throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${path}'`), { code: 'EISDIR' });
  return s.size;
}
