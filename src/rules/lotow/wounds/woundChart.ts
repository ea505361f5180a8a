/**
 * The wound roll (LOTOW-GAP-07, [medium]): a hit's Strength against the target's Grit on a chart.
 * The published LotOW chart is not in the seed; until it is entered, the players choose (option
 * `woundChart`):
 *   - `house` (default, the catalog's HOUSE RULE): needed = 4 + (Grit − Strength), clamped to 2+..6+.
 *     S3 v G3 → 4+, S2 v G3 → 5+, S4 v G3 → 3+.
 *   - `lotrEngine`: the LotR SBG engine's Strength v Defence chart, which LotOW is built on — an
 *     engine convention, NOT confirmed as LotOW's own chart. Some cells need a 6 then a second roll
 *     ("6/4": a 6, then 4+); a dash is "cannot wound".
 */
import type { Fraction } from '../../../engine/fraction';
import { ZERO } from '../../../engine/fraction';
import { chain, probAtLeast } from '../../../engine/odds';

export type WoundChartId = 'house' | 'lotrEngine';

/** What a wound needs: one d6 at `first`+, then (when `second` is set, after a 6) another at `second`+; null = impossible. */
export interface WoundNeed {
  readonly first: number;
  readonly second: number | null;
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

// LotR SBG chart, rows Strength 1–10, columns Defence (Grit) 1–10. 46 = "6/4"; 0 = cannot wound.
const LOTR: readonly (readonly number[])[] = [
  [4, 5, 5, 6, 6, 64, 65, 66, 0, 0],
  [4, 4, 5, 5, 6, 6, 64, 65, 66, 0],
  [3, 4, 4, 5, 5, 6, 6, 64, 65, 66],
  [3, 3, 4, 4, 5, 5, 6, 6, 64, 65],
  [3, 3, 3, 4, 4, 5, 5, 6, 6, 64],
  [3, 3, 3, 3, 4, 4, 5, 5, 6, 6],
  [3, 3, 3, 3, 3, 4, 4, 5, 5, 6],
  [3, 3, 3, 3, 3, 3, 4, 4, 5, 5],
  [3, 3, 3, 3, 3, 3, 3, 4, 4, 5],
  [3, 3, 3, 3, 3, 3, 3, 3, 4, 4],
];

export function woundNeed(strength: number, grit: number, chart: WoundChartId): WoundNeed | null {
  const s = clamp(Math.round(strength), 1, 10);
  const g = clamp(Math.round(grit), 1, 10);
  if (chart === 'house') return { first: clamp(4 + (g - s), 2, 6), second: null };
  const cell = LOTR[s - 1]![g - 1]!;
  if (cell === 0) return null;
  return cell > 10 ? { first: 6, second: cell % 10 } : { first: cell, second: null };
}

/** The exact chance one hit wounds (before Fortune). */
export function woundChance(strength: number, grit: number, chart: WoundChartId): Fraction {
  const need = woundNeed(strength, grit, chart);
  if (need === null) return ZERO;
  const first = probAtLeast(6, need.first);
  return need.second === null ? first : chain(first, probAtLeast(6, need.second));
}

/** Text for a need: "4+", "6/4+", "—". */
export const woundNeedText = (need: WoundNeed | null): string =>
  need === null ? '—' : need.second === null ? `${need.first}+` : `${need.first}/${need.second}+`;

