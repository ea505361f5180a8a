/**
 * Numbers the board writes on the canvas (heights, elevations). Only numbers and unit marks: every
 * word for humans lives in the UI's locale files, and the cm mark comes from there too (the app hands
 * the board a `CmText`: boardLengths.ts).
 */
import type { LengthUnit } from '../engine/ruleset';
import { inchesToCm } from '../geometry/units';

/** Inches with at most one decimal and the inch mark: 4 → `4″`, 2.54 → `2.5″`. */
export function formatInches(valueIn: number): string {
  return `${atMostOneDecimal(valueIn)}″`;
}

/** At most one decimal, never "-0": 4 → `4`, 2.54 → `2.5`. */
function atMostOneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const text = Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1);
  return text === '-0' ? '0' : text;
}

/** The locale's words round a number of centimetres: `10.2` → "10.2 cm" (Russian "10.2 см"). */
export type CmText = (cm: string) => string;

/** The cm words before the app hands the board its language's (tests, a board on its own). */
export const PLAIN_CM_TEXT: CmText = (cm) => `${cm} cm`;

/**
 * A length (inches inside) in the game's unit (Ruleset.lengthUnit), at most one decimal: inches
 * `4″`; cm `10.2 cm` (4″), `2.3 cm` (0.9″).
 */
export function formatLength(valueIn: number, unit: LengthUnit, cmText: CmText): string {
  return unit === 'cm' ? cmText(atMostOneDecimal(inchesToCm(valueIn))) : formatInches(valueIn);
}

/** A figure's name tag: its name, then `▲3″` (`▲7.6 cm` in a game in cm) when it stands on a raised surface. */
export function figureTagText(name: string, elevationIn: number, length: (valueIn: number) => string = formatInches): string {
  return elevationIn > 0.05 ? `${name} ▲${length(elevationIn)}` : name;
}
