/**
 * The terrain as a moving base sees it, rasterised once per terrain array (WeakMap on its identity),
 * base shape and free obstacle height, over the whole table grid (moveGrid.ts):
 *
 * - the walking surface (layer 0): the table and the hills on it. Per cell: may the base stand here
 *   (on the table, out of impassable terrain at that level, off every barrier above the free height
 *   and every gap), the surface (table or hill) and its height, difficult ground, and the level piece
 *   above the cell centre (`upper`), if any.
 * - one layer per level piece (rocks, platforms, balconies, roofs): the cells whose centre is over
 *   it, free or blocked at its top.
 * - portals, the moves that are not walking: barrier and gap crossings (crossings.ts), and climbs and
 *   ladders between a level and the surface below it (climbPortals.ts).
 *
 * Nothing here depends on figures or on the moving figure's state; a query copies the window it needs.
 */
import { pieceBlocksFigureAt } from '../../../engine/placement';
import { polygonContainsPoint } from '../../../geometry/polygon';
import type { TerrainPiece } from '../../../los/terrain';
import { terrainTopIn } from '../../../los/terrain';
import { CELL_IN, centreOf, tableGridSize } from './moveGrid';
import type { MoverShape } from './moverShape';
import { shapeIntersectsPolygonAt } from './moverShape';
import type { TerrainRoles } from './terrainRoles';
import { barrierHeightAboveIn, difficultAt, terrainRolesOf } from './terrainRoles';
import { crossingPortals } from './crossings';
import { climbAndLadderPortals } from './climbPortals';

import { F_BAND, F_DIFFICULT, F_FREE, F_IMPASS, F_MULTIBAND, F_OFF, F_OUT } from './cellFlags';

export { F_BAND, F_DIFFICULT, F_FREE, F_IMPASS, F_MULTIBAND, F_OFF, F_OUT };

export interface LevelRaster {
  /** Internal layer index (1 …). */
  readonly layer: number;
  readonly pieceIndex: number;
  readonly piece: TerrainPiece;
  readonly topIn: number;
  /** The level's cells: a rectangle of the table grid. */
  readonly gx0: number;
  readonly gy0: number;
  readonly cols: number;
  readonly rows: number;
  readonly flags: Uint8Array;
}

export type PortalKind = 'cross' | 'climb' | 'ladder';

/** A move that is not walking, between two cells (table-grid indices gy · gridCols + gx). */
export interface Portal {
  readonly kind: PortalKind;
  readonly fromLayer: number;
  readonly fromCell: number;
  readonly toLayer: number;
  readonly toCell: number;
  /** The barrier, gap, ladder or climbed level piece (index in the terrain list). */
  readonly pieceIndex: number;
  /** The level a ladder leads to (its piece index); −1 otherwise. */
  readonly levelPieceIndex: number;
  /** Barrier: its height above the take-off surface. Climb/ladder: the height climbed (positive). */
  readonly heightIn: number;
  /** Crossing: the barrier's thickness or the gap's width across (the thinnest leap from this rim cell), inches. */
  readonly insideIn: number;
  /** Crossing: the walking the leap holds besides going straight over (sideways, and beyond the base's width), inches. */
  readonly walkIn: number;
  /** Centre to centre, inches. */
  readonly spanIn: number;
  /** Climb/ladder: up (true) or down. */
  readonly up: boolean;
}

export interface StaticField {
  readonly gridCols: number;
  readonly gridRows: number;
  readonly roles: TerrainRoles;
  readonly shape: MoverShape;
  readonly freeObstacleMaxIn: number;
  /** Layer 0, per table-grid cell. */
  readonly flags: Uint8Array;
  readonly elevIn: Float32Array;
  /** Surface piece index (a hill) or −1 for the table. */
  readonly surface: Int16Array;
  /** Internal layer index of the level above the cell centre, or 0. */
  readonly upper: Int16Array;
  /** Barrier or gap piece index whose band the cell is in, or −1. */
  readonly band: Int16Array;
  /** levels[i − 1] is internal layer i. */
  readonly levels: readonly LevelRaster[];
  /** Sorted by the cell they leave from; portalRowStart[gy] … portalRowStart[gy + 1] leave from row gy. */
  readonly portals: readonly Portal[];
  readonly portalRowStart: Int32Array;
}

type FieldKey = string;
const cache = new WeakMap<readonly TerrainPiece[], Map<FieldKey, StaticField>>();

