// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Graphics } from 'pixi.js';
import type { MovementArea, ReachTier } from '../engine/ruleset';
import { REACH } from '../engine/ruleset';
import { boxLayer, ringLayer, syntheticMovementArea } from '../store/testMovementArea';
import { backHatchRect, DRAWN_TIERS, drawReachTier, hatchRect, REACH_HATCH_SPACING_IN, REACH_STYLE, reachShapes, underShapes } from './drawReach';

/** An area from rows of tiers (one layer, the table). */
function areaFromRows(rows: readonly (readonly number[])[], cellIn = 1, originXIn = 0, originYIn = 0): MovementArea {
  const cols = rows[0]!.length;
  const tiers = Uint8Array.from(rows.flat());
  const costIn = Float32Array.from(rows.flat().map((t) => (t === REACH.none ? Infinity : 1)));
  return {
    figureId: 'f', allowanceIn: 6, usedIn: 0, cellIn, originXIn, originYIn, cols, rows: rows.length,
    layers: [{ surfaceId: null, tiers, costIn }],
  };
}

const quads = (xs: readonly number[]) => {
  const out: number[][] = [];
  for (let i = 0; i < xs.length; i += 4) out.push(xs.slice(i, i + 4));
  return out;
};
const segLength = ([x0, y0, x1, y1]: number[]) => Math.hypot(x1! - x0!, y1! - y0!);

