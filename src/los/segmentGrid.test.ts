import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Vec2 } from '../geometry/point';
import { segmentDistanceToSegment, segmentIntersectsSegment } from '../geometry/segment';
import { starRing } from './losTestScenes';
import { createGridWalk, gridWalkNext, gridWalkStart } from './gridWalk';
import { buildSegmentGrid, segmentGridCellSize, segmentGridPiecesAlong, segmentGridPiecesNear } from './segmentGrid';

const TABLE = { minX: 0, minY: 0, maxX: 24, maxY: 24 };
const num = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

function cellsOf(grid: ReturnType<typeof buildSegmentGrid>, a: Vec2, b: Vec2): number[] {
  const walk = createGridWalk();
  gridWalkStart(walk, grid, a.x, a.y, b.x, b.y);
  const out: number[] = [];
  for (let c = gridWalkNext(walk); c >= 0; c = gridWalkNext(walk)) out.push(c);
  return out;
}

/** Brute force: does segment a–b touch the ring's outline? */
function touchesRing(ring: readonly Vec2[], a: Vec2, b: Vec2): boolean {
  return ring.some((p, i) => segmentIntersectsSegment(p, ring[(i + 1) % ring.length]!, a, b));
}

describe('segmentGridCellSize', () => {
  it('is about 1.5 × the mean edge spacing, within 0.75–6″', () => {
    // 2,000 edges on a 48″ table: 1.5 × √(2304 / 2000) = 1.61″.
    expect(segmentGridCellSize(48, 48, 2000)).toBeCloseTo(1.5 * Math.sqrt(2304 / 2000), 12);
    expect(segmentGridCellSize(48, 48, 4)).toBe(6);
    expect(segmentGridCellSize(48, 48, 1_000_000)).toBe(0.75);
    // A huge table keeps its cell count bounded.
    const big = segmentGridCellSize(10_000, 10_000, 1_000_000);
    expect(Math.ceil(10_000 / big) ** 2).toBeLessThanOrEqual(1 << 18);
  });
});

describe('the Amanatides–Woo walk', () => {
  const grid = buildSegmentGrid([[{ x: 1, y: 1 }, { x: 2, y: 1 }, { x: 2, y: 2 }]], TABLE); // 3 edges: 6″ cells, 4 × 4
  const point = fc.record({ x: num(-10, 34), y: num(-10, 34) });

  it('visits a chain of side-by-side cells, each once, from the start point\'s cell to the end point\'s', () => {
    fc.assert(fc.property(point, point, (a, b) => {
      const cells = cellsOf(grid, a, b);
      expect(new Set(cells).size).toBe(cells.length);
      for (let i = 1; i < cells.length; i++) {
        const [c0, c1] = [cells[i - 1]!, cells[i]!];
        const step = Math.abs((c0 % 4) - (c1 % 4)) + Math.abs(Math.floor(c0 / 4) - Math.floor(c1 / 4));
        expect(step).toBe(1);
      }
      const inside = (p: Vec2) => p.x >= 0 && p.x < 24 && p.y >= 0 && p.y < 24;
      const cellOf = (p: Vec2) => Math.floor(p.y / 6) * 4 + Math.floor(p.x / 6);
      if (inside(a)) expect(cells[0]).toBe(cellOf(a));
      if (inside(b) && cells.length > 0) expect(cells[cells.length - 1]).toBe(cellOf(b));
    }));
  });

  it('walks a line along a cell wall, a diagonal through corners, and nothing off the grid', () => {
    expect(cellsOf(grid, { x: 6, y: 1 }, { x: 6, y: 23 })).toEqual([1, 5, 9, 13]);
    expect(cellsOf(grid, { x: 1, y: 1 }, { x: 23, y: 23 })).toHaveLength(7); // 4 diagonal cells and 3 corner steps
    expect(cellsOf(grid, { x: -5, y: -5 }, { x: -1, y: 30 })).toEqual([]);
    expect(cellsOf(grid, { x: -5, y: 3 }, { x: 7, y: 3 })).toEqual([0, 1]);
  });
});

