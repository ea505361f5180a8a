import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeFileText, decodeUtf8 } from './decodeUtf8';
import { parseScenarioText } from './parseScenario';
import { validDoc } from './testDocs';

const bytes = (...b: number[]) => Uint8Array.from(b);
const utf8 = (text: string) => new TextEncoder().encode(text);
const fatal = new TextDecoder('utf-8', { fatal: true });

describe('decodeUtf8', () => {
  it.each<[string, Uint8Array, string]>([
    ['ASCII', utf8('{"a": 1}'), '{"a": 1}'],
    ['two-, three- and four-byte characters', utf8('é ″ 𝄞 Ёж'), 'é ″ 𝄞 Ёж'],
    ['the edges of each length', bytes(0x7f, 0xc2, 0x80, 0xdf, 0xbf, 0xe0, 0xa0, 0x80, 0xef, 0xbf, 0xbf, 0xf0, 0x90, 0x80, 0x80, 0xf4, 0x8f, 0xbf, 0xbf), '\u007f\u0080\u07ff\u0800\uffff\u{10000}\u{10ffff}'],
    ['a byte-order mark is dropped', bytes(0xef, 0xbb, 0xbf, 0x41), 'A'],
    ['only the first byte-order mark', bytes(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf), '\ufeff'],
    ['nothing', bytes(), ''],
  ])('%s', (_name, input, text) => {
    expect(decodeUtf8(input)).toEqual({ ok: true, text });
  });

  it.each<[string, Uint8Array, number, string]>([
    ['Latin-1 é (a lead byte with no continuation)', bytes(0x63, 0x61, 0x66, 0xe9, 0x22), 3, 'truncated'],
    ['a stray continuation byte', bytes(0x41, 0x80), 1, 'unexpectedContinuation'],
    ['a sequence cut short by the end', bytes(0x41, 0x42, 0xe2, 0x80), 2, 'truncated'],
    ['an overlong slash (C0 AF)', bytes(0xc0, 0xaf), 0, 'overlong'],
    ['an overlong three-byte form (E0 80 AF)', bytes(0x20, 0xe0, 0x80, 0xaf), 1, 'overlong'],
    ['an overlong four-byte form (F0 80 80 AF)', bytes(0xf0, 0x80, 0x80, 0xaf), 0, 'overlong'],
    ['a surrogate (ED A0 80 = U+D800)', bytes(0x41, 0xed, 0xa0, 0x80), 1, 'surrogate'],
    ['above U+10FFFF (F4 90 80 80)', bytes(0xf4, 0x90, 0x80, 0x80), 0, 'tooHigh'],
    ['a five-byte lead (F8)', bytes(0xf8, 0x88, 0x80, 0x80, 0x80), 0, 'badByte'],
    ['FF', bytes(0x7b, 0xff), 1, 'badByte'],
    ['UTF-16 with its byte-order mark', bytes(0xff, 0xfe, 0x7b, 0x00), 0, 'badByte'],
  ])('%s → offset %i (%s)', (_name, input, offset, fault) => {
    expect(decodeUtf8(input)).toMatchObject({ ok: false, offset, fault, byte: input[offset] });
  });

  it('agrees with a fatal TextDecoder on any bytes (and says where it fails)', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 40 }), (input) => {
      const r = decodeUtf8(input);
      let expected: string | null;
      try {
        expected = fatal.decode(input);
      } catch {
        expected = null;
      }
      if (expected === null) {
        expect(r.ok).toBe(false);
        if (!r.ok) {
          // Everything before the offset is good UTF-8; the sequence at the offset is not.
          expect(() => fatal.decode(input.subarray(0, r.offset))).not.toThrow();
        }
      } else expect(r).toEqual({ ok: true, text: expected });
    }), { numRuns: 2000 });
  });

  it('decodes any text exactly, long texts too (chunked)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
      expect(decodeUtf8(utf8(text))).toEqual({ ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text });
    }));
    const long = 'Ёж 𝄞 '.repeat(20_000);
    expect(decodeUtf8(utf8(long))).toEqual({ ok: true, text: long });
  });

  describe('without the platform TextDecoder (the hand decoder)', () => {
    afterEach(() => vi.unstubAllGlobals());
    it('gives the same text', () => {
      const samples = ['', 'plain', 'é ″ 𝄞 Ёж', '\u{10ffff}\u0800\u07ff', 'Ёж 𝄞 '.repeat(5_000)];
      const expected = samples.map((t) => decodeUtf8(utf8(t)));
      vi.stubGlobal('TextDecoder', undefined);
      expect(samples.map((t) => decodeUtf8(utf8(t)))).toEqual(expected);
      expect(decodeUtf8(bytes(0xef, 0xbb, 0xbf, 0x41))).toEqual({ ok: true, text: 'A' });
    });
  });
});

describe('decodeFileText', () => {
  it('a scenario with a Latin-1 byte in a name: badEncoding at (root) with the byte offset, where it used to load with U+FFFD', () => {
    const text = JSON.stringify(validDoc());
    const at = text.indexOf('Red One') + 4;
    const input = utf8(text);
    input[at] = 0xd6; // "Red Öne" in Latin-1, then a byte that is not a continuation
    const replaced = new TextDecoder().decode(input);
    expect(parseScenarioText(replaced).ok).toBe(true); // what reading the file as text did
    const r = decodeFileText(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem).toEqual({
      path: '(root)', code: 'badEncoding', params: { offset: at },
      message: `(root): not UTF-8 text: byte 0xD6 at offset ${at} is the start of a character whose other bytes are missing`,
    });
  });

  it('good bytes: the text', () => {
    expect(decodeFileText(utf8('{"x": "″"}'))).toEqual({ ok: true, text: '{"x": "″"}' });
  });
});
