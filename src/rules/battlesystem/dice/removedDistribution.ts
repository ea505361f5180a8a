/**
 * The exact distribution of figures a volley removes (BS-AD-3, BS-AR-1, BS-HITS-1, BS-MISSILE-LOS-1):
 * per AR group, the total hits of its attacks (one attack's hit weights convolved `attacks` times),
 * each hit then getting through a d10 armour check below the group's AR (P = (AR − 1)/10), capped at
 * what the group's visible figures can take; the groups' hits added; then the cap of the whole
 * target (§6.4) and the removal with the hits already carried.
 *
 * Exact by enumeration in bigint integer weights over one common denominator (never a sampled
 * figure). The work grows with the square of the most hits a group can score; past
 * `MAX_EXACT_HITS` the answer is `exact: false` with the exact expected hits through armour and the
 * most figures that could fall — the preview says so.
 */
import type { Fraction } from '../../../engine/fraction';
import { fraction } from '../../../engine/fraction';
import type { AttackDice } from '../profile/bsProfileTypes';
import { attackHitWeights } from './resultsTable';

/** The most hits one group may score for the exact distribution (≈ 1 ms of bigint work at 160). */
export const MAX_EXACT_HITS = 160;

export interface VolleyGroup {
  readonly attacks: number;
  /** The group's modified AR (2..10). */
  readonly ar: number;
  /** The most hits this group's visible figures can take (BS-MISSILE-LOS-1). */
  readonly capHits: number;
}

export interface VolleyOdds {
  readonly dice: AttackDice;
  readonly groups: readonly VolleyGroup[];
  readonly hitsPerFigure: number;
  readonly carried: number;
  /** The whole target's cap on new hits (§6.4). */
  readonly capHits: number;
  readonly d20HighHits?: number;
}

export type RemovedDistribution =
  | { readonly exact: true; readonly removed: readonly Fraction[]; readonly expectedRemoved: Fraction }
  | { readonly exact: false; readonly expectedHitsThrough: Fraction; readonly maxRemoved: number };

interface Weights {
  readonly w: bigint[];
  readonly den: bigint;
}

function convolve(a: Weights, b: Weights): Weights {
  const out = new Array<bigint>(a.w.length + b.w.length - 1).fill(0n);
  for (let i = 0; i < a.w.length; i++) {
    const x = a.w[i]!;
    if (x === 0n) continue;
    for (let j = 0; j < b.w.length; j++) out[i + j]! += x * b.w[j]!;
  }
  return { w: out, den: a.den * b.den };
}

function power(base: Weights, n: number): Weights {
  let out: Weights = { w: [1n], den: 1n };
  let sq = base;
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) out = convolve(out, sq);
    if (k > 1) sq = convolve(sq, sq);
  }
  return out;
}

/** Hits through armour: each of h hits gets through with (ar − 1)/10, as weights over den × 10^max. */
function throughArmour(hits: Weights, ar: number): Weights {
  const max = hits.w.length - 1;
  const q = BigInt(ar - 1);
  const r = BigInt(11 - ar);
  const qPow = [1n];
  const rPow = [1n];
  for (let k = 1; k <= max; k++) { qPow.push(qPow[k - 1]! * q); rPow.push(rPow[k - 1]! * r); }
  const out = new Array<bigint>(max + 1).fill(0n);
  let row = [1n];
  let ten = 10n ** BigInt(max);
  for (let h = 0; h <= max; h++) {
    if (h > 0) {
      const next = new Array<bigint>(h + 1);
      next[0] = 1n;
      next[h] = 1n;
      for (let k = 1; k < h; k++) next[k] = row[k - 1]! + row[k]!;
      row = next;
      ten /= 10n;
    }
    const wh = hits.w[h]!;
    if (wh === 0n) continue;
    const scaled = wh * ten;
    for (let k = 0; k <= h; k++) out[k]! += scaled * row[k]! * qPow[k]! * rPow[h - k]!;
  }
  return { w: out, den: hits.den * 10n ** BigInt(max) };
}

function capped(x: Weights, cap: number): Weights {
  if (x.w.length <= cap + 1) return x;
  const w = x.w.slice(0, cap + 1);
  w[cap] = x.w.slice(cap).reduce((a, b) => a + b, 0n);
  return { w, den: x.den };
}

export function removedDistribution(v: VolleyOdds): RemovedDistribution {
  const perAttack = attackHitWeights(v.dice, v.d20HighHits ?? 4);
  const attackWeights: Weights = { w: perAttack.map(BigInt), den: BigInt(perAttack.reduce((a, b) => a + b, 0)) };
  const maxPerAttack = perAttack.length - 1;
  const tooBig = v.groups.some((g) => g.attacks * maxPerAttack > MAX_EXACT_HITS);
  const hitsPerFigure = Math.max(1, v.hitsPerFigure);
  if (tooBig) {
    // E[hits of one attack] = Σ h·w / Σ w; through armour × (ar − 1)/10; exact, linear in the attacks.
    const e = perAttack.reduce((s, w, h) => s + w * h, 0);
    let expected = fraction(0);
    for (const g of v.groups) {
      const term = fraction(BigInt(e * g.attacks * (g.ar - 1)), attackWeights.den * 10n);
      expected = fraction(expected.num * term.den + term.num * expected.den, expected.den * term.den);
    }
    const most = Math.min(v.capHits, v.groups.reduce((s, g) => s + Math.min(g.capHits, g.attacks * maxPerAttack), 0));
    return { exact: false, expectedHitsThrough: expected, maxRemoved: Math.floor((v.carried + most) / hitsPerFigure) };
  }
  let total: Weights = { w: [1n], den: 1n };
  for (const g of v.groups) {
    if (g.attacks <= 0) continue;
    total = convolve(total, capped(throughArmour(power(attackWeights, g.attacks), g.ar), Math.max(0, g.capHits)));
  }
  total = capped(total, Math.max(0, v.capHits));
  const maxRemoved = Math.floor((v.carried + total.w.length - 1) / hitsPerFigure);
  const removedW = new Array<bigint>(maxRemoved + 1).fill(0n);
  total.w.forEach((w, hits) => { removedW[Math.floor((v.carried + hits) / hitsPerFigure)]! += w; });
  const removed = removedW.map((w) => fraction(w, total.den));
  const expNum = removedW.reduce((s, w, k) => s + w * BigInt(k), 0n);
  return { exact: true, removed, expectedRemoved: fraction(expNum, total.den) };
}
