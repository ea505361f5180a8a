/**
 * The Amanatides–Woo walk ("A Fast Voxel Traversal Algorithm for Ray Tracing", 1987) over the cells
 * of a SegmentGrid: the cells a plan segment passes through, in order from its start, at O(1) per
 * cell (two running parameters, one per axis, say where the segment crosses the next cell wall).
 * The walk is a reusable object so a query walks without allocating.
 */
import type { SegmentGrid } from './segmentGrid';

/** The state of one Amanatides–Woo walk; reuse one object for many walks (no allocation per query). */
export interface GridWalk {
  col: number; row: number; endCol: number; endRow: number;
  stepCol: number; stepRow: number;
  tMaxX: number; tMaxY: number; tDeltaX: number; tDeltaY: number;
  cols: number; rows: number; done: boolean;
  /** Column and row of the cell gridWalkNext returned last. */
  cellCol: number; cellRow: number;
}

export function createGridWalk(): GridWalk {
  return { col: 0, row: 0, endCol: 0, endRow: 0, stepCol: 0, stepRow: 0, tMaxX: 0, tMaxY: 0, tDeltaX: 0, tDeltaY: 0, cols: 0, rows: 0, done: true, cellCol: 0, cellRow: 0 };
}

/**
 * Start walking the cells the segment (x0, y0)–(x1, y1) passes through, in order from its start.
 * The segment is first clipped to the grid (Liang–Barsky); outside it there are no edges.
 */
export function gridWalkStart(walk: GridWalk, grid: SegmentGrid, x0: number, y0: number, x1: number, y1: number): void {
  const gx0 = grid.originX, gy0 = grid.originY;
  const gx1 = gx0 + grid.cols * grid.cellIn, gy1 = gy0 + grid.rows * grid.cellIn;
  const dx = x1 - x0, dy = y1 - y0;
  // Liang–Barsky against the grid's rectangle, one slab at a time (no closure: this runs per walk).
  let t0 = 0, t1 = 1;
  if (dx === 0) { if (x0 < gx0 || x0 > gx1) t1 = -1; } else {
    const ta = (gx0 - x0) / dx, tb = (gx1 - x0) / dx;
    t0 = Math.max(t0, Math.min(ta, tb));
    t1 = Math.min(t1, Math.max(ta, tb));
  }
  if (dy === 0) { if (y0 < gy0 || y0 > gy1) t1 = -1; } else {
    const ta = (gy0 - y0) / dy, tb = (gy1 - y0) / dy;
    t0 = Math.max(t0, Math.min(ta, tb));
    t1 = Math.min(t1, Math.max(ta, tb));
  }
  walk.done = t0 > t1;
  if (walk.done) return;
  const sx = x0 + t0 * dx, sy = y0 + t0 * dy;
  const ex = x0 + t1 * dx, ey = y0 + t1 * dy;
  const cell = grid.cellIn;
  // Clamped cell column / row of the start and end (inline, no closures: this runs per walk).
  const lastCol = grid.cols - 1, lastRow = grid.rows - 1;
  walk.col = Math.min(lastCol, Math.max(0, Math.floor((sx - gx0) / cell)));
  walk.row = Math.min(lastRow, Math.max(0, Math.floor((sy - gy0) / cell)));
  walk.endCol = Math.min(lastCol, Math.max(0, Math.floor((ex - gx0) / cell)));
  walk.endRow = Math.min(lastRow, Math.max(0, Math.floor((ey - gy0) / cell)));
  walk.cols = grid.cols;
  walk.rows = grid.rows;
  const cdx = ex - sx, cdy = ey - sy;
  // tMax: the segment parameter (0..1 over the clipped part) where it crosses the next cell wall.
  if (cdx > 0) { walk.stepCol = 1; walk.tMaxX = (gx0 + (walk.col + 1) * cell - sx) / cdx; walk.tDeltaX = cell / cdx; }
  else if (cdx < 0) { walk.stepCol = -1; walk.tMaxX = (gx0 + walk.col * cell - sx) / cdx; walk.tDeltaX = -cell / cdx; }
  else { walk.stepCol = 0; walk.tMaxX = Infinity; walk.tDeltaX = Infinity; }
  if (cdy > 0) { walk.stepRow = 1; walk.tMaxY = (gy0 + (walk.row + 1) * cell - sy) / cdy; walk.tDeltaY = cell / cdy; }
  else if (cdy < 0) { walk.stepRow = -1; walk.tMaxY = (gy0 + walk.row * cell - sy) / cdy; walk.tDeltaY = -cell / cdy; }
  else { walk.stepRow = 0; walk.tMaxY = Infinity; walk.tDeltaY = Infinity; }
}

/** The next cell of the walk (row × cols + col), or −1 when the segment has ended. */
export function gridWalkNext(walk: GridWalk): number {
  if (walk.done) return -1;
  const cell = walk.row * walk.cols + walk.col;
  walk.cellCol = walk.col;
  walk.cellRow = walk.row;
  if ((walk.col === walk.endCol && walk.row === walk.endRow) || Math.min(walk.tMaxX, walk.tMaxY) > 1) {
    walk.done = true;
  } else if (walk.tMaxX < walk.tMaxY) {
    walk.col += walk.stepCol;
    walk.tMaxX += walk.tDeltaX;
  } else {
    walk.row += walk.stepRow;
    walk.tMaxY += walk.tDeltaY;
  }
  // Float drift can never carry the walk off the grid (it would wrap into another row).
  if (walk.col < 0 || walk.col >= walk.cols || walk.row < 0 || walk.row >= walk.rows) walk.done = true;
  return cell;
}
