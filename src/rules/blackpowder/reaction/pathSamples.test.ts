import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathLengthIn, pointAlongPath } from '../../../engine/pathPoint';
import { cmToInches } from '../../../geometry/units';
import { DEFAULT_SAMPLE_STEP_IN, pathSamples } from './pathSamples';

const CM = cmToInches(1);
const gaps = (xs: readonly { alongIn: number }[]) => xs.slice(1).map((s, i) => s.alongIn - xs[i]!.alongIn);

describe('BP-REACT-1: the points of a move a reaction may interrupt', () => {
  it('BP-REACT-1: a 30 cm path is sampled at least every 1 cm, both ends included', () => {
    const start = { x: 5, y: 5 };
    const end = { x: 5 + cmToInches(30), y: 5 };
    const s = pathSamples(start, [end]);
    expect(DEFAULT_SAMPLE_STEP_IN).toBeCloseTo(CM, 12);
    expect(s[0]).toEqual({ at: start, alongIn: 0 });
    expect(s[s.length - 1]).toEqual({ at: end, alongIn: cmToInches(30) });
    expect(s).toHaveLength(31);
    for (const g of gaps(s)) expect(g).toBeLessThanOrEqual(CM + 1e-12);
  });

  it('BP-REACT-1: a path with corners keeps every corner and stays within a step along each leg', () => {
    const start = { x: 0, y: 0 };
    const path = [{ x: 3, y: 0 }, { x: 3, y: 2.2 }, { x: 3, y: 2.2 }, { x: 1, y: 4 }];
    const s = pathSamples(start, path, 0.5);
    for (const corner of path) expect(s.some((p) => p.at.x === corner.x && p.at.y === corner.y)).toBe(true);
    expect(s.filter((p) => p.at.x === 3 && p.at.y === 2.2)).toHaveLength(1); // a zero-length leg adds nothing
    expect(s[s.length - 1]!.alongIn).toBeCloseTo(pathLengthIn(start, path), 12);
    for (const g of gaps(s)) {
      expect(g).toBeGreaterThan(0);
      expect(g).toBeLessThanOrEqual(0.5 + 1e-12);
    }
    // 3″ in 6 parts, 2.2″ in 5, √(4 + 3.24) ≈ 2.69″ in 6: 1 + 6 + 5 + 6 samples.
    expect(s).toHaveLength(18);
  });

  it('BP-REACT-1: a path of no length is its start alone', () => {
    expect(pathSamples({ x: 1, y: 2 }, [])).toEqual([{ at: { x: 1, y: 2 }, alongIn: 0 }]);
    expect(pathSamples({ x: 1, y: 2 }, [{ x: 1, y: 2 }])).toEqual([{ at: { x: 1, y: 2 }, alongIn: 0 }]);
  });

  it('BP-REACT-1: a step that is not a positive number is a caller bug', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => pathSamples({ x: 0, y: 0 }, [{ x: 1, y: 0 }], bad)).toThrow(RangeError);
  });

  it('BP-REACT-1 property: every sample lies on the path at its distance, in order, gaps ≤ step, ends included', () => {
    const pt = fc.record({ x: fc.double({ min: 0, max: 48, noNaN: true }), y: fc.double({ min: 0, max: 48, noNaN: true }) });
    fc.assert(fc.property(pt, fc.array(pt, { maxLength: 5 }), fc.double({ min: 0.05, max: 3, noNaN: true }), (start, path, step) => {
      const s = pathSamples(start, path, step);
      const len = pathLengthIn(start, path);
      expect(s[0]!.alongIn).toBe(0);
      expect(s[s.length - 1]!.alongIn).toBeCloseTo(len, 9);
      expect(s[s.length - 1]!.at).toEqual(path.length === 0 ? start : path[path.length - 1]);
      for (const g of gaps(s)) expect(g).toBeLessThanOrEqual(step + 1e-9);
      for (const p of s) {
        const on = pointAlongPath(start, path, p.alongIn).at;
        expect(Math.hypot(on.x - p.at.x, on.y - p.at.y)).toBeLessThan(1e-9);
      }
    }));
  });
});
