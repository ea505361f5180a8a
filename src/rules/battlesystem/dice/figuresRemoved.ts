/**
 * Hits into figures (BS-HITS-1): removed = ⌊(carried + new) ÷ Hits⌋, the rest carried on the d6
 * counter. Hits beyond what the target figures the shooters saw can take are lost (BS-MISSILE-LOS-1,
 * §6.4): the cap is visible figures × Hits − carried (house rule), or the visible figures.
 * Also the physical-dice batches of BS-AD-2.
 */
export function wastedHitsCap(visibleFigures: number, hitsPerFigure: number, carried: number, mode: 'figuresTimesHits' | 'figures'): number {
  return mode === 'figures' ? visibleFigures : Math.max(0, visibleFigures * hitsPerFigure - carried);
}

export interface Removal {
  readonly removed: number;
  readonly carried: number;
  readonly wasted: number;
}

export function figuresRemoved(p: { readonly carried: number; readonly newHits: number; readonly hitsPerFigure: number; readonly capHits?: number }): Removal {
  const kept = p.capHits === undefined ? p.newHits : Math.min(p.newHits, p.capHits);
  const total = p.carried + kept;
  const hits = Math.max(1, p.hitsPerFigure);
  return { removed: Math.floor(total / hits), carried: total % hits, wasted: p.newHits - kept };
}

/** BS-AD-2: `count` rolls with only `available` dice at hand: batches of at most `available`. */
export function diceBatches(count: number, available: number): number[] {
  const out: number[] = [];
  for (let left = count; left > 0; left -= available) out.push(Math.min(available, left));
  return out;
}
