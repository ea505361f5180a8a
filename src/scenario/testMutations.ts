/**
 * Test support (not API): ways to damage a scenario or save file, for the fuzz tests
 * (fileFuzz.test.ts). A file is damaged as a value (a field removed, a wrong type, a huge number,
 * an id changed, nesting too deep, a list too long) or as text and bytes (cut short, bytes that
 * are not UTF-8). Each function is pure and returns a new value; the original is never touched.
 */
import { decodeUtf8 } from './decodeUtf8';
import { MAX_FILE_DEPTH } from './jsonDepth';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonPath = readonly (string | number)[];

/** Every path to a value inside `doc` (the root is `[]`), depth first. */
export function pathsOf(doc: Json, prefix: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  out.push(prefix);
  if (Array.isArray(doc)) doc.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (doc !== null && typeof doc === 'object') for (const [k, v] of Object.entries(doc)) pathsOf(v, [...prefix, k], out);
  return out;
}

/** The value at `path`, or undefined. */
export function valueAt(doc: Json, path: JsonPath): Json | undefined {
  let v: Json | undefined = doc;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = Array.isArray(v) ? v[k as number] : v[String(k)];
  }
  return v;
}

/** A copy of `doc` with the value at `path` replaced by `f(old)` (`undefined` removes it). */
export function mutateAt(doc: Json, path: JsonPath, f: (old: Json) => Json | undefined): Json {
  if (path.length === 0) return f(doc) ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(doc)) {
    const copy = [...doc];
    const next = rest.length === 0 ? f(copy[head as number] ?? null) : mutateAt(copy[head as number] ?? null, rest, f);
    if (next === undefined) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  if (doc !== null && typeof doc === 'object') {
    const copy = { ...doc };
    const key = String(head);
    const next = rest.length === 0 ? f(copy[key] ?? null) : mutateAt(copy[key] ?? null, rest, f);
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    return copy;
  }
  return doc;
}

/** Value mutations: `r` is a free random number for the ones that choose. */
export const VALUE_MUTATIONS: readonly ((old: Json, r: number) => Json | undefined)[] = [
  () => undefined, // the field removed
  (old) => (typeof old === 'string' ? 42 : 'text'), // the wrong type
  () => null,
  () => [],
  () => ({}),
  (_old, r) => [1e308, -1e308, 2 ** 53 + 1, 1e21, -0, 4294967296, 5e-324, 2 ** 31][r % 8] ?? 0, // huge (and tiny) numbers
  (old) => (typeof old === 'number' ? -old - 1 : old),
  () => 'ghost', // an id that names nothing
  (old) => (Array.isArray(old) ? [...old, ...old] : old), // entries repeated
  (old) => (Array.isArray(old) ? old.slice(1) : old),
  (old) => (old !== null && typeof old === 'object' && !Array.isArray(old) ? { ...old, type: 'shoot', targetIds: ['a1'] } : old), // a changed log entry
  (old) => (old !== null && typeof old === 'object' && !Array.isArray(old) ? { ...old, extra: { nested: [1, 2] } } : old), // an unknown field
  (old) => (typeof old === 'string' ? `${old}\n"'<b>\u0000\u{1F600}` : old), // odd characters
  (old, r) => (typeof old === 'number' ? old + (r % 2 === 0 ? 1e-9 : 0.5) : old), // a number nudged
];

/** `levels` arrays (or objects, `{"x": …}`) nested around `inner`, built without recursion. */
export function nested(levels: number, kind: 'array' | 'object' = 'array', inner: Json = 1): Json {
  let v: Json = inner;
  for (let i = 0; i < levels; i++) v = kind === 'array' ? [v] : { x: v };
  return v;
}

/** How deeply `doc` nests objects and arrays (the root object is 1; a scalar 0), without recursion. */
export function depthOf(doc: Json): number {
  let max = 0;
  const stack: [Json, number][] = [[doc, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    max = Math.max(max, d);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

/**
 * `doc` with the value at `path` replaced by a chain of nested arrays or objects that makes the whole
 * file exactly `depth` levels deep (when the rest of the file is shallower), as a value.
 */
export function deepenTo(doc: Json, path: JsonPath, depth: number, kind: 'array' | 'object'): Json {
  // The value at `path` sits at depth path.length + 1 when it is a container.
  return mutateAt(doc, path, () => nested(Math.max(1, depth - path.length), kind));
}

/**
 * The text of `doc` with the value at `path` replaced by `levels` nested arrays, written as text:
 * JSON.stringify recurses, and would overflow on thousands of levels before the file exists.
 */
export function deepText(doc: Json, path: JsonPath, levels: number): string {
  const marker = '\u0001deep\u0001';
  const text = JSON.stringify(mutateAt(doc, path, () => marker));
  return text.replace(JSON.stringify(marker), `${'['.repeat(levels)}1${']'.repeat(levels)}`);
}

export const MAX_DEPTH = MAX_FILE_DEPTH;

/** Byte sequences that are not UTF-8, each with what it is. */
export const BAD_UTF8: readonly (readonly [string, readonly number[]])[] = [
  ['0xFF (never in UTF-8)', [0xff]],
  ['0xC0 0x80 (an overlong NUL)', [0xc0, 0x80]],
  ['0x80 (a stray continuation)', [0x80]],
  ['0xED 0xA0 0x80 (a surrogate)', [0xed, 0xa0, 0x80]],
  ['0xF4 0x90 0x80 0x80 (above U+10FFFF)', [0xf4, 0x90, 0x80, 0x80]],
  ['0xE2 0x82 (cut short)', [0xe2, 0x82]],
  ['0xE9 (Latin-1 é)', [0xe9]],
  ['0xFE 0xFF (a UTF-16 byte-order mark)', [0xfe, 0xff]],
];

/** `bytes` with `insert` spliced in at `offset`. */
export function spliceBytes(bytes: Uint8Array, offset: number, insert: readonly number[], remove = 0): Uint8Array {
  const out = new Uint8Array(bytes.length + insert.length - remove);
  out.set(bytes.subarray(0, offset), 0);
  out.set(insert, offset);
  out.set(bytes.subarray(offset + remove), offset + insert.length);
  return out;
}

/**
 * Where the first bad byte must be found when `insert` went in at `offset` of valid UTF-8: within
 * three bytes before it (the insert may cut a character short) and three after its end (a stray
 * continuation may complete a character before it and leave the next one stray).
 */
export function badByteWindow(offset: number, insert: readonly number[]): { min: number; max: number } {
  return { min: Math.max(0, offset - 3), max: offset + insert.length + 3 };
}

/** True when the bytes before `offset` decode (the fault reported is the first one). */
export const decodesBefore = (bytes: Uint8Array, offset: number): boolean => decodeUtf8(bytes.subarray(0, offset)).ok;

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
