/**
 * Reading a `MovementArea` (engine/ruleset.ts): points to cells, a cell's reach, and which surface a
 * drop at a point ends on. The board's shading, the drag readout and a ruleset's check of a move all
 * read the area through these, so they agree cell for cell.
 */
import type { Vec2, WorldPoint } from '../geometry/point';
import type { MovementArea, MovementLayer, ReachTier } from './ruleset';
import { REACH } from './ruleset';

/** The grid part of a movement area: enough to map points to cells. */
export type MovementGrid = Pick<MovementArea, 'cellIn' | 'originXIn' | 'originYIn' | 'cols' | 'rows'>;

/**
 * The index (r·cols + c) of the cell holding `point` (inches), or -1 off the grid. Cells are
 * half-open, [origin + c·cellIn, origin + (c+1)·cellIn), as the contract defines them.
 */
export function cellIndexAt(grid: MovementGrid, point: Vec2): number {
  const col = Math.floor((point.x - grid.originXIn) / grid.cellIn);
  const row = Math.floor((point.y - grid.originYIn) / grid.cellIn);
  if (!(col >= 0 && col < grid.cols && row >= 0 && row < grid.rows)) return -1;
  return row * grid.cols + col;
}

/** The centre of cell `index` (inches). */
export function cellCentreAt(grid: MovementGrid, index: number): WorldPoint {
  const col = index % grid.cols;
  const row = Math.floor(index / grid.cols);
  return { x: grid.originXIn + (col + 0.5) * grid.cellIn, y: grid.originYIn + (row + 0.5) * grid.cellIn };
}

/** The area's layer for a surface (null: the table), if the figure could stand on it at all. */
export function layerOfSurface(area: MovementArea, surfaceId: string | null): MovementLayer | undefined {
  return area.layers.find((l) => l.surfaceId === surfaceId);
}

export interface CellReach {
  readonly tier: ReachTier;
  /** Allowance the move costs from where the figure stands now, inches; Infinity out of reach. */
  readonly costIn: number;
}

const OUT_OF_REACH: CellReach = { tier: REACH.none, costIn: Infinity };

/** How a base centre at `point` on `surfaceId` is reached: out of reach off the grid or on a surface the area lacks. */
export function reachAt(area: MovementArea, surfaceId: string | null, point: Vec2): CellReach {
  const layer = layerOfSurface(area, surfaceId);
  const index = cellIndexAt(area, point);
  if (layer === undefined || index < 0) return OUT_OF_REACH;
  const tier = (layer.tiers[index] ?? REACH.none) as ReachTier;
  const costIn = layer.costIn[index] ?? Infinity;
  return tier === REACH.none ? { tier, costIn: Infinity } : { tier, costIn };
}

/**
 * Whether an area from a ruleset has the shape its readers index by: a positive grid and, in each
 * layer, one tier and one cost per cell. A malformed area is dropped (no shading) rather than read
 * out of bounds by the board.
 */
export function isWellFormedArea(area: MovementArea): boolean {
  const n = area.cols * area.rows;
  return Number.isInteger(area.cols) && Number.isInteger(area.rows) && area.cols > 0 && area.rows > 0 &&
    area.cellIn > 0 && Number.isFinite(area.cellIn) && Number.isFinite(area.originXIn) && Number.isFinite(area.originYIn) &&
    area.layers.every((l) => l.tiers.length === n && l.costIn.length === n);
}

/**
 * The surface a drop at `point` ends on: the last layer (rulesets list the table first, then the
 * raised surfaces from low to high) that reaches the cell; `fallback` when none does.
 */
export function destinationSurface(area: MovementArea, point: Vec2, fallback: string | null): string | null {
  const index = cellIndexAt(area, point);
  if (index < 0) return fallback;
  for (let i = area.layers.length - 1; i >= 0; i--) {
    const layer = area.layers[i]!;
    if ((layer.tiers[index] ?? REACH.none) !== REACH.none) return layer.surfaceId;
  }
  return fallback;
}

/**
 * Per cell, the index in `area.layers` of the layer a drop there ends on (`destinationSurface`'s
 * choice: the last layer that reaches the cell), −1 where none does. What the board shades at a
 * cell is that layer's tier alone: where layers overlap (the street under a balcony), a lower
 * layer's tier shown under the chosen one would promise a move the drop does not make.
 */
export function dropLayerOfCells(area: MovementArea): Int16Array {
  const n = area.cols * area.rows;
  const out = new Int16Array(n).fill(-1);
  for (let li = area.layers.length - 1; li >= 0; li--) {
    const tiers = area.layers[li]!.tiers;
    for (let i = 0; i < n; i++) if (out[i] === -1 && (tiers[i] ?? REACH.none) !== REACH.none) out[i] = li;
  }
  return out;
}
