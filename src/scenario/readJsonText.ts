/**
 * Reading untrusted JSON text (a scenario or a save file): a size limit first, a byte-order mark
 * dropped, and a syntax error reported with its line and column. Shared by `parseScenarioText` and
 * `parseSaveText`, which wrap the problem in their own problem type.
 */
import { jsonDepthProblem, tooDeepWords } from './jsonDepth';
import { jsonErrorPosition } from './jsonErrorPosition';

export interface JsonTextProblem {
  readonly code: 'wrongType' | 'tooLarge' | 'notJson' | 'tooDeep';
  /** Where in the document, when not the whole file (a value nested too deep). */
  readonly path?: string;
  /** Plain English words, without the path. */
  readonly words: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export type JsonTextResult = { readonly ok: true; readonly json: unknown } | { readonly ok: false; readonly problem: JsonTextProblem };

/** UTF-8 length of a string in bytes, without allocating an encoded copy. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

export function readJsonText(text: string, maxBytes: number): JsonTextResult {
  if (typeof text !== 'string') {
    return { ok: false, problem: { code: 'wrongType', words: 'expected the text of a file', params: { expected: 'string', received: typeof text } } };
  }
  // Cheap bound first: a UTF-8 character is at most 3 bytes per UTF-16 unit.
  const bytes = text.length * 3 <= maxBytes ? 0 : utf8ByteLength(text);
  if (bytes > maxBytes) {
    const mb = (n: number) => n / 1024 / 1024;
    return { ok: false, problem: { code: 'tooLarge', words: `the file is ${mb(bytes).toFixed(1)} MB; the limit is ${mb(maxBytes)} MB`, params: { bytes, maxBytes } } };
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const at = jsonErrorPosition(body);
    const reason = at?.reason ?? (error instanceof Error ? error.message : String(error));
    const line = at?.line ?? 1;
    const column = at?.column ?? 1;
    return { ok: false, problem: { code: 'notJson', words: `not valid JSON at line ${line}, column ${column}: ${reason}`, params: { line, column, reason } } };
  }
  // Before anything recursive (the schema, the hash, JSON.stringify on the next save) sees it.
  const deep = jsonDepthProblem(json);
  if (deep !== null) return { ok: false, problem: { code: 'tooDeep', path: deep.path, words: tooDeepWords(deep), params: { maxDepth: deep.maxDepth } } };
  return { ok: true, json };
}
