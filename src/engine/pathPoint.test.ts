import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pathLengthIn, pointAlongPath } from './pathPoint';

describe('points along a move path', () => {
  const start = { x: 0, y: 0 };
  const path = [{ x: 3, y: 0 }, { x: 3, y: 4 }];

  it('ENGINE-PATH-1: the point at a distance lies on the leg it falls in, and the rest of the path follows it', () => {
    expect(pathLengthIn(start, path)).toBe(7);
    expect(pointAlongPath(start, path, 1.5)).toEqual({ at: { x: 1.5, y: 0 }, rest: path });
    expect(pointAlongPath(start, path, 5)).toEqual({ at: { x: 3, y: 2 }, rest: [{ x: 3, y: 4 }] });
    expect(pointAlongPath(start, path, 3)).toEqual({ at: { x: 3, y: 0 }, rest: [{ x: 3, y: 4 }] });
  });

  it('ENGINE-PATH-2: distances outside the path clamp to its start and its end', () => {
    expect(pointAlongPath(start, path, -2).at).toEqual(start);
    expect(pointAlongPath(start, path, 99)).toEqual({ at: { x: 3, y: 4 }, rest: [] });
  });

  it('ENGINE-PATH-3: the distance to the point plus the rest is the whole length', () => {
    const pt = fc.record({ x: fc.double({ min: -50, max: 50, noNaN: true }), y: fc.double({ min: -50, max: 50, noNaN: true }) });
    fc.assert(fc.property(pt, fc.array(pt, { minLength: 1, maxLength: 6 }), fc.double({ min: 0, max: 1, noNaN: true }), (s, p, f) => {
      const total = pathLengthIn(s, p);
      const { at, rest } = pointAlongPath(s, p, f * total);
      const travelled = Math.hypot(at.x - s.x, at.y - s.y) <= f * total + 1e-9;
      expect(travelled).toBe(true);
      expect(f * total + pathLengthIn(at, rest)).toBeCloseTo(total, 6);
    }));
  });
});
