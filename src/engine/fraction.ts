/**
 * Exact rationals on bigint, always reduced (gcd) with a positive denominator. bigint because the
 * denominators of dice odds grow as sides^count (6^21 already passes 2^53); the UI turns a fraction
 * into a percentage only for display (`fractionToNumber`).
 */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num/den reduced; throws RangeError on a zero denominator (a bug in the caller, never data). */
export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('fraction with a zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g > 1n ? { num: n / g, den: d / g } : { num: n, den: d };
}

export const ZERO: Fraction = { num: 0n, den: 1n };
export const ONE: Fraction = { num: 1n, den: 1n };

export const fractionAdd = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const fractionSub = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den - b.num * a.den, a.den * b.den);
export const fractionMul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
export const fractionEquals = (a: Fraction, b: Fraction): boolean => a.num === b.num && a.den === b.den;
/** 1 − p. */
export const fractionComplement = (p: Fraction): Fraction => fractionSub(ONE, p);

export function fractionPow(a: Fraction, n: number): Fraction {
  let out = ONE;
  for (let i = 0; i < n; i++) out = fractionMul(out, a);
  return out;
}

/** The nearest double (for display only). */
export function fractionToNumber(f: Fraction): number {
  return Number(f.num) / Number(f.den);
}

/** "7/12", or "1" and "0" for whole numbers. */
export function fractionToString(f: Fraction): string {
  return f.den === 1n ? f.num.toString() : `${f.num}/${f.den}`;
}
