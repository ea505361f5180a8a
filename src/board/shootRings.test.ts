/**
 * The shoot-after-move ring (drawReach.ts `shootRingEdges`): dashes along the boundary of the cells
 * whose path cost (the area's `costIn`) is within the budget, and nowhere else.
 */
import { describe, expect, it } from 'vitest';
import type { MovementArea } from '../engine/ruleset';
import { dashSegments, shootRingEdges } from './drawReach';

// A 10 × 10 grid of 1″ cells; cost = distance of the cell's centre from (5, 5).
function area(): MovementArea {
  const cols = 10, rows = 10;
  const costIn = new Float32Array(cols * rows);
  const tiers = new Uint8Array(cols * rows).fill(1);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) costIn[r * cols + c] = Math.hypot(c + 0.5 - 5, r + 0.5 - 5);
  return { figureId: 'f', allowanceIn: 6, usedIn: 0, cellIn: 1, originXIn: 0, originYIn: 0, cols, rows, layers: [{ surfaceId: null, tiers, costIn }] };
}

describe('shoot rings', () => {
  it('LOTOW-SHOOT-MOVE-1: the ring of a 3″ budget bounds exactly the cells within 3″ of path cost', () => {
    const a = area();
    const dashes = shootRingEdges(a, 3);
    expect(dashes.length).toBeGreaterThan(0);
    const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < 10 && y < 10 && a.layers[0]!.costIn[Math.floor(y) * 10 + Math.floor(x)]! <= 3;
    for (let i = 0; i < dashes.length; i += 4) {
      const [x0, y0, x1, y1] = dashes.slice(i, i + 4) as [number, number, number, number];
      const mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
      // Each dash lies on a grid line between a cell within the budget and one beyond it.
      const horizontal = y0 === y1;
      const a1 = horizontal ? inside(mx, my - 0.5) : inside(mx - 0.5, my);
      const a2 = horizontal ? inside(mx, my + 0.5) : inside(mx + 0.5, my);
      expect(a1).not.toBe(a2);
    }
    expect(shootRingEdges(a, -1)).toEqual([]);
  });

  it('dashes: a 1″ segment with 0.35″ dashes and 0.25″ gaps gives two dashes, anchored to the table', () => {
    const d = dashSegments([0, 2, 1, 2], 0.35, 0.25);
    expect(d.length).toBe(8);
    expect(d[0]).toBe(0);
    expect(d[2]).toBeCloseTo(0.35, 9);
    expect(d[4]).toBeCloseTo(0.6, 9);
    expect(d[6]).toBeCloseTo(0.95, 9);
  });
});
