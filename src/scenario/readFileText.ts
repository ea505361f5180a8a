/**
 * A file's bytes as text for the app's loaders, with the same answer as `decodeFileText`
 * (decodeUtf8.ts): the text without a leading byte-order mark, or the `badEncoding` problem naming
 * the first byte that is not UTF-8.
 *
 * Why a second door: the platform's strict decoder (`fatal: true`, WHATWG: no overlong forms, no
 * surrogates, nothing above U+10FFFF, a leading BOM dropped) accepts exactly the bytes decodeUtf8
 * accepts, so a good file, the only kind a cold load reads, never needs the byte-by-byte validator.
 * That validator is fetched (its own chunk) only when the decoder refuses, to say where and why:
 * it stays out of what every start downloads.
 */
import type { ScenarioProblem } from './problems';

export type FileTextResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: ScenarioProblem };

/** `decodeFileText(bytes)`, reading good bytes without loading the validator. Never rejects. */
export async function readFileText(bytes: Uint8Array): Promise<FileTextResult> {
  if (typeof TextDecoder === 'function') {
    try {
      return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    } catch {
      // Not UTF-8: the validator below says where.
    }
  }
  const { decodeFileText } = await import('./decodeUtf8');
  return decodeFileText(bytes);
}
