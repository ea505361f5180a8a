import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalsApart, inchesApart, inchParam } from './inchesApart';

describe('inchesApart: the digits that tell a measurement from its limit', () => {
  it.each<[number[], string[]]>([
    [[4.724409, 4.737093], ['4.72″', '4.74″']],
    [[6, 6.25], ['6″', '6.3″']],
    [[6, 6], ['6″', '6″']],
    [[3, 3.004], ['3″', '3.004″']],
    [[1, 1.0000004], ['1″', '1.0000004″']],
    [[1, 1 + 1e-11], ['1″', '1″']], // finer than any rule compares: the same
  ])('%j → %j', (values, texts) => {
    expect(inchesApart(values)).toEqual(texts);
  });

  it('any two values more than 1e-9″ apart print differently, with no more digits than needed', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 500, noNaN: true }), fc.double({ min: 1.01e-9, max: 10, noNaN: true }), (a, gap) => {
      const b = inchParam(a + gap);
      const [da, db] = decimalsApart([inchParam(a), b]);
      const [ta, tb] = inchesApart([inchParam(a), b]);
      expect(ta).not.toBe(tb);
      expect(da).toBe(db);
      if (da! > 1) expect(inchParam(a).toFixed(da! - 1)).toBe(b.toFixed(da! - 1));
    }));
  });
});
