/**
 * From a destination (a point and the surface the figure would stand on) to the node of a reach
 * field, and back from a node to its surface. The table and the hills share slot 0: a cell there
 * belongs to the surface under its centre.
 */
import { CELL_IN } from './moveGrid';
import type { ReachField } from './reachTypes';

/** The surface (piece id, or null for the table) a node stands on. */
export function nodeSurfaceId(f: ReachField, node: number): string | null {
  const slot = Math.floor(node / f.W);
  if (slot > 0) return f.field.levels[f.slotLayer[slot]! - 1]!.piece.id;
  const cell = node % f.W;
  const g = (f.win.gy0 + Math.floor(cell / f.cols)) * f.field.gridCols + f.win.gx0 + (cell % f.cols);
  const s = f.field.surface[g]!;
  return s < 0 ? null : f.field.roles.pieces[s]!.id;
}

/** The node for a point on a surface, or −1 when the window or its layers do not hold it. */
export function nodeAt(f: ReachField, x: number, y: number, surfaceId: string | null): number {
  const c = Math.floor(x / CELL_IN) - f.win.gx0;
  const r = Math.floor(y / CELL_IN) - f.win.gy0;
  if (c < 0 || r < 0 || c >= f.cols || r >= f.rows) return -1;
  let slot = 0;
  if (surfaceId !== null) {
    const level = f.field.levels.find((l) => l.piece.id === surfaceId);
    if (level !== undefined) {
      slot = f.slotLayer.indexOf(level.layer);
      if (slot < 0) return -1;
    }
  }
  const node = slot * f.W + r * f.cols + c;
  return slot === 0 && nodeSurfaceId(f, node) !== surfaceId ? -1 : node;
}
