import { describe, expect, it } from 'vitest';
import { cellIndexAt, destinationSurface, dropLayerOfCells, reachAt } from './movementArea';
import { gridWindowAround, surfaceLayers } from './movementAreaBuild';
import type { MovementArea } from './ruleset';
import type { TerrainPiece } from '../los/terrain';
import { REACH } from './ruleset';

/** A 4 × 2 grid of 1″ cells from (10, 20): the table reaches the left half, a balcony the right-hand column. */
function area(): MovementArea {
  const ground = { surfaceId: null, tiers: Uint8Array.from([1, 1, 0, 0, 1, 2, 0, 0]), costIn: Float32Array.from([0, 1, Infinity, Infinity, 1, 1.4, Infinity, Infinity]) };
  const balcony = { surfaceId: 'balcony', tiers: Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 1]), costIn: Float32Array.from([Infinity, Infinity, Infinity, 5, Infinity, Infinity, Infinity, 5.5]) };
  return { figureId: 'a', allowanceIn: 6, usedIn: 0, cellIn: 1, originXIn: 10, originYIn: 20, cols: 4, rows: 2, layers: [ground, balcony] };
}

describe('movement area readers', () => {
  it('maps points to half-open cells and reads a cell on a surface', () => {
    expect(cellIndexAt(area(), { x: 10, y: 20 })).toBe(0);
    expect(cellIndexAt(area(), { x: 13.99, y: 21.5 })).toBe(7);
    expect(cellIndexAt(area(), { x: 14, y: 21.5 })).toBe(-1);
    expect(reachAt(area(), null, { x: 11.5, y: 21.5 })).toEqual({ tier: REACH.afterTest, costIn: expect.closeTo(1.4, 5) });
    expect(reachAt(area(), 'balcony', { x: 11.5, y: 21.5 })).toEqual({ tier: REACH.none, costIn: Infinity });
    expect(reachAt(area(), 'roof', { x: 10.5, y: 20.5 }).tier).toBe(REACH.none);
  });

  it('a drop ends on the highest surface that reaches its cell, else the fallback', () => {
    expect(destinationSurface(area(), { x: 13.5, y: 20.5 }, null)).toBe('balcony');
    expect(destinationSurface(area(), { x: 10.5, y: 20.5 }, 'balcony')).toBeNull();
    expect(destinationSurface(area(), { x: 12.5, y: 20.5 }, 'hill')).toBe('hill');
    expect(destinationSurface(area(), { x: 99, y: 99 }, null)).toBeNull();
  });

  it('each cell\'s drop layer is the one destinationSurface picks there, −1 where none reaches', () => {
    const a = area();
    const drop = dropLayerOfCells(a);
    for (let i = 0; i < a.cols * a.rows; i++) {
      const p = { x: a.originXIn + (i % a.cols) + 0.5, y: a.originYIn + Math.floor(i / a.cols) + 0.5 };
      expect(drop[i] === -1 ? 'none' : a.layers[drop[i]!]!.surfaceId, `cell ${i}`).toBe(destinationSurface(a, p, 'none'));
    }
    // Where the balcony and the table both reach a cell, the balcony (listed last) takes it.
    const both: MovementArea = { ...a, layers: [a.layers[0]!, { ...a.layers[1]!, tiers: Uint8Array.from([0, 2, 0, 1, 0, 0, 0, 1]) }] };
    expect(Array.from(dropLayerOfCells(both))).toEqual([0, 1, -1, 1, 0, 0, -1, 1]);
  });
});

describe('gridWindowAround', () => {
  const table = { widthIn: 10, depthIn: 6 };
  it('the cells of the square round a point, on the grid from the table corner', () => {
    expect(gridWindowAround(table, 0.5, { x: 5, y: 3 }, 1)).toEqual({ gx0: 8, gy0: 4, cols: 5, rows: 5 });
  });
  it('clipped to the table at its edges, and at least one cell however far off the point is', () => {
    expect(gridWindowAround(table, 0.5, { x: 0.2, y: 5.9 }, 1)).toEqual({ gx0: 0, gy0: 9, cols: 3, rows: 3 });
    expect(gridWindowAround(table, 0.5, { x: 50, y: -20 }, 1)).toEqual({ gx0: 19, gy0: 0, cols: 1, rows: 1 });
  });
});

describe('surfaceLayers', () => {
  it('the table\'s layer always, others made on first use; handed out table first, then by the height of their tops', () => {
    const piece = (id: string, heightIn: number) => ({ id, heightIn }) as unknown as TerrainPiece;
    const terrain = [{ ...piece('roof', 4), elevationIn: 0 }, { ...piece('hill', 1), elevationIn: 0 }];
    const b = surfaceLayers(3, terrain);
    b.layerOf('roof').costIn[1] = 2;
    b.layerOf('hill').tiers[0] = REACH.sure;
    const out = b.layers();
    expect(out.map((l) => l.surfaceId)).toEqual([null, 'hill', 'roof']);
    expect([...out[0]!.costIn]).toEqual([Infinity, Infinity, Infinity]);
    expect(out[2]!.costIn[1]).toBe(2);
    expect(out[1]!.tiers[0]).toBe(REACH.sure);
    expect(b.layerOf('roof')).toBe(b.layerOf('roof'));
  });
});
