/**
 * The search of one line-of-sight query: set up the eye, the silhouette and the column segments of
 * the scene's sample pattern (losSamples.ts), then find what stops each sample ray, reading the
 * terrain grid only near the fan of rays (segmentGrid.ts) and box-testing the figures. Results are left in `pair`
 * (losQueryState.ts) for lineOfSight to read.
 *
 * Order: pieces whose box holds the eye; the columns' walks; the centre line's walk (crossings only:
 * every piece the centre line crosses is met there or at the eye; it comes after the columns so that
 * their walks prune by the settled distance and it tests the centre line alone); the figures. Each
 * piece is tested once, with all its edges, against every column (losIntervals.ts). Skipped without a test:
 * pieces wholly above or below every ray, off the fan's box, or beyond the settled distance (full
 * mode), columns a piece's box lies beside, and (fast mode) columns already all blocked. Pruning
 * never changes an answer: it only skips what provably cannot stop a ray sooner.
 */
import * as intervals from './losIntervals';
import * as crossingList from './losCrossings';
import * as state from './losQueryState';
import type { LosScene } from './losScene';
import * as sceneModule from './losScene';
import type { LosStats } from './losStats';
import type { LosOptions } from './losTypes';
import * as gridWalk from './gridWalk';
import * as segmentGrid from './segmentGrid';

// Names used in hot loops are copied out of their modules once, at load. Under vitest (how `npm run
// bench` measures), vite's module transform turns every read of an imported name into a getter call,
// which made a query about 6× slower there than in the app; local constants read at full speed.
const { figureIntervalAlong, pieceIntervalsAlong } = intervals;
const { losCentreAdd, losCentreReset } = crossingList;
const { CENTRE, blockRows, boxGapToCentreLine, boxOffLine, columnBits, columnSettled, eyeDistanceSqToBox, growScratch, isIgnored, markIgnored, pair, settledDistance } = state;
const { SIGHT_AREA, SIGHT_SOLID } = sceneModule;
const { createGridWalk, gridWalkNext, gridWalkStart } = gridWalk;
const { segmentGridCellAt, segmentGridNextStamp } = segmentGrid;

/** Silhouettes are never narrower than this, inches, so every column has a direction. */
const MIN_SILHOUETTE_IN = 1e-6;
/** Centres closer than this in plan, inches, count as stacked (no line direction). */
const MIN_LINE_IN = 1e-9;
const walk = createGridWalk();

/**
 * Test piece p (met for the first time in this query): record where the centre line runs inside it
 * (crossings, pieces holding the eye only: walkCentreLine does the rest), and stop the sample rays
 * it stops (solid pieces). Everything cheap first: ignored,
 * beside the fan, off the centre line, above or below every ray, beyond the settled distance.
 */
function testPiece(scene: LosScene, p: number): void {
  if (pair.ignoreMark !== 0 && isIgnored(p)) return;
  const grid = scene.grid;
  const box = grid.pieceBox;
  const b = 4 * p;
  const x0 = box[b] as number, y0 = box[b + 1] as number, x1 = box[b + 2] as number, y1 = box[b + 3] as number;
  // boxGapToCentreLine, inline (same arithmetic): how far the box lies beside the centre line.
  const cdx = pair.segDx[CENTRE] as number;
  const cdy = pair.segDy[CENTRE] as number;
  const hx = (x1 - x0) / 2;
  const hy = (y1 - y0) / 2;
  const side = cdx * (y0 + hy - pair.ey) - cdy * (x0 + hx - pair.ex);
  const gap = Math.abs(side) - (Math.abs(cdx) * hy + Math.abs(cdy) * hx);
  if (pair.lineIn > 0 && gap > pair.fanHalfIn * pair.lineIn) return; // beside the whole fan
  const ring = (grid.pieceStart[p + 1] as number) - (grid.pieceStart[p] as number);
  // Pieces holding the eye get their centre-line test here; the rest in walkCentreLine.
  if (gap <= 0 && pair.onCentre && pair.crossings) {
    const spans = pair.spans;
    const n = pieceIntervalsAlong(grid, p, pair.ex, pair.ey, cdx, cdy, pair.ts, spans);
    pair.stats.segmentTests += ring;
    if (n > 0) {
      let inside = 0;
      for (let i = 0; i < n; i++) inside += (spans[2 * i + 1] as number) - (spans[2 * i] as number);
      losCentreAdd(p, spans[0] as number, spans[2 * n - 1] as number, inside);
    }
  }
  if (scene.pieceSight[p] !== SIGHT_SOLID) return;
  const lo = scene.pieceZLo[p] as number;
  const hi = scene.pieceZHi[p] as number;
  if (hi < pair.rayZMin || lo > pair.rayZMax) return;
  if (x0 > pair.fanMaxX || x1 < pair.fanMinX || y0 > pair.fanMaxY || y1 < pair.fanMinY) return;
  // Nearest the piece can be to the eye in plan: a column whose rays are all stopped before that is done.
  const nearSq = eyeDistanceSqToBox(box, b);
  if (pair.full && nearSq > settledDistance() ** 2) return;
  const nearIn = Math.sqrt(nearSq);
  for (let col = 0, columns = pair.columns; col < columns; col++) {
    if (columnSettled(col, nearIn) || boxOffLine(box, b, pair.segDx[col] as number, pair.segDy[col] as number)) continue;
    const n = pieceIntervalsAlong(grid, p, pair.ex, pair.ey, pair.segDx[col] as number, pair.segDy[col] as number, pair.ts, pair.spans);
    pair.stats.segmentTests += ring;
    for (let i = 0; i < n; i++) blockRows(col, pair.spans[2 * i] as number, pair.spans[2 * i + 1] as number, lo, hi, p);
  }
}

