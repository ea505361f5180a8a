/**
 * Printing measured lengths next to the limit they broke, so the words never contradict the rule:
 * "moves Medium (4.7″); this is 4.7″" is what one decimal makes of 4.724″ against 4.748″. Values
 * that differ get the fewest extra digits that tell them apart ("4.72″ … 4.75″"); values that do
 * not collide keep the usual one decimal. The rules use it for their English words and the UI for
 * the translated ones (ui/format.ts), so both say the same.
 *
 * A refusal should carry its measurements unrounded (or to 9 decimals, `inchParam`): rounded to
 * two or three decimals, a value just past a limit is equal to it and no digit can separate them.
 * (The rules' tolerances are 1e-9″ to 1e-6″, so nine decimals separate anything they refuse.)
 */

/** Most decimals ever shown: the finest tolerance a rule compares with (1e-9″). */
export const MAX_INCH_DECIMALS = 9;

/** A measurement for a refusal's params: 9 decimals (tidy JSON, still apart from any limit it broke by more than 1e-9). */
export const inchParam = (v: number): number => Math.round(v * 1e9) / 1e9;

const printed = (v: number, decimals: number): string => (Math.abs(v) < 0.5 * 10 ** -decimals ? 0 : v).toFixed(decimals);

/**
 * For each value, the decimals to print it with: `min`, or more where two different values would
 * print the same, up to `max`. Non-finite values keep `min`.
 */
export function decimalsApart(values: readonly number[], min = 1, max = MAX_INCH_DECIMALS): number[] {
  const out = values.map(() => min);
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i]!;
      const b = values[j]!;
      if (a === b || !Number.isFinite(a) || !Number.isFinite(b)) continue;
      let d = Math.max(out[i]!, out[j]!);
      while (d < max && printed(a, d) === printed(b, d)) d++;
      out[i] = Math.max(out[i]!, d);
      out[j] = Math.max(out[j]!, d);
    }
  }
  return out;
}

/** English inches for the rules' messages: `4.7″`, `6″` (no trailing zeros), with the digits that tell the values apart. */
export function inchesApart(values: readonly number[]): string[] {
  const decimals = decimalsApart(values);
  return values.map((v, i) => `${Number(printed(v, decimals[i]!))}″`);
}
