/**
 * The state of one line-of-sight query while it runs, and the small steps that update it: which
 * sample rays are blocked (a bit mask, one bit per sample of the scene's pattern), where and by
 * what each is first stopped, and how far out nothing can change that any more. Module scratch, reused by every query (the core is
 * single-threaded and a query leaves nothing behind that the next one reads): no allocation per ray.
 *
 * Things are ranked for ties and lookups: piece p has rank p, figure f has rank pieceCount + f.
 */
import * as samples from './losSamples';
import type { LosScene } from './losScene';
import type { LosStats } from './losStats';
import { createLosStats } from './losStats';
import type { LosOptions } from './losTypes';

// Names used in hot loops are copied out of their modules once, at load. Under vitest (how `npm run
// bench` measures), vite's module transform turns every read of an imported name into a getter call,
// which made a query about 6× slower there than in the app; local constants read at full speed.
const { MAX_COLUMNS, MAX_ROWS, MAX_SAMPLES } = samples;

const NO_IDS: readonly string[] = [];
let ignoreStamp = new Uint32Array(64);
let ignoreCounter = 0;

/** Index of the centre line among the plan segments (after every pattern's columns). */
export const CENTRE = MAX_COLUMNS;

/** The pair being answered. Plan segments run from the eye (ex, ey) along (pair.segDx[i], pair.segDy[i]). */
export const pair = {
  ex: 0, ey: 0, eyeZ: 0,
  /** The scene's sample pattern, copied for the hot loops: columns, rows, rays, every ray's bit, one column's bits (at column 0). */
  columns: 0, rows: 0, count: 0, allMask: 0, columnMask: 0,
  /** Lowest and highest any sample ray gets (a solid wholly outside cannot stop one). */
  rayZMin: 0, rayZMax: 0,
  /** Box of the fan (eye and the column ends): every sample ray stays inside. */
  fanMinX: 0, fanMinY: 0, fanMaxX: 0, fanMaxY: 0,
  /** No sample ray strays farther than this from the centre line (the outer columns' offset), inches; 0 for stacked figures. */
  fanHalfIn: 0, lineIn: 0,
  /** Bit r set: ray r is blocked. */
  mask: 0,
  /** Find each ray's first blocker (rays or crossings wanted), not just whether it is blocked. */
  full: false,
  /** Record the centre line's crossings; `onCentre` while testing the pieces whose box holds the eye (testPiece then tests the centre line too). */
  crossings: false, onCentre: false,
  stamp: 0, ignoreMark: 0, pieceCount: 0,
  settledIn: Infinity, settledDirty: true,
  stats: createLosStats() as LosStats,
  segDx: new Float64Array(MAX_COLUMNS + 1),
  segDy: new Float64Array(MAX_COLUMNS + 1),
  segLen: new Float64Array(MAX_COLUMNS + 1),
  /** Height of each sample row, inches. */
  rowZ: new Float64Array(MAX_ROWS),
  /** Per ray: the segment parameter where it is first stopped (Infinity: not), and by which rank (−1: none). */
  firstT: new Float64Array(MAX_SAMPLES),
  firstRank: new Int32Array(MAX_SAMPLES),
  /** Interval scratch for the kernels (sized by growScratch). */
  ts: new Float64Array(64),
  spans: new Float64Array(66),
  figureSpan: new Float64Array(2),
};

/** Grow the interval scratch for a scene whose largest ring has `maxRing` vertices. */
export function growScratch(maxRing: number): void {
  if (pair.ts.length < maxRing) pair.ts = new Float64Array(maxRing * 2);
  if (pair.spans.length < maxRing + 2) pair.spans = new Float64Array(maxRing * 2 + 2);
}

/** Whether thing `rank` is in the query's ignore lists. */
export function isIgnored(rank: number): boolean {
  return pair.ignoreMark !== 0 && ignoreStamp[rank] === pair.ignoreMark;
}

/** Mark ids to ignore: pieces at [0, pieceCount), figures after them. Returns the mark (0: none). */
export function markIgnored(scene: LosScene, options: LosOptions): number {
  const pieceIds = options.ignorePieceIds ?? NO_IDS;
  const figureIds = options.ignoreFigureIds ?? NO_IDS;
  if (pieceIds.length === 0 && figureIds.length === 0) return 0;
  const size = scene.pieces.length + scene.figures.length;
  if (ignoreStamp.length < size) { ignoreStamp = new Uint32Array(size * 2); ignoreCounter = 0; }
  if (ignoreCounter >= 0xfffffffe) { ignoreStamp.fill(0); ignoreCounter = 0; }
  const mark = ++ignoreCounter;
  for (const id of pieceIds) { const p = scene.pieceIndexById.get(id); if (p !== undefined) ignoreStamp[p] = mark; }
  for (const id of figureIds) { const f = scene.figureIndexById.get(id); if (f !== undefined) ignoreStamp[scene.pieces.length + f] = mark; }
  return mark;
}

