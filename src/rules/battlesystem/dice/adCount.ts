/**
 * How many attack dice a volley or a melee rolls (BS-AD-1, BS-AD-8, BS-GAP-09): one per eligible
 * figure times every factor (a charge ×3/2 or ×2, medium range ×1/2, long ×1/3, indirect fire
 * ×1/2…), in exact rationals, rounded up once (`multiplyOnce`, the house rule) or after each factor
 * (`roundEach`). "Always round fractions up" (L57). A multi-die AD multiplies attacks, not dice.
 */
export interface AdFactor {
  readonly num: number;
  readonly den: number;
  readonly ruleId: string;
  /** i18n key naming the factor for the preview. */
  readonly labelKey: string;
}

export interface AdCount {
  readonly count: number;
  readonly figures: number;
  readonly factors: readonly AdFactor[];
}

const ceilDiv = (a: number, b: number): number => Math.floor((a + b - 1) / b);

export function adCount(figures: number, factors: readonly AdFactor[], combining: 'multiplyOnce' | 'roundEach' = 'multiplyOnce'): AdCount {
  if (figures <= 0) return { count: 0, figures: 0, factors };
  if (combining === 'roundEach') {
    const count = factors.reduce((n, f) => ceilDiv(n * f.num, f.den), figures);
    return { count, figures, factors };
  }
  // Exact: figures × Πnum / Πden, one ceiling (integers stay far below 2^53 for any table).
  const num = factors.reduce((n, f) => n * f.num, figures);
  const den = factors.reduce((d, f) => d * f.den, 1);
  return { count: ceilDiv(num, den), figures, factors };
}
