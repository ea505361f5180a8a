import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { decodeFileText } from './decodeUtf8';
import { readFileText } from './readFileText';

const bytes = (...b: number[]) => Uint8Array.from(b);
const utf8 = (text: string) => new TextEncoder().encode(text);

// readFileText must give the app's loaders decodeFileText's answer, byte for byte, while loading
// the validator only for bytes the platform's strict decoder refuses.
describe('readFileText', () => {
  it.each<[string, Uint8Array]>([
    ['ASCII', utf8('{"a": 1}')],
    ['a byte-order mark dropped, only the first', bytes(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x41)],
    ['Latin-1 é', bytes(0x63, 0x61, 0x66, 0xe9, 0x22)],
    ['an overlong slash', bytes(0xc0, 0xaf)],
    ['a surrogate (U+D800)', bytes(0x41, 0xed, 0xa0, 0x80)],
    ['above U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80)],
    ['cut short by the end', bytes(0x41, 0x42, 0xe2, 0x80)],
    ['nothing', bytes()],
  ])('%s: the same answer as decodeFileText', async (_name, input) => {
    expect(await readFileText(input)).toEqual(decodeFileText(input));
  });

  it('a bad byte is the badEncoding problem with its offset', async () => {
    const r = await readFileText(bytes(0x7b, 0x22, 0x69, 0xe4, 0x22, 0x7d));
    expect(r).toMatchObject({ ok: false, problem: { path: '(root)', code: 'badEncoding', params: { offset: 3 } } });
  });

  it('property: any bytes, and valid text with one byte changed, read as decodeFileText reads them', async () => {
    const damaged = fc.tuple(fc.string({ unit: 'binary', maxLength: 40 }), fc.nat(), fc.integer({ min: 0, max: 255 })).map(([text, at, b]) => {
      const out = utf8(text);
      if (out.length > 0) out[at % out.length] = b;
      return out;
    });
    await fc.assert(fc.asyncProperty(fc.oneof(fc.uint8Array({ maxLength: 24 }), damaged), async (input) => {
      expect(await readFileText(input)).toEqual(decodeFileText(input));
    }), { numRuns: 2000 });
  });
});

describe('readFileText when the validator cannot be fetched', () => {
  it('refuses a bad file as fetchFailed naming the validator, and still reads a good one', async () => {
    vi.resetModules();
    vi.doMock('./decodeUtf8', () => { throw new Error('Failed to fetch dynamically imported module'); });
    try {
      const { readFileText: read } = await import('./readFileText');
      expect(await read(utf8('{"a": 1}'))).toEqual({ ok: true, text: '{"a": 1}' });
      const r = await read(bytes(0x41, 0xe9));
      expect(r).toMatchObject({ ok: false, problem: { path: '(root)', code: 'fetchFailed', params: { url: 'decodeUtf8' } } });
    } finally {
      vi.doUnmock('./decodeUtf8');
      vi.resetModules();
    }
  });
});
