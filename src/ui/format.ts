/**
 * Pure formatting for the panels and readouts. Numbers use a full stop in both languages, so the
 * readouts read the same to players and to tests; words are left to the locale files (helpers that
 * need words return a translation key and its parameters).
 */
import { decimalsApart } from '../engine/inchesApart';
import type { BaseShape, Scenario } from '../engine/model';
import type { LengthUnit } from '../engine/ruleset';

type TerrainPiece = Scenario['terrain'][number];

/** The inch mark (double prime), as wargamers write 3″. */
export const INCH = '″';
const MINUS = '−';

/** One decimal, never "-0.0"; a dash for a value that is not a finite number. */
function oneDecimal(n: number): string {
  if (!Number.isFinite(n)) return '–';
  const rounded = Math.round(Math.abs(n) * 10) / 10;
  return rounded.toFixed(1);
}

const isNegativeAtOneDecimal = (n: number): boolean => Number.isFinite(n) && Math.round(Math.abs(n) * 10) > 0 && n < 0;

/** `3` → `3.0″`, `-0.01` → `0.0″`, `-2.25` → `−2.3″`; `decimals` for more digits (`formatInches(4.724, 3)` → `4.724″`). */
export function formatInches(n: number, decimals = 1): string {
  if (decimals === 1) return `${isNegativeAtOneDecimal(n) ? MINUS : ''}${oneDecimal(n)}${INCH}`;
  if (!Number.isFinite(n)) return `–${INCH}`;
  const digits = Math.abs(n).toFixed(decimals);
  return `${n < 0 && Number(digits) > 0 ? MINUS : ''}${digits}${INCH}`;
}

/**
 * Inches that stand side by side in one sentence (a measurement and the limit it broke): one decimal,
 * or the fewest more that tell two different values apart (`[4.724, 4.748]` → `4.72″`, `4.75″`), so
 * a refusal never reads "4.7″; this is 4.7″". The digits are chosen by engine/inchesApart.ts, as the
 * rules' English words are.
 */
export function formatInchesApart(values: readonly number[]): string[] {
  const decimals = decimalsApart(values);
  return values.map((v, i) => formatInches(v, decimals[i]));
}

/**
 * Centimetres the rules hand over in their params (`…Cm`: 9 decimals, `28.100284873`), the number
 * alone (the locale writes the unit): one decimal at most, no trailing zeros (`28.1`, `10`), or the
 * fewest more digits that tell two different values apart, as `formatInchesApart`.
 */
export function formatCmApart(values: readonly number[]): string[] {
  const decimals = decimalsApart(values);
  return values.map((v, i) => {
    if (!Number.isFinite(v)) return '–';
    const text = String(Number(v.toFixed(decimals[i])));
    return text === '-0' ? '0' : text.replace('-', MINUS);
  });
}

/** Like formatInches with an explicit sign for a difference: `+1.5″`, `−1.5″`, `0.0″`. */
export function formatSignedInches(n: number): string {
  if (!Number.isFinite(n)) return `–${INCH}`;
  if (Math.round(Math.abs(n) * 10) === 0) return `0.0${INCH}`;
  return `${n < 0 ? MINUS : '+'}${oneDecimal(n)}${INCH}`;
}

/** A range of heights: `1.0–3.0″`, or one value when they agree to one decimal. */
export function formatInchRange(minIn: number, maxIn: number): string {
  const lo = formatInches(minIn);
  const hi = formatInches(maxIn);
  return lo === hi ? lo : `${lo.slice(0, -INCH.length)}–${hi}`;
}

/** A compass bearing as whole degrees in [0, 360): `-90` → `270°`. */
export function formatDegrees(deg: number): string {
  if (!Number.isFinite(deg)) return '–°';
  const whole = ((Math.round(deg) % 360) + 360) % 360;
  return `${whole}°`;
}

/** Centimetres for an inch length, one decimal: 3″ → `7.6`, with the unit word from the locale. */
export function formatCmOfInches(inches: number): string {
  if (!Number.isFinite(inches)) return '–';
  return (Math.round(inches * 2.54 * 10) / 10).toFixed(1);
}

export type { LengthUnit } from '../engine/ruleset';

/**
 * The locale's words round a length in centimetres: `length.cm` ("{{cm}} cm", "{{cm}} см") and
 * `length.both` ("{{cm}} ({{inches}})"), e.g. `(key, params) => t(key, params)`.
 */
export type LengthWords = (key: 'length.cm' | 'length.both', params: Readonly<Record<string, string>>) => string;

