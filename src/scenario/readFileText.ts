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
import { ROOT_PATH, scenarioProblem } from './problems';

export type FileTextResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: ScenarioProblem };

/**
 * `decodeFileText(bytes)`, reading good bytes without loading the validator. Never rejects: when the
 * validator's chunk cannot be fetched (offline, a deploy in between), the file is refused as
 * `fetchFailed` naming it, and the game in progress stays.
 */
export async function readFileText(bytes: Uint8Array): Promise<FileTextResult> {
  if (typeof TextDecoder === 'function') {
    try {
      return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    } catch {
      // Not UTF-8: the validator below says where.
    }
  }
  try {
    const { decodeFileText } = await import('./decodeUtf8');
    return decodeFileText(bytes);
  } catch (error) {
    const status = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: scenarioProblem(ROOT_PATH, 'fetchFailed', `could not fetch decodeUtf8, which finds where the file stops being UTF-8: ${status}`, { url: 'decodeUtf8', status }) };
  }
}
