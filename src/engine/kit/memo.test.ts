import { describe, expect, it } from 'vitest';
import { identityMemo, recentCache } from './memo';

describe('memo', () => {
  it('recentCache keeps values per key and inner key, and forgets the oldest key past its size', () => {
    const c = recentCache<object, number>(2);
    const k1 = {};
    const k2 = {};
    const k3 = {};
    c.set(k1, 'a', 1);
    c.set(k1, 'b', 2);
    c.set(k2, 'a', 3);
    expect([c.get(k1, 'a'), c.get(k1, 'b'), c.get(k2, 'a'), c.get(k2, 'b')]).toEqual([1, 2, 3, undefined]);
    c.set(k3, 'a', 4);
    expect(c.get(k1, 'a')).toBeUndefined();
    expect([c.get(k2, 'a'), c.get(k3, 'a')]).toEqual([3, 4]);
    // By identity: an equal-looking key is another key.
    expect(c.get({}, 'a')).toBeUndefined();
  });

  it('identityMemo computes once per key object', () => {
    let calls = 0;
    const len = identityMemo((xs: readonly number[]) => { calls += 1; return xs.length; });
    const xs = [1, 2, 3];
    expect([len(xs), len(xs)]).toEqual([3, 3]);
    expect(calls).toBe(1);
    expect(len([1, 2, 3])).toBe(3);
    expect(calls).toBe(2);
  });
});
