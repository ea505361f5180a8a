import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Fraction } from './fraction';
import { ONE, fraction, fractionAdd, fractionToNumber, fractionToString, ZERO } from './fraction';
import type { Distribution } from './odds';
import {
  chain, dieDistribution, expectedValue, probAtLeast, probAtLeastIn, probAtLeastOne, probAtLeastWithReroll,
  rerolledDieDistribution, successesAtTarget, sumDistribution, sumDividedDistribution,
} from './odds';
import { DIE_SIDES } from './dice';

const f = (n: number, d: number): Fraction => fraction(n, d);
const pOf = (dist: Distribution, value: number): Fraction => dist.find((o) => o.value === value)?.p ?? ZERO;
const total = (dist: Distribution): Fraction => dist.reduce((acc, o) => fractionAdd(acc, o.p), ZERO);

describe('fraction', () => {
  it('reduces, keeps the denominator positive and prints', () => {
    expect(fraction(6, -8)).toEqual(f(-3, 4));
    expect(fractionToString(fraction(14, 24))).toBe('7/12');
    expect(fractionToString(fraction(4, 2))).toBe('2');
    expect(fractionToNumber(f(1, 4))).toBe(0.25);
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });
});

describe('exact odds (hand-computed)', () => {
  it.each([
    ['4+ on a d6', probAtLeast(6, 4), f(1, 2)],
    ['6+ on a d6', probAtLeast(6, 6), f(1, 6)],
    ['7+ on a d6 is impossible', probAtLeast(6, 7), ZERO],
    ['1+ on a d6 is certain', probAtLeast(6, 1), ONE],
    ['8+ on a d10', probAtLeast(10, 8), f(3, 10)],
    ['2d6 sum 7', pOf(sumDistribution(2, 6), 7), f(1, 6)],
    ['2d6 sum 2', pOf(sumDistribution(2, 6), 2), f(1, 36)],
    ['3d6 sum 10', pOf(sumDistribution(3, 6), 10), f(27, 216)],
    ['at least one 6 on 3d6', probAtLeastOne(3, probAtLeast(6, 6)), f(91, 216)],
    ['exactly two 5+ on 3d6: 3 ways × 2 × 2 hits × 4 misses', pOf(successesAtTarget(3, 6, 5), 2), f(3 * 2 * 2 * 4, 216)],
    ['4+ then 5+', chain(probAtLeast(6, 4), probAtLeast(6, 5)), f(1, 6)],
    ['hit 4+, In the Way 4+, wound 5+', chain(probAtLeast(6, 4), probAtLeast(6, 4), probAtLeast(6, 5)), f(1, 12)],
    ['4+ rerolling 1s', probAtLeastWithReroll(6, 4, [1]), f(7, 12)],
    ['6 rerolling 1s and 2s: 1/6 + 2/6 × 1/6', probAtLeastWithReroll(6, 6, [1, 2]), f(2, 9)],
    ['⌊2d6 / 2⌋ = 3 (sums 6 and 7)', pOf(sumDividedDistribution(2, 6, 2), 3), f(11, 36)],
    ['⌊2d6 / 2⌋ = 1 (sums 2 and 3)', pOf(sumDividedDistribution(2, 6, 2), 1), f(3, 36)],
    ['mean of 2d6', expectedValue(sumDistribution(2, 6)), fraction(7)],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('a rerolled d6 keeping 1s: face 1 is 1/36, others 7/36', () => {
    const d = rerolledDieDistribution(6, [1]);
    expect(pOf(d, 1)).toEqual(f(1, 36));
    expect(pOf(d, 4)).toEqual(f(7, 36));
  });

  it('every distribution sums to exactly 1 and agrees with counting', () => {
    fc.assert(fc.property(fc.constantFrom(...DIE_SIDES), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 13 }), (sides, count, target) => {
      const sum = sumDistribution(count, sides);
      expect(total(sum)).toEqual(ONE);
      expect(total(successesAtTarget(count, sides, target))).toEqual(ONE);
      expect(total(sumDividedDistribution(count, sides, 3))).toEqual(ONE);
      expect(total(rerolledDieDistribution(sides, [1, 2]))).toEqual(ONE);
      expect(probAtLeastIn(dieDistribution(sides), target)).toEqual(probAtLeast(sides, target));
      // Brute force over all sides^count outcomes.
      let hits = 0;
      const n = sides ** count;
      for (let k = 0; k < n; k++) {
        let s = 0;
        let x = k;
        for (let i = 0; i < count; i++) {
          s += (x % sides) + 1;
          x = Math.floor(x / sides);
        }
        if (s >= target * 2) hits++;
      }
      expect(probAtLeastIn(sum, target * 2)).toEqual(fraction(hits, n));
    }), { numRuns: 60 });
  });

  it('stays exact past 2^53 (20d6 all sixes = 1/6^20)', () => {
    expect(pOf(sumDistribution(20, 6), 120)).toEqual({ num: 1n, den: 6n ** 20n });
  });
});
