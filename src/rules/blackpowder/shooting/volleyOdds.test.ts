/**
 * The exact volley odds (BP-VOLLEY-2, BP-SHOOT-REROLL-1..3, BP-VOLLEY-6): hand-computed cases, then
 * brute force over every first face and every reroll face of pools up to 3 dice, each outcome
 * also pushed through `rollVolley` with exactly those forced faces (the roll and the odds agree).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import type { Fraction } from '../../../engine/fraction';
import { ONE, ZERO, fraction, fractionAdd, fractionToString } from '../../../engine/fraction';
import type { Distribution } from '../../../engine/odds';
import type { CloseOrderTripleOn } from './closeOrderTriple';
import type { RerollRegime } from './forcedRerolls';
import { REROLL_REGIMES } from './forcedRerolls';
import { rollVolley } from './volleyHits';
import { closeOrderTripleProbability, finalDieDistribution, volleyHitsDistribution, volleyOdds } from './volleyOdds';

const show = (d: Distribution) => d.map((o) => `${o.value}:${fractionToString(o.p)}`).join(' ');
const total = (d: Distribution) => d.reduce((a, o) => fractionAdd(a, o.p), ZERO);

describe('volley odds by hand', () => {
  it('BP-SHOOT-REROLL-1: one die rerolling 5s and 6s ends 1–4 with 8/36 each, 5 and 6 with 2/36', () => {
    expect(show(finalDieDistribution('fivesAndSixes'))).toBe('1:2/9 2:2/9 3:2/9 4:2/9 5:1/18 6:1/18');
  });

  it('BP-SHOOT-REROLL-2: one die rerolling 6s ends 1–5 with 7/36 each, 6 with 1/36', () => {
    expect(show(finalDieDistribution('sixes'))).toBe('1:7/36 2:7/36 3:7/36 4:7/36 5:7/36 6:1/36');
    expect(show(finalDieDistribution('none'))).toBe('1:1/6 2:1/6 3:1/6 4:1/6 5:1/6 6:1/6');
  });

  it('BP-VOLLEY-2: a lone fighter (2d6) against 9 hits once in 10/36, never twice', () => {
    expect(show(volleyHitsDistribution(2, 9, 'none'))).toBe('0:13/18 1:5/18');
  });

  it('BP-VOLLEY-2: TV-BP-02 5d6 against 9 can give 0 to 3 hits, and the chances sum to 1', () => {
    const o = volleyOdds({ dice: 5, required: 9, regime: 'none' });
    expect(o.hits.map((x) => x.value)).toEqual([0, 1, 2, 3]);
    expect(total(o.hits)).toEqual(ONE);
    // ⌊sum ÷ 9⌋ = 0 only for sums 5..8: 1 + 5 + 15 + 35 = 56 of 7776.
    expect(o.hits[0]!.p).toEqual(fraction(56, 7776));
  });

  it('BP-VOLLEY-6: the triple on 3d6 is 2/216, on 4d6 42/1296; rerolls of 5s and 6s make it 2/18³ on the final dice', () => {
    expect(closeOrderTripleProbability(3, 'none')).toEqual(fraction(1, 108));
    expect(closeOrderTripleProbability(4, 'none')).toEqual(fraction(7, 216));
    expect(closeOrderTripleProbability(3, 'fivesAndSixes')).toEqual(fraction(2, 18 ** 3));
    expect(closeOrderTripleProbability(3, 'fivesAndSixes', 'first')).toEqual(fraction(1, 108));
    expect(closeOrderTripleProbability(2, 'none')).toEqual(ZERO);
  });

  it('BP-VOLLEY-2: a large pool (20 shooters, 21d6 in cover) stays exact and sums to 1', () => {
    const o = volleyOdds({ dice: 21, required: 12, regime: 'fivesAndSixes' });
    expect(total(o.hits)).toEqual(ONE);
    expect(o.hits.at(-1)!.value).toBe(10);
  });
});

const REROLLED: Readonly<Record<RerollRegime, readonly number[]>> = { none: [], fivesAndSixes: [5, 6], sixes: [6] };

function allFaces(n: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((f) => [1, 2, 3, 4, 5, 6].map((x) => [...f, x]));
  return out;
}

/** Every first face and reroll face, weighted 1/6^(faces drawn); each checked against `rollVolley`. */
function bruteForce(n: number, required: number, regime: RerollRegime, on: CloseOrderTripleOn) {
  const hits = new Map<number, Fraction>();
  let triple = ZERO;
  for (const first of allFaces(n)) {
    const indices = first.flatMap((f, i) => (REROLLED[regime].includes(f) ? [i] : []));
    for (const again of allFaces(indices.length)) {
      const final = [...first];
      indices.forEach((i, k) => (final[i] = again[k]!));
      const sum = final.reduce((a, b) => a + b, 0);
      const counted = on === 'first' ? first : final;
      const isTriple = [5, 6].some((f) => counted.filter((x) => x === f).length >= 3);
      const w = fraction(1, 6 ** (n + indices.length));
      const h = Math.floor(sum / required);
      hits.set(h, fractionAdd(hits.get(h) ?? ZERO, w));
      if (isTriple) triple = fractionAdd(triple, w);
      const dice = fixedDice([...first, ...again, 1]);
      const r = rollVolley(dice, { dice: n, required, regime, closeOrder: true, closeOrderTripleOn: on });
      if (dice.remaining() !== 1 || r.hits !== h || r.closeOrderTriple !== isTriple || r.final.join() !== final.join()) {
        throw new Error(`rollVolley disagrees on ${first} then ${again}: ${JSON.stringify(r)}`);
      }
    }
  }
  const dist = [...hits].sort(([a], [b]) => a - b).map(([value, p]) => ({ value, p }));
  return { hits: dist, triple };
}

describe('volley odds equal brute force', () => {
  it('BP-VOLLEY-2 / BP-SHOOT-REROLL-1..3 / BP-VOLLEY-6: pools of 1–3 dice, required 2–18, every regime, either triple reading', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }), fc.integer({ min: 2, max: 18 }), fc.constantFrom(...REROLL_REGIMES), fc.constantFrom<CloseOrderTripleOn>('final', 'first'),
        (n, required, regime, on) => {
          const brute = bruteForce(n, required, regime, on);
          const odds = volleyOdds({ dice: n, required, regime, closeOrderTripleOn: on });
          expect(show(odds.hits)).toBe(show(brute.hits));
          expect(odds.closeOrderTriple).toEqual(brute.triple);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('BP-SHOOT-REROLL-3: rollVolley draws the pool and then exactly one face per die the regime rerolls, each die at most once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }), fc.constantFrom(...REROLL_REGIMES),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 12, maxLength: 12 }), fc.integer({ min: 0, max: 3 }),
        (first, regime, pool, spare) => {
          const k = first.filter((f) => REROLLED[regime].includes(f)).length;
          const dice = fixedDice([...first, ...pool.slice(0, k), ...pool.slice(0, spare)]);
          const r = rollVolley(dice, { dice: first.length, required: 9, regime });
          expect(dice.remaining()).toBe(spare);
          expect(r.first).toEqual(first);
          expect(r.rerolled.map((d) => d.index)).toEqual(first.flatMap((f, i) => (REROLLED[regime].includes(f) ? [i] : [])));
          expect(r.rerolled.map((d) => d.after)).toEqual(pool.slice(0, k));
          r.final.forEach((f, i) => expect(f).toBe(r.rerolled.find((d) => d.index === i)?.after ?? first[i]));
        },
      ),
    );
  });
});