/** The static field for this terrain, table, base and free height (cached); `climbFootClear`: option of that name. */
export function staticFieldOf(terrain: readonly TerrainPiece[], widthIn: number, depthIn: number, shape: MoverShape, freeObstacleMaxIn: number, climbFootClear = true): StaticField {
  let byKey = cache.get(terrain);
  if (byKey === undefined) {
    byKey = new Map();
    cache.set(terrain, byKey);
  }
  const key = `${widthIn}x${depthIn}|${shape.key}|${freeObstacleMaxIn}|${climbFootClear ? 1 : 0}`;
  const hit = byKey.get(key);
  if (hit !== undefined) return hit;
  const field = buildStaticField(terrain, widthIn, depthIn, shape, freeObstacleMaxIn, climbFootClear);
  byKey.set(key, field);
  return field;
}

/** Cells of the table grid whose centres lie within the bounds grown by `growIn`. */
function cellRange(b: { minX: number; minY: number; maxX: number; maxY: number }, growIn: number, cols: number, rows: number) {
  return {
    gx0: Math.max(0, Math.floor((b.minX - growIn) / CELL_IN - 0.5)),
    gy0: Math.max(0, Math.floor((b.minY - growIn) / CELL_IN - 0.5)),
    gx1: Math.min(cols - 1, Math.ceil((b.maxX + growIn) / CELL_IN - 0.5)),
    gy1: Math.min(rows - 1, Math.ceil((b.maxY + growIn) / CELL_IN - 0.5)),
  };
}

function offTable(shape: MoverShape, x: number, y: number, widthIn: number, depthIn: number): boolean {
  const slack = 1e-9;
  return x - shape.halfX < -slack || y - shape.halfY < -slack || x + shape.halfX > widthIn + slack || y + shape.halfY > depthIn + slack;
}

