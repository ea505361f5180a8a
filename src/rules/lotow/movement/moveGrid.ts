/**
 * The grid LOTOW movement is computed on: square cells of CELL_IN inches aligned to the table's
 * north-west corner, so every figure's reach and every cached terrain raster share one lattice.
 *
 * Why 0.25″: a player judges a move to about a quarter of an inch (a 25 mm base is ~1″), and the
 * area for a 12″ mover is then ~100 × 100 cells — small enough to search in well under a
 * millisecond. Positions are evaluated at cell centres; distances are not grid distances (see
 * reachSearch.ts): they are straight lines between the start, bend points and cell centres.
 */

/** Cell edge, inches. */
export const CELL_IN = 0.25;
/** Half a cell's diagonal, inches: how far a point in a cell may be from its centre. */
export const HALF_DIAG_IN = (CELL_IN * Math.SQRT2) / 2;
/** Float slack for comparisons of inches (far below anything on the table). */
export const EPS_IN = 1e-6;

/** A rectangle of cells of the table grid: columns gx0 … gx0 + cols − 1, rows gy0 … gy0 + rows − 1. */
export interface CellWindow {
  readonly gx0: number;
  readonly gy0: number;
  readonly cols: number;
  readonly rows: number;
}

/** The table grid's size in cells. */
export function tableGridSize(widthIn: number, depthIn: number): { cols: number; rows: number } {
  return { cols: Math.max(1, Math.ceil(widthIn / CELL_IN - 1e-9)), rows: Math.max(1, Math.ceil(depthIn / CELL_IN - 1e-9)) };
}

/** Table-grid column (or row) of a coordinate, inches. */
export const cellOf = (v: number): number => Math.floor(v / CELL_IN);
/** Centre of table-grid column (or row) g, inches. */
export const centreOf = (g: number): number => (g + 0.5) * CELL_IN;

/** The window of cells whose centres lie within `radiusIn` of (x, y), clipped to the table grid. */
export function windowAround(x: number, y: number, radiusIn: number, gridCols: number, gridRows: number): CellWindow {
  const gx0 = Math.max(0, cellOf(x - radiusIn));
  const gy0 = Math.max(0, cellOf(y - radiusIn));
  const gx1 = Math.min(gridCols - 1, cellOf(x + radiusIn));
  const gy1 = Math.min(gridRows - 1, cellOf(y + radiusIn));
  return { gx0, gy0, cols: Math.max(0, gx1 - gx0 + 1), rows: Math.max(0, gy1 - gy0 + 1) };
}
