/**
 * The reach field's geometry: exact distances in the open, the error around obstacles against exact
 * shortest paths, lower bounds, and `check` agreeing with the area cell for cell (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placementProblems, surfaceAt } from '../../../engine/placement';
import { REACH } from '../../../engine/ruleset';
import type { Vec2 } from '../../../geometry/point';
import { areaTierAt } from './movementArea';
import { CELL_IN } from './moveGrid';
import { WORST_DETOUR_ERROR_IN } from './reachSearch';
import { lotowDriver } from './testing/lotowDriver';
import { level, man, piece, rect, rider, table, wall } from './testing/movementScenarios';

type Area = NonNullable<ReturnType<ReturnType<typeof lotowDriver>['area']>>;
const R = 25 / 25.4 / 2;

function cellCost(area: Area, surface: string | null, x: number, y: number): number {
  const layer = area.layers.find((l) => l.surfaceId === surface);
  if (layer === undefined) return Infinity;
  const c = Math.floor(x / area.cellIn) - Math.round(area.originXIn / area.cellIn);
  const r = Math.floor(y / area.cellIn) - Math.round(area.originYIn / area.cellIn);
  if (c < 0 || r < 0 || c >= area.cols || r >= area.rows) return Infinity;
  return layer.costIn[r * area.cols + c]!;
}
const centre = (v: number): number => (Math.floor(v / CELL_IN) + 0.5) * CELL_IN;

describe('distances', () => {
  it('LOTOW-GAP-02: in the open every cell costs the exact straight distance from the figure (any start, any direction)', () => {
    fc.assert(fc.property(
      fc.double({ min: 4, max: 20, noNaN: true }), fc.double({ min: 4, max: 20, noNaN: true }),
      fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 7, noNaN: true }),
      (sx, sy, angle, dist) => {
        const area = lotowDriver(table([], [man('jack', sx, sy)])).area('jack')!;
        const x = Math.min(23, Math.max(1, sx + Math.cos(angle) * dist));
        const y = Math.min(23, Math.max(1, sy + Math.sin(angle) * dist));
        const exact = Math.hypot(centre(x) - sx, centre(y) - sy);
        // The area shades a cell only when all of it is in reach (moveEnd.ts): its far corner too.
        const far = Math.hypot(Math.abs(centre(x) - sx) + CELL_IN / 2, Math.abs(centre(y) - sy) + CELL_IN / 2);
        const cost = cellCost(area, null, x, y);
        const tier = areaTierAt(area, null, x, y);
        if (Math.abs(exact - 6) < 1e-4 || Math.abs(far - 6) < 1e-4) return;
        if (far <= 6) {
          expect(Math.abs(cost - exact)).toBeLessThan(2e-5); // Float32 storage
          expect(tier).toBe(REACH.sure);
        } else if (exact > 6) {
          expect(cost).toBe(Infinity);
          expect(tier).toBe(REACH.none);
        } else if (tier !== REACH.none) {
          // The edge band (centre in reach, far corner not): shaded only at its exact cost.
          expect(Math.abs(cost - exact)).toBeLessThan(2e-5);
        }
      },
    ), { numRuns: 200 });
  });

  it('LOTOW-GAP-02: round one building the cost is within WORST_DETOUR_ERROR_IN of the exact shortest path (and never shorter than it by more than the overlap tolerance)', () => {
    const house = piece({ id: 'house', kind: 'building', footprint: rect(10, 10, 4, 4), heightIn: 4, impassable: true });
    const obstacle = roundedSquare(10, 10, 14, 14, R - 0.01);
    let worst = 0;
    let best = 0;
    for (const [sx, sy] of [[6.125, 12.125], [7.3, 11.1], [8.05, 8.4], [12.125, 7.5]] as const) {
      const area = lotowDriver(table([house], [man('jack', sx, sy, { profile: { moveIn: 16 } })])).area('jack')!;
      for (let x = 0.625; x < 23.5; x += 0.5) {
        for (let y = 0.625; y < 23.5; y += 0.5) {
          const cost = cellCost(area, null, x, y);
          if (!Number.isFinite(cost)) continue;
          const exact = shortestPathAround({ x: sx, y: sy }, { x, y }, obstacle);
          worst = Math.max(worst, cost - exact);
          best = Math.min(best, cost - exact);
        }
      }
    }
    expect(worst).toBeLessThanOrEqual(WORST_DETOUR_ERROR_IN);
    expect(best).toBeGreaterThan(-0.03);
  }, 60_000);

  it('LOTOW-GAP-02 LOTOW-MTERR-1: with walls of buildings and difficult ground but nothing to jump, no cell costs less than its straight distance', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ x: fc.integer({ min: 1, max: 18 }), y: fc.integer({ min: 1, max: 18 }), w: fc.integer({ min: 1, max: 5 }), h: fc.integer({ min: 1, max: 5 }), rough: fc.boolean() }), { maxLength: 5 }),
      fc.double({ min: 2, max: 22, noNaN: true }), fc.double({ min: 2, max: 22, noNaN: true }),
      (blocks, sx, sy) => {
        const terrain = blocks.map((b, i) => b.rough
          ? piece({ id: `s${i}`, kind: 'scrub', footprint: rect(b.x, b.y, b.w, b.h), heightIn: 1, difficult: true, sight: 'area' })
          : piece({ id: `b${i}`, kind: 'building', footprint: rect(b.x, b.y, b.w, b.h), heightIn: 3, impassable: true }));
        const d = lotowDriver(table(terrain, [man('jack', sx, sy, { profile: { moveIn: 8 } })]));
        const area = d.area('jack');
        if (area === null) return;
        const layer = area.layers.find((l) => l.surfaceId === null)!;
        for (let i = 0; i < layer.costIn.length; i++) {
          if (!Number.isFinite(layer.costIn[i]!)) continue;
          const x = area.originXIn + ((i % area.cols) + 0.5) * area.cellIn;
          const y = area.originYIn + (Math.floor(i / area.cols) + 0.5) * area.cellIn;
          expect(layer.costIn[i]!).toBeGreaterThanOrEqual(Math.hypot(x - sx, y - sy) - 1e-4);
        }
      },
    ), { numRuns: 40 });
  });
});

describe('check agrees with the area', () => {
  const enemies = [man('cole', 15, 8, { side: 'b' }), man('ruiz', 20.5, 20.5, { side: 'b' }), man('doc', 9, 20, { side: 'b', stance: 'prone' })];
  const terrain = [
    wall('wall', 4, 14, 14, 1), wall('fence', 14, 22, 11, 0.75, 0.2),
    level('rock', 2, 2, 3, 3, 2, { kind: 'rocks', climbable: true }),
    level('tower', 18, 2, 4, 4, 3.5, { climbable: true }),
    piece({ id: 'hill', kind: 'hill', footprint: rect(2, 17, 5, 5), heightIn: 1, standableTop: true, slope: true }),
    piece({ id: 'scrub', kind: 'scrub', footprint: rect(9, 4, 3, 5), heightIn: 1, difficult: true, sight: 'area' }),
    piece({ id: 'shed', kind: 'building', footprint: rect(17, 15, 3, 3), heightIn: 3, impassable: true }),
    piece({ id: 'balcony', kind: 'balcony', footprint: rect(14, 17, 1.5, 4), elevationIn: 2.8, heightIn: 0.2, standableTop: true }),
    piece({ id: 'ladder', kind: 'ladder', footprint: rect(13.6, 18, 0.4, 0.8), heightIn: 3, hasLadder: true, sight: 'none' }),
  ];
  const movers = {
    foot: man('jack', 11, 12),
    horse: rider('hank', 11, 11.5, 'horse'),
    prone: man('jack', 11, 12, { stance: 'prone' }),
    onRock: man('jack', 3.5, 3.5, { standsOn: 'rock' }),
  };

  it('LOTOW-GAP-02 LOTOW-GAP-03 LOTOW-GAP-04: for random destinations, check() accepts every destination in a cell with a tier on the layer it would stand on (and, off the area, refuses all but the exact drops within reach: moveAgreement.properties.test.ts)', () => {
    fc.assert(fc.property(
      fc.constantFrom(...(Object.keys(movers) as (keyof typeof movers)[])),
      fc.double({ min: -0.5, max: 24.5, noNaN: true }), fc.double({ min: -0.5, max: 24.5, noNaN: true }),
      fc.constantFrom<'auto' | 'table' | 'balcony' | 'rock'>('auto', 'auto', 'table', 'balcony', 'rock'),
      (which, x, y, surface) => {
        const mover = movers[which];
        const d = lotowDriver(table(terrain, [mover, ...enemies]));
        const params = surface === 'auto' ? undefined : { standsOn: surface === 'table' ? null : surface };
        const refusal = d.check(mover.id, [{ x, y }], params);
        const area = d.area(mover.id)!;
        const layer = surface === 'auto' ? surfaceAt(d.state.scenario, d.figure(mover.id), { x, y }) : surface === 'table' ? null : surface;
        const tier = areaTierAt(area, layer, x, y);
        // One way only: `check` prices the drop point itself (moveEnd.ts), so at the area's edge it
        // accepts a drop whose cell is unshaded (the cell's far side is out of reach). The two-way
        // form compared check with the very lookup check used to be, and caught nothing (bug 3).
        if (tier > 0) expect(refusal).toBeNull();
      },
    ), { numRuns: 300 });
  }, 120_000);

  it('LOTOW-GAP-02: a move to a cell the area allows resolves with sixes to that cell (or into contact for a charge), and leaves the base legally placed', () => {
    fc.assert(fc.property(
      fc.constantFrom(...(Object.keys(movers) as (keyof typeof movers)[])),
      fc.double({ min: 0, max: 24, noNaN: true }), fc.double({ min: 0, max: 24, noNaN: true }),
      (which, x, y) => {
        const mover = movers[which];
        const d = lotowDriver(table(terrain, [mover, ...enemies]));
        if (d.check(mover.id, [{ x, y }]) !== null) return;
        d.move(mover.id, [{ x, y }]).dice(6, 6, 6, 6);
        expect(d.refusal).toBeNull();
        const f = d.figure(mover.id);
        const engaged = d.fig(mover.id).engagedWith.length > 0;
        expect(Math.hypot(f.x - x, f.y - y)).toBeLessThanOrEqual(engaged ? 1.2 : CELL_IN * Math.SQRT2 / 2 + 1e-9);
        expect(placementProblems(d.state.scenario, mover.id, { x: f.x, y: f.y }, f.standsOn)).toEqual([]);
        expect(d.fig(mover.id).movedIn).toBeLessThanOrEqual(d.area(mover.id) === null ? Infinity : 12);
      },
    ), { numRuns: 120 });
  }, 60_000);
});

/** A rounded rectangle (corners of radius r around [x0, x1] × [y0, y1]) as a dense convex polygon, clockwise on screen. */
function roundedSquare(x0: number, y0: number, x1: number, y1: number, r: number): Vec2[] {
  const pts: Vec2[] = [];
  const arc = (cx: number, cy: number, a0: number) => {
    for (let k = 0; k <= 30; k++) {
      const a = a0 + (k * Math.PI) / 60;
      pts.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });
    }
  };
  arc(x1, y1, 0);
  arc(x0, y1, Math.PI / 2);
  arc(x0, y0, Math.PI);
  arc(x1, y0, (3 * Math.PI) / 2);
  return pts;
}

