/**
 * Numbers the board writes on the canvas (heights, elevations). Only numbers and unit marks:
 * every word for humans lives in the UI's locale files.
 */

/** Inches with at most one decimal and the inch mark: 4 → `4″`, 2.54 → `2.5″`. */
export function formatInches(valueIn: number): string {
  const rounded = Math.round(valueIn * 10) / 10;
  const text = Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1);
  return `${text === '-0' ? '0' : text}″`;
}

/** A figure's name tag: its name, then `▲3″` when it stands on a raised surface. */
export function figureTagText(name: string, elevationIn: number): string {
  return elevationIn > 0.05 ? `${name} ▲${formatInches(elevationIn)}` : name;
}
