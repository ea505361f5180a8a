/**
 * A figure's reach now: the static terrain raster for its base (cached per terrain), the window it
 * can reach, the figures in it (bases that block, enemy zones and contact), what it saw at the start
 * of its move, then the search (reachSearch.ts). Cached for the last few game states, per figure, so
 * the board's area, `check` and `resolve` of one move share one computation.
 */
import { BASE_CONTACT_TOLERANCE_IN } from '../../../geometry/contact';
import { footprintDistanceToPolygon, pointDistanceToPolygonBoundary } from '../../../geometry/footprintDistance';
import type { Footprint } from '../../../geometry/footprint';
import { footprintBounds } from '../../../geometry/footprint';
import { standingElevationIn } from '../../../engine/figureGeometry';
import type { LotowState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { figStateOf } from '../lotowTypes';
import { optionsOf } from '../lotowOptions';
import { moverOf } from '../lotowMover';
import { startSightOf } from './chargeSight';
import * as grid from './moveGrid';
import * as shapes from './moverShape';
import { moveTargetsOf } from './moveTargets';
import { recentCache } from '../../../engine/kit/memo';
import { SAFE_DROP_IN, runReachSearch } from './reachSearch';
import type { ReachField, ReachInput } from './reachTypes';
import * as reachTypes from './reachTypes';
import * as segments from '../../../geometry/segmentInside';
import * as staticField from './staticField';
import * as placement from '../../../engine/placement';

// Vitest (and the bench) turn every read of an imported name into a getter call; the hot loops read
// these local copies instead (see src/los/losRayCast.ts).
const { CELL_IN, EPS_IN, HALF_DIAG_IN, cellOf, centreOf, windowAround } = grid;
const { moverShapeOf, shapeDistanceToFootprintAt, shapeDistanceToPolygonAt, shapeOverlapsFootprintAt } = shapes;
const { F_FIGURE } = reachTypes;
const { segmentCrossesPolygon } = segments;
const { F_DIFFICULT, F_OUT, staticFieldOf } = staticField;
const { elevationsShareLevel } = placement;

const TOUCH_IN = HALF_DIAG_IN + BASE_CONTACT_TOLERANCE_IN;

/** Allowance left this turn (LOTOW-GAP-02; prone: at most 2″ of crawling, LOTOW-PRONE-4), inches. */
export function remainingAllowanceIn(state: LotowState, figureId: string): number {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return 0;
  const fs = figStateOf(state, figureId);
  const mover = moverOf(figure, fs, optionsOf(state));
  return Math.max(0, Math.min(mover.allowanceIn, mover.crawlMaxIn) - fs.movedIn);
}

/** Fields of the last few states (recentCache.ts says why not a WeakMap). */
const cache = recentCache<LotowState, ReachField>(4);

/** Scratch of the portal lists' build (one query at a time; never kept in a field). */
let portalScratch = { from: new Int32Array(0), to: new Int32Array(0), fill: new Int32Array(0) };

let zeros = new Int32Array(0);
/** A shared array of zeros at least n long (read-only by contract). */
function sharedZeros(n: number): Int32Array {
  if (zeros.length < n) zeros = new Int32Array(Math.max(n, 2 * zeros.length));
  return zeros;
}

/**
 * The reach field of `figureId` searched up to `budgetIn` inches of allowance (default: what it has
 * left). Undefined when there is no such figure. Callers decide first whether it may move at all.
 */
export function reachFieldOf(state: LotowState, figureId: string, budgetIn?: number): ReachField | undefined {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return undefined;
  const remainingIn = remainingAllowanceIn(state, figureId);
  const budget = Math.max(remainingIn, budgetIn ?? remainingIn);
  const key = `${figureId}|${budget}`;
  const hit = cache.get(state, key);
  if (hit !== undefined) return hit;
  const field = buildReachField(state, figureId, remainingIn, budget);
  cache.set(state, key, field);
  return field;
}

function buildReachField(state: LotowState, figureId: string, remainingIn: number, budgetIn: number): ReachField {
  const scenario = state.scenario;
  const figure = figureOf(state, figureId)!;
  const figState = figStateOf(state, figureId);
  const options = optionsOf(state);
  const mover = moverOf(figure, figState, options);
  const shape = moverShapeOf(figure);
  const field = staticFieldOf(scenario.terrain, scenario.table.widthIn, scenario.table.depthIn, shape, options.freeObstacleMaxIn, options.climbFootClear);
  const terrain = field.roles.pieces;
  const start = { x: figure.x, y: figure.y };
  // Everything within the budget of the start, and what a leap, climb or ladder puts down past it
  // for free (the base's own width; a gap's width too when the thickness is not charged).
  const crosses = mover.jumpTable !== null || mover.canClimb || mover.canUseLadders;
  const radius = budgetIn + shape.reachIn + (crosses ? shape.reachIn + 0.5 + (options.obstacleThicknessCosts ? 0 : 4.5) : 0.5);
  const win = windowAround(start.x, start.y, radius, field.gridCols, field.gridRows);
  const { cols, rows } = win;
  const W = cols * rows;

  // Slots: the walking surface, then each level whose raster meets the window (and the one it stands on).
  const slotLayer = [0];
  for (const lv of field.levels) {
    const meets = lv.gx0 <= win.gx0 + cols - 1 && lv.gx0 + lv.cols - 1 >= win.gx0 && lv.gy0 <= win.gy0 + rows - 1 && lv.gy0 + lv.rows - 1 >= win.gy0;
    if (meets && lv.cols > 0 && lv.rows > 0) slotLayer.push(lv.layer);
  }
  const slotOfLayer = new Map(slotLayer.map((layer, slot) => [layer, slot]));
  const S = slotLayer.length;
  const N = S * W;
  const flags = new Uint8Array(N);
  const factor = new Float32Array(N);
  const elevIn = new Float32Array(N);
  // Zone masks only when an enemy is near (else one shared array of zeros, never written).
  const zoneIn = options.controlZoneIn;
  const targets = moveTargetsOf(state, figure, figState, start.x, start.y, radius + zoneIn + 2);
  const anyEnemy = targets.some((t) => t.bit >= 0);
  const zone = anyEnemy ? new Int32Array(N) : sharedZeros(N);
  const contact = anyEnemy ? new Int32Array(N) : sharedZeros(N);
  const barrierCharge = anyEnemy ? new Int32Array(N) : sharedZeros(N);
  const upperSlot = new Int16Array(W);
  const slotTopIn = new Float32Array(S);
  const slotPiece: number[] = [-1];

  // Copy the static rasters into the window.
  // Row by row (typed-array copies), then the per-cell parts from the copied flags.
  const difficultFactor = mover.difficultFactor;
  const fieldUpper = field.upper;
  for (let wy = 0; wy < rows; wy++) {
    const g0 = (win.gy0 + wy) * field.gridCols + win.gx0;
    const i0 = wy * cols;
    flags.set(field.flags.subarray(g0, g0 + cols), i0);
    elevIn.set(field.elevIn.subarray(g0, g0 + cols), i0);
    for (let wx = 0; wx < cols; wx++) {
      const i = i0 + wx;
      factor[i] = (flags[i]! & F_DIFFICULT) !== 0 ? difficultFactor : 1;
      const up = fieldUpper[g0 + wx]!;
      upperSlot[i] = up > 0 ? (slotOfLayer.get(up) ?? -1) : -1;
    }
  }
  for (let s = 1; s < S; s++) {
    const lv = field.levels[slotLayer[s]! - 1]!;
    slotTopIn[s] = lv.topIn;
    slotPiece.push(lv.pieceIndex);
    const off = s * W;
    flags.fill(F_OUT, off, off + W);
    elevIn.fill(lv.topIn, off, off + W);
    factor.fill(1, off, off + W);
    const lx0 = Math.max(lv.gx0, win.gx0);
    const ly0 = Math.max(lv.gy0, win.gy0);
    const lx1 = Math.min(lv.gx0 + lv.cols - 1, win.gx0 + cols - 1);
    const ly1 = Math.min(lv.gy0 + lv.rows - 1, win.gy0 + rows - 1);
    for (let gy = ly0; gy <= ly1; gy++) {
      for (let gx = lx0; gx <= lx1; gx++) {
        const fl = lv.flags[(gy - lv.gy0) * lv.cols + (gx - lv.gx0)]!;
        const i = off + (gy - win.gy0) * cols + (gx - win.gx0);
        flags[i] = fl;
        factor[i] = (fl & F_DIFFICULT) !== 0 ? mover.difficultFactor : 1;
      }
    }
  }

  // The figures near: blocking bases, enemy zones, contact.
  const startElev = standingElevationIn(scenario, figure.standsOn);
  const levelPieceIds = new Set(field.levels.map((l) => l.piece.id));
  const startSlot = figure.standsOn !== null && levelPieceIds.has(figure.standsOn)
    ? (slotOfLayer.get(field.levels.find((l) => l.piece.id === figure.standsOn)!.layer) ?? 0)
    : 0;
  let startZones = 0;
  let chargeable = 0;
  const sight = startSightOf(state, figure, figState.moveStart);
  const obstacles = [...field.roles.barriers.filter((i) => terrain[i]!.heightIn > options.freeObstacleMaxIn + EPS_IN), ...field.roles.gaps];
  const barrierDefenders = new Int32Array(terrain.length);
  const obstacleBetween = (x: number, y: number, other: { x: number; y: number }): boolean =>
    obstacles.some((o) => segmentCrossesPolygon({ x, y }, other, terrain[o]!.footprint));
  const levelDefenders = new Int32Array(S);
  for (const t of targets) {
    const b = footprintBounds(t.footprint);
    const grow = shape.reachIn + (t.enemy ? zoneIn + HALF_DIAG_IN : 0) + CELL_IN;
    const c0 = Math.max(0, cellOf(b.minX - grow) - win.gx0);
    const c1 = Math.min(cols - 1, cellOf(b.maxX + grow) - win.gx0);
    const r0 = Math.max(0, cellOf(b.minY - grow) - win.gy0);
    const r1 = Math.min(rows - 1, cellOf(b.maxY + grow) - win.gy0);
    const bit = t.bit >= 0 ? 1 << t.bit : 0;
    // A lower bound on the gap between the base at a cell and the figure's (the base lies within
    // reachIn of its centre; the figure's within its disc or bounds): a cell farther than any test
    // below looks (overlap: a gap < 0; zone and contact: zoneIn, TOUCH_IN) is skipped unasked.
    const disc = t.footprint.kind === 'circle' ? t.footprint : null;
    const farIn = shape.reachIn + (bit === 0 ? 0 : Math.max(zoneIn, TOUCH_IN)) + 1e-6 + (disc === null ? 0 : disc.radiusIn);
    const far2 = farIn * farIn;
    for (let s = 0; s < S; s++) {
      for (let r = r0; r <= r1; r++) {
        const y = centreOf(win.gy0 + r);
        for (let c = c0; c <= c1; c++) {
          const n = s * W + r * cols + c;
          if ((flags[n]! & F_OUT) !== 0) continue;
          const x = centreOf(win.gx0 + c);
          if (disc !== null) {
            const gx = x - disc.center.x;
            const gy = y - disc.center.y;
            if (gx * gx + gy * gy > far2) continue;
          } else {
            const gx = Math.max(b.minX - x, x - b.maxX, 0);
            const gy = Math.max(b.minY - y, y - b.maxY, 0);
            if (gx * gx + gy * gy > far2) continue;
          }
          const e = elevIn[n]!;
          const share = elevationsShareLevel(e, t.elevIn);
          if (share && shapeOverlapsFootprintAt(shape, x, y, t.footprint)) { flags[n]! |= F_FIGURE; continue; }
          if (bit === 0) continue;
          const dist = shapeDistanceToFootprintAt(shape, x, y, t.footprint);
          if (t.hasZone && Math.abs(e - t.elevIn) <= SAFE_DROP_IN + EPS_IN && dist < zoneIn - 1e-9) zone[n]! |= bit;
          // Base contact, but never through an obstacle (that is LOTOW-OBST-2's charge, below).
          if (share && dist <= TOUCH_IN && !obstacleBetween(x, y, t.figure)) contact[n]! |= bit;
        }
      }
    }
    if (!t.enemy || bit === 0) continue;
    if (t.hasZone && Math.abs(startElev - t.elevIn) <= SAFE_DROP_IN + EPS_IN && shapeDistanceToFootprintAt(shape, start.x, start.y, t.footprint) < zoneIn - 1e-9) startZones |= bit;
    if (!mover.prone && ((startZones & bit) !== 0 || sight(t.figure.id))) chargeable |= bit;
    if (!t.hasZone) continue;
    for (const o of obstacles) {
      const poly = terrain[o]!.footprint;
      if (footprintDistanceToPolygon(t.footprint, poly) <= BASE_CONTACT_TOLERANCE_IN) barrierDefenders[o]! |= bit;
      // LOTOW-OBST-2: cells touching the obstacle, in or touching the zone, the enemy beyond it.
      const ob = field.roles.bounds[o]!;
      if (ob.maxX < b.minX - zoneIn - 2 * shape.reachIn || ob.minX > b.maxX + zoneIn + 2 * shape.reachIn ||
          ob.maxY < b.minY - zoneIn - 2 * shape.reachIn || ob.minY > b.maxY + zoneIn + 2 * shape.reachIn) continue;
      for (let r = r0; r <= r1; r++) {
        const y = centreOf(win.gy0 + r);
        for (let c = c0; c <= c1; c++) {
          const n = r * cols + c;
          if ((flags[n]! & F_OUT) !== 0) continue;
          const x = centreOf(win.gx0 + c);
          if (shapeDistanceToFootprintAt(shape, x, y, t.footprint) > zoneIn + HALF_DIAG_IN) continue;
          if (shapeDistanceToPolygonAt(shape, x, y, poly) > TOUCH_IN) continue;
          if (segmentCrossesPolygon({ x, y }, { x: t.figure.x, y: t.figure.y }, poly)) barrierCharge[n]! |= bit;
        }
      }
    }
    // LOTOW-LEVEL-1: an enemy on a level whose zone reaches the level's edge.
    for (let s = 1; s < S; s++) {
      const piece = terrain[slotPiece[s]!]!;
      if (t.figure.standsOn !== piece.id) continue;
      if (baseEdgeToOutlineIn(t.footprint, piece.footprint) <= zoneIn + EPS_IN) levelDefenders[s]! |= bit;
    }
  }
  const ignoreZones = options.mayLeaveZone ? startZones : 0;

  // Portals by the node they leave from.
  const portalHead = new Int32Array(N + 2);
  // Scratch (only entries k0 … k1 are written and read): not allocated per query.
  if (portalScratch.from.length < field.portals.length) portalScratch = { ...portalScratch, from: new Int32Array(field.portals.length), to: new Int32Array(field.portals.length) };
  const fromNode = portalScratch.from;
  const toNode = portalScratch.to;
  const nodeOf = (layer: number, g: number): number => {
    const s = slotOfLayer.get(layer);
    if (s === undefined) return -1;
    const gx = g % field.gridCols - win.gx0;
    const gy = Math.floor(g / field.gridCols) - win.gy0;
    return gx < 0 || gy < 0 || gx >= cols || gy >= rows ? -1 : s * W + gy * cols + gx;
  };
  // Only the portals leaving from the window's rows.
  const k0 = field.portalRowStart[win.gy0]!;
  const k1 = field.portalRowStart[Math.min(field.gridRows, win.gy0 + rows)]!;
  for (let k = k0; k < k1; k++) {
    const p = field.portals[k]!;
    const from = nodeOf(p.fromLayer, p.fromCell);
    fromNode[k] = from;
    if (from < 0) continue;
    toNode[k] = nodeOf(p.toLayer, p.toCell);
    portalHead[from + 1]!++;
  }
  for (let i = 1, sum = portalHead[0]!; i < portalHead.length; i++) portalHead[i] = sum += portalHead[i]!;
  if (portalScratch.fill.length < N + 2) portalScratch = { ...portalScratch, fill: new Int32Array(Math.max(N + 2, 2 * portalScratch.fill.length)) };
  const fill = portalScratch.fill;
  fill.set(portalHead);
  const portalList = new Int32Array(portalHead[N + 1]!);
  const portalTo = new Int32Array(portalHead[N + 1]!);
  for (let k = k0; k < k1; k++) {
    const from = fromNode[k]!;
    if (from < 0) continue;
    const at = fill[from]!++;
    portalList[at] = k;
    portalTo[at] = toNode[k]!;
  }

  const sc = cellOf(start.x) - win.gx0;
  const sr = cellOf(start.y) - win.gy0;
  const startCell = startSlot * W + Math.min(rows - 1, Math.max(0, sr)) * cols + Math.min(cols - 1, Math.max(0, sc));
  const climbingPiece = figState.climbing === null ? -1 : terrain.findIndex((p) => p.id === figState.climbing!.pieceId);
  const climbing = climbingPiece < 0 ? null : { pieceIndex: climbingPiece, doneIn: figState.climbing!.heightIn };
  const input: ReachInput = {
    figure, figState, mover, options, remainingIn, budgetIn, field, win, cols, rows, W, N, slotLayer, slotTopIn,
    flags, factor, elevIn, zone, contact, barrierCharge, upperSlot, targets, chargeable, ignoreZones, startZones,
    levelDefenders, barrierDefenders, start, startSlot, startCell, climbing, portalHead, portalList, portalTo,
  };
  const { sure, any, fallCost, fallFrom, fallPass } = runReachSearch(input);
  // The same fields written out, not spread from input (a spread of this many costs ~8 µs a query).
  return {
    figure, figState, mover, options, remainingIn, budgetIn, field, win, cols, rows, W, N, slotLayer, slotTopIn,
    flags, factor, elevIn, zone, contact, barrierCharge, upperSlot, targets, chargeable, ignoreZones, startZones,
    levelDefenders, barrierDefenders, start, startSlot, startCell, climbing, portalHead, portalList, portalTo,
    sure, any, fallCost, fallFrom, fallPass,
  };
}

/** Edge of a base standing on a level to the level's outline, inches (how far its zone must reach to touch the edge). */
function baseEdgeToOutlineIn(fp: Footprint, outline: readonly { x: number; y: number }[]): number {
  if (fp.kind === 'circle') return Math.max(0, pointDistanceToPolygonBoundary(fp.center, outline) - fp.radiusIn);
  return Math.max(0, Math.min(...fp.points.map((p) => pointDistanceToPolygonBoundary(p, outline))));
}
