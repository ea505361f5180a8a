/**
 * BP-VOLLEY-2 hits, the forced rerolls as rolled (BP-SHOOT-REROLL-1..3) and the Close Order triple
 * flag (BP-VOLLEY-6), through `rollVolley` with forced faces: TV-BP-02, -03, -04, -05, -10.
 */
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { RerollConditions } from './forcedRerolls';
import { forcedRerolls } from './forcedRerolls';
import type { VolleyInput } from './volleyHits';
import { VOLLEY_REROLL_PURPOSE, VOLLEY_ROLL_PURPOSE, hitsOf, rollVolley } from './volleyHits';
import { rollVolleyInContext } from './volleyInContext';
import { volleyPool } from './volleyPool';

const OPEN: RerollConditions = { inCover: false, running: false, aimed: false };
const COVER: RerollConditions = { inCover: true, running: false, aimed: false };
const COVER_AIMED: RerollConditions = { inCover: true, running: false, aimed: true };

/** Roll with exactly `faces` forced; fails if the volley leaves any unused. */
function rollExactly(faces: number[], input: VolleyInput) {
  const dice = fixedDice(faces);
  const r = rollVolley(dice, input);
  expect(dice.remaining()).toBe(0);
  return r;
}

describe('BP-VOLLEY-2 hits = ⌊sum ÷ required⌋', () => {
  it('BP-VOLLEY-2: TV-BP-02 four shooters roll 5d6, 21 against 9 is 2 hits', () => {
    const r = rollExactly([5, 5, 4, 4, 3], { dice: volleyPool(4), required: 9, regime: 'none' });
    expect(r).toMatchObject({ first: [5, 5, 4, 4, 3], final: [5, 5, 4, 4, 3], rerolled: [], sum: 21, required: 9, hits: 2 });
  });

  it('BP-VOLLEY-2: TV-BP-03 the same volley summing 27 is 3 hits', () => {
    expect(rollExactly([6, 6, 5, 5, 5], { dice: volleyPool(4), required: 9, regime: 'none' })).toMatchObject({ sum: 27, hits: 3 });
  });

  it.each([
    { faces: [4, 4], sum: 8, hits: 0 },
    { faces: [6, 6, 6], sum: 18, hits: 2 },
    { faces: [6, 6, 5], sum: 17, hits: 1 },
  ])('BP-VOLLEY-2: TV-BP-04 sum $sum against 9 is $hits hits', ({ faces, sum, hits }) => {
    expect(hitsOf(sum, 9)).toBe(hits);
    expect(rollExactly(faces, { dice: faces.length, required: 9, regime: 'none' })).toMatchObject({ sum, hits });
  });

  it('BP-VOLLEY-2: Long range needs 12: 5d6 summing 23 is 1 hit, 24 is 2', () => {
    expect(hitsOf(23, 12)).toBe(1);
    expect(hitsOf(24, 12)).toBe(2);
  });

  it('BP-VOLLEY-2: a pool of no dice or a required number below 1 is a bug', () => {
    expect(() => rollVolley(fixedDice([]), { dice: 0, required: 9, regime: 'none' })).toThrow(RangeError);
    expect(() => rollVolley(fixedDice([1, 1]), { dice: 2, required: 0, regime: 'none' })).toThrow(RangeError);
    expect(() => hitsOf(10, 2.5)).toThrow(RangeError);
  });
});