/**
 * Walk a plan segment through the grid, testing each piece met for the first time. False once every
 * ray is blocked (fast mode). A `prunable` walk (the columns' in full mode) skips cells lying wholly
 * beyond the settled distance: whatever first enters a ray there does so farther than the ray's
 * current first stop. `fromEye`: the segment starts at the eye, so once a cell is a cell diagonal
 * beyond that distance, every later cell is too and the walk ends. Area pieces are passed over: they
 * stop no ray, and walkCentreLine finds their crossings.
 */
function walkSegment(scene: LosScene, x0: number, y0: number, x1: number, y1: number, prunable: boolean, fromEye: boolean): boolean {
  const grid = scene.grid;
  const size = grid.cellIn;
  const { cellStamp, cellStart, cellPieces, pieceStamp } = grid;
  const pieceSight = scene.pieceSight;
  const stamp = pair.stamp, full = pair.full;
  gridWalkStart(walk, grid, x0, y0, x1, y1);
  for (let cell = gridWalkNext(walk); cell >= 0; cell = gridWalkNext(walk)) {
    if (prunable && pair.mask === pair.allMask) {
      const x0c = grid.originX + walk.cellCol * size;
      const y0c = grid.originY + walk.cellRow * size;
      const gx = x0c > pair.ex ? x0c - pair.ex : pair.ex > x0c + size ? pair.ex - x0c - size : 0;
      const gy = y0c > pair.ey ? y0c - pair.ey : pair.ey > y0c + size ? pair.ey - y0c - size : 0;
      const nearSq = gx * gx + gy * gy;
      const settled = settledDistance();
      if (nearSq > settled * settled) {
        const beyond = settled + size * Math.SQRT2;
        if (fromEye && nearSq > beyond * beyond) return true;
        continue;
      }
    }
    // The columns fan out from one eye and share many cells: each cell's list is read once per query.
    if (cellStamp[cell] === stamp) continue;
    cellStamp[cell] = stamp;
    pair.stats.cellsVisited++;
    for (let i = cellStart[cell] as number, end = cellStart[cell + 1] as number; i < end; i++) {
      const p = cellPieces[i] as number;
      if (pieceStamp[p] === stamp) continue;
      pieceStamp[p] = stamp;
      if (pieceSight[p] === SIGHT_AREA) continue; // area pieces stop no ray; their crossings come from walkCentreLine
      testPiece(scene, p);
      if (!full && pair.mask === pair.allMask) return false;
    }
  }
  return true;
}

// Pieces whose centre-line crossing was already looked for in this query: centreSeen[p] === centreMark.
// Its own stamp (not the grid's pieceStamp): the columns' walks test pieces for the rays only.
let centreSeen = new Uint32Array(64);
let centreMark = 0;

/** A fresh centre-line mark for a scene of `pieceCount` pieces. */
function nextCentreMark(pieceCount: number): void {
  if (centreSeen.length < pieceCount) centreSeen = new Uint32Array(pieceCount * 2);
  if (centreMark >= 0xfffffffe) { centreSeen.fill(0); centreMark = 0; }
  centreMark++;
}

