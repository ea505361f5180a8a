import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE_CONTACT_TOLERANCE_IN, footprintWithinInches, footprintsInContact } from './contact';
import type { Footprint } from './footprint';
import { footprintOfBase } from './footprint';
import { anyFootprint } from './testArbitraries';

const circle = (x: number, y: number, r: number): Footprint => ({ kind: 'circle', center: { x, y }, radiusIn: r });
const box = (x0: number, y0: number, x1: number, y1: number): Footprint =>
  ({ kind: 'polygon', points: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });

describe('footprintsInContact', () => {
  it('counts bases up to 0.05″ apart as touching', () => {
    expect(BASE_CONTACT_TOLERANCE_IN).toBe(0.05);
    // Two 1″ bases: centres 1.04″ apart leave a 0.04″ gap; 1.06″ leave 0.06″.
    expect(footprintsInContact(circle(0, 0, 0.5), circle(1.04, 0, 0.5))).toBe(true);
    expect(footprintsInContact(circle(0, 0, 0.5), circle(1.06, 0, 0.5))).toBe(false);
    expect(footprintsInContact(circle(0, 0, 0.5), circle(0.5, 0, 0.5))).toBe(true); // overlapping
    expect(footprintsInContact(box(0, 0, 1, 2), circle(1.53, 1, 0.5))).toBe(true);
    expect(footprintsInContact(box(0, 0, 1, 2), circle(1.53, 1, 0.5), 0.01)).toBe(false);
  });

  it('is symmetric', () => {
    fc.assert(fc.property(anyFootprint, anyFootprint, (a, b) => {
      const fa = footprintOfBase(a.shape, a.widthIn, a.lengthIn, a.center, a.facingRad);
      const fb = footprintOfBase(b.shape, b.widthIn, b.lengthIn, b.center, b.facingRad);
      expect(footprintsInContact(fa, fb)).toBe(footprintsInContact(fb, fa));
    }));
  });
});

describe('footprintWithinInches', () => {
  it('measures edge to edge, inclusive', () => {
    // Centres 8″ apart, radii 0.5: 7″ between the edges.
    expect(footprintWithinInches(circle(0, 0, 0.5), circle(8, 0, 0.5), 7)).toBe(true);
    expect(footprintWithinInches(circle(0, 0, 0.5), circle(8, 0, 0.5), 6.99)).toBe(false);
    expect(footprintWithinInches(box(0, 0, 1, 1), box(4, 0, 5, 1), 3)).toBe(true);
    expect(footprintWithinInches(box(0, 0, 1, 1), box(0, 0, 1, 1), -1)).toBe(false);
  });
});