/** Whether the segment passes through the convex polygon's interior (touching is not). */
function segmentEntersConvex(a: Vec2, b: Vec2, poly: readonly Vec2[]): boolean {
  let t0 = 0;
  let t1 = 1;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % n]!;
    // Inside is to the right of p→q for this winding (y down): cross(q − p, x − p) > 0 is inside.
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const fa = ex * (a.y - p.y) - ey * (a.x - p.x);
    const fb = ex * (b.y - p.y) - ey * (b.x - p.x);
    if (fa <= 1e-9 && fb <= 1e-9) return false;
    if (fa > 1e-9 && fb > 1e-9) continue;
    const t = fa / (fa - fb);
    if (fa <= 1e-9) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t1 - t0 <= 1e-9) return false;
  }
  return t1 - t0 > 1e-9;
}

/** The exact shortest path from s to t outside a convex polygon (a visibility graph over its corners). */
function shortestPathAround(s: Vec2, t: Vec2, poly: readonly Vec2[]): number {
  if (!segmentEntersConvex(s, t, poly)) return Math.hypot(t.x - s.x, t.y - s.y);
  const n = poly.length;
  const dist = new Float64Array(n).fill(Infinity);
  for (let i = 0; i < n; i++) if (!segmentEntersConvex(s, poly[i]!, poly)) dist[i] = Math.hypot(poly[i]!.x - s.x, poly[i]!.y - s.y);
  // Along the boundary both ways (a convex hull: the path from a tangent follows it).
  for (let pass = 0; pass < 2; pass++) {
    for (let k = 0; k < 2 * n; k++) {
      const i = pass === 0 ? k % n : (2 * n - k) % n;
      const j = pass === 0 ? (i + 1) % n : (i - 1 + n) % n;
      const step = Math.hypot(poly[j]!.x - poly[i]!.x, poly[j]!.y - poly[i]!.y);
      if (dist[i]! + step < dist[j]!) dist[j] = dist[i]! + step;
    }
  }
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(dist[i]!) || segmentEntersConvex(poly[i]!, t, poly)) continue;
    best = Math.min(best, dist[i]! + Math.hypot(t.x - poly[i]!.x, t.y - poly[i]!.y));
  }
  return best;
}
