import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footprintOfBase } from './footprint';
import { pointDistanceToPolygonBoundary } from './footprintDistance';
import { footprintReachIn } from './footprintReach';

const O = { x: 0, y: 0 };

describe('footprintReachIn', () => {
  it('a round base reaches its radius from the centre in every direction, less from off centre', () => {
    const c = footprintOfBase('round', 1, 1, O, 0);
    expect(footprintReachIn(c, O, { x: 1, y: 0 })).toBeCloseTo(0.5, 12);
    expect(footprintReachIn(c, O, { x: -3, y: 4 })).toBeCloseTo(0.5, 12);
    expect(footprintReachIn(c, { x: 0.25, y: 0 }, { x: 1, y: 0 })).toBeCloseTo(0.25, 12);
    expect(footprintReachIn(c, { x: 0.25, y: 0 }, { x: -1, y: 0 })).toBeCloseTo(0.75, 12);
  });

  it('a 1″ × 2″ rectangle facing north: ½″ across, 1″ along, the half-diagonal to a corner', () => {
    const r = footprintOfBase('rect', 1, 2, O, 0);
    expect(footprintReachIn(r, O, { x: 1, y: 0 })).toBeCloseTo(0.5, 12);
    expect(footprintReachIn(r, O, { x: 0, y: -1 })).toBeCloseTo(1, 12);
    expect(footprintReachIn(r, O, { x: 0.5, y: 1 })).toBeCloseTo(Math.hypot(0.5, 1), 12);
  });

  it('a zero direction or a start outside the base reaches nothing', () => {
    const r = footprintOfBase('rect', 1, 1, O, 0);
    expect(footprintReachIn(r, O, { x: 0, y: 0 })).toBe(0);
    expect(footprintReachIn({ kind: 'circle', center: O, radiusIn: 1 }, { x: 3, y: 0 }, { x: -1, y: 0 })).toBe(0);
  });

  it('property: from the centre of any rect or oval base, the reach ends on its boundary, and turning base and ray together changes nothing', () => {
    fc.assert(fc.property(
      fc.constantFrom('rect' as const, 'oval' as const), fc.double({ min: 0.3, max: 3, noNaN: true }), fc.double({ min: 0.3, max: 3, noNaN: true }),
      fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      (shape, w, l, facing, ray) => {
        const fp = footprintOfBase(shape, w, l, O, facing);
        const dir = { x: Math.cos(ray), y: Math.sin(ray) };
        const t = footprintReachIn(fp, O, dir);
        if (fp.kind !== 'polygon') return;
        expect(pointDistanceToPolygonBoundary({ x: t * dir.x, y: t * dir.y }, fp.points)).toBeLessThan(1e-9);
        expect(t).toBeLessThanOrEqual(Math.hypot(w, l) / 2 + 1e-9);
        expect(t).toBeGreaterThanOrEqual(Math.min(w, l) / 2 * Math.cos(Math.PI / 64) - 1e-9);
        const turned = footprintOfBase(shape, w, l, O, facing + 1);
        const dir2 = { x: Math.cos(ray + 1), y: Math.sin(ray + 1) };
        // Compass bearings turn clockwise on screen (y down), as does the ray's angle: the same turn.
        expect(footprintReachIn(turned, O, dir2)).toBeCloseTo(t, 9);
      },
    ));
  });
});
