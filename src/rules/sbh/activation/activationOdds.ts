/**
 * The exact odds of an activation roll (SBH-GAP-02/03), before any die: the chance of each number
 * of successes (= actions) on 1, 2 or 3 dice at a Quality, and of a turnover (two or more
 * failures). Fractions from engine/odds.ts: the preview panel shows them as percentages.
 */
import type { Fraction } from '../../../engine/fraction';
import { ZERO } from '../../../engine/fraction';
import { probWhere } from '../../../engine/odds';
import { qualitySuccesses } from './quality';

export interface ActivationOdds {
  /** `successes[k]` = P(exactly k successes), k = 0…dice. */
  readonly successes: readonly Fraction[];
  /** P(two or more failures): the turn passes after this activation. */
  readonly turnover: Fraction;
}

export function activationOdds(dice: number, quality: number, naturals: boolean): ActivationOdds {
  const dist = qualitySuccesses(dice, quality, naturals);
  const successes = Array.from({ length: dice + 1 }, (_, k) => dist.find((o) => o.value === k)?.p ?? ZERO);
  return { successes, turnover: probWhere(dist, (s) => dice - s >= 2) };
}
