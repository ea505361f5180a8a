import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, hashString64, stateHash } from './stateHash';
import { startTestGame } from './testing/testGame';

describe('stateHash', () => {
  it('writes canonical JSON: sorted keys, no undefined members, −0 as 0', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: undefined, c: -0 }], e: 'x' })).toBe('{"a":[1,{"c":0}],"b":1,"e":"x"}');
  });

  it('does not depend on key order', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
      const reversed = Object.fromEntries(Object.entries(obj).reverse());
      expect(stateHash(reversed)).toBe(stateHash(obj));
    }));
  });

  it('is 16 hex digits, pinned for a known input (stable across runs and machines)', () => {
    expect(hashString64('')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashString64('skirmish')).toBe(hashString64('skirmish'));
    expect(hashString64('skirmish')).not.toBe(hashString64('skirmisH'));
    expect(stateHash(startTestGame('phases', 1))).toMatchInlineSnapshot(`"08cf01f66fe5ace0"`);
  });
});
