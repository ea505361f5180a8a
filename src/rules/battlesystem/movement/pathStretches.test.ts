import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Stretch } from './pathStretches';
import { costAlongIn, difficultWithin, reachAlongIn } from './pathStretches';

/** Sorted, disjoint stretches from random cut points. */
const stretchesArb = fc.array(fc.double({ min: 0, max: 20, noNaN: true }), { maxLength: 8 }).map((cuts) => {
  const s = [...cuts].sort((a, b) => a - b);
  const out: Stretch[] = [];
  for (let i = 0; i + 1 < s.length; i += 2) if (s[i + 1]! > s[i]!) out.push([s[i]!, s[i + 1]!]);
  return out;
});

describe('difficult ground along a path: an advance\'s inches, a wheel\'s outer corner travel (BS-GAP-04)', () => {
  it('BS-GAP-04: 2″ clear then 2″ of wood at double cost: 6″ of MV takes the unit 4″', () => {
    const copse: Stretch[] = [[2, 6]];
    expect(difficultWithin(copse, 3)).toBe(1);
    expect(costAlongIn(copse, 3, 2)).toBe(4);
    expect(reachAlongIn(copse, 6, 2)).toBe(4);
    expect(reachAlongIn(copse, 1.5, 2)).toBe(1.5);
    expect(reachAlongIn(copse, 12, 2)).toBe(8);
  });

  it('BS-GAP-04: the reach is the cost\'s inverse: what the allowance pays for costs exactly the allowance, and is monotone', () => {
    fc.assert(fc.property(stretchesArb, fc.double({ min: 1, max: 10, noNaN: true }), fc.double({ min: 0, max: 30, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (st, factor, allowance, more) => {
      const reach = reachAlongIn(st, allowance, factor);
      expect(costAlongIn(st, reach, factor)).toBeCloseTo(allowance, 9);
      expect(reachAlongIn(st, allowance + more, factor)).toBeGreaterThanOrEqual(reach - 1e-12);
      expect(reach).toBeLessThanOrEqual(allowance + 1e-12);
    }));
  });
});
