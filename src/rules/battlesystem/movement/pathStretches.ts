/**
 * Difficult ground along a manoeuvre's path (BS-GAP-04: ½ MV in difficult terrain), measured by one
 * parameter s (inches): an advance's distance, a wheel's outer front corner travel. A `Stretch` is
 * a range of s during which some member on the ground overlaps a difficult piece; inside one each
 * inch of s costs `factor` inches of MV. `costAlongIn` prices a manoeuvre and `reachAlongIn`
 * inverts it for the board's reach, so the two agree by construction.
 *
 * `stretchesWhere` finds where a predicate of s holds: sampled every ≤ `stepIn` of s, each change
 * refined by bisection to 1e-6″ of s. The caller picks `stepIn` so that no member travels more than
 * 0.25″ per step: a base (≥ 0.5″ deep) overlaps a piece over at least its own depth, so no stretch
 * falls between two samples.
 */
import type { Scenario } from '../../../engine/model';
import { identityMemo } from '../../../engine/kit/memo';

/** [from, to] inches of s, from ≤ to; a list is sorted and disjoint. */
export type Stretch = readonly [number, number];

/** Most a member may travel between two samples, inches. */
export const SAMPLE_STEP_IN = 0.25;
const BISECT_ITERATIONS = 24;

/** The ranges of s in [lo, hi] where `inside(s)` holds, sampled every ≤ `stepIn`. */
export function stretchesWhere(inside: (s: number) => boolean, lo: number, hi: number, stepIn: number): Stretch[] {
  const edge = (out: number, inn: number): number => {
    let a = out;
    let b = inn;
    for (let i = 0; i < BISECT_ITERATIONS; i++) {
      const m = (a + b) / 2;
      if (inside(m)) b = m; else a = m;
    }
    return b;
  };
  const n = Math.max(1, Math.ceil((hi - lo) / stepIn));
  const out: Stretch[] = [];
  let prevS = lo;
  let prevIn = inside(lo);
  let start = prevIn ? lo : null;
  for (let i = 1; i <= n; i++) {
    const s = lo + (hi - lo) * i / n;
    const now = inside(s);
    if (now && !prevIn) start = edge(prevS, s);
    if (!now && prevIn && start !== null) { out.push([start, edge(s, prevS)]); start = null; }
    prevS = s;
    prevIn = now;
  }
  if (start !== null) out.push([start, hi]);
  return out;
}

/** The union of stretches, sorted and disjoint. */
export function mergedStretches(all: readonly Stretch[]): Stretch[] {
  const sorted = [...all].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Inches of difficult ground in the first `distanceIn` of s. */
export function difficultWithin(stretches: readonly Stretch[], distanceIn: number): number {
  let total = 0;
  for (const [a, b] of stretches) if (a < distanceIn) total += Math.min(b, distanceIn) - a;
  return total;
}

/** MV a manoeuvre of `distanceIn` (of s) costs: its length, each inch of difficult ground `factor` times. */
export const costAlongIn = (stretches: readonly Stretch[], distanceIn: number, factor: number): number =>
  distanceIn + (factor - 1) * difficultWithin(stretches, distanceIn);

/** The longest s `allowanceIn` of MV pays for (the inverse of `costAlongIn`). */
export function reachAlongIn(stretches: readonly Stretch[], allowanceIn: number, factor: number): number {
  let s = 0;
  let budget = Math.max(0, allowanceIn);
  for (const [a, b] of stretches) {
    if (b <= s) continue;
    const from = Math.max(a, s);
    if (budget <= from - s) return s + budget;
    budget -= from - s;
    s = from;
    if (budget <= (b - s) * factor) return s + budget / factor;
    budget -= (b - s) * factor;
    s = b;
  }
  return s + budget;
}

type CacheEntry = { readonly facingDeg: number; readonly maxIn: number; readonly stretches: readonly Stretch[] };

/**
 * A cache of stretches per scenario value (a drag prices the same unit on every pointer move) and
 * key: an entry serves while the unit's facing is the one it was computed for and it reaches at
 * least `maxIn`; otherwise `compute` runs and replaces it.
 */
export function stretchCache(): (scenario: Scenario, key: string, facingDeg: number, maxIn: number, compute: () => readonly Stretch[]) => readonly Stretch[] {
  const byScenario = identityMemo((_scenario: Scenario) => new Map<string, CacheEntry>());
  return (scenario, key, facingDeg, maxIn, compute) => {
    const cache = byScenario(scenario);
    const hit = cache.get(key);
    if (hit !== undefined && hit.facingDeg === facingDeg && hit.maxIn >= maxIn) return hit.stretches;
    const stretches = compute();
    cache.set(key, { facingDeg, maxIn, stretches });
    return stretches;
  };
}
