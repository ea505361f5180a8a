import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointDistanceToSegment, segmentDistanceToSegment, segmentIntersectsSegment } from './segment';

const P = (x: number, y: number) => ({ x, y });
const coord = fc.double({ min: -50, max: 50, noNaN: true, noDefaultInfinity: true });
const point = fc.record({ x: coord, y: coord });

describe('pointDistanceToSegment', () => {
  it('measures to the interior, the ends and a degenerate segment', () => {
    expect(pointDistanceToSegment(P(2, 3), P(0, 0), P(4, 0))).toBe(3);
    expect(pointDistanceToSegment(P(7, 4), P(0, 0), P(4, 0))).toBe(5); // 3-4-5 past the end
    expect(pointDistanceToSegment(P(-3, -4), P(0, 0), P(4, 0))).toBe(5);
    expect(pointDistanceToSegment(P(3, 4), P(0, 0), P(0, 0))).toBe(5);
  });
});

describe('segmentIntersectsSegment', () => {
  it.each([
    ['crossing X', P(0, 0), P(4, 4), P(0, 4), P(4, 0), true],
    ['parallel apart', P(0, 0), P(4, 0), P(0, 1), P(4, 1), false],
    ['T touch', P(0, 0), P(4, 0), P(2, 0), P(2, 3), true],
    ['shared end point', P(0, 0), P(4, 0), P(4, 0), P(6, 2), true],
    ['collinear overlapping', P(0, 0), P(4, 0), P(3, 0), P(6, 0), true],
    ['collinear disjoint', P(0, 0), P(2, 0), P(3, 0), P(6, 0), false],
    ['line would cross, segment stops short', P(0, 0), P(1, 1), P(0, 4), P(4, 0), false],
  ])('%s', (_name, a1, a2, b1, b2, expected) => {
    expect(segmentIntersectsSegment(a1, a2, b1, b2)).toBe(expected);
    expect(segmentIntersectsSegment(b1, b2, a1, a2)).toBe(expected);
    expect(segmentIntersectsSegment(a2, a1, b2, b1)).toBe(expected);
  });
});

describe('segmentDistanceToSegment', () => {
  it('is 0 when crossing and end-point based otherwise', () => {
    expect(segmentDistanceToSegment(P(0, 0), P(4, 4), P(0, 4), P(4, 0))).toBe(0);
    expect(segmentDistanceToSegment(P(0, 0), P(4, 0), P(0, 2), P(4, 2))).toBe(2);
    expect(segmentDistanceToSegment(P(0, 0), P(1, 0), P(4, 4), P(4, 9))).toBe(5);
  });

  it('is symmetric, non-negative and never more than any end point distance', () => {
    fc.assert(fc.property(point, point, point, point, (a1, a2, b1, b2) => {
      const d = segmentDistanceToSegment(a1, a2, b1, b2);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeCloseTo(segmentDistanceToSegment(b1, b2, a1, a2), 9);
      expect(d).toBeLessThanOrEqual(pointDistanceToSegment(a1, b1, b2) + 1e-12);
      // Sampled points of both segments are never closer than the reported distance.
      for (const s of [0, 0.25, 0.5, 0.75, 1]) {
        for (const t of [0, 0.3, 0.6, 1]) {
          const p = { x: a1.x + s * (a2.x - a1.x), y: a1.y + s * (a2.y - a1.y) };
          const q = { x: b1.x + t * (b2.x - b1.x), y: b1.y + t * (b2.y - b1.y) };
          expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(d - 1e-9);
        }
      }
    }));
  });
});
