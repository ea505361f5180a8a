/**
 * Barrier and gap crossings as portals (LOTOW-JUMP-1, LOTOW-MJUMP-1, LOTOW-GAP-04): from a free
 * cell beside the barrier (its rim), a straight leap over the band where the base would stand on the
 * barrier, to the first free cell beyond. 16 directions from every rim cell, so a crossing at any
 * angle is within 11.25° of one of them; a leap that only clips the band around an end of the barrier
 * (crossing none of its footprint) is no crossing. Each portal keeps the length of the leap inside
 * the footprint (the thickness, or a gap's width, along the leap). A leap runs across, not along:
 * from each rim cell only the leaps within ~45° of its thinnest one are kept.
 */
import { CELL_IN, centreOf } from './moveGrid';
import { shapeHalfExtentAlong, shapeIntersectsPolygonAt } from './moverShape';
import { lineEdgeCrossings, segmentLengthInsidePolygon } from '../../../geometry/segmentInside';
import type { Portal, StaticField } from './staticField';
import { F_FREE, F_MULTIBAND } from './cellFlags';
import { barrierHeightAboveIn } from './terrainRoles';

const DIRECTIONS = 16;
/** The widest band a leap may clear besides the base itself: a 4″ ditch for a horse, with slack. */
const MAX_LEAP_WIDTH_IN = 4.5;

type Partial = Pick<StaticField, 'gridCols' | 'gridRows' | 'roles' | 'shape' | 'flags' | 'elevIn' | 'band'>;

export function crossingPortals(f: Partial, banded: readonly number[], _widthIn: number, _depthIn: number): Portal[] {
  const { gridCols: cols, gridRows: rows, roles, shape, flags, band } = f;
  const out: Portal[] = [];
  const dirs = Array.from({ length: DIRECTIONS }, (_, k) => ({ x: Math.cos((2 * Math.PI * k) / DIRECTIONS), y: Math.sin((2 * Math.PI * k) / DIRECTIONS) }));
  for (const b of banded) {
    const piece = roles.pieces[b]!;
    const poly = piece.footprint;
    const inBand = (g: number): boolean =>
      band[g] === b || ((flags[g]! & F_MULTIBAND) !== 0 && shapeIntersectsPolygonAt(shape, centreOf(g % cols), centreOf(Math.floor(g / cols)), poly));
    const bd = roles.bounds[b]!;
    const grow = shape.reachIn + 2 * CELL_IN;
    const gx0 = Math.max(0, Math.floor((bd.minX - grow) / CELL_IN));
    const gy0 = Math.max(0, Math.floor((bd.minY - grow) / CELL_IN));
    const gx1 = Math.min(cols - 1, Math.ceil((bd.maxX + grow) / CELL_IN));
    const gy1 = Math.min(rows - 1, Math.ceil((bd.maxY + grow) / CELL_IN));
    const best = new Map<number, Portal>();
    const maxSpan = 2 * shape.reachIn + MAX_LEAP_WIDTH_IN + CELL_IN;
    for (let gy = gy0; gy <= gy1; gy++) {
      for (let gx = gx0; gx <= gx1; gx++) {
        const r = gy * cols + gx;
        if ((flags[r]! & F_FREE) === 0 || !touchesBand(r, gx, gy, cols, rows, inBand)) continue;
        const xr = centreOf(gx);
        const yr = centreOf(gy);
        const fromHere: Portal[] = [];
        for (const d of dirs) {
          const landing = leapLanding(xr, yr, d.x, d.y, r, maxSpan, cols, rows, flags, inBand);
          if (landing < 0) continue;
          const to = { x: centreOf(landing % cols), y: centreOf(Math.floor(landing / cols)) };
          const insideIn = segmentLengthInsidePolygon({ x: xr, y: yr }, to, poly);
          if (insideIn <= 1e-6) continue;
          fromHere.push({
            kind: 'cross', fromLayer: 0, fromCell: r, toLayer: 0, toCell: landing, pieceIndex: b, levelPieceIndex: -1,
            heightIn: piece.heightIn > 0 ? barrierHeightAboveIn(piece, f.elevIn[r]!) : 0,
            insideIn, walkIn: 0, spanIn: Math.hypot(to.x - xr, to.y - yr), up: false,
          });
        }
        // A leap goes across, not along. At the edge where it enters the footprint, n̂ is the way
        // straight over and t the thickness (or a gap's width) along it. Leaps more than 45° off n̂
        // are dropped; the others cost their sideways part as walking, and across only what lies
        // beyond the base's own width and t (the jump puts the base down on the far side,
        // LOTOW-JUMP-1), so no zig-zag along a wall gains anything.
        for (const p of fromHere) {
          const vx = centreOf(p.toCell % cols) - xr;
          const vy = centreOf(Math.floor(p.toCell / cols)) - yr;
          const entry = segmentEntry(xr, yr, vx, vy, poly);
          if (entry === null || (vx * entry.nx + vy * entry.ny) < p.spanIn * Math.SQRT1_2 - 1e-9) continue;
          const t = rayExitIn(entry.x, entry.y, entry.nx, entry.ny, poly);
          const across = vx * entry.nx + vy * entry.ny;
          const sideways = Math.abs(vx * entry.ny - vy * entry.nx);
          const width = 2 * shapeHalfExtentAlong(shape, entry.nx, entry.ny);
          const leap = { ...p, insideIn: t, walkIn: Math.max(0, across - width - t) + sideways };
          const key = r * cols * rows + p.toCell;
          const prev = best.get(key);
          if (prev === undefined || leap.walkIn + leap.insideIn < prev.walkIn + prev.insideIn) best.set(key, leap);
        }
      }
    }
    out.push(...best.values());
  }
  return out;
}