function buildStaticField(terrain: readonly TerrainPiece[], widthIn: number, depthIn: number, shape: MoverShape, freeIn: number, climbFootClear: boolean): StaticField {
  const roles = terrainRolesOf(terrain);
  const { cols, rows } = tableGridSize(widthIn, depthIn);
  const n = cols * rows;
  const flags = new Uint8Array(n);
  const elevIn = new Float32Array(n);
  const surface = new Int16Array(n).fill(-1);
  const upper = new Int16Array(n);
  const band = new Int16Array(n).fill(-1);
  const reach = shape.reachIn;

  // Hills: the highest one under each cell centre is its surface.
  for (const i of roles.slopes) {
    const p = terrain[i]!;
    const top = terrainTopIn(p);
    const r = cellRange(roles.bounds[i]!, 0, cols, rows);
    for (let gy = r.gy0; gy <= r.gy1; gy++) {
      for (let gx = r.gx0; gx <= r.gx1; gx++) {
        const c = gy * cols + gx;
        if (top <= elevIn[c]! || !polygonContainsPoint(p.footprint, { x: centreOf(gx), y: centreOf(gy) })) continue;
        elevIn[c] = top;
        surface[c] = i;
      }
    }
  }

  // Levels: each its own raster; the highest over a cell is its `upper`.
  const levels: LevelRaster[] = [];
  const upperTop = new Float32Array(n).fill(-Infinity);
  roles.levels.forEach((i, k) => {
    const p = terrain[i]!;
    const top = terrainTopIn(p);
    const r = cellRange(roles.bounds[i]!, 0, cols, rows);
    const lc = r.gx1 - r.gx0 + 1;
    const lr = r.gy1 - r.gy0 + 1;
    const lflags = new Uint8Array(Math.max(0, lc * lr)).fill(F_OUT);
    for (let gy = r.gy0; gy <= r.gy1; gy++) {
      for (let gx = r.gx0; gx <= r.gx1; gx++) {
        const x = centreOf(gx);
        const y = centreOf(gy);
        if (!polygonContainsPoint(p.footprint, { x, y })) continue;
        const c = gy * cols + gx;
        if (top > upperTop[c]!) {
          upperTop[c] = top;
          upper[c] = k + 1;
          // A level resting on the table takes the cell from the walking surface; under a floating
          // one (a balcony) the table goes on.
          if (p.elevationIn <= 1e-9) flags[c]! |= F_OUT;
        }
        let f = 0;
        if (offTable(shape, x, y, widthIn, depthIn)) f |= F_OFF;
        for (const j of roles.impassables) {
          const q = terrain[j]!;
          if (!pieceBlocksFigureAt(q, top, p.id)) continue;
          if (shapeIntersectsPolygonAt(shape, x, y, q.footprint)) { f |= F_IMPASS; break; }
        }
        for (const j of roles.difficults) if (difficultAt(terrain[j]!, top) && polygonContainsPoint(terrain[j]!.footprint, { x, y })) f |= F_DIFFICULT;
        if ((f & (F_OFF | F_IMPASS)) === 0) f |= F_FREE;
        lflags[(gy - r.gy0) * lc + (gx - r.gx0)] = f;
      }
    }
    levels.push({ layer: k + 1, pieceIndex: i, piece: p, topIn: top, gx0: r.gx0, gy0: r.gy0, cols: lc, rows: lr, flags: lflags });
  });
  // A level resting on another level's footprint (a rock on a platform) is not part of the lower level.
  for (const lv of levels) {
    for (let ly = 0; ly < lv.rows; ly++) {
      for (let lx = 0; lx < lv.cols; lx++) {
        const c = (lv.gy0 + ly) * cols + lv.gx0 + lx;
        if (upper[c] !== lv.layer && upper[c] !== 0 && levels[upper[c]! - 1]!.piece.elevationIn <= 1e-9 && levels[upper[c]! - 1]!.topIn > lv.topIn) {
          lv.flags[ly * lv.cols + lx] = F_OUT;
        }
      }
    }
  }

  // The walking surface: off the table, impassable at the surface's height, difficult ground.
  for (let gy = 0; gy < rows; gy++) {
    const y = centreOf(gy);
    for (let gx = 0; gx < cols; gx++) {
      const c = gy * cols + gx;
      if (offTable(shape, centreOf(gx), y, widthIn, depthIn)) flags[c]! |= F_OFF;
    }
  }
  for (const j of roles.impassables) {
    const q = terrain[j]!;
    const r = cellRange(roles.bounds[j]!, reach, cols, rows);
    for (let gy = r.gy0; gy <= r.gy1; gy++) {
      for (let gx = r.gx0; gx <= r.gx1; gx++) {
        const c = gy * cols + gx;
        const s = surface[c]!;
        if (!pieceBlocksFigureAt(q, elevIn[c]!, s < 0 ? null : terrain[s]!.id)) continue;
        if (shapeIntersectsPolygonAt(shape, centreOf(gx), centreOf(gy), q.footprint)) flags[c]! |= F_IMPASS;
      }
    }
  }
  for (const j of roles.difficults) {
    const q = terrain[j]!;
    const r = cellRange(roles.bounds[j]!, 0, cols, rows);
    for (let gy = r.gy0; gy <= r.gy1; gy++) {
      for (let gx = r.gx0; gx <= r.gx1; gx++) {
        const c = gy * cols + gx;
        if (difficultAt(q, elevIn[c]!) && polygonContainsPoint(q.footprint, { x: centreOf(gx), y: centreOf(gy) })) flags[c]! |= F_DIFFICULT;
      }
    }
  }
  // Barriers above the free height and every gap: a base may not stand on them.
  const banded = [...roles.barriers.filter((i) => terrain[i]!.heightIn > freeIn + 1e-9), ...roles.gaps];
  for (const j of banded) {
    const q = terrain[j]!;
    const r = cellRange(roles.bounds[j]!, reach, cols, rows);
    for (let gy = r.gy0; gy <= r.gy1; gy++) {
      for (let gx = r.gx0; gx <= r.gx1; gx++) {
        const c = gy * cols + gx;
        if (q.heightIn > 0 && barrierHeightAboveIn(q, elevIn[c]!) <= freeIn + 1e-9) continue;
        if (!shapeIntersectsPolygonAt(shape, centreOf(gx), centreOf(gy), q.footprint)) continue;
        if (band[c]! >= 0) flags[c]! |= F_MULTIBAND;
        else band[c] = j;
        flags[c]! |= F_BAND;
      }
    }
  }
  for (let c = 0; c < n; c++) if ((flags[c]! & (F_OFF | F_IMPASS | F_BAND | F_OUT)) === 0) flags[c]! |= F_FREE;

  const partial = { gridCols: cols, gridRows: rows, roles, shape, freeObstacleMaxIn: freeIn, flags, elevIn, surface, upper, band, levels };
  const portals = [...crossingPortals(partial, banded, widthIn, depthIn), ...climbAndLadderPortals(partial, climbFootClear)]
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.fromCell - b.p.fromCell || a.i - b.i)
    .map(({ p }) => p);
  const portalRowStart = new Int32Array(rows + 1);
  for (const p of portals) portalRowStart[Math.floor(p.fromCell / cols) + 1]!++;
  for (let r = 1; r <= rows; r++) portalRowStart[r]! += portalRowStart[r - 1]!;
  return { ...partial, portals, portalRowStart };
}