describe('reachShapes', () => {
  const area = areaFromRows([
    [0, 1, 1, 2, 2],
    [1, 1, 1, 1, 3],
    [0, 0, 0, 0, 0],
  ], 1, 10, 20);
  const shapes = reachShapes(area);

  it('merges consecutive cells of a tier in a row into one rect (row runs)', () => {
    expect(quads(shapes[REACH.sure].rects)).toEqual([[11, 20, 2, 1], [10, 21, 4, 1]]);
    expect(quads(shapes[REACH.afterTest].rects)).toEqual([[13, 20, 2, 1]]);
    expect(quads(shapes[REACH.fall].rects)).toEqual([[14, 21, 1, 1]]);
  });

  it('outlines each tier along grid lines, runs merged', () => {
    // The lone fall cell: its four sides.
    expect(quads(shapes[REACH.fall].edges)).toEqual([
      [14, 21, 15, 21], [14, 22, 15, 22], [14, 21, 14, 22], [15, 21, 15, 22],
    ]);
    // The sure region's top: y = 20 from x 11 to 13 in one segment, and its foot y = 22 from 10 to 14.
    const sureEdges = quads(shapes[REACH.sure].edges);
    expect(sureEdges).toContainEqual([11, 20, 13, 20]);
    expect(sureEdges).toContainEqual([10, 22, 14, 22]);
    const perimeter = sureEdges.reduce((s, e) => s + segLength(e), 0);
    expect(perimeter).toBe(12);
  });

  it('hatches only the tier that is decided by a test', () => {
    expect(shapes[REACH.sure].hatch).toEqual([]);
    expect(shapes[REACH.fall].hatch).toEqual([]);
    expect(shapes[REACH.afterTest].hatch.length).toBeGreaterThan(0);
  });

  it('is empty for an area with nothing in reach', () => {
    const empty = reachShapes(areaFromRows([[0, 0], [0, 0]]));
    for (const t of DRAWN_TIERS) expect(empty[t]).toEqual({ rects: [], edges: [], hatch: [] });
  });

  it('draws each upper layer over its own footprint, like the table', () => {
    const twoLevels = syntheticMovementArea({
      figureId: 'f', allowanceIn: 6, cellIn: 0.5, cols: 24, rows: 24,
      layers: [ringLayer({ x: 6, y: 6 }, 3), boxLayer('balcony', { minX: 1, minY: 2, maxX: 3, maxY: 4 }, REACH.afterTest, 4)],
    });
    const s = reachShapes(twoLevels);
    // The balcony: 4 rows of one run, 2″ wide, from x 1.
    expect(quads(s[REACH.afterTest].rects)).toEqual([[1, 2, 2, 0.5], [1, 2.5, 2, 0.5], [1, 3, 2, 0.5], [1, 3.5, 2, 0.5]]);
    const perimeter = quads(s[REACH.afterTest].edges).reduce((sum, e) => sum + segLength(e), 0);
    expect(perimeter).toBeCloseTo(8);
    expect(s[REACH.sure].rects.length).toBeGreaterThan(0);
  });

  it('LOTOW-CLIMB-4: where layers overlap, a cell is shaded once, with the tier of the layer a drop there ends on', () => {
    // The street reaches every cell (sure); a balcony over the right-hand half is reached part way (after a test).
    const street = { surfaceId: null, tiers: Uint8Array.from([1, 1, 1, 1, 1, 1, 1, 1]), costIn: new Float32Array(8).fill(1) };
    const balcony = { surfaceId: 'balcony', tiers: Uint8Array.from([0, 0, 2, 2, 0, 0, 2, 0]), costIn: Float32Array.from([Infinity, Infinity, 5, 5, Infinity, Infinity, 5, Infinity]) };
    const stacked: MovementArea = { figureId: 'f', allowanceIn: 6, usedIn: 0, cellIn: 1, originXIn: 0, originYIn: 0, cols: 4, rows: 2, layers: [street, balcony] };
    const s = reachShapes(stacked);
    expect(quads(s[REACH.afterTest].rects)).toEqual([[2, 0, 2, 1], [2, 1, 1, 1]]);
    // No green under the amber: the street is shaded only where the drop stays in the street.
    expect(quads(s[REACH.sure].rects)).toEqual([[0, 0, 2, 1], [0, 1, 2, 1], [3, 1, 1, 1]]);
  });

  it('LOTOW-CLIMB-4: marks the cells under a raised surface with a back hatch and their outline, nothing elsewhere', () => {
    const a = areaFromRows([[1, 1, 1, 1], [1, 1, 1, 1]]);
    expect(underShapes(a, new Uint8Array(8))).toEqual({ hatch: [], edges: [] });
    const s = underShapes(a, Uint8Array.from([0, 0, 1, 1, 0, 0, 1, 1]));
    // The 2″ × 2″ block at x 2–4: its outline is 8″ long; every hatch line lies in it and runs "\\" (x − y constant).
    expect(quads(s.edges).reduce((sum, e) => sum + segLength(e), 0)).toBeCloseTo(8);
    expect(s.hatch.length).toBeGreaterThan(0);
    for (const [x0, y0, x1, y1] of quads(s.hatch)) {
      for (const [x, y] of [[x0!, y0!], [x1!, y1!]]) {
        expect(x).toBeGreaterThanOrEqual(2 - 1e-9);
        expect(x).toBeLessThanOrEqual(4 + 1e-9);
        expect(y).toBeGreaterThanOrEqual(-1e-9);
        expect(y).toBeLessThanOrEqual(2 + 1e-9);
      }
      expect(x1! - y1!).toBeCloseTo(x0! - y0!, 9);
      expect(x1!).toBeGreaterThan(x0!);
    }
    const one: number[] = [];
    backHatchRect(one, 0, 0, 1, 1, 0.5);
    expect(quads(one).every(([x0, y0, x1, y1]) => Math.abs((x1! - y1!) - (x0! - y0!)) < 1e-9)).toBe(true);
  });

  it('covers each cell of a tier exactly once, with maximal runs and the exact boundary (property)', () => {
    const tierArb = fc.constantFrom<ReachTier>(REACH.none, REACH.sure, REACH.afterTest, REACH.fall);
    const gridArb = fc.integer({ min: 1, max: 9 }).chain((cols) =>
      fc.array(fc.array(tierArb, { minLength: cols, maxLength: cols }), { minLength: 1, maxLength: 9 }));
    fc.assert(fc.property(gridArb, fc.constantFrom(0.25, 0.5, 1), (rows, cellIn) => {
      const area = areaFromRows(rows, cellIn, -2, 3);
      const s = reachShapes(area);
      const tierAt = (r: number, c: number) => (r >= 0 && r < rows.length && c >= 0 && c < rows[0]!.length ? rows[r]![c]! : REACH.none);
      for (const tier of DRAWN_TIERS) {
        const rects = quads(s[tier].rects);
        // Every cell centre: covered once by this tier's rects exactly when the cell has this tier.
        rows.forEach((row, r) => row.forEach((t, c) => {
          const x = -2 + (c + 0.5) * cellIn, y = 3 + (r + 0.5) * cellIn;
          const hits = rects.filter(([rx, ry, rw, rh]) => x > rx! && x < rx! + rw! && y > ry! && y < ry! + rh!).length;
          expect(hits).toBe(t === tier ? 1 : 0);
        }));
        // Maximal: no two runs of the tier touch in a row.
        for (const a of rects) for (const b of rects) {
          if (a !== b && a[1] === b[1]) expect(Math.abs(a[0]! + a[2]! - b[0]!)).toBeGreaterThan(1e-9);
        }
        // The outline's length is the count of cell sides between the tier and anything else.
        let sides = 0;
        rows.forEach((row, r) => row.forEach((t, c) => {
          if (t !== tier) return;
          for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) if (tierAt(r + dr, c + dc) !== tier) sides++;
        }));
        const drawn = quads(s[tier].edges).reduce((sum, e) => sum + segLength(e), 0);
        expect(drawn).toBeCloseTo(sides * cellIn, 6);
        // Hatch lines stay inside a run of the tier.
        for (const [x0, y0, x1, y1] of quads(s[tier].hatch)) {
          const inRect = (px: number, py: number) => rects.some(([rx, ry, rw, rh]) =>
            px >= rx! - 1e-9 && px <= rx! + rw! + 1e-9 && py >= ry! - 1e-9 && py <= ry! + rh! + 1e-9);
          expect(inRect(x0!, y0!) && inRect(x1!, y1!) && inRect((x0! + x1!) / 2, (y0! + y1!) / 2)).toBe(true);
        }
      }
    }));
  });
});

