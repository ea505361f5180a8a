import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { footprintBounds } from '../geometry/footprint';
import { mmToInches } from '../geometry/units';
import { figureEdgeDistance, figureElevationIn, figureFootprint } from './figureGeometry';
import type { Figure } from './model';
import { testScenario } from './testScenario';

const byId = (id: string): Figure => {
  const f = testScenario.figures.find((g) => g.id === id);
  if (f === undefined) throw new Error(`no figure ${id}`);
  return f;
};

describe('figureFootprint', () => {
  it('turns a 25 mm round base into a circle of 12.5 mm radius in inches', () => {
    expect(figureFootprint(byId('a1'))).toEqual({ kind: 'circle', center: { x: 2, y: 2 }, radiusIn: mmToInches(12.5) });
    expect(figureFootprint(byId('a1'), { x: 7, y: 8 })).toEqual({ kind: 'circle', center: { x: 7, y: 8 }, radiusIn: mmToInches(12.5) });
  });

  it('lays a 25×50 mm cavalry base along its facing (270 = west)', () => {
    const b = footprintBounds(figureFootprint(byId('b1')));
    expect(b.minX).toBeCloseTo(20 - mmToInches(25), 12);
    expect(b.maxX).toBeCloseTo(20 + mmToInches(25), 12);
    expect(b.minY).toBeCloseTo(2 - mmToInches(12.5), 12);
    expect(b.maxY).toBeCloseTo(2 + mmToInches(12.5), 12);
  });

  it('makes an oval a 64-gon of the right size', () => {
    const fp = figureFootprint(byId('b2'));
    expect(fp.kind === 'polygon' && fp.points.length).toBe(64);
    const b = footprintBounds(fp);
    expect(b.maxY - b.minY).toBeCloseTo(mmToInches(50), 9);
    expect(b.maxX - b.minX).toBeCloseTo(mmToInches(25), 3);
  });
});

describe('figureElevationIn', () => {
  it.each([
    ['a1', 0], ['a2', 3], ['a3', 1],
  ])('%s stands at %f″', (id, expected) => {
    expect(figureElevationIn(testScenario, byId(id))).toBeCloseTo(expected, 12);
  });

  it('treats an unknown piece as the ground', () => {
    expect(figureElevationIn(testScenario, { ...byId('a1'), standsOn: 'nowhere' })).toBe(0);
  });
});

describe('figureEdgeDistance', () => {
  it('measures a1 on the ground to a2 on the balcony', () => {
    const d = figureEdgeDistance(testScenario, byId('a1'), byId('a2'));
    const flat = Math.hypot(9.25, 5) - mmToInches(25);
    expect(d.flatIn).toBeCloseTo(flat, 12);
    expect(d.heightDiffIn).toBeCloseTo(3, 12);
    expect(d.distance3dIn).toBeCloseTo(Math.hypot(flat, 3), 12);
  });

  it('is symmetric in plan, antisymmetric in height, and 3-D is never shorter than plan', () => {
    const ids = testScenario.figures.map((f) => f.id);
    fc.assert(fc.property(fc.constantFrom(...ids), fc.constantFrom(...ids), (i, j) => {
      const ab = figureEdgeDistance(testScenario, byId(i), byId(j));
      const ba = figureEdgeDistance(testScenario, byId(j), byId(i));
      expect(ab.flatIn).toBeCloseTo(ba.flatIn, 9);
      expect(ab.heightDiffIn).toBeCloseTo(-ba.heightDiffIn, 12);
      expect(ab.distance3dIn).toBeGreaterThanOrEqual(ab.flatIn);
    }));
  });
});
