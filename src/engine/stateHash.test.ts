import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, hashString64, stateHash } from './stateHash';
import { startTestGame } from './testing/testGame';

describe('stateHash', () => {
  it('writes canonical JSON: sorted keys, no undefined members, −0 as 0', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: undefined, c: -0 }], e: 'x' })).toBe('{"a":[1,{"c":0}],"b":1,"e":"x"}');
  });

  it('writes what a plain recursive writer writes, for any JSON or odd value (the flat, joined writer of issue 12)', () => {
    const reference = (value: unknown): string => {
      if (value === null) return 'null';
      switch (typeof value) {
        case 'number': return Number.isFinite(value) ? (Object.is(value, -0) ? '0' : JSON.stringify(value)) : 'null';
        case 'string': return JSON.stringify(value);
        case 'boolean': return value ? 'true' : 'false';
        case 'object': {
          if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : reference(v))).join(',')}]`;
          const rec = value as Record<string, unknown>;
          const keys = Object.keys(rec).filter((k) => rec[k] !== undefined).sort();
          return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(rec[k])}`).join(',')}}`;
        }
        default: return 'null';
      }
    };
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (v) => {
      expect(canonicalJson(v)).toBe(reference(v));
    }), { numRuns: 2000 });
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
    expect(stateHash(startTestGame('phases', 1))).toMatchInlineSnapshot(`"76a557233405dded"`);
  });
});

describe('stateHash of a game state (log entries cached)', () => {
  it('writes exactly canonicalJson(state), before and after the entries are cached, for states that share entries', () => {
    const first = startTestGame('activations', 3);
    const entry = { kind: 'action', seq: 1, turn: 1, flowLabel: 'x', action: { type: 'pass', side: 'a', params: { b: 2, a: -0 } }, events: [] };
    const second = { ...first, log: [...first.log, entry], turn: 2 };
    const third = { ...second, log: [...second.log, { kind: 'undo', seq: 2, undoes: 1 }] };
    for (const state of [first, second, third, second, third]) {
      expect(stateHash(state)).toBe(hashString64(canonicalJson(state)));
    }
    // A state whose log differs only in a new entry object hashes differently.
    const changed = { ...second, log: [...first.log, { ...entry, turn: 3 }] };
    expect(stateHash(changed)).not.toBe(stateHash(second));
    expect(stateHash(changed)).toBe(hashString64(canonicalJson(changed)));
  });

  it('agrees with canonicalJson over random game-state-like values', () => {
    fc.assert(fc.property(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue()), (log, rest) => {
      const state = { ...rest, schemaVersion: 1, rulesetId: 'r', log };
      expect(stateHash(state)).toBe(hashString64(canonicalJson(state)));
      expect(stateHash({ ...state })).toBe(hashString64(canonicalJson(state)));
    }));
  });
});