function touchesBand(r: number, gx: number, gy: number, cols: number, rows: number, inBand: (g: number) => boolean): boolean {
  for (let oy = -1; oy <= 1; oy++) {
    for (let ox = -1; ox <= 1; ox++) {
      const x = gx + ox;
      const y = gy + oy;
      if ((ox !== 0 || oy !== 0) && x >= 0 && y >= 0 && x < cols && y < rows && inBand(r + oy * cols + ox)) return true;
    }
  }
  return false;
}

/** The first free cell past the band along (dx, dy) from the rim cell r, or −1. */
function leapLanding(xr: number, yr: number, dx: number, dy: number, r: number, maxSpan: number, cols: number, rows: number, flags: Uint8Array, inBand: (g: number) => boolean): number {
  let sawBand = false;
  const step = CELL_IN / 2;
  for (let s = step; s <= maxSpan; s += step) {
    const gx = Math.floor((xr + dx * s) / CELL_IN);
    const gy = Math.floor((yr + dy * s) / CELL_IN);
    if (gx < 0 || gy < 0 || gx >= cols || gy >= rows) return -1;
    const g = gy * cols + gx;
    if (g === r) continue;
    if (inBand(g)) { sawBand = true; continue; }
    const free = (flags[g]! & F_FREE) !== 0;
    if (sawBand) return free ? g : -1;
    // Before the band: one free cell may lie between a rim cell and the band (a diagonal rim).
    if (!free || s > 1.5 * CELL_IN) return -1;
  }
  return -1;
}


/** Where the segment from (x, y) along (vx, vy) first meets the polygon's boundary, with that edge's unit normal facing along the segment. */
function segmentEntry(x: number, y: number, vx: number, vy: number, poly: readonly { x: number; y: number }[]): { x: number; y: number; nx: number; ny: number } | null {
  let best = Infinity;
  let out: { x: number; y: number; nx: number; ny: number } | null = null;
  lineEdgeCrossings(x, y, vx, vy, poly, (t, u, p, q) => {
    if (t < 0 || t > 1 || u < 0 || u > 1 || t >= best) return;
    best = t;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const len = Math.hypot(ex, ey);
    let nx = -ey / len;
    let ny = ex / len;
    if (nx * vx + ny * vy < 0) { nx = -nx; ny = -ny; }
    out = { x: x + vx * t, y: y + vy * t, nx, ny };
  });
  return out;
}

/** Distance from a boundary point along a unit direction to where the ray leaves the polygon again, inches. */
function rayExitIn(x: number, y: number, dx: number, dy: number, poly: readonly { x: number; y: number }[]): number {
  let best = Infinity;
  lineEdgeCrossings(x, y, dx, dy, poly, (t, u) => {
    if (t > 1e-9 && u >= 0 && u <= 1 && t < best) best = t;
  });
  return best === Infinity ? 0 : best;
}
