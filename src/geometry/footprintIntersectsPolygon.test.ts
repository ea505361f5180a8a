import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Footprint } from './footprint';
import { footprintIntersectsPolygon, footprintOfBase } from './footprint';
import { polygonContainsPoint } from './polygon';
import { pointIn, starPolygon } from './testArbitraries';

const P = (x: number, y: number) => ({ x, y });
const circle = (x: number, y: number, r: number): Footprint => ({ kind: 'circle', center: P(x, y), radiusIn: r });
// An L whose notch is the square (4..8, 4..8).
const ell = [P(0, 0), P(8, 0), P(8, 4), P(4, 4), P(4, 8), P(0, 8)];

describe('footprintIntersectsPolygon', () => {
  it.each([
    ['base well inside', circle(2, 2, 0.5), true],
    ['base against the outer wall (touching)', circle(8.5, 2, 0.5), false],
    ['base 0.1″ into the wall', circle(8.4, 2, 0.5), true],
    ['base sitting in the notch, clear of it', circle(6, 6, 1), false],
    ['base in the notch touching both inner walls', circle(5, 5, 1), false],
    ['base in the notch pushing into a wall', circle(4.8, 6, 1), true],
    ['huge base swallowing the polygon', circle(4, 4, 20), true],
    ['rect base across the corner', footprintOfBase('rect', 1, 2, P(8, 0), Math.PI / 4), true],
    ['rect base flat against the side', footprintOfBase('rect', 1, 2, P(-0.5, 3), 0), false],
  ])('%s', (_name, fp, expected) => {
    expect(footprintIntersectsPolygon(fp, ell)).toBe(expected);
    expect(footprintIntersectsPolygon(fp, [...ell].reverse())).toBe(expected);
  });

  it('counts touching when the tolerance is 0', () => {
    expect(footprintIntersectsPolygon(circle(8.5, 2, 0.5), ell, 0)).toBe(true);
    expect(footprintIntersectsPolygon(footprintOfBase('rect', 1, 2, P(-0.5, 3), 0), ell, 0)).toBe(true);
  });

  it('is true whenever the base centre is inside the polygon', () => {
    fc.assert(fc.property(starPolygon(P(0, 0), 10), pointIn(-10, 10), fc.constantFrom('round' as const, 'oval' as const, 'rect' as const),
      fc.double({ min: 0, max: 6.3, noNaN: true }), (poly, c, shape, facing) => {
        fc.pre(polygonContainsPoint(poly, c));
        expect(footprintIntersectsPolygon(footprintOfBase(shape, 1, 2, c, facing), poly)).toBe(true);
      }));
  });

  it('is false for a base far outside the polygon\'s bounding disc', () => {
    fc.assert(fc.property(starPolygon(P(0, 0), 10), fc.double({ min: 0, max: 6.3, noNaN: true }), (poly, angle) => {
      const c = P(12 * Math.cos(angle), 12 * Math.sin(angle));
      expect(footprintIntersectsPolygon(footprintOfBase('rect', 1, 2, c, angle), poly)).toBe(false);
    }));
  });
});
