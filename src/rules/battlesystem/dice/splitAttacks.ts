/**
 * A volley's attacks shared between the target's AR groups (BS-AR-2, BS-GAP-10 house rule): in
 * proportion to each group's visible figures, rounded down for every group but the largest, which
 * takes the rest (so it is rounded up and the shares always add up to the volley); or `evenly`
 * (the same, by group count). Ties for the largest go to the first group.
 */
export function splitAttacks(total: number, groups: readonly { readonly figures: number }[], mode: 'proportional' | 'evenly' = 'proportional'): number[] {
  if (groups.length === 0) return [];
  const weights = groups.map((g) => (mode === 'evenly' ? 1 : Math.max(0, g.figures)));
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return groups.map((_, i) => (i === 0 ? total : 0));
  let largest = 0;
  weights.forEach((w, i) => { if (w > weights[largest]!) largest = i; });
  const shares = weights.map((w, i) => (i === largest ? 0 : Math.floor((total * w) / sum)));
  shares[largest] = total - shares.reduce((a, b) => a + b, 0);
  return shares;
}
