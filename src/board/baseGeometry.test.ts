import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BaseShape } from '../engine/model';
import { baseBoundingRadiusIn, baseContainsPoint, baseHalfDepthIn, baseEdgePointToward, baseExtents, baseOutline } from './baseGeometry';

const round: BaseShape = { shape: 'round', diameterMm: 25.4 };
const oval: BaseShape = { shape: 'oval', widthMm: 25.4, lengthMm: 50.8 };
const rect: BaseShape = { shape: 'rect', widthMm: 25.4, lengthMm: 50.8 };
const c = { x: 10, y: 10 };

describe('baseGeometry', () => {
  it('extents are half the base in inches; length runs along the facing', () => {
    expect(baseExtents(round)).toEqual({ halfWidthIn: 0.5, halfLengthIn: 0.5 });
    expect(baseExtents(rect)).toEqual({ halfWidthIn: 0.5, halfLengthIn: 1 });
    expect(baseBoundingRadiusIn(rect)).toBeCloseTo(Math.hypot(0.5, 1));
  });

  it('half depth is how far the turned base reaches down the table', () => {
    expect(baseHalfDepthIn(rect, 0)).toBeCloseTo(1);
    expect(baseHalfDepthIn(rect, Math.PI / 2)).toBeCloseTo(0.5);
    expect(baseHalfDepthIn(oval, Math.PI / 2)).toBeCloseTo(0.5);
    expect(baseHalfDepthIn(round, 1)).toBeCloseTo(0.5);
    const pts = baseOutline(rect, c, 0.7);
    expect(Math.max(...pts.map((p) => p.y)) - 10).toBeCloseTo(baseHalfDepthIn(rect, 0.7));
  });

  it('facing 0 puts the length north–south, facing 90° east–west', () => {
    expect(baseContainsPoint(rect, c, 0, { x: 10, y: 10.9 })).toBe(true);
    expect(baseContainsPoint(rect, c, 0, { x: 10.9, y: 10 })).toBe(false);
    expect(baseContainsPoint(rect, c, Math.PI / 2, { x: 10.9, y: 10 })).toBe(true);
    expect(baseContainsPoint(oval, c, Math.PI / 2, { x: 10, y: 10.9 })).toBe(false);
    expect(baseContainsPoint(round, c, 0, { x: 10.55, y: 10 }, 0.1)).toBe(true);
  });

  it('every outline vertex grown by d is d from a round base and contains the base', () => {
    for (const p of baseOutline(round, c, 0, 1)) expect(Math.hypot(p.x - 10, p.y - 10)).toBeCloseTo(1.5);
    const ring = baseOutline(rect, c, 0.3, 1);
    for (const p of ring) expect(baseContainsPoint(rect, c, 0.3, p)).toBe(false);
  });

  it('the edge point lies on the base boundary towards the target', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (facing, dir) => {
      for (const base of [round, oval, rect]) {
        const target = { x: 10 + 5 * Math.cos(dir), y: 10 + 5 * Math.sin(dir) };
        const e = baseEdgePointToward(base, c, facing, target);
        const inward = { x: c.x + (e.x - c.x) * 0.999, y: c.y + (e.y - c.y) * 0.999 };
        const outward = { x: c.x + (e.x - c.x) * 1.001, y: c.y + (e.y - c.y) * 1.001 };
        expect(baseContainsPoint(base, c, facing, inward)).toBe(true);
        expect(baseContainsPoint(base, c, facing, outward)).toBe(false);
        // On the ray towards the target.
        expect((e.x - c.x) * (target.y - c.y) - (e.y - c.y) * (target.x - c.x)).toBeCloseTo(0, 6);
      }
    }));
  });
});
