import { describe, expect, it } from 'vitest';
import { CM_PER_IN, STICKS, STICK_CM, shorterStick, stickCm, stickIn } from './sticks';

describe('the measuring sticks (SBH-GAP-04)', () => {
  it('SBH-GAP-04: 25/28 mm figures — Short 7.5 cm (≈3″), Medium 12 cm (≈5″), Long 18 cm (≈7″)', () => {
    expect(STICK_CM['28mm']).toEqual({ short: 7.5, medium: 12, long: 18 });
    expect(stickIn('28mm', 'short')).toBeCloseTo(2.953, 3);
    expect(stickIn('28mm', 'medium')).toBeCloseTo(4.724, 3);
    expect(stickIn('28mm', 'long')).toBeCloseTo(7.087, 3);
    for (const s of STICKS) expect(Math.round(stickIn('28mm', s))).toBe({ short: 3, medium: 5, long: 7 }[s]);
  });

  it('SBH-GAP-04: 15 mm figures — 5 / 8 / 12 cm', () => {
    expect(STICKS.map((s) => stickCm('15mm', s))).toEqual([5, 8, 12]);
    expect(stickIn('15mm', 'long')).toBeCloseTo(12 / 2.54, 9);
  });

  it('SBH-GAP-04: inches and centimetres convert both ways exactly (1″ = 2.54 cm), and the sticks grow Short < Medium < Long', () => {
    expect(CM_PER_IN).toBe(2.54);
    for (const scale of ['28mm', '15mm'] as const) {
      for (const s of STICKS) expect(stickIn(scale, s) * CM_PER_IN).toBeCloseTo(stickCm(scale, s), 12);
      expect(stickIn(scale, 'short')).toBeLessThan(stickIn(scale, 'medium'));
      expect(stickIn(scale, 'medium')).toBeLessThan(stickIn(scale, 'long'));
    }
  });

  it('SBH-GAP-09: difficult ground shortens a move by one stick — Long → Medium → Short, Short stays Short', () => {
    expect(shorterStick('long')).toBe('medium');
    expect(shorterStick('medium')).toBe('short');
    expect(shorterStick('short')).toBe('short');
  });
});