/**
 * Crossings only, after the rays are settled: walk the centre line's cells to the target and record
 * where the line runs inside each piece met (every piece it crosses has an edge in one of those cells,
 * or holds the eye and was tested by testPiecesAtEye). Only the centre-line test: the rays' blockers
 * were found by the columns' walks, which prune by the settled distance; this walk cannot stop early.
 */
function walkCentreLine(scene: LosScene, x1: number, y1: number): void {
  const grid = scene.grid;
  const { cellStart, cellPieces, pieceBox: box, pieceStart } = grid;
  const seen = centreSeen, mark = centreMark;
  const ex = pair.ex, ey = pair.ey;
  const cdx = x1 - ex, cdy = y1 - ey;
  const acx = Math.abs(cdx), acy = Math.abs(cdy);
  const checkIgnored = pair.ignoreMark !== 0;
  const spans = pair.spans, ts = pair.ts;
  let cells = 0, edges = 0;
  // gridWalkNext, inline on locals (same steps, same cells): this walk is never cut short.
  gridWalkStart(walk, grid, ex, ey, x1, y1);
  if (walk.done) return;
  let col = walk.col, row = walk.row, tMaxX = walk.tMaxX, tMaxY = walk.tMaxY;
  const endCol = walk.endCol, endRow = walk.endRow, stepCol = walk.stepCol, stepRow = walk.stepRow;
  const tDeltaX = walk.tDeltaX, tDeltaY = walk.tDeltaY, cols = walk.cols, rows = walk.rows;
  for (let more = true; more;) {
    const cell = row * cols + col;
    if ((col === endCol && row === endRow) || (tMaxX < tMaxY ? tMaxX : tMaxY) > 1) more = false;
    else if (tMaxX < tMaxY) { col += stepCol; tMaxX += tDeltaX; } else { row += stepRow; tMaxY += tDeltaY; }
    if (col < 0 || col >= cols || row < 0 || row >= rows) more = false;
    cells++;
    for (let i = cellStart[cell] as number, end = cellStart[cell + 1] as number; i < end; i++) {
      const p = cellPieces[i] as number;
      const b = 4 * p;
      const x0b = box[b] as number, y0b = box[b + 1] as number;
      // boxGapToCentreLine, inline: a box wholly beside the line cannot be crossed by it.
      const hx = ((box[b + 2] as number) - x0b) / 2;
      const hy = ((box[b + 3] as number) - y0b) / 2;
      const side = cdx * (y0b + hy - ey) - cdy * (x0b + hx - ex);
      // Met before in this query, or beside the line: one branch for both (each is hard to predict).
      const skip = Number(seen[p] === mark) | Number(Math.abs(side) - (acx * hy + acy * hx) > 0);
      seen[p] = mark;
      if (skip !== 0 || (checkIgnored && isIgnored(p))) continue;
      const n = pieceIntervalsAlong(grid, p, ex, ey, cdx, cdy, ts, spans);
      edges += (pieceStart[p + 1] as number) - (pieceStart[p] as number);
      if (n > 0) {
        let inside = 0;
        for (let k = 0; k < n; k++) inside += (spans[2 * k + 1] as number) - (spans[2 * k] as number);
        losCentreAdd(p, spans[0] as number, spans[2 * n - 1] as number, inside);
      }
    }
  }
  pair.stats.cellsVisited += cells;
  pair.stats.segmentTests += edges;
}

/** Pieces whose box holds the eye: the only ones that can contain a segment with none of their edges near it. */
function testPiecesAtEye(scene: LosScene): void {
  const grid = scene.grid;
  const cell = segmentGridCellAt(grid, pair.ex, pair.ey);
  if (cell < 0) return;
  for (let i = grid.boxStart[cell] as number, end = grid.boxStart[cell + 1] as number; i < end; i++) {
    const p = grid.boxPieces[i] as number;
    const b = 4 * p;
    const box = grid.pieceBox;
    if (grid.pieceStamp[p] === pair.stamp) continue;
    if (pair.ex < (box[b] as number) || pair.ex > (box[b + 2] as number) || pair.ey < (box[b + 1] as number) || pair.ey > (box[b + 3] as number)) continue;
    grid.pieceStamp[p] = pair.stamp;
    if (pair.crossings) centreSeen[p] = centreMark;
    if (!pair.crossings && scene.pieceSight[p] === SIGHT_AREA) continue;
    testPiece(scene, p);
  }
}

