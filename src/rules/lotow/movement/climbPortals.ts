/**
 * Climbs and ladders as portals between the walking surface and a level (LOTOW-CLIMB-1..4):
 *
 * - climb: a climbable level's face. Bottom cells: free on the walking surface, the base clear of the
 *   level's footprint within a cell of touching it, so a figure left at the foot (part way, or after a
 *   failed test) stands legally (option `climbFootClear`, issue 13; off: the base touching the
 *   footprint, centre outside it, as before). Top cells: free on the level within a base's reach of
 *   its edge. Each bottom cell climbs to its nearest top cell and each top cell down to its nearest
 *   bottom cell; only the height counts against the move (the seed's cowboy climbs 3″ with a 6″ move,
 *   TV-LOTOW-03), so the short step between the two is not charged.
 * - ladder: a `hasLadder` piece touching a level's footprint. Bottom and top cells are those whose
 *   base touches the ladder (bottoms, with `climbFootClear`: not under the level); paired the same way.
 */
import { BASE_CONTACT_TOLERANCE_IN } from '../../../geometry/contact';
import { pointDistanceToPolygonBoundary, polygonDistanceToPolygon } from '../../../geometry/footprintDistance';
import { polygonContainsPoint } from '../../../geometry/polygon';
import { CELL_IN, HALF_DIAG_IN, centreOf } from './moveGrid';
import { shapeDistanceToPolygonAt, shapeIntersectsPolygonAt } from './moverShape';
import type { LevelRaster, Portal, StaticField } from './staticField';
import { F_FREE } from './cellFlags';

type Partial = Pick<StaticField, 'gridCols' | 'gridRows' | 'roles' | 'shape' | 'flags' | 'elevIn' | 'levels'>;

interface Cell { readonly g: number; readonly x: number; readonly y: number }

const TOUCH_IN = HALF_DIAG_IN + BASE_CONTACT_TOLERANCE_IN;
/** How far from a face its foot reaches (the base clear of it): a cell more than touching, so every face has foot cells. */
const FOOT_IN = TOUCH_IN + CELL_IN;
/** LOTOW-CLIMB-1: over 2″ high a face is climbed; up to 2″ it is jumped. */
const MAX_JUMP_IN = 2;

export function climbAndLadderPortals(f: Partial, footClear = true): Portal[] {
  const out: Portal[] = [];
  const maxPairIn = 2 * f.shape.reachIn + 2 * CELL_IN;
  for (const lv of f.levels) {
    const poly = lv.piece.footprint;
    // A face up to 2″ off the table is jumped, not climbed — unless the level is impassable (a roof),
    // where no walking cell touches its top.
    if (lv.piece.climbable && (lv.topIn > MAX_JUMP_IN + 1e-9 || lv.piece.impassable)) {
      // At the foot: the base clear of the level's footprint (so a figure left there — mid-climb, or
      // after a failed test — stands legally, not over the rocks), within a cell of touching it.
      const bottoms = surfaceCellsNear(f, poly, footClear
        ? (x, y) => !polygonContainsPoint(poly, { x, y }) && !shapeIntersectsPolygonAt(f.shape, x, y, poly) && shapeDistanceToPolygonAt(f.shape, x, y, poly) <= FOOT_IN
        : (x, y) => !polygonContainsPoint(poly, { x, y }) && shapeDistanceToPolygonAt(f.shape, x, y, poly) <= TOUCH_IN);
      const tops = levelCellsWhere(f, lv, (x, y) => pointDistanceToPolygonBoundary({ x, y }, poly) <= f.shape.reachIn + HALF_DIAG_IN);
      pair(out, f, lv, bottoms, tops, 'climb', lv.pieceIndex, maxPairIn);
    }
    for (const li of f.roles.ladders) {
      const ladder = f.roles.pieces[li]!.footprint;
      if (polygonDistanceToPolygon(ladder, poly) > BASE_CONTACT_TOLERANCE_IN) continue;
      // The foot of the ladder: touching it, the base not under the level it leads to (a figure part
      // way up is at the foot, and must not look as if it stood on the balcony above).
      const bottoms = surfaceCellsNear(f, ladder, (x, y) => shapeDistanceToPolygonAt(f.shape, x, y, ladder) <= TOUCH_IN && !(footClear && shapeIntersectsPolygonAt(f.shape, x, y, poly)));
      const tops = levelCellsWhere(f, lv, (x, y) => shapeDistanceToPolygonAt(f.shape, x, y, ladder) <= TOUCH_IN);
      pair(out, f, lv, bottoms, tops, 'ladder', li, maxPairIn);
    }
  }
  return out;
}