describe('hatchRect', () => {
  it('clips the table-anchored diagonals x + y = k·spacing to the rect', () => {
    const out: number[] = [];
    hatchRect(out, 0, 0, 1, 1, 0.4);
    const segs = quads(out);
    // u = 0.4, 0.8, 1.2, 1.6 cross the unit square; u = 0 and u = 2 only touch a corner.
    expect(segs).toHaveLength(4);
    segs.forEach(([x0, y0, x1, y1], i) => {
      expect(x0! + y0!).toBeCloseTo(0.4 * (i + 1));
      expect(x1! + y1!).toBeCloseTo(0.4 * (i + 1));
    });
    expect(segs[0]).toEqual([0, expect.closeTo(0.4), expect.closeTo(0.4), 0]);
    expect(segs[3]![0]).toBeCloseTo(0.6);
    expect(segs[3]![3]).toBeCloseTo(0.6);
  });

  it('continues across neighbouring runs: a line leaving one rect enters the next at the same point', () => {
    const a: number[] = [];
    const b: number[] = [];
    hatchRect(a, 0, 0, 2, 0.5, REACH_HATCH_SPACING_IN);
    hatchRect(b, 0, 0.5, 2, 0.5, REACH_HATCH_SPACING_IN);
    // Where row a meets row b (y = 0.5) the crossing points are the same.
    const crossA = quads(a).map(([x0, y0, x1, y1]) => (y0 === 0.5 ? x0! : y1 === 0.5 ? x1! : null)).filter((x) => x !== null);
    const crossB = quads(b).map(([x0, y0, x1, y1]) => (y0 === 0.5 ? x0! : y1 === 0.5 ? x1! : null)).filter((x) => x !== null);
    expect(crossA.length).toBeGreaterThan(2);
    for (const x of crossA) expect(crossB.some((y) => Math.abs(x - y) < 1e-9)).toBe(true);
  });
});

describe('drawReachTier on a Pixi Graphics', () => {
  const area = syntheticMovementArea({
    figureId: 'f', allowanceIn: 6, cellIn: 0.25, cols: 96, rows: 96, layers: [ringLayer({ x: 12, y: 12 }, 3, 4, 5)],
  });
  const shapes = reachShapes(area);

  it('the sure wash covers the 3″ disc about the figure, in one fill and one outline stroke', () => {
    const g = new Graphics();
    drawReachTier(g, shapes[REACH.sure], REACH_STYLE[REACH.sure]);
    // Cells whose centre is within 3″: the bounds reach 3″ out, give or take a cell; pixel lines add up to ½ unit.
    expect(g.bounds.minX).toBeGreaterThan(12 - 3 - 0.25 - 0.5);
    expect(g.bounds.minX).toBeLessThan(12 - 3 + 0.25);
    expect(g.bounds.maxY).toBeGreaterThan(12 + 3 - 0.25);
    expect(g.bounds.maxY).toBeLessThan(12 + 3 + 0.25 + 0.5);
    expect(g.context.instructions.map((i) => i.action)).toEqual(['fill', 'stroke']);
  });

  it('the test ring is washed, hatched and outlined (three instructions on its one Graphics)', () => {
    const g = new Graphics();
    drawReachTier(g, shapes[REACH.afterTest], REACH_STYLE[REACH.afterTest]);
    expect(g.context.instructions.map((i) => i.action)).toEqual(['fill', 'stroke', 'stroke']);
    expect(g.bounds.maxX).toBeGreaterThan(12 + 4 - 0.25);
    expect(g.bounds.maxX).toBeLessThan(12 + 4 + 0.25 + 0.5);
  });

  it('redraws from scratch, and draws nothing for an empty tier', () => {
    const g = new Graphics();
    drawReachTier(g, shapes[REACH.fall], REACH_STYLE[REACH.fall]);
    expect(g.bounds.width).toBeGreaterThan(9);
    drawReachTier(g, { rects: [], edges: [], hatch: [] }, REACH_STYLE[REACH.fall]);
    expect(g.bounds.width).toBe(0);
    expect(g.context.instructions).toHaveLength(0);
  });
});
