import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { polygonContainsPoint } from '../geometry/polygon';
import { testTerrain } from '../engine/testScenario';
import { polygonLabelPoint, polygonScanline, polygonStipplePoints, polygonThicknessIn } from './polygonScan';

const square = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }, { x: 0, y: 4 }];
// A U shape: its centroid (2, ~2.6) falls in the notch between the arms.
const u = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 3 }, { x: 3, y: 3 }, { x: 3, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }, { x: 0, y: 4 }];
const wall = [{ x: 0, y: 0 }, { x: 8, y: 0 }, { x: 8, y: 0.25 }, { x: 0, y: 0.25 }];

describe('polygonScan', () => {
  it('scanlines give the inside intervals, even–odd', () => {
    expect(polygonScanline(square, 2)).toEqual([[0, 4]]);
    expect(polygonScanline(u, 1)).toEqual([[0, 1], [3, 4]]);
    expect(polygonScanline(u, 5)).toEqual([]);
  });

  it('the label point is the centroid of a convex piece', () => {
    expect(polygonLabelPoint(square)).toEqual({ x: 2, y: 2 });
  });

  it('the label point is inside every polygon, even where the centroid is not', () => {
    expect(polygonContainsPoint(u, polygonLabelPoint(u))).toBe(true);
    for (const piece of testTerrain) expect(polygonContainsPoint(piece.footprint, polygonLabelPoint(piece.footprint))).toBe(true);
  });

  it('the label point is inside random star-shaped polygons', () => {
    const radii = fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { minLength: 3, maxLength: 12 });
    fc.assert(fc.property(radii, (rs) => {
      const poly = rs.map((r, i) => ({ x: r * Math.cos((2 * Math.PI * i) / rs.length), y: r * Math.sin((2 * Math.PI * i) / rs.length) }));
      expect(polygonContainsPoint(poly, polygonLabelPoint(poly))).toBe(true);
    }));
  });

  it('thickness tells a wall from a building', () => {
    expect(polygonThicknessIn(wall)).toBeLessThan(0.26);
    expect(polygonThicknessIn(square)).toBeCloseTo(2);
  });

  it('stipple dots are all inside and keep their margin', () => {
    const dots = polygonStipplePoints(u, 0.5, 0.1);
    expect(dots.length).toBeGreaterThan(20);
    for (const d of dots) expect(polygonContainsPoint(u, d)).toBe(true);
    expect(polygonStipplePoints(wall, 1, 0.3)).toEqual([]);
  });
});
