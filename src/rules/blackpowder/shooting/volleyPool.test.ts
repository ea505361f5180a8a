/** BP-VOLLEY-1 and the split volley (BP-GAP-09), with TV-BP-01. */
import { describe, expect, it } from 'vitest';
import { MAX_VOLLEY_SHOOTERS, splitVolleyPools, volleyPool } from './volleyPool';

describe('BP-VOLLEY-1 volley dice pool', () => {
  it.each([
    { shooters: 5, dice: 6, why: 'TV-BP-01 a Group of 5 rolls 6d6' },
    { shooters: 1, dice: 2, why: 'TV-BP-01 a lone fighter rolls 2d6' },
    { shooters: 4, dice: 5, why: 'TV-BP-02 a zouave and 3 comrades roll 5d6' },
    { shooters: 2, dice: 3, why: 'two shooters roll 2d6 + 1d6' },
  ])('BP-VOLLEY-1: $why', ({ shooters, dice }) => {
    expect(volleyPool(shooters)).toBe(dice);
  });

  it('BP-VOLLEY-1: no shooters, a fraction of one, or more than one roll can hold is a bug, not a volley', () => {
    expect(() => volleyPool(0)).toThrow(RangeError);
    expect(() => volleyPool(2.5)).toThrow(RangeError);
    expect(() => volleyPool(Number.NaN)).toThrow(RangeError);
    expect(() => volleyPool(MAX_VOLLEY_SHOOTERS + 1)).toThrow(RangeError);
    expect(volleyPool(MAX_VOLLEY_SHOOTERS)).toBe(100);
  });
});

describe('BP-GAP-09 split volley', () => {
  it('BP-GAP-09: 5 shooters split 3 + 2 roll 4d6 and 3d6, each half its own 2d6 + 1d6 per extra shooter', () => {
    expect(splitVolleyPools(3, 2)).toEqual([{ shooters: 3, dice: 4 }, { shooters: 2, dice: 3 }]);
  });

  it('BP-GAP-09: a half of one shooter rolls 2d6; an empty half is refused', () => {
    expect(splitVolleyPools(1, 4)).toEqual([{ shooters: 1, dice: 2 }, { shooters: 4, dice: 5 }]);
    expect(() => splitVolleyPools(5, 0)).toThrow(RangeError);
  });
});