/** Test every other figure near the fan: its crossing of the centre line, and the rays it stops. */
function testFigures(scene: LosScene, observer: number, target: number): void {
  const box = scene.figureBox;
  const count = scene.figureSolids.length;
  // The fan's box, read once (the calls below write other fields of `pair`, so reads of it would repeat).
  const fanMinX = pair.fanMinX, fanMinY = pair.fanMinY, fanMaxX = pair.fanMaxX, fanMaxY = pair.fanMaxY;
  for (let f = 0; f < count; f++) {
    const b = 4 * f;
    // One branch, not four: which figures lie off the fan is unpredictable, so each branch would miss often.
    if ((Number((box[b] as number) > fanMaxX) | Number((box[b + 2] as number) < fanMinX) | Number((box[b + 1] as number) > fanMaxY) | Number((box[b + 3] as number) < fanMinY)) !== 0) continue;
    if (f === observer || f === target) continue;
    const gap = boxGapToCentreLine(box, b);
    if (pair.lineIn > 0 && gap > pair.fanHalfIn * pair.lineIn) continue; // beside the whole fan
    const rank = pair.pieceCount + f;
    if (isIgnored(rank)) continue;
    const s = scene.figureSolids[f]!;
    if (pair.crossings && gap <= 0) {
      pair.stats.figureTests++;
      if (figureIntervalAlong(s, pair.ex, pair.ey, pair.segDx[CENTRE] as number, pair.segDy[CENTRE] as number, pair.figureSpan)) {
        const t0 = pair.figureSpan[0] as number;
        const t1 = pair.figureSpan[1] as number;
        losCentreAdd(rank, t0, t1, t1 - t0);
      }
    }
    if (s.zHi < pair.rayZMin || s.zLo > pair.rayZMax) continue;
    const nearSq = eyeDistanceSqToBox(box, b);
    if (pair.full && nearSq > settledDistance() ** 2) continue;
    const nearIn = Math.sqrt(nearSq);
    for (let col = 0, columns = pair.columns; col < columns; col++) {
      if (columnSettled(col, nearIn) || boxOffLine(box, b, pair.segDx[col] as number, pair.segDy[col] as number)) continue;
      pair.stats.figureTests++;
      if (figureIntervalAlong(s, pair.ex, pair.ey, pair.segDx[col] as number, pair.segDy[col] as number, pair.figureSpan)) {
        blockRows(col, pair.figureSpan[0] as number, pair.figureSpan[1] as number, s.zLo, s.zHi, rank);
      }
    }
    if (!pair.full && pair.mask === pair.allMask) return;
  }
}

/** Geometry of the query, for building the answer: the line's plan length and the silhouette's axis and width. */
export const silhouette = { len: 0, px: 0, py: 0, width: 0, cx: 0, cy: 0 };

/**
 * Run the search for observer `oi` looking at target `ti` (figure indexes). `full`: find each ray's
 * first blocker (needed for rays and crossings); `crossings`: also list the centre line's crossings.
 */