describe('BP-SHOOT-REROLL-1..3 rolled: TV-BP-05', () => {
  it('BP-SHOOT-REROLL-1: TV-BP-05 in cover, not aimed: [6, 5, 3, 2, 1], the 6 and the 5 come up [6, 2] → [6, 2, 3, 2, 1], 14; the new 6 stands', () => {
    const r = rollExactly([6, 5, 3, 2, 1, 6, 2], { dice: 5, required: 9, regime: forcedRerolls(COVER).regime });
    expect(r.rerolled).toEqual([{ index: 0, before: 6, after: 6 }, { index: 1, before: 5, after: 2 }]);
    expect(r).toMatchObject({ first: [6, 5, 3, 2, 1], final: [6, 2, 3, 2, 1], sum: 14, hits: 1 });
  });

  it('BP-SHOOT-REROLL-2: TV-BP-05 in cover, aimed: only the 6 is rerolled; it comes up 4 → [4, 5, 3, 2, 1]', () => {
    const r = rollExactly([6, 5, 3, 2, 1, 4], { dice: 5, required: 9, regime: forcedRerolls(COVER_AIMED).regime });
    expect(r.rerolled).toEqual([{ index: 0, before: 6, after: 4 }]);
    expect(r).toMatchObject({ final: [4, 5, 3, 2, 1], sum: 15, hits: 1 });
  });

  it('BP-SHOOT-REROLL-1: TV-BP-05 not in cover and not running: no rerolls, no face drawn past the pool', () => {
    const dice = fixedDice([6, 5, 3, 2, 1, 6, 6]);
    const r = rollVolley(dice, { dice: 5, required: 9, regime: forcedRerolls(OPEN).regime });
    expect(dice.remaining()).toBe(2);
    expect(r).toMatchObject({ final: [6, 5, 3, 2, 1], rerolled: [], sum: 17, hits: 1 });
    expect(r.rolls).toHaveLength(1);
  });

  it('BP-SHOOT-REROLL-3: a volley in cover whose dice show no 5 or 6 draws nothing more and logs no reroll', () => {
    const r = rollExactly([4, 3, 1], { dice: 3, required: 9, regime: 'fivesAndSixes' });
    expect(r.rolls.map((e) => e.purpose)).toEqual([VOLLEY_ROLL_PURPOSE]);
  });

  it('BP-SHOOT-REROLL-1: the dice log gets the pool and the reroll with the faces before, purpose and rule ID', () => {
    const r = rollExactly([6, 5, 3, 2, 1, 6, 2], { dice: 5, required: 9, regime: 'fivesAndSixes', figureIds: ['z1', 'z2', 'p1'] });
    expect(r.rolls).toEqual([
      { type: 'roll', sides: 6, faces: [6, 5, 3, 2, 1], purpose: VOLLEY_ROLL_PURPOSE, ruleId: 'BP-VOLLEY-2', figureIds: ['z1', 'z2', 'p1'], params: { required: 9, dice: 5 } },
      { type: 'roll', sides: 6, faces: [6, 2, 3, 2, 1], purpose: VOLLEY_REROLL_PURPOSE, ruleId: 'BP-SHOOT-REROLL-1', figureIds: ['z1', 'z2', 'p1'], rerolled: { before: [6, 5, 3, 2, 1], indices: [0, 1] }, params: { faces: [5, 6] } },
    ]);
  });

  it('BP-SHOOT-REROLL-2: rolled through a resolve context, the log is the same as the result\'s rolls', () => {
    const input: VolleyInput = { dice: 5, required: 9, regime: 'sixes', figureIds: ['z1'] };
    const { ctx, events } = makeResolveContext(fixedDice([6, 5, 3, 2, 1, 4]));
    const viaCtx = rollVolleyInContext(ctx, input);
    expect(viaCtx).toEqual(rollExactly([6, 5, 3, 2, 1, 4], input));
    expect(events()).toEqual(viaCtx.rolls);
    expect(events()[1]).toMatchObject({ ruleId: 'BP-SHOOT-REROLL-2', rerolled: { indices: [0] } });
  });
});

describe('BP-VOLLEY-6 the Close Order flag: TV-BP-10', () => {
  it('BP-VOLLEY-6: TV-BP-10 a volley at Close Order with three 5s forces a hit on the Leader', () => {
    expect(rollExactly([5, 5, 5, 2, 1], { dice: 5, required: 9, regime: 'none', closeOrder: true })).toMatchObject({ closeOrderTriple: true, tripleFaces: [5] });
  });

  it('BP-VOLLEY-6: TV-BP-10 two 5s and two 6s: the defender places every hit', () => {
    expect(rollExactly([5, 5, 6, 6, 1], { dice: 5, required: 9, regime: 'none', closeOrder: true })).toMatchObject({ closeOrderTriple: false, tripleFaces: [] });
  });

  it('BP-VOLLEY-6: three 6s at a target not in Close Order raise no flag', () => {
    expect(rollExactly([6, 6, 6], { dice: 3, required: 9, regime: 'none' })).toMatchObject({ closeOrderTriple: false, tripleFaces: [] });
  });

  it('BP-VOLLEY-6 (§6 ambiguity 2): in cover, three first 5s rerolled to [1, 2, 3]: no triple on the final dice (default), a triple on the first', () => {
    const faces = [5, 5, 5, 1, 2, 1, 2, 3];
    const input: VolleyInput = { dice: 5, required: 9, regime: 'fivesAndSixes', closeOrder: true };
    expect(rollExactly(faces, input)).toMatchObject({ final: [1, 2, 3, 1, 2], closeOrderTriple: false });
    expect(rollExactly(faces, { ...input, closeOrderTripleOn: 'final' }).closeOrderTriple).toBe(false);
    expect(rollExactly(faces, { ...input, closeOrderTripleOn: 'first' })).toMatchObject({ closeOrderTriple: true, tripleFaces: [5] });
  });

  it('BP-VOLLEY-6 (§6 ambiguity 2): aimed in cover, [5, 5, 6, 1, 1] with the 6 coming up 5 is a triple on the final dice only', () => {
    const faces = [5, 5, 6, 1, 1, 5];
    const input: VolleyInput = { dice: 5, required: 9, regime: 'sixes', closeOrder: true };
    expect(rollExactly(faces, input)).toMatchObject({ final: [5, 5, 5, 1, 1], closeOrderTriple: true, tripleFaces: [5] });
    expect(rollExactly(faces, { ...input, closeOrderTripleOn: 'first' }).closeOrderTriple).toBe(false);
  });
});
