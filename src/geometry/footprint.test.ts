import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Footprint } from './footprint';
import {
  OVAL_VERTEX_COUNT, footprintBounds, footprintDistanceToFootprint, footprintInsideRect, footprintOfBase,
  footprintPenetrationDepth, footprintTranslate, footprintsOverlap,
} from './footprint';
import { pointDistanceToPolygonBoundary } from './footprintDistance';
import { mmToInches } from './units';
import { anyFootprint, pointIn } from './testArbitraries';

const P = (x: number, y: number) => ({ x, y });
const circle = (x: number, y: number, r: number): Footprint => ({ kind: 'circle', center: P(x, y), radiusIn: r });
const box = (x0: number, y0: number, x1: number, y1: number): Footprint =>
  ({ kind: 'polygon', points: [P(x0, y0), P(x1, y0), P(x1, y1), P(x0, y1)] });
const build = (b: { shape: 'round' | 'oval' | 'rect'; widthIn: number; lengthIn: number; center: { x: number; y: number }; facingRad: number }) =>
  footprintOfBase(b.shape, b.widthIn, b.lengthIn, b.center, b.facingRad);

describe('footprintOfBase', () => {
  it('makes a round base a circle of half the width', () => {
    expect(footprintOfBase('round', 1, 1, P(5, 6), 0)).toEqual(circle(5, 6, 0.5));
  });

  it('runs a rectangle\'s length along the facing (0 = north = −y, clockwise)', () => {
    const north = footprintOfBase('rect', 1, 2, P(0, 0), 0);
    expect(footprintBounds(north)).toEqual({ minX: -0.5, minY: -1, maxX: 0.5, maxY: 1 });
    const east = footprintOfBase('rect', 1, 2, P(10, 10), Math.PI / 2);
    const b = footprintBounds(east);
    expect(b.minX).toBeCloseTo(9, 12);
    expect(b.maxX).toBeCloseTo(11, 12);
    expect(b.minY).toBeCloseTo(9.5, 12);
    expect(b.maxY).toBeCloseTo(10.5, 12);
  });

  it('puts every oval vertex on the ellipse and keeps within 0.002″ of it for a 25×50 mm oval', () => {
    const w = mmToInches(25);
    const l = mmToInches(50);
    const fp = footprintOfBase('oval', w, l, P(0, 0), 0);
    if (fp.kind !== 'polygon') throw new Error('oval must be a polygon');
    expect(fp.points).toHaveLength(OVAL_VERTEX_COUNT);
    for (const p of fp.points) expect((p.x / (w / 2)) ** 2 + (p.y / (l / 2)) ** 2).toBeCloseTo(1, 12);
    let worst = 0;
    for (let i = 0; i < 5000; i++) {
      const t = (2 * Math.PI * i) / 5000;
      worst = Math.max(worst, pointDistanceToPolygonBoundary(P((w / 2) * Math.cos(t), (l / 2) * Math.sin(t)), fp.points));
    }
    expect(worst).toBeLessThanOrEqual(0.002);
    expect(worst).toBeGreaterThan(0.0005); // a real approximation, not a lucky zero
  });
});

describe('footprintDistanceToFootprint', () => {
  it.each([
    ['circle–circle apart', circle(0, 0, 1), circle(5, 0, 1), 3],
    ['circle–circle overlapping', circle(0, 0, 1), circle(1, 0, 1), 0],
    ['circle–square', circle(5, 0, 1), box(-1, -1, 1, 1), 3],
    ['circle–square corner', circle(4, 5, 1), box(-1, -1, 1, 1), 4],
    ['circle inside square', circle(0, 0, 0.2), box(-1, -1, 1, 1), 0],
    ['square–square side by side', box(0, 0, 1, 1), box(3, 0, 4, 1), 2],
    ['square–square diagonal', box(0, 0, 1, 1), box(4, 5, 6, 6), 5],
    ['square inside square', box(0, 0, 10, 10), box(4, 4, 5, 5), 0],
    ['squares sharing an edge', box(0, 0, 1, 1), box(1, 0, 2, 1), 0],
  ])('%s', (_name, a, b, expected) => {
    expect(footprintDistanceToFootprint(a, b)).toBeCloseTo(expected, 12);
    expect(footprintDistanceToFootprint(b, a)).toBeCloseTo(expected, 12);
  });

  it('is symmetric, non-negative and translation invariant', () => {
    fc.assert(fc.property(anyFootprint, anyFootprint, pointIn(-30, 30), (ba, bb, d) => {
      const a = build(ba);
      const b = build(bb);
      const dist = footprintDistanceToFootprint(a, b);
      expect(dist).toBeGreaterThanOrEqual(0);
      expect(footprintDistanceToFootprint(b, a)).toBeCloseTo(dist, 9);
      expect(footprintDistanceToFootprint(footprintTranslate(a, d), footprintTranslate(b, d))).toBeCloseTo(dist, 9);
    }));
  });

  it('equals centre distance minus radii, clamped at 0, for two circles', () => {
    fc.assert(fc.property(pointIn(-20, 20), pointIn(-20, 20), fc.double({ min: 0.1, max: 3, noNaN: true }),
      fc.double({ min: 0.1, max: 3, noNaN: true }), (c1, c2, r1, r2) => {
        const expected = Math.max(0, Math.hypot(c1.x - c2.x, c1.y - c2.y) - r1 - r2);
        expect(footprintDistanceToFootprint(circle(c1.x, c1.y, r1), circle(c2.x, c2.y, r2))).toBeCloseTo(expected, 12);
      }));
  });

  it('is never more than the distance between any two boundary points (rectangles)', () => {
    fc.assert(fc.property(anyFootprint, anyFootprint, (ba, bb) => {
      const a = build({ ...ba, shape: 'rect' });
      const b = build({ ...bb, shape: 'rect' });
      if (a.kind !== 'polygon' || b.kind !== 'polygon') return;
      const d = footprintDistanceToFootprint(a, b);
      for (const p of a.points) for (const q of b.points) expect(d).toBeLessThanOrEqual(Math.hypot(p.x - q.x, p.y - q.y) + 1e-9);
      // …and nothing on the boundary of a is closer to b than d.
      for (const p of a.points) expect(pointDistanceToPolygonBoundary(p, b.points)).toBeGreaterThanOrEqual(d - 1e-9);
    }));
  });
});

