import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  polygonArea, polygonBounds, polygonCentroid, polygonContainsPoint, polygonIsSimple, polygonPerimeter, polygonSignedArea,
} from './polygon';
import { pointDistanceToSegment } from './segment';
import type { Vec2 } from './point';
import { pointIn, starPolygon, windingNumberByAngles } from './testArbitraries';

const P = (x: number, y: number) => ({ x, y });
const square = [P(0, 0), P(4, 0), P(4, 4), P(0, 4)];
// An L: the notch is the square (2..4, 2..4).
const ell = [P(0, 0), P(4, 0), P(4, 2), P(2, 2), P(2, 4), P(0, 4)];

describe('polygonContainsPoint', () => {
  it.each([
    ['inside the square', square, P(2, 2), true],
    ['outside the square', square, P(5, 2), false],
    ['on an edge', square, P(4, 1.5), true],
    ['on a vertex', square, P(0, 0), true],
    ['inside the L', ell, P(1, 3), true],
    ['in the notch of the L', ell, P(3, 3), false],
    ['on the notch corner', ell, P(2, 2), true],
    ['level with a vertex, outside', ell, P(5, 2), false],
  ])('%s', (_name, poly, p, expected) => {
    expect(polygonContainsPoint(poly, p)).toBe(expected);
    expect(polygonContainsPoint([...poly].reverse(), p)).toBe(expected);
  });

  it('agrees with a winding-number reference on random simple polygons', () => {
    fc.assert(fc.property(starPolygon(), fc.array(pointIn(-12, 12), { minLength: 1, maxLength: 20 }), (poly, pts) => {
      for (const p of pts) {
        const nearEdge = poly.some((a, i) => pointDistanceToSegment(p, a, poly[(i + 1) % poly.length] as Vec2) < 1e-6);
        if (nearEdge) continue;
        expect(polygonContainsPoint(poly, p)).toBe(windingNumberByAngles(poly, p) !== 0);
      }
    }));
  });
});

describe('polygon area and bounds', () => {
  it('measures worked shapes', () => {
    expect(polygonSignedArea(square)).toBe(16);
    expect(polygonSignedArea([...square].reverse())).toBe(-16);
    expect(polygonArea(ell)).toBe(12);
    expect(polygonArea([P(0, 0), P(3, 0), P(0, 4)])).toBe(6);
    expect(polygonBounds(ell)).toEqual({ minX: 0, minY: 0, maxX: 4, maxY: 4 });
  });

  it('area is invariant under translation and reversal', () => {
    fc.assert(fc.property(starPolygon(), pointIn(-30, 30), (poly, d) => {
      const moved = poly.map((p) => P(p.x + d.x, p.y + d.y));
      expect(polygonArea(moved)).toBeCloseTo(polygonArea(poly), 6);
      expect(polygonSignedArea([...poly].reverse())).toBeCloseTo(-polygonSignedArea(poly), 9);
    }));
  });
});

describe('polygonIsSimple', () => {
  it.each([
    ['square', square, true],
    ['concave L', ell, true],
    ['bow tie', [P(0, 0), P(4, 4), P(4, 0), P(0, 4)], false],
    ['two vertices', [P(0, 0), P(4, 4)], false],
    ['collinear', [P(0, 0), P(1, 0), P(2, 0)], false],
    ['closing vertex repeated', [...square, P(0, 0)], false],
    ['vertex touching a far edge', [P(0, 0), P(4, 0), P(4, 4), P(2, 0), P(0, 4)], false],
    ['spike folding back on its edge', [P(0, 0), P(4, 0), P(2, 0), P(2, 3)], false],
  ])('%s', (_name, poly, expected) => {
    expect(polygonIsSimple(poly)).toBe(expected);
  });

  it('accepts every star-shaped polygon', () => {
    fc.assert(fc.property(starPolygon(), (poly) => {
      expect(polygonIsSimple(poly)).toBe(true);
    }));
  });
});

describe('polygon perimeter and centroid', () => {
  it('a 3 × 2 rectangle: perimeter 10″, centroid in the middle', () => {
    const rect = [{ x: 1, y: 1 }, { x: 4, y: 1 }, { x: 4, y: 3 }, { x: 1, y: 3 }];
    expect(polygonPerimeter(rect)).toBeCloseTo(10);
    const c = polygonCentroid(rect);
    expect(c.x).toBeCloseTo(2.5);
    expect(c.y).toBeCloseTo(2);
  });

  it('an L shape: the area centroid, not the vertex average', () => {
    // Two unit-area squares side by side plus one above the left: centroid at (5/6, 5/6) of a 2×2 L.
    const l = [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 1 }, { x: 1, y: 1 }, { x: 1, y: 2 }, { x: 0, y: 2 }];
    const c = polygonCentroid(l);
    expect(c.x).toBeCloseTo(5 / 6);
    expect(c.y).toBeCloseTo(5 / 6);
  });

  it('the centroid moves with the polygon, and either winding gives the same point', () => {
    fc.assert(fc.property(starPolygon(), fc.double({ min: -20, max: 20, noNaN: true }), (poly, dx) => {
      const c = polygonCentroid(poly);
      const moved = polygonCentroid(poly.map((p) => ({ x: p.x + dx, y: p.y })));
      const reversed = polygonCentroid([...poly].reverse());
      expect(moved.x).toBeCloseTo(c.x + dx, 6);
      expect(reversed.x).toBeCloseTo(c.x, 6);
      expect(reversed.y).toBeCloseTo(c.y, 6);
    }));
  });
});
