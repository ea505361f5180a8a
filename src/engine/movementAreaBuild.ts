/**
 * Building a `MovementArea` (engine/ruleset.ts): the window of the table's grid a reach needs and
 * the per-surface layers a ruleset fills. Reading an area is movementArea.ts.
 */
import type { Vec2 } from '../geometry/point';
import type { TerrainPiece } from '../los/terrain';
import { terrainTopIn } from '../los/terrain';
import type { MovementLayer } from './ruleset';

/** The cells of a table-aligned grid (cells of `cellIn` from the table's corner) that a reach area needs. */
export interface GridWindow {
  /** Column and row of the window's first cell on the table's grid. */
  readonly gx0: number;
  readonly gy0: number;
  readonly cols: number;
  readonly rows: number;
}

/**
 * The window of whole cells, on the grid aligned to the table's corner, holding the square of half
 * side `radiusIn` round `centre` (inches), clipped to the table; at least one cell. A ruleset builds
 * its area over it (`originXIn = gx0 · cellIn`), so areas of one ruleset always share the grid.
 */
export function gridWindowAround(table: { readonly widthIn: number; readonly depthIn: number }, cellIn: number, centre: Vec2, radiusIn: number): GridWindow {
  const gridCols = Math.max(1, Math.ceil(table.widthIn / cellIn - 1e-9));
  const gridRows = Math.max(1, Math.ceil(table.depthIn / cellIn - 1e-9));
  const gx0 = Math.min(gridCols - 1, Math.max(0, Math.floor((centre.x - radiusIn) / cellIn)));
  const gy0 = Math.min(gridRows - 1, Math.max(0, Math.floor((centre.y - radiusIn) / cellIn)));
  const gx1 = Math.max(gx0, Math.min(gridCols - 1, Math.floor((centre.x + radiusIn) / cellIn)));
  const gy1 = Math.max(gy0, Math.min(gridRows - 1, Math.floor((centre.y + radiusIn) / cellIn)));
  return { gx0, gy0, cols: gx1 - gx0 + 1, rows: gy1 - gy0 + 1 };
}

/** One surface's cells while an area is built: tiers (`REACH`) and costs, inches (Infinity: not reached). */
export interface LayerCells {
  readonly tiers: Uint8Array;
  readonly costIn: Float32Array;
}

/**
 * The layers of an area being built, one per surface a drop can stand on, each `cells` long; the
 * table's (null) always. `layers()` hands them out table first, then by the height of their top.
 */
export function surfaceLayers(cells: number, terrain: readonly TerrainPiece[]): {
  layerOf(surfaceId: string | null): LayerCells;
  layers(): MovementLayer[];
} {
  const bySurface = new Map<string | null, LayerCells>();
  const layerOf = (surfaceId: string | null): LayerCells => {
    let l = bySurface.get(surfaceId);
    if (l === undefined) {
      l = { tiers: new Uint8Array(cells), costIn: new Float32Array(cells).fill(Infinity) };
      bySurface.set(surfaceId, l);
    }
    return l;
  };
  layerOf(null);
  const top = (id: string | null): number => {
    const p = id === null ? undefined : terrain.find((t) => t.id === id);
    return p === undefined ? 0 : terrainTopIn(p);
  };
  return {
    layerOf,
    layers: () => [...bySurface.entries()]
      .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : top(a) - top(b)))
      .map(([surfaceId, l]) => ({ surfaceId, tiers: l.tiers, costIn: l.costIn })),
  };
}