export function castSampleRays(scene: LosScene, oi: number, ti: number, options: LosOptions, full: boolean, withCrossings: boolean, stats: LosStats): void {
  const obs = scene.figureSolids[oi]!;
  const tgt = scene.figureSolids[ti]!;
  const pattern = scene.samples;
  const columns = pattern.columns, rows = pattern.rows, count = pattern.count;
  pair.columns = columns; pair.rows = rows; pair.count = count; pair.allMask = pattern.allMask; pair.columnMask = pattern.columnMask;
  // The eye, the plan line to the target's centre, and the silhouette across it.
  const ex = obs.cx, ey = obs.cy;
  const lx = tgt.cx - ex, ly = tgt.cy - ey;
  // Figures stacked in plan (one on a balcony right above the other) have no line direction: the
  // silhouette then faces north (the rays look along −y), a fixed choice so the answer is defined.
  const planIn = Math.sqrt(lx * lx + ly * ly);
  const len = planIn < MIN_LINE_IN ? 0 : planIn;
  const ux = len > 0 ? lx / len : 0, uy = len > 0 ? ly / len : -1;
  const px = -uy, py = ux; // across the line, to the observer's right on screen
  let width: number;
  if (tgt.ring.length === 0) width = 2 * tgt.radiusIn;
  else {
    let lo = Infinity, hi = -Infinity;
    for (let i = 0; i < tgt.ring.length; i += 2) {
      const d = ((tgt.ring[i] as number) - tgt.cx) * px + ((tgt.ring[i + 1] as number) - tgt.cy) * py;
      if (d < lo) lo = d;
      if (d > hi) hi = d;
    }
    width = hi - lo;
  }
  width = Math.max(width, MIN_SILHOUETTE_IN);
  growScratch(scene.grid.maxRing);
  pair.ex = ex; pair.ey = ey; pair.eyeZ = obs.eyeZ; pair.mask = 0;
  pair.full = full;
  pair.crossings = withCrossings && len > 0;
  pair.stamp = segmentGridNextStamp(scene.grid);
  pair.ignoreMark = markIgnored(scene, options);
  pair.pieceCount = scene.pieces.length;
  pair.stats = stats;
  losCentreReset();
  if (pair.crossings) nextCentreMark(pair.pieceCount);
  let fanMinX = ex, fanMinY = ey, fanMaxX = ex, fanMaxY = ey;
  for (let col = 0; col < columns; col++) {
    const off = (pattern.columnOffsets[col] as number) * width;
    const sx = tgt.cx + off * px, sy = tgt.cy + off * py;
    pair.segDx[col] = sx - ex;
    pair.segDy[col] = sy - ey;
    pair.segLen[col] = Math.sqrt((sx - ex) * (sx - ex) + (sy - ey) * (sy - ey));
    fanMinX = Math.min(fanMinX, sx); fanMaxX = Math.max(fanMaxX, sx);
    fanMinY = Math.min(fanMinY, sy); fanMaxY = Math.max(fanMaxY, sy);
  }
  pair.segDx[CENTRE] = lx;
  pair.segDy[CENTRE] = ly;
  const height = tgt.zHi - tgt.zLo;
  for (let r = 0; r < rows; r++) pair.rowZ[r] = tgt.zLo + (pattern.rowHeights[r] as number) * height;
  pair.fanMinX = fanMinX; pair.fanMinY = fanMinY; pair.fanMaxX = fanMaxX; pair.fanMaxY = fanMaxY;
  pair.lineIn = len;
  pair.fanHalfIn = pattern.maxColumnOffset * width;
  pair.rayZMin = Math.min(obs.eyeZ, pair.rowZ[0] as number, pair.rowZ[rows - 1] as number);
  pair.rayZMax = Math.max(obs.eyeZ, pair.rowZ[0] as number, pair.rowZ[rows - 1] as number);
  // A loop, not TypedArray.fill: a builtin call per array costs more than 30 stores.
  const firstT = pair.firstT, firstRank = pair.firstRank;
  for (let ray = 0; ray < count; ray++) { firstT[ray] = Infinity; firstRank[ray] = -1; }
  pair.settledDirty = true;

  // Terrain near the eye, along each column, along the centre line (crossings only); then figures.
  pair.onCentre = true;
  testPiecesAtEye(scene);
  pair.onCentre = false;
  let open = pair.full || pair.mask !== pattern.allMask;
  const last = columns - 1;
  const s0x = ex + (pair.segDx[0] as number), s0y = ey + (pair.segDy[0] as number);
  const s3x = ex + (pair.segDx[last] as number), s3y = ey + (pair.segDy[last] as number);
  if (Math.abs(pattern.columnOffsets[last]! - pattern.columnOffsets[0]!) * width < scene.grid.cellIn) {
    // The fan (eye, outer samples) is narrower than a cell, so no cell fits inside it: every cell an
    // inner column meets also meets the fan's outline. Walking the outline meets every piece.
    if (open) open = walkSegment(scene, ex, ey, s0x, s0y, pair.full, true);
    if (open) open = walkSegment(scene, ex, ey, s3x, s3y, pair.full, true);
    if (open) open = walkSegment(scene, s0x, s0y, s3x, s3y, pair.full, false);
  } else {
    for (let col = 0; open && col < columns; col++) {
      // A column whose rays are all blocked needs no walk: pieces crossing other columns are met on theirs.
      const colMask = columnBits(col);
      if (pair.full || (pair.mask & colMask) !== colMask) open = walkSegment(scene, ex, ey, ex + (pair.segDx[col] as number), ey + (pair.segDy[col] as number), pair.full, true);
    }
  }
  // The centre line before the figures: crossings then arrive mostly in order along it (the list's sort is an insertion sort).
  if (pair.crossings) walkCentreLine(scene, tgt.cx, tgt.cy);
  if (open) testFigures(scene, oi, ti);

  silhouette.len = len; silhouette.px = px; silhouette.py = py; silhouette.width = width; silhouette.cx = tgt.cx; silhouette.cy = tgt.cy;
}
