/**
 * BP-GAP-05 weapons and range bands, and BP-REACT-5 (a charger is at Effective range). Distances
 * are handed in inches, as the core measures; the table reads in cm. Edges (our reading of the
 * catalog's "0–40 / 40–80"): exactly 40 cm is Effective, above 40 up to exactly 80 cm is Long,
 * above 80 cm is out of range; the smoothbore's 25 / 50 cm alike.
 */
import { describe, expect, it } from 'vitest';
import { cmToInches } from '../../../geometry/units';
import type { BlackpowderWeapon } from './rangeBands';
import { RANGE_EDGE_TOLERANCE_IN, rangeBandAt, weaponRangesIn } from './rangeBands';

const cm = (n: number) => cmToInches(n);

describe('BP-GAP-05 range bands', () => {
  it.each<{ weapon: BlackpowderWeapon; atCm: number; band: string; required?: number }>([
    { weapon: 'rifledMusket', atCm: 0, band: 'effective', required: 9 },
    { weapon: 'rifledMusket', atCm: 21, band: 'effective', required: 9 },
    { weapon: 'rifledMusket', atCm: 40, band: 'effective', required: 9 },
    { weapon: 'rifledMusket', atCm: 40.01, band: 'long', required: 12 },
    { weapon: 'rifledMusket', atCm: 80, band: 'long', required: 12 },
    { weapon: 'rifledMusket', atCm: 80.01, band: 'outOfRange' },
    { weapon: 'smoothbore', atCm: 25, band: 'effective', required: 9 },
    { weapon: 'smoothbore', atCm: 25.01, band: 'long', required: 12 },
    { weapon: 'smoothbore', atCm: 40, band: 'long', required: 12 },
    { weapon: 'smoothbore', atCm: 50, band: 'long', required: 12 },
    { weapon: 'smoothbore', atCm: 50.01, band: 'outOfRange' },
  ])('BP-GAP-05: $weapon at $atCm cm → $band', ({ weapon, atCm, band, required }) => {
    const v = rangeBandAt(weapon, cm(atCm));
    expect(v.band).toBe(band);
    expect(v.ruleId).toBe('BP-GAP-05');
    if (v.inRange) expect(v.required).toBe(required);
    else expect(v.maxIn).toBeCloseTo(cm(weapon === 'rifledMusket' ? 80 : 50), 12);
  });

  it('BP-GAP-05: the edges are the catalog cm converted to inches (40 cm = 15.748″, 80 cm = 31.496″)', () => {
    expect(weaponRangesIn('rifledMusket').effectiveMaxIn).toBeCloseTo(15.748031, 5);
    expect(weaponRangesIn('rifledMusket').longMaxIn).toBeCloseTo(31.496063, 5);
    expect(weaponRangesIn('smoothbore').effectiveMaxIn).toBeCloseTo(9.842520, 5);
  });

  it('BP-GAP-05: a measurement a hair over 40 cm from float noise is still on the edge; a real step over is not', () => {
    const edge = weaponRangesIn('rifledMusket').effectiveMaxIn;
    expect(rangeBandAt('rifledMusket', edge + RANGE_EDGE_TOLERANCE_IN / 2).band).toBe('effective');
    expect(rangeBandAt('rifledMusket', edge + RANGE_EDGE_TOLERANCE_IN * 2).band).toBe('long');
    // 40 cm read as 15.75″ (a rounded inch figure) is 40.005 cm: Long.
    expect(rangeBandAt('rifledMusket', 15.75).band).toBe('long');
  });

  it('BP-GAP-05: a negative or non-finite distance is a bug in the measurement', () => {
    expect(() => rangeBandAt('rifledMusket', -0.1)).toThrow(RangeError);
    expect(() => rangeBandAt('smoothbore', Number.NaN)).toThrow(RangeError);
    expect(() => rangeBandAt('smoothbore', Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('BP-REACT-5 a charger is at Effective range', () => {
  it.each<{ weapon: BlackpowderWeapon; atCm: number }>([
    { weapon: 'rifledMusket', atCm: 10 },
    { weapon: 'rifledMusket', atCm: 60 },
    { weapon: 'rifledMusket', atCm: 120 },
    { weapon: 'smoothbore', atCm: 45 },
  ])('BP-REACT-5: TV-BP-08 $weapon at $atCm cm against a charger → Effective, needs 9', ({ weapon, atCm }) => {
    expect(rangeBandAt(weapon, cm(atCm), { targetCharging: true })).toEqual({ inRange: true, band: 'effective', required: 9, ruleId: 'BP-REACT-5' });
  });

  it('BP-REACT-5: targetCharging false is the plain band', () => {
    expect(rangeBandAt('rifledMusket', cm(60), { targetCharging: false })).toMatchObject({ band: 'long', ruleId: 'BP-GAP-05' });
  });
});
