/**
 * Bytes of a file → its text, refusing anything that is not UTF-8. Why not TextDecoder's default:
 * it replaces each bad byte with U+FFFD and carries on, so a damaged or mis-encoded file (Latin-1,
 * UTF-16) loads with `�` in its names and nobody is told. Here the first bad byte is reported with
 * its offset, so the player or the script author can find it.
 *
 * Validation is written out (RFC 3629, Unicode table 3-7): no overlong forms, no surrogates
 * (U+D800–DFFF), nothing above U+10FFFF, no stray continuation bytes, no sequence cut short. A
 * leading byte-order mark (EF BB BF) is dropped, as `readJsonText` drops a leading U+FEFF.
 */
import type { ScenarioProblem } from './problems';
import { ROOT_PATH, scenarioProblem } from './problems';

export type Utf8Fault = 'badByte' | 'unexpectedContinuation' | 'truncated' | 'overlong' | 'surrogate' | 'tooHigh';

export type DecodeUtf8Result =
  | { readonly ok: true; readonly text: string }
  | {
    readonly ok: false;
    /** 0-based offset in the bytes of the sequence that is not UTF-8 (its first byte). */
    readonly offset: number;
    /** The byte at `offset`. */
    readonly byte: number;
    readonly fault: Utf8Fault;
    /** Plain English words for the fault. */
    readonly reason: string;
  };

const REASONS: Readonly<Record<Utf8Fault, string>> = {
  badByte: 'a byte that never occurs in UTF-8',
  unexpectedContinuation: 'a continuation byte with no character before it',
  truncated: 'the start of a character whose other bytes are missing',
  overlong: 'an overlong encoding',
  surrogate: 'a UTF-16 surrogate, not allowed in UTF-8',
  tooHigh: 'a code point above U+10FFFF',
};

/** Where `bytes` first stop being UTF-8 (from `start`), or null when they are UTF-8 to the end. */
function firstFault(bytes: Uint8Array, start: number): { offset: number; fault: Utf8Fault } | null {
  const n = bytes.length;
  /** Is the byte at j a continuation byte (10xxxxxx) within [lo, hi]? (The second byte's range is narrower for some leads.) */
  const cont = (j: number, lo = 0x80, hi = 0xbf): boolean => j < n && bytes[j]! >= lo && bytes[j]! <= hi;
  let i = start;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    if (b < 0xc0) return { offset: i, fault: 'unexpectedContinuation' };
    if (b < 0xe0) {
      if (b < 0xc2) return { offset: i, fault: 'overlong' };
      if (!cont(i + 1)) return { offset: i, fault: 'truncated' };
      i += 2;
    } else if (b < 0xf0) {
      // E0 needs A0–BF next (else overlong); ED needs 80–9F (else a surrogate).
      if (cont(i + 1) && !cont(i + 1, b === 0xe0 ? 0xa0 : 0x80, b === 0xed ? 0x9f : 0xbf)) return { offset: i, fault: b === 0xe0 ? 'overlong' : 'surrogate' };
      if (!cont(i + 1) || !cont(i + 2)) return { offset: i, fault: 'truncated' };
      i += 3;
    } else if (b < 0xf5) {
      // F0 needs 90–BF next (else overlong); F4 needs 80–8F (else above U+10FFFF).
      if (cont(i + 1) && !cont(i + 1, b === 0xf0 ? 0x90 : 0x80, b === 0xf4 ? 0x8f : 0xbf)) return { offset: i, fault: b === 0xf0 ? 'overlong' : 'tooHigh' };
      if (!cont(i + 1) || !cont(i + 2) || !cont(i + 3)) return { offset: i, fault: 'truncated' };
      i += 4;
    } else {
      return { offset: i, fault: b < 0xf8 ? 'tooHigh' : 'badByte' };
    }
  }
  return null;
}

const CHUNK = 0x2000;

/** Valid UTF-8 (already checked) to text, by hand: for a runtime without TextDecoder. */
function decodeValid(bytes: Uint8Array, start: number): string {
  const parts: string[] = [];
  const units: number[] = [];
  let i = start;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      units.push(b);
      i += 1;
    } else if (b < 0xe0) {
      units.push(((b & 0x1f) << 6) | (bytes[i + 1]! & 0x3f));
      i += 2;
    } else if (b < 0xf0) {
      units.push(((b & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f));
      i += 3;
    } else {
      const cp = (((b & 0x07) << 18) | ((bytes[i + 1]! & 0x3f) << 12) | ((bytes[i + 2]! & 0x3f) << 6) | (bytes[i + 3]! & 0x3f)) - 0x10000;
      units.push(0xd800 | (cp >> 10), 0xdc00 | (cp & 0x3ff));
      i += 4;
    }
    if (units.length >= CHUNK) parts.push(String.fromCharCode(...units.splice(0)));
  }
  parts.push(String.fromCharCode(...units));
  return parts.join('');
}

/** Decode UTF-8 bytes, or say where the first byte that is not UTF-8 is. Pure; never throws. */
export function decodeUtf8(bytes: Uint8Array): DecodeUtf8Result {
  const start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const fault = firstFault(bytes, start);
  if (fault !== null) return { ok: false, offset: fault.offset, byte: bytes[fault.offset]!, fault: fault.fault, reason: REASONS[fault.fault] };
  // The bytes are valid, so any decoder gives the same text; the platform's is ten times faster.
  if (typeof TextDecoder === 'function') return { ok: true, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(start)) };
  return { ok: true, text: decodeValid(bytes, start) };
}

/** A file's bytes as text, or the `badEncoding` problem (path `(root)`, params `{ offset }`). */
export function decodeFileText(bytes: Uint8Array): { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: ScenarioProblem } {
  const decoded = decodeUtf8(bytes);
  if (decoded.ok) return decoded;
  const hex = decoded.byte.toString(16).toUpperCase().padStart(2, '0');
  return {
    ok: false,
    problem: scenarioProblem(ROOT_PATH, 'badEncoding', `not UTF-8 text: byte 0x${hex} at offset ${decoded.offset} is ${decoded.reason}`, { offset: decoded.offset }),
  };
}
