import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convexHull } from './convexHull';
import { polygonContainsPoint, polygonSignedArea } from './polygon';
import { pointDistanceToPolygonBoundary } from './footprintDistance';
import { pointIn } from './testArbitraries';

describe('convexHull', () => {
  it('a square with a point inside and one on an edge: the four corners', () => {
    const hull = convexHull([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }, { x: 0, y: 2 }, { x: 1, y: 0 }]);
    expect(hull).toHaveLength(4);
    expect(Math.abs(polygonSignedArea(hull))).toBeCloseTo(4, 12);
  });

  it('property: every point lies in or on the hull, every corner is one of the points, and the hull turns one way', () => {
    fc.assert(fc.property(fc.array(pointIn(-10, 10), { minLength: 3, maxLength: 20 }), (pts) => {
      const hull = convexHull(pts);
      if (hull.length < 3) return;
      for (const p of pts) expect(polygonContainsPoint(hull, p) || pointDistanceToPolygonBoundary(p, hull) < 1e-9).toBe(true);
      for (const c of hull) expect(pts.some((p) => p.x === c.x && p.y === c.y)).toBe(true);
      const sign = Math.sign(polygonSignedArea(hull));
      for (let i = 0; i < hull.length; i++) {
        const a = hull[i]!;
        const b = hull[(i + 1) % hull.length]!;
        const c = hull[(i + 2) % hull.length]!;
        expect(Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) * sign).toBeGreaterThanOrEqual(0);
      }
    }));
  });
});
