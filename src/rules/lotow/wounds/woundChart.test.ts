/**
 * LOTOW-GAP-07: the wound charts — the house chart's test vectors and clamps, the LotR engine's
 * two-roll cells and blanks, and the exact chances the shot preview shows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fraction, fractionEquals } from '../../../engine/fraction';
import { woundChance, woundNeed, woundNeedText } from './woundChart';

describe('the house wound chart (LOTOW-GAP-07 house rule: 4 + Grit − Strength, 2+..6+)', () => {
  it.each([
    [3, 3, 4], [2, 3, 5], [4, 3, 3], // the catalog's vectors
    [1, 3, 6], [5, 3, 2], [10, 1, 2], [1, 10, 6], [6, 3, 2], [3, 6, 6], // clamped both ways
  ])('LOTOW-GAP-07: Strength %i against Grit %i needs %i+', (s, g, need) => {
    expect(woundNeed(s, g, 'house')).toEqual({ first: need, second: null });
  });

  it('LOTOW-GAP-07: the house chart always needs one roll of 2+ to 6+, harder with more Grit, easier with more Strength', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), (s, g) => {
      const n = woundNeed(s, g, 'house')!;
      expect(n.second).toBeNull();
      expect(n.first).toBeGreaterThanOrEqual(2);
      expect(n.first).toBeLessThanOrEqual(6);
      if (s < 10) expect(woundNeed(s + 1, g, 'house')!.first).toBeLessThanOrEqual(n.first);
      if (g < 10) expect(woundNeed(s, g + 1, 'house')!.first).toBeGreaterThanOrEqual(n.first);
    }));
  });

  it('LOTOW-GAP-07: out-of-range Strength and Grit are read as 1–10', () => {
    expect(woundNeed(0, 3, 'house')).toEqual(woundNeed(1, 3, 'house'));
    expect(woundNeed(3, 14, 'house')).toEqual(woundNeed(3, 10, 'house'));
  });
});

describe('the LotR engine\'s chart (option woundChart: lotrEngine, [medium], not confirmed for LotOW)', () => {
  it.each([
    [3, 3, 4, null], [4, 3, 4, null], [3, 4, 5, null], [1, 1, 4, null], [10, 10, 4, null],
    [1, 6, 6, 4], [1, 7, 6, 5], [1, 8, 6, 6], [3, 10, 6, 6], [2, 7, 6, 4],
  ])('LOTOW-GAP-07: Strength %i against Grit %i needs %i then %s', (s, g, first, second) => {
    expect(woundNeed(s, g, 'lotrEngine')).toEqual({ first, second });
  });

  it('LOTOW-GAP-07: a blank cell cannot wound', () => {
    expect(woundNeed(1, 9, 'lotrEngine')).toBeNull();
    expect(woundNeed(2, 10, 'lotrEngine')).toBeNull();
    expect(woundChance(1, 10, 'lotrEngine')).toEqual(fraction(0));
  });
});

describe('chances and text', () => {
  it('LOTOW-GAP-07: 4+ is ½, 5+ is ⅓, 6 then 4+ is 1/12, 6 then 6 is 1/36', () => {
    expect(fractionEquals(woundChance(3, 3, 'house'), fraction(1, 2))).toBe(true);
    expect(fractionEquals(woundChance(2, 3, 'house'), fraction(1, 3))).toBe(true);
    expect(fractionEquals(woundChance(1, 6, 'lotrEngine'), fraction(1, 12))).toBe(true);
    expect(fractionEquals(woundChance(1, 8, 'lotrEngine'), fraction(1, 36))).toBe(true);
  });

  it('LOTOW-GAP-07: the need as text', () => {
    expect(woundNeedText(woundNeed(3, 3, 'house'))).toBe('4+');
    expect(woundNeedText(woundNeed(1, 6, 'lotrEngine'))).toBe('6/4+');
    expect(woundNeedText(null)).toBe('—');
  });
});
