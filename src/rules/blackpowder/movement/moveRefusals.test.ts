import { describe, expect, it } from 'vitest';
import { cmToInches } from '../../../geometry/units';
import { cmApart, tooFar } from './moveRefusals';

describe('movement refusals in centimetres (BP-GAP-04)', () => {
  it('BP-GAP-04: an over-long move\'s cm read to one decimal in the params and the words; the inches stay exact', () => {
    const r = tooFar('BP-GAP-04', cmToInches(18.100284873), cmToInches(10), cmToInches(20)).refusal;
    expect(r.params).toMatchObject({ costCm: 28.1, lengthCm: 18.1, crossCm: 10, maxCm: 20 });
    expect(r.params?.lengthIn).toBeCloseTo(18.100284873 / 2.54, 8);
    expect(r.message).toBe('the move costs 28.1 cm (18.1 cm walked + 10 cm crossing obstacles); at most 20 cm — BP-GAP-04');
    const open = tooFar('BP-GAP-04', cmToInches(23.456), 0, cmToInches(20)).refusal;
    expect(open.message).toBe('the move is 23.5 cm; at most 20 cm — BP-GAP-04');
  });

  it('BP-GAP-04: a cost just past its limit keeps the digits that tell them apart, so it never reads as allowed', () => {
    const r = tooFar('BP-GAP-04', cmToInches(20.00004), 0, cmToInches(20)).refusal;
    expect(r.params).toMatchObject({ costCm: 20.00004, maxCm: 20 });
    expect(r.message).toContain('the move is 20.00004 cm; at most 20 cm');
  });

  it('cmApart: one decimal, more only where two different lengths would print alike', () => {
    expect(cmApart([cmToInches(28.100284873)])).toEqual([28.1]);
    expect(cmApart([cmToInches(20.04), cmToInches(20)])).toEqual([20.04, 20]);
    expect(cmApart([cmToInches(12.34), cmToInches(20)])).toEqual([12.3, 20]);
    expect(cmApart([cmToInches(-0.01)])).toEqual([0]);
  });
});
