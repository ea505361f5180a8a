import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { polylineLength } from './polyline';

const coord = fc.double({ min: -100, max: 100, noNaN: true, noDefaultInfinity: true });
const point = fc.record({ x: coord, y: coord });

describe('polylineLength', () => {
  it('sums the legs', () => {
    expect(polylineLength([])).toBe(0);
    expect(polylineLength([{ x: 1, y: 1 }])).toBe(0);
    expect(polylineLength([{ x: 0, y: 0 }, { x: 3, y: 4 }, { x: 3, y: 10 }])).toBe(11);
  });

  it('is additive when split at any vertex', () => {
    fc.assert(fc.property(fc.array(point, { minLength: 2, maxLength: 20 }), fc.nat(), (pts, k) => {
      const cut = 1 + (k % (pts.length - 1)); // a vertex index shared by both halves
      const whole = polylineLength(pts);
      const parts = polylineLength(pts.slice(0, cut + 1)) + polylineLength(pts.slice(cut));
      expect(parts).toBeCloseTo(whole, 6);
    }));
  });

  it('does not change when a leg is split at an interior point', () => {
    fc.assert(fc.property(point, point, fc.double({ min: 0, max: 1, noNaN: true }), (a, b, t) => {
      const m = { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
      expect(polylineLength([a, m, b])).toBeCloseTo(polylineLength([a, b]), 6);
    }));
  });
});
