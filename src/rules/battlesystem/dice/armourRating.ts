/**
 * A target's modified armour rating (BS-AR-1..3, BS-MISSILE-AR-5, BS-MELEE-AR-7): melee modifiers all
 * add; missile penalties (+) add but of the bonuses (−) only the single best counts (or, §6.7's other
 * reading, `allAdd`); then the AR is held within 2..10. Lower AR is better armour.
 */
export interface ArModifier {
  readonly valueAr: number;
  readonly ruleId: string;
  readonly labelKey: string;
}

export const AR_MIN = 2;
export const AR_MAX = 10;

export interface ModifiedAr {
  readonly ar: number;
  /** Before the clamp. */
  readonly raw: number;
  readonly counted: readonly ArModifier[];
  /** Bonuses left out by BS-MISSILE-AR-5. */
  readonly ignored: readonly ArModifier[];
}

export function modifiedAr(baseAr: number, modifiers: readonly ArModifier[], mode: 'melee' | 'missile', missileBonuses: 'bestOnly' | 'allAdd' = 'bestOnly'): ModifiedAr {
  let counted: ArModifier[] = [...modifiers];
  let ignored: ArModifier[] = [];
  if (mode === 'missile' && missileBonuses === 'bestOnly') {
    const bonuses = modifiers.filter((m) => m.valueAr < 0);
    const best = bonuses.reduce<ArModifier | null>((b, m) => (b === null || m.valueAr < b.valueAr ? m : b), null);
    counted = modifiers.filter((m) => m.valueAr >= 0 || m === best);
    ignored = bonuses.filter((m) => m !== best);
  }
  const raw = counted.reduce((ar, m) => ar + m.valueAr, baseAr);
  return { ar: Math.min(AR_MAX, Math.max(AR_MIN, raw)), raw, counted, ignored };
}