describe('footprintsOverlap and footprintPenetrationDepth', () => {
  const r = mmToInches(12.5);
  it.each([
    ['25 mm bases in contact', circle(0, 0, r), circle(2 * r, 0, r), false],
    ['25 mm bases 0.005″ deep', circle(0, 0, r), circle(2 * r - 0.005, 0, r), false],
    ['25 mm bases 0.05″ deep', circle(0, 0, r), circle(2 * r - 0.05, 0, r), true],
    ['rectangles sharing an edge', box(0, 0, 1, 2), box(1, 0, 2, 2), false],
    ['rectangles 0.3″ into each other', box(0, 0, 1, 2), box(0.7, 0, 2, 2), true],
    ['base on a rectangle\'s corner', circle(1.3, 2.3, 0.5), box(0, 0, 1, 2), true],
  ])('%s', (_name, a, b, expected) => {
    expect(footprintsOverlap(a, b)).toBe(expected);
    expect(footprintsOverlap(b, a)).toBe(expected);
  });

  it('measures worked depths', () => {
    expect(footprintPenetrationDepth(box(0, 0, 1, 2), box(0.7, 0.5, 2, 2))).toBeCloseTo(0.3, 12);
    expect(footprintPenetrationDepth(circle(0.5, 0.4, 0.5), box(0, 0, 1, 2))).toBeCloseTo(0.9, 12); // centre inside, 0.4 from the top edge
    expect(footprintPenetrationDepth(circle(0.5, -0.2, 0.5), box(0, 0, 1, 2))).toBeCloseTo(0.3, 12);
  });

  it('overlap implies distance 0, and distance > 0 implies no penetration', () => {
    fc.assert(fc.property(anyFootprint, anyFootprint, fc.double({ min: 0, max: 0.1, noNaN: true }), (ba, bb, tol) => {
      const a = build(ba);
      const b = build(bb);
      const depth = footprintPenetrationDepth(a, b);
      const dist = footprintDistanceToFootprint(a, b);
      expect(footprintPenetrationDepth(b, a)).toBeCloseTo(depth, 9);
      expect(footprintsOverlap(a, b, tol)).toBe(depth > tol);
      if (depth > 1e-9) expect(dist).toBe(0);
      if (dist > 1e-9) expect(depth).toBe(0);
    }));
  });

  it('moving one base by its penetration depth (plus a hair) along the right axis clears it (circles)', () => {
    fc.assert(fc.property(pointIn(-5, 5), fc.double({ min: 0.2, max: 2, noNaN: true }), (c, rad) => {
      const a = circle(0, 0, 1);
      const b = circle(c.x, c.y, rad);
      const depth = footprintPenetrationDepth(a, b);
      const len = Math.hypot(c.x, c.y);
      fc.pre(len > 1e-3);
      const moved = footprintTranslate(b, P((c.x / len) * (depth + 1e-6), (c.y / len) * (depth + 1e-6)));
      expect(footprintPenetrationDepth(a, moved)).toBe(0);
    }));
  });
});

describe('footprintInsideRect', () => {
  it('includes edges and rejects anything hanging over', () => {
    expect(footprintInsideRect(circle(0.5, 0.5, 0.5), 0, 0, 48, 48)).toBe(true);
    expect(footprintInsideRect(circle(0.49, 10, 0.5), 0, 0, 48, 48)).toBe(false);
    expect(footprintInsideRect(footprintOfBase('rect', 1, 2, P(47, 10), Math.PI / 2), 0, 0, 48, 48)).toBe(true);
    expect(footprintInsideRect(footprintOfBase('rect', 1, 2, P(47, 10), Math.PI / 4), 0, 0, 48, 48)).toBe(false);
  });
});