/** Record that ray `ray` is stopped at `t` by the thing of rank `rank`. */
export function hit(ray: number, t: number, rank: number): void {
  pair.mask |= 1 << ray;
  if (t < (pair.firstT[ray] as number) || (t === pair.firstT[ray] && rank < (pair.firstRank[ray] as number))) {
    pair.firstT[ray] = t;
    pair.firstRank[ray] = rank;
    pair.settledDirty = true;
  }
}

/**
 * Full mode: the plan distance from the eye beyond which nothing can change any ray's first blocker
 * (the farthest first stop), or Infinity while a ray is unblocked.
 */
export function settledDistance(): number {
  if (pair.settledDirty) {
    pair.settledDirty = false;
    pair.settledIn = Infinity;
    if (pair.mask === pair.allMask) {
      let far = 0;
      for (let ray = 0, count = pair.count, rows = pair.rows; ray < count; ray++) far = Math.max(far, (pair.firstT[ray] as number) * (pair.segLen[(ray / rows) | 0] as number));
      pair.settledIn = far;
    }
  }
  return pair.settledIn;
}

/** The bits of column `col`'s rays. */
export function columnBits(col: number): number {
  return pair.columnMask << (col * pair.rows);
}

/**
 * Whether nothing at plan distance ≥ nearIn can change column `col`: in fast mode when its
 * rays are all blocked, otherwise when each is already stopped closer than that.
 */
export function columnSettled(col: number, nearIn: number): boolean {
  const colMask = columnBits(col);
  if ((pair.mask & colMask) !== colMask) return false;
  if (!pair.full) return true;
  const tNear = nearIn / (pair.segLen[col] as number);
  for (let ray = col * pair.rows, end = ray + pair.rows; ray < end; ray++) if ((pair.firstT[ray] as number) >= tNear) return false;
  return true;
}

/** Test the rows of column `col` against a solid spanning heights [lo, hi] over the plan interval [t0, t1]. */
export function blockRows(col: number, t0: number, t1: number, lo: number, hi: number, rank: number): void {
  const eyeZ = pair.eyeZ;
  const rows = pair.rows;
  for (let r = 0; r < rows; r++) {
    const ray = col * rows + r;
    if (pair.full ? (pair.firstT[ray] as number) < t0 : (pair.mask & (1 << ray)) !== 0) continue;
    const k = (pair.rowZ[r] as number) - eyeZ;
    const z0 = eyeZ + t0 * k;
    const z1 = eyeZ + t1 * k;
    if ((z0 > z1 ? z0 : z1) < lo || (z0 < z1 ? z0 : z1) > hi) continue;
    // First point of the interval inside the slab: its start, or where the ray comes down to the top / up to the underside.
    let t = t0;
    if (z0 > hi) t = (hi - eyeZ) / k;
    else if (z0 < lo) t = (lo - eyeZ) / k;
    hit(ray, t < t0 ? t0 : t > t1 ? t1 : t, rank);
  }
}

/**
 * Whether the box (minX, minY, maxX, maxY at box[b]) lies strictly on one side of the line through
 * the eye along (dx, dy): then no vertex of what is inside it is on the line or across it, and the
 * kernel would find no crossing (cheaper than running it).
 */
export function boxOffLine(box: Float64Array, b: number, dx: number, dy: number): boolean {
  const hx = ((box[b + 2] as number) - (box[b] as number)) / 2;
  const hy = ((box[b + 3] as number) - (box[b + 1] as number)) / 2;
  const side = dx * ((box[b + 1] as number) + hy - pair.ey) - dy * ((box[b] as number) + hx - pair.ex);
  return Math.abs(side) > Math.abs(dx) * hy + Math.abs(dy) * hx;
}

/** Squared plan distance from the eye to the box (minX, minY, maxX, maxY at box[b]), square inches; 0 when the eye is in it. */
export function eyeDistanceSqToBox(box: Float64Array, b: number): number {
  const x0 = box[b] as number, y0 = box[b + 1] as number, x1 = box[b + 2] as number, y1 = box[b + 3] as number;
  const gx = x0 > pair.ex ? x0 - pair.ex : pair.ex > x1 ? pair.ex - x1 : 0;
  const gy = y0 > pair.ey ? y0 - pair.ey : pair.ey > y1 ? pair.ey - y1 : 0;
  return gx * gx + gy * gy;
}

/**
 * How far the box (minX, minY, maxX, maxY at box[b]) lies beside the centre line's infinite line,
 * in units of inches × the line's length: ≤ 0 when it straddles the line (it may cross it), above
 * fanHalfIn × lineIn when it is beside every sample ray too (then nothing in it matters).
 */
export function boxGapToCentreLine(box: Float64Array, b: number): number {
  const dx = pair.segDx[CENTRE] as number;
  const dy = pair.segDy[CENTRE] as number;
  const hx = ((box[b + 2] as number) - (box[b] as number)) / 2;
  const hy = ((box[b + 3] as number) - (box[b + 1] as number)) / 2;
  const side = dx * ((box[b + 1] as number) + hy - pair.ey) - dy * ((box[b] as number) + hx - pair.ex);
  return Math.abs(side) - (Math.abs(dx) * hy + Math.abs(dy) * hx);
}

