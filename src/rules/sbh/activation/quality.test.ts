import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import { fraction, fractionEquals } from '../../../engine/fraction';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { RollEvent } from '../../../engine/state';
import { countQuality, qualityChance, qualitySuccess, qualityTarget, rollQuality } from './quality';

describe('the Quality test (SBH-GAP-02)', () => {
  it('SBH-GAP-02: a die at or above Quality succeeds, below fails (Q4: 4, 5, 6 succeed)', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => qualitySuccess(f, 4, true))).toEqual([false, false, false, true, true, true]);
    expect([1, 2, 3, 4, 5, 6].map((f) => qualitySuccess(f, 4, false))).toEqual([false, false, false, true, true, true]);
    expect(countQuality([4, 3, 6], 4, true)).toEqual({ faces: [4, 3, 6], successes: 2, failures: 1, target: 4 });
  });

  it.each([
    // quality, naturals on, naturals off
    [2, 2, 2], [3, 3, 3], [4, 4, 4], [5, 5, 5], [6, 6, 6],
    [1, 2, 1], [0, 2, 1], [7, 6, 7], [8, 6, 7],
  ])('SBH-GAP-02: Quality %i needs %i+ with naturals, %i+ without', (q, on, off) => {
    expect(qualityTarget(q, true)).toBe(on);
    expect(qualityTarget(q, false)).toBe(off);
  });

  it('SBH-GAP-02 (option naturalOnesAndSixes): a 1 always fails and a 6 always succeeds, whatever the modified Quality', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 12 }), (q) => {
      expect(qualitySuccess(1, q, true)).toBe(false);
      expect(qualitySuccess(6, q, true)).toBe(true);
      // Off: the plain comparison with Q.
      for (let f = 1; f <= 6; f++) expect(qualitySuccess(f, q, false)).toBe(f >= q);
      // On Quality 2–6 the option changes nothing.
      if (q >= 2 && q <= 6) for (let f = 1; f <= 6; f++) expect(qualitySuccess(f, q, true)).toBe(qualitySuccess(f, q, false));
    }));
  });

  it('SBH-GAP-02: exact chance per die (Q4 1/2, Q2 5/6, Q7 1/6 with naturals and 0 without, Q1 1 without)', () => {
    expect(fractionEquals(qualityChance(4, true), fraction(1, 2))).toBe(true);
    expect(fractionEquals(qualityChance(2, true), fraction(5, 6))).toBe(true);
    expect(fractionEquals(qualityChance(7, true), fraction(1, 6))).toBe(true);
    expect(fractionEquals(qualityChance(7, false), fraction(0))).toBe(true);
    expect(fractionEquals(qualityChance(1, false), fraction(1))).toBe(true);
    expect(fractionEquals(qualityChance(1, true), fraction(5, 6))).toBe(true);
  });

  it('SBH-GAP-02: rollQuality logs one roll whose atLeast is the face needed, so the dice log counts the same successes', () => {
    const { ctx, events } = makeResolveContext(fixedDice([1, 6, 6]));
    const r = rollQuality(ctx, { dice: 3, quality: 7, naturals: true, purpose: 'sbh.quality', ruleId: 'SBH-GAP-02', figureIds: ['a1'], params: { figureId: 'a1' } });
    expect(r).toMatchObject({ successes: 2, failures: 1, target: 6 });
    const roll = events()[0] as RollEvent;
    expect(roll).toMatchObject({ type: 'roll', faces: [1, 6, 6], atLeast: 6, purpose: 'sbh.quality', ruleId: 'SBH-GAP-02', params: { quality: 6, figureId: 'a1' } });
  });
});
