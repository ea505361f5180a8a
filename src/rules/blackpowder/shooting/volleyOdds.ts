/**
 * The exact odds of a volley before it is rolled (BP-VOLLEY-2, BP-SHOOT-REROLL-1..3, BP-VOLLEY-6),
 * as engine/odds distributions of exact fractions, for the preview of 0, 1, 2… hits.
 *
 * Why per die, then convolve: every die of the pool is rerolled (or not) on its own first face
 * only, once (BP-SHOOT-REROLL-3), so the dice stay independent and identically distributed after
 * the regime. One die's final face is `rerolledDieDistribution(6, faces)` (a 5 or 6 under
 * `fivesAndSixes` ends as 1–6 with 1/36 each, a 1–4 keeps its own 1/6 plus 2/36); the pool's sum
 * is n convolutions of it (at most 5n + 1 sums), and hits = ⌊sum ÷ required⌋ is a map of the sum.
 * This is O(n² · 6) where enumerating faces and reroll faces would be 36^n.
 * The triple is a count, not a sum: a small dynamic programme over (5s so far, 6s so far), each
 * capped at 3, on the counted dice (§6 ambiguity 2: the final dice, or the fair first faces).
 */
import type { Distribution } from '../../../engine/odds';
import { dieDistribution, expectedValue, mapDistribution, probWhere, rerolledDieDistribution, sumOf } from '../../../engine/odds';
import type { Fraction } from '../../../engine/fraction';
import { ONE, ZERO, fractionAdd, fractionMul } from '../../../engine/fraction';
import type { CloseOrderTripleOn } from './closeOrderTriple';
import { CLOSE_ORDER_TRIPLE_COUNT, DEFAULT_CLOSE_ORDER_TRIPLE_ON } from './closeOrderTriple';
import type { RerollRegime } from './forcedRerolls';
import { rerollFacesOf } from './forcedRerolls';
import { hitsOf } from './volleyHits';

function checkDice(dice: number): void {
  if (!Number.isInteger(dice) || dice < 0) throw new RangeError(`a pool has a whole number of dice ≥ 0, got ${dice}`);
}

/** One die's final face under a regime (faces 1–6 with their exact chances). */
export function finalDieDistribution(regime: RerollRegime): Distribution {
  return regime === 'none' ? dieDistribution(6) : rerolledDieDistribution(6, rerollFacesOf(regime));
}

/** The sum of `dice` final faces under a regime. */
export function volleySumDistribution(dice: number, regime: RerollRegime): Distribution {
  checkDice(dice);
  return sumOf(dice, finalDieDistribution(regime));
}

/** Hits = ⌊sum ÷ required⌋ of `dice` d6 under a regime (BP-VOLLEY-2): value 0, 1, 2… with its chance. */
export function volleyHitsDistribution(dice: number, required: number, regime: RerollRegime): Distribution {
  return mapDistribution(volleySumDistribution(dice, regime), (sum) => hitsOf(sum, required));
}

/**
 * P(at least three 5s or at least three 6s among the counted dice) (BP-VOLLEY-6). On 'first' the
 * faces are the fair first roll whatever the regime; on 'final' each die follows the regime.
 */
export function closeOrderTripleProbability(dice: number, regime: RerollRegime, on: CloseOrderTripleOn = DEFAULT_CLOSE_ORDER_TRIPLE_ON): Fraction {
  checkDice(dice);
  const die = on === 'first' ? dieDistribution(6) : finalDieDistribution(regime);
  const pFace = (f: number) => probWhere(die, (v) => v === f);
  const p5 = pFace(5);
  const p6 = pFace(6);
  const pOther = probWhere(die, (v) => v !== 5 && v !== 6);
  const cap = CLOSE_ORDER_TRIPLE_COUNT;
  const key = (c5: number, c6: number) => c5 * (cap + 1) + c6;
  let states = new Map<number, Fraction>([[key(0, 0), ONE]]);
  for (let i = 0; i < dice; i++) {
    const next = new Map<number, Fraction>();
    const add = (k: number, p: Fraction) => next.set(k, fractionAdd(next.get(k) ?? ZERO, p));
    for (const [k, p] of states) {
      const c5 = Math.floor(k / (cap + 1));
      const c6 = k % (cap + 1);
      add(key(Math.min(cap, c5 + 1), c6), fractionMul(p, p5));
      add(key(c5, Math.min(cap, c6 + 1)), fractionMul(p, p6));
      add(k, fractionMul(p, pOther));
    }
    states = next;
  }
  let out = ZERO;
  for (const [k, p] of states) if (Math.floor(k / (cap + 1)) === cap || k % (cap + 1) === cap) out = fractionAdd(out, p);
  return out;
}

export interface VolleyOddsInput {
  readonly dice: number;
  readonly required: number;
  readonly regime: RerollRegime;
  /** §6 ambiguity 2. Absent: 'final'. */
  readonly closeOrderTripleOn?: CloseOrderTripleOn;
}

export interface VolleyOdds {
  /** Hits 0, 1, 2… with their exact chances (values ascending, summing to 1). */
  readonly hits: Distribution;
  readonly expectedHits: Fraction;
  /** The chance of the Close Order triple (it matters only against Close Order). */
  readonly closeOrderTriple: Fraction;
}

/** Everything the preview shows for a volley, exact. */
export function volleyOdds(input: VolleyOddsInput): VolleyOdds {
  const hits = volleyHitsDistribution(input.dice, input.required, input.regime);
  return {
    hits,
    expectedHits: expectedValue(hits),
    closeOrderTriple: closeOrderTripleProbability(input.dice, input.regime, input.closeOrderTripleOn ?? DEFAULT_CLOSE_ORDER_TRIPLE_ON),
  };
}