/** Centimetres of an inch length with a sign, one decimal, never "-0.0": `-1` → `−2.5`. */
function signedCm(inches: number, plus: boolean): string {
  if (!Number.isFinite(inches)) return '–';
  const digits = formatCmOfInches(Math.abs(inches));
  const zero = digits === '0.0';
  return `${zero ? '' : inches < 0 ? MINUS : plus ? '+' : ''}${digits}`;
}

/**
 * Lengths (inches inside, as the core keeps them) in a game's unit (Ruleset.lengthUnit), one
 * decimal: inches `10.0″`; cm `25.4 cm` with the locale's words. `both`, where a player would want
 * the two (a move's or a measured distance): `25.4 cm (10.0″)` for cm, inches alone for inches.
 */
export interface LengthFormat {
  readonly unit: LengthUnit;
  length(inches: number): string;
  both(inches: number): string;
  /** A difference with its sign: `+1.5″`, `−3.8 cm`, `0.0 cm`. */
  signed(inches: number): string;
  /** A range of heights: `1.0–3.0″`, `2.5–7.6 cm`, one value when they agree to one decimal. */
  range(minIn: number, maxIn: number): string;
}

export function lengthFormat(unit: LengthUnit, words: LengthWords): LengthFormat {
  if (unit === 'in') {
    return { unit, length: (n) => formatInches(n), both: (n) => formatInches(n), signed: formatSignedInches, range: formatInchRange };
  }
  const cm = (digits: string): string => words('length.cm', { cm: digits });
  return {
    unit,
    length: (n) => cm(signedCm(n, false)),
    both: (n) => words('length.both', { cm: cm(signedCm(n, false)), inches: formatInches(n) }),
    signed: (n) => cm(signedCm(n, true)),
    range: (minIn, maxIn) => {
      const lo = signedCm(minIn, false);
      const hi = signedCm(maxIn, false);
      return cm(lo === hi ? lo : `${lo}–${hi}`);
    },
  };
}

/** A length in a game's unit (one-off; a component takes `useLengthFormat`): `formatLength(10, 'cm', words)` → `25.4 cm`. */
export function formatLength(inches: number, unit: LengthUnit, words: LengthWords): string {
  return lengthFormat(unit, words).length(inches);
}

/** Millimetres as a wargamer writes them: `25`, `25.5`, at most one decimal. */
export function formatMm(mm: number): string {
  if (!Number.isFinite(mm)) return '–';
  return String(Math.round(mm * 10) / 10);
}

/** The translation key and parameters describing a base: "25 mm round", "25×50 mm". */
export function describeBase(base: BaseShape): { key: string; params: Record<string, string> } {
  switch (base.shape) {
    case 'round':
      return { key: 'base.round', params: { diameter: formatMm(base.diameterMm) } };
    case 'oval':
      return { key: 'base.oval', params: { width: formatMm(base.widthMm), length: formatMm(base.lengthMm) } };
    case 'rect':
      return { key: 'base.rect', params: { width: formatMm(base.widthMm), length: formatMm(base.lengthMm) } };
  }
}

/** Lowest and highest top surface (inches above the table) among some terrain pieces; null for none. */
export function terrainTopRangeIn(pieces: readonly TerrainPiece[]): { minIn: number; maxIn: number } | null {
  if (pieces.length === 0) return null;
  let minIn = Infinity;
  let maxIn = -Infinity;
  for (const p of pieces) {
    const top = p.elevationIn + p.heightIn;
    minIn = Math.min(minIn, top);
    maxIn = Math.max(maxIn, top);
  }
  return { minIn, maxIn };
}

/** A whole percentage: `65` → `65%` (the store rounds shares so 0 < share < 1 never reads 0% or 100%). */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent)) return '–%';
  return `${Math.round(percent)}%`;
}

/**
 * An exact chance's percentage for the preview panel: whole when it is whole (`50%`), else one
 * decimal (`33.3%`); never `0%` or `100%` for a chance strictly between (`<0.1%`, `>99.9%`).
 */
export function formatChance(percent: number): string {
  if (!Number.isFinite(percent) || percent <= 0) return '0%';
  if (percent >= 100) return '100%';
  if (percent < 0.05) return '<0.1%';
  if (percent > 99.95) return '>99.9%';
  const tenths = Math.round(percent * 10) / 10;
  return Number.isInteger(tenths) ? `${tenths}%` : `${tenths.toFixed(1)}%`;
}