function surfaceCellsNear(f: Partial, poly: readonly { x: number; y: number }[], keep: (x: number, y: number) => boolean): Cell[] {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of poly) { minX = Math.min(minX, p.x); minY = Math.min(minY, p.y); maxX = Math.max(maxX, p.x); maxY = Math.max(maxY, p.y); }
  const grow = f.shape.reachIn + CELL_IN;
  const out: Cell[] = [];
  for (let gy = Math.max(0, Math.floor((minY - grow) / CELL_IN)); gy <= Math.min(f.gridRows - 1, Math.ceil((maxY + grow) / CELL_IN)); gy++) {
    for (let gx = Math.max(0, Math.floor((minX - grow) / CELL_IN)); gx <= Math.min(f.gridCols - 1, Math.ceil((maxX + grow) / CELL_IN)); gx++) {
      const g = gy * f.gridCols + gx;
      const x = centreOf(gx);
      const y = centreOf(gy);
      if ((f.flags[g]! & F_FREE) !== 0 && keep(x, y)) out.push({ g, x, y });
    }
  }
  return out;
}

function levelCellsWhere(f: Partial, lv: LevelRaster, keep: (x: number, y: number) => boolean): Cell[] {
  const out: Cell[] = [];
  for (let ly = 0; ly < lv.rows; ly++) {
    for (let lx = 0; lx < lv.cols; lx++) {
      if ((lv.flags[ly * lv.cols + lx]! & F_FREE) === 0) continue;
      const gx = lv.gx0 + lx;
      const gy = lv.gy0 + ly;
      const x = centreOf(gx);
      const y = centreOf(gy);
      if (keep(x, y)) out.push({ g: gy * f.gridCols + gx, x, y });
    }
  }
  return out;
}

/** Cells bucketed by whole inches, to find the nearest within a short reach quickly. */
function bucketsOf(cells: readonly Cell[]): Map<number, Cell[]> {
  const m = new Map<number, Cell[]>();
  for (const c of cells) {
    const k = Math.floor(c.x) * 4096 + Math.floor(c.y);
    const list = m.get(k);
    if (list === undefined) m.set(k, [c]);
    else list.push(c);
  }
  return m;
}

function nearest(from: Cell, among: Map<number, Cell[]>, maxIn: number): Cell | undefined {
  let best: Cell | undefined;
  let bestD = maxIn;
  const reach = Math.ceil(maxIn);
  const bx = Math.floor(from.x);
  const by = Math.floor(from.y);
  for (let ix = bx - reach; ix <= bx + reach; ix++) {
    for (let iy = by - reach; iy <= by + reach; iy++) {
      for (const c of among.get(ix * 4096 + iy) ?? []) {
        const d = Math.hypot(c.x - from.x, c.y - from.y);
        if (d < bestD || (d === bestD && best !== undefined && c.g < best.g)) { best = c; bestD = d; }
      }
    }
  }
  return best;
}

function pair(out: Portal[], f: Partial, lv: LevelRaster, bottoms: readonly Cell[], tops: readonly Cell[], kind: 'climb' | 'ladder', pieceIndex: number, maxPairIn: number): void {
  const portal = (b: Cell, t: Cell, up: boolean): Portal => ({
    kind, fromLayer: up ? 0 : lv.layer, fromCell: up ? b.g : t.g, toLayer: up ? lv.layer : 0, toCell: up ? t.g : b.g,
    pieceIndex, levelPieceIndex: lv.pieceIndex, heightIn: Math.max(0, lv.topIn - f.elevIn[b.g]!), insideIn: 0, walkIn: 0,
    spanIn: Math.hypot(t.x - b.x, t.y - b.y), up,
  });
  const topBuckets = bucketsOf(tops);
  const bottomBuckets = bucketsOf(bottoms);
  for (const b of bottoms) {
    const t = nearest(b, topBuckets, maxPairIn);
    if (t !== undefined) out.push(portal(b, t, true));
  }
  for (const t of tops) {
    const b = nearest(t, bottomBuckets, maxPairIn);
    if (b !== undefined) out.push(portal(b, t, false));
  }
}
