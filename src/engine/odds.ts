/**
 * Exact odds of what the rules roll, as fractions, for the UI to show before a player commits.
 * Everything is built from one shape, a discrete distribution `{ value, p }[]` (values ascending,
 * no zero probabilities, probabilities summing to exactly 1), and a few exact operations on it
 * (convolution, mapping, filtering). Sizes stay small: n dice of s sides give at most n·s + 1 sums.
 */
import type { DieSides } from './dice';
import type { Fraction } from './fraction';
import { ONE, ZERO, fraction, fractionAdd, fractionComplement, fractionMul } from './fraction';

export interface Outcome {
  readonly value: number;
  readonly p: Fraction;
}
export type Distribution = readonly Outcome[];

/** Merge equal values, drop zero probabilities, sort ascending. */
function normalise(outcomes: Iterable<Outcome>): Distribution {
  const byValue = new Map<number, Fraction>();
  for (const o of outcomes) byValue.set(o.value, fractionAdd(byValue.get(o.value) ?? ZERO, o.p));
  return [...byValue].filter(([, p]) => p.num !== 0n).sort(([a], [b]) => a - b).map(([value, p]) => ({ value, p }));
}

/** One fair die: faces 1…sides, each 1/sides. */
export function dieDistribution(sides: DieSides): Distribution {
  return Array.from({ length: sides }, (_, i) => ({ value: i + 1, p: fraction(1, sides) }));
}

/** P(one die shows `target` or more). Targets below 1 are certain, above `sides` impossible. */
export function probAtLeast(sides: DieSides, target: number): Fraction {
  const hits = Math.min(sides, Math.max(0, sides - Math.ceil(target) + 1));
  return fraction(hits, sides);
}

/** P(value ≥ target) under `dist`. */
export function probAtLeastIn(dist: Distribution, target: number): Fraction {
  return probWhere(dist, (v) => v >= target);
}

/** P(pred(value)) under `dist`. */
export function probWhere(dist: Distribution, pred: (value: number) => boolean): Fraction {
  return dist.reduce((acc, o) => (pred(o.value) ? fractionAdd(acc, o.p) : acc), ZERO);
}

/** The distribution of a + b for independent a and b. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  const out: Outcome[] = [];
  for (const x of a) for (const y of b) out.push({ value: x.value + y.value, p: fractionMul(x.p, y.p) });
  return normalise(out);
}

/** The distribution of f(value). */
export function mapDistribution(dist: Distribution, f: (value: number) => number): Distribution {
  return normalise(dist.map((o) => ({ value: f(o.value), p: o.p })));
}

/** Sum of `count` dice (count 0 gives the certain 0). */
export function sumDistribution(count: number, sides: DieSides): Distribution {
  return sumOf(count, dieDistribution(sides));
}

/** Sum of `count` independent draws of `one`. */
export function sumOf(count: number, one: Distribution): Distribution {
  let out: Distribution = [{ value: 0, p: ONE }];
  for (let i = 0; i < count; i++) out = convolve(out, one);
  return out;
}

/** ⌊sum / divisor⌋ of `count` dice: e.g. BATTLESYSTEM-style "halve, rounding down". */
export function sumDividedDistribution(count: number, sides: DieSides, divisor: number): Distribution {
  if (!Number.isInteger(divisor) || divisor < 1) throw new RangeError(`divisor must be a positive integer, got ${divisor}`);
  return mapDistribution(sumDistribution(count, sides), (v) => Math.floor(v / divisor));
}

/** Number of successes among `count` independent tests that each succeed with `p` (binomial). */
export function successCountDistribution(count: number, p: Fraction): Distribution {
  return sumOf(count, normalise([{ value: 1, p }, { value: 0, p: fractionComplement(p) }]));
}

/** Successes of `count` dice each needing `target`+ on a d`sides`. */
export function successesAtTarget(count: number, sides: DieSides, target: number): Distribution {
  return successCountDistribution(count, probAtLeast(sides, target));
}

/** P(at least one success among `count` tests of probability `p`) = 1 − (1 − p)^count. */
export function probAtLeastOne(count: number, p: Fraction): Fraction {
  return probAtLeastIn(successCountDistribution(count, p), 1);
}

/**
 * One die whose `rerollFaces` (e.g. [1]) are rolled again once, the second result standing:
 * face f ends as f with P(f not rerolled)/s + P(reroll)·1/s.
 */
export function rerolledDieDistribution(sides: DieSides, rerollFaces: readonly number[]): Distribution {
  const again = fraction(new Set(rerollFaces.filter((f) => f >= 1 && f <= sides && Number.isInteger(f))).size, sides);
  const each = fraction(1, sides);
  return normalise(dieDistribution(sides).map((o) => ({
    value: o.value,
    p: fractionAdd(rerollFaces.includes(o.value) ? ZERO : each, fractionMul(again, each)),
  })));
}

/** P(target+ on one die, rerolling `rerollFaces` once): 4+ rerolling 1s on a d6 is 7/12. */
export function probAtLeastWithReroll(sides: DieSides, target: number, rerollFaces: readonly number[]): Fraction {
  return probAtLeastIn(rerolledDieDistribution(sides, rerollFaces), target);
}

/** P(every test in a chain passes) for independent tests: hit, then In the Way, then wound. */
export function chain(...ps: readonly Fraction[]): Fraction {
  return ps.reduce(fractionMul, ONE);
}

/** The expected value of a distribution, exact. */
export function expectedValue(dist: Distribution): Fraction {
  return dist.reduce((acc, o) => fractionAdd(acc, fractionMul(fraction(o.value), o.p)), ZERO);
}
