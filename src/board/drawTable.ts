/**
 * The table: its cloth, a faint 1″ grid and a stronger 6″ grid (both crisp 1-pixel lines at any
 * zoom: a width in inches would swell to a stripe when zoomed in) and the edge. Drawn only when the
 * table size changes.
 */
import type { Graphics } from 'pixi.js';
import type { TableSize } from '../engine/model';
import { GRID_1IN, GRID_6IN, TABLE_EDGE, TABLE_EDGE_IN, TABLE_FILL } from './boardStyle';

function gridLines(g: Graphics, table: TableSize, step: number, skipEvery: number): void {
  for (let x = step; x < table.widthIn - 1e-9; x += step) {
    if (skipEvery > 0 && Math.abs(x / skipEvery - Math.round(x / skipEvery)) < 1e-9) continue;
    g.moveTo(x, 0).lineTo(x, table.depthIn);
  }
  for (let y = step; y < table.depthIn - 1e-9; y += step) {
    if (skipEvery > 0 && Math.abs(y / skipEvery - Math.round(y / skipEvery)) < 1e-9) continue;
    g.moveTo(0, y).lineTo(table.widthIn, y);
  }
}

export function drawTableCloth(g: Graphics, table: TableSize): void {
  g.clear();
  g.rect(0, 0, table.widthIn, table.depthIn).fill({ color: TABLE_FILL });
  gridLines(g, table, 6, 0);
  g.stroke({ width: 1, pixelLine: true, ...GRID_6IN });
  g.rect(0, 0, table.widthIn, table.depthIn).stroke({ width: TABLE_EDGE_IN, color: TABLE_EDGE, alignment: 0 });
}

/** The 1″ grid (without the 6″ lines), on its own Graphics so it can hide when zoomed far out. */
export function drawFineGrid(g: Graphics, table: TableSize): void {
  g.clear();
  gridLines(g, table, 1, 6);
  g.stroke({ width: 1, pixelLine: true, ...GRID_1IN });
}
