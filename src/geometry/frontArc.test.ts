import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Footprint } from './footprint';
import { footprintOfBase } from './footprint';
import { footprintInFrontArc, pointInFrontArc } from './frontArc';
import { pointIn } from './testArbitraries';

const O = { x: 0, y: 0 };
const deg = (d: number) => (d * Math.PI) / 180;
const at = (bearingDeg: number, r = 5) => ({ x: r * Math.sin(deg(bearingDeg)), y: -r * Math.cos(deg(bearingDeg)) });

describe('pointInFrontArc', () => {
  it('a 90° arc facing north holds bearings −45° to 45°, edges included, and the centre itself', () => {
    expect(pointInFrontArc(O, 0, at(0))).toBe(true);
    expect(pointInFrontArc(O, 0, at(44))).toBe(true);
    expect(pointInFrontArc(O, 0, at(45))).toBe(true);
    expect(pointInFrontArc(O, 0, at(46))).toBe(false);
    expect(pointInFrontArc(O, 0, at(-44))).toBe(true);
    expect(pointInFrontArc(O, 0, at(180))).toBe(false);
    expect(pointInFrontArc(O, 0, O)).toBe(true);
  });

  it('turns with the facing (clockwise compass bearings) and widens with the arc', () => {
    expect(pointInFrontArc(O, deg(90), { x: 3, y: 0.5 })).toBe(true); // facing east
    expect(pointInFrontArc(O, deg(90), { x: 0, y: -3 })).toBe(false);
    expect(pointInFrontArc(O, 0, at(100), Math.PI)).toBe(false);
    expect(pointInFrontArc(O, 0, at(89), Math.PI)).toBe(true);
    expect(pointInFrontArc(O, 0, at(180), 2 * Math.PI)).toBe(true);
  });
});

describe('footprintInFrontArc', () => {
  const circle = (x: number, y: number, r: number): Footprint => ({ kind: 'circle', center: { x, y }, radiusIn: r });

  it('counts a base whose centre is outside the arc but whose edge reaches into it', () => {
    // Centre at bearing 50° (5° outside a 90° arc), 5″ out: 5·sin 5° = 0.436″ from the boundary ray.
    const c = at(50);
    expect(footprintInFrontArc(O, 0, circle(c.x, c.y, 0.5))).toBe(true);
    expect(footprintInFrontArc(O, 0, circle(c.x, c.y, 0.4))).toBe(false);
  });

  it('counts a long base lying across the arc with every corner outside it', () => {
    // A 20″ × 1″ bar across the north, 5″ out: corners at bearings ±61° to ±66°, all outside a 90° arc.
    const bar: Footprint = { kind: 'polygon', points: [{ x: -10, y: -5.5 }, { x: 10, y: -5.5 }, { x: 10, y: -4.5 }, { x: -10, y: -4.5 }] };
    expect(footprintInFrontArc(O, 0, bar)).toBe(true);
    expect(footprintInFrontArc(O, Math.PI, bar)).toBe(false);
  });

  it('agrees with "some point of the base is in the arc", tested on the base outline', () => {
    fc.assert(fc.property(pointIn(-10, 10), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0.1, max: 6, noNaN: true }),
      fc.constantFrom('round' as const, 'rect' as const), fc.double({ min: 0, max: 6.3, noNaN: true }), (c, facing, arc, shape, turn) => {
        const fp = footprintOfBase(shape, 1, 2, c, turn);
        // Dense outline samples and the centre: any of them inside ⇒ the base is (the converse needs the boundary test).
        const samples = fp.kind === 'circle'
          ? Array.from({ length: 720 }, (_, i) => ({ x: c.x + 0.5 * Math.cos(i * Math.PI / 360), y: c.y + 0.5 * Math.sin(i * Math.PI / 360) }))
          : fp.points.flatMap((p, i) => { const q = fp.points[(i + 1) % 4]!; return Array.from({ length: 200 }, (_, k) => ({ x: p.x + (q.x - p.x) * k / 200, y: p.y + (q.y - p.y) * k / 200 })); });
        if ([c, ...samples].some((p) => pointInFrontArc(O, facing, p, arc))) expect(footprintInFrontArc(O, facing, fp, arc)).toBe(true);
      }), { numRuns: 300 });
  });
});
