/**
 * fast-check generators shared by the geometry tests (not part of the module's API).
 * Star-shaped polygons around a centre are always simple, concave or not: vertices at strictly
 * increasing angles, each at its own radius.
 */
import fc from 'fast-check';
import type { Vec2 } from './point';

export const coordIn = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => (Object.is(v, -0) ? 0 : v));

export const pointIn = (min: number, max: number): fc.Arbitrary<Vec2> =>
  fc.record({ x: coordIn(min, max), y: coordIn(min, max) });

/** A simple (possibly concave) polygon of 3–12 vertices inside a disc of radius `maxRadius` around `center`. */
export const starPolygon = (center: Vec2 = { x: 0, y: 0 }, maxRadius = 10): fc.Arbitrary<Vec2[]> =>
  fc.integer({ min: 3, max: 12 }).chain((n) =>
    fc.tuple(
      fc.array(fc.double({ min: 0.15, max: 0.85, noNaN: true }), { minLength: n, maxLength: n }),
      fc.array(fc.double({ min: maxRadius * 0.2, max: maxRadius, noNaN: true }), { minLength: n, maxLength: n }),
      fc.boolean(),
    ).map(([jitters, radii, clockwise]) => {
      const step = (2 * Math.PI) / n;
      const pts = jitters.map((j, i) => {
        const angle = (i + j) * step; // one vertex per angular sector: strictly increasing
        const r = radii[i] as number;
        return { x: center.x + r * Math.cos(angle), y: center.y + r * Math.sin(angle) };
      });
      return clockwise ? pts.reverse() : pts;
    }),
  );

/** Winding number of the closed ring around `p` by summing the turned angles: a slow, independent reference. */
export function windingNumberByAngles(poly: readonly Vec2[], p: Vec2): number {
  let total = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Vec2;
    const b = poly[(i + 1) % poly.length] as Vec2;
    let d = Math.atan2(b.y - p.y, b.x - p.x) - Math.atan2(a.y - p.y, a.x - p.x);
    while (d > Math.PI) d -= 2 * Math.PI;
    while (d < -Math.PI) d += 2 * Math.PI;
    total += d;
  }
  return Math.round(total / (2 * Math.PI));
}

/** A base footprint of any kind, 0.4″–4″ across, anywhere in a 40″ square, any facing. */
export const anyFootprint = fc
  .tuple(
    fc.constantFrom('round' as const, 'oval' as const, 'rect' as const),
    fc.double({ min: 0.4, max: 3, noNaN: true }),
    fc.double({ min: 0.4, max: 4, noNaN: true }),
    pointIn(-20, 20),
    fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
  )
  .map(([shape, w, l, c, f]) => ({ shape, widthIn: w, lengthIn: l, center: c, facingRad: f }));