describe('segmentGridPiecesAlong', () => {
  it('finds every piece whose outline the segment touches (it may find more), each once', () => {
    const rings = fc.array(fc.tuple(num(0, 24), num(0, 24), num(0.2, 4)).chain(([x, y, r]) => starRing(x, y, r)), { minLength: 1, maxLength: 30 });
    // Endpoints anywhere, or exactly on cell walls and corners (the grid's cells are 6″ or less here).
    const coord = fc.oneof(num(-2, 26), fc.integer({ min: 0, max: 8 }).map((k) => k * 3));
    fc.assert(fc.property(rings, coord, coord, coord, coord, (ringList, x0, y0, x1, y1) => {
      const grid = buildSegmentGrid(ringList, TABLE);
      const a = { x: x0, y: y0 };
      const b = { x: x1, y: y1 };
      const found = segmentGridPiecesAlong(grid, a, b);
      expect(new Set(found).size).toBe(found.length);
      ringList.forEach((ring, p) => { if (touchesRing(ring, a, b)) expect(found).toContain(p); });
    }), { numRuns: 300 });
  });

  it('finds a long wall wherever along it a short segment crosses it (every edge is in every cell it passes)', () => {
    // 40 short edges make 1.14″ cells; the wall runs across many of them.
    const filler = Array.from({ length: 10 }, (_, i) => [{ x: 30 + i, y: 30 }, { x: 30.5 + i, y: 30 }, { x: 30.5 + i, y: 30.5 }, { x: 30 + i, y: 30.5 }]);
    fc.assert(fc.property(num(0, 24), num(0, 24), num(0, 24), num(0, 24), num(0, 1), num(0, 2 * Math.PI), (ax, ay, bx, by, at, turn) => {
      fc.pre(Math.hypot(bx - ax, by - ay) > 1);
      const wall = [{ x: ax, y: ay }, { x: bx, y: by }, { x: bx + 0.01, y: by + 0.01 }];
      const grid = buildSegmentGrid([...filler, wall], { minX: 0, minY: 0, maxX: 48, maxY: 48 });
      const m = { x: ax + at * (bx - ax), y: ay + at * (by - ay) };
      const a = { x: m.x + 0.2 * Math.cos(turn), y: m.y + 0.2 * Math.sin(turn) };
      const b = { x: m.x - 0.2 * Math.cos(turn), y: m.y - 0.2 * Math.sin(turn) };
      if (touchesRing(wall, a, b)) expect(segmentGridPiecesAlong(grid, a, b)).toContain(filler.length);
    }), { numRuns: 300 });
  });

  it('with a width, finds every piece whose outline comes within it of the segment', () => {
    const rings = fc.array(fc.tuple(num(0, 24), num(0, 24), num(0.1, 1.5)).chain(([x, y, r]) => starRing(x, y, r)), { minLength: 1, maxLength: 60 });
    fc.assert(fc.property(rings, num(0, 24), num(0, 24), num(0, 24), num(0, 24), num(0, 8), (ringList, x0, y0, x1, y1, w) => {
      const grid = buildSegmentGrid(ringList, TABLE);
      const a = { x: x0, y: y0 };
      const b = { x: x1, y: y1 };
      const found = segmentGridPiecesNear(grid, a, b, w);
      expect(new Set(found).size).toBe(found.length);
      ringList.forEach((ring, p) => {
        const near = ring.some((v, i) => segmentDistanceToSegment(v, ring[(i + 1) % ring.length]!, a, b) <= w);
        if (near) expect(found).toContain(p);
      });
    }), { numRuns: 200 });
  });

  it('leaves out pieces that are not indexed, and pieces far from the line', () => {
    const square = (x: number, y: number) => [{ x, y }, { x: x + 1, y }, { x: x + 1, y: y + 1 }, { x, y: y + 1 }];
    const grid = buildSegmentGrid([square(2, 2), null, square(20, 20), square(2, 20)], TABLE);
    expect(segmentGridPiecesAlong(grid, { x: 0, y: 2.5 }, { x: 24, y: 2.5 })).toEqual([0]);
    expect(segmentGridPiecesAlong(grid, { x: 2.5, y: 0 }, { x: 2.5, y: 24 })).toEqual([0, 3]);
    expect(grid.pieceStart[2]! - grid.pieceStart[1]!).toBe(0);
  });

  it('grows to cover pieces beyond the table', () => {
    const grid = buildSegmentGrid([[{ x: -30, y: -30 }, { x: -29, y: -30 }, { x: -29, y: -29 }]], TABLE);
    expect(grid.originX).toBe(-30);
    expect(segmentGridPiecesAlong(grid, { x: -40, y: -29.5 }, { x: 0, y: -29.5 })).toEqual([0]);
  });
});
