/**
 * The search behind a figure's reach: Dijkstra over (slot, cell) nodes from the figure's exact
 * position, with any-angle walking, level changes, and portals (crossings, climbs, ladders).
 *
 * Why any-angle and not a grid metric: an 8- or 16-neighbour grid distance is up to 8 % / 2.7 % too
 * long in most directions, which a player measuring a 12″ move would notice. Here each node keeps an
 * anchor (the start, or the cell where the path last bent or landed) and its cost is the anchor's
 * cost plus the straight distance from it, whenever that straight line is clear and of one cost
 * factor (Theta*-style). The line test is O(1): the cell one step back along the line must itself be
 * reached straight from the same anchor (a chain back to the anchor), so a search stays linear in the
 * cells it settles. Results: exact Euclidean distances in the open (to float rounding; TV tests), and
 * around obstacles paths bend at cell centres beside the corners — the worst error measured against
 * exact shortest paths is in reachField.test.ts (≤ 0.1″ around one corner, see WORST_DETOUR_ERROR_IN).
 *
 * Two passes: routes with no test (walking, steps, drops ≤ 2″, ladders), then routes that may also
 * jump or climb (re-running only from the nodes where a test edge starts, over the first pass's
 * labels), so a cell reachable without a test is shown and walked that way (tier `sure`) even when a
 * jump would be shorter. Falls (a jump down more than 2″) end the move and are kept apart.
 */
import * as grid from './moveGrid';
import * as heaps from './nodeHeap';
import type { PassArrays, ReachField, ReachInput } from './reachTypes';
import * as reachTypes from './reachTypes';
import type { Portal } from './staticField';
import * as staticField from './staticField';

// Vitest (and the bench) turn every read of an imported name into a getter call; the hot loops read
// these local copies instead (see src/los/losRayCast.ts).
const { CELL_IN, EPS_IN } = grid;
const { NodeHeap } = heaps;
const { EDGE, F_FIGURE } = reachTypes;
const { F_FREE, F_OUT } = staticField;

/**
 * The worst amount a cell's cost exceeds the exact shortest path, measured in reachField.test.ts
 * against a visibility graph of a building's outline grown by the base (every cell round it, from
 * four starts): 0.296″, on ~10″ paths that wrap two corners and run along the far wall, because a
 * path bends at the centres of the cells beside a corner (up to a cell's width off the corner's arc)
 * instead of hugging the arc. Round one corner it is under 0.1″; where the straight line from the
 * start is clear the cost is exact (float rounding, 2e-5″). It is never shorter than the exact path
 * by more than 0.03″ (the engine's 0.01″ overlap tolerance and a cell's worth of corner).
 */
export const WORST_DETOUR_ERROR_IN = 0.3;

/** LOTOW-FALL-1: a drop up to 2″ inclusive is safe and free. */
export const SAFE_DROP_IN = 2;

/** How far beyond the base's own reach a jump down may put it from the cell it jumped from, inches (LOTOW-FALL-2). */
export const FALL_LEAP_BEYOND_IN = 1;

/** Terminal marks: the move ends at this node. */
export const END_MID_CLIMB = 1;
export const END_CLIMB_INTO_COMBAT = 2;

/** The 8 neighbours: columns and rows. */
const NDX = Int8Array.of(1, -1, 0, 0, 1, 1, -1, -1);
const NDY = Int8Array.of(0, 0, 1, -1, 1, -1, 1, -1);
/** The same after a first entry for the cell itself (expand's k = −1). */
const NDX9 = Int8Array.of(0, 1, -1, 0, 0, 1, 1, -1, -1);
const NDY9 = Int8Array.of(0, 0, 0, 1, -1, 1, -1, 1, -1);
/**
 * The length of each step to a neighbour from a cell centre (cell centres are exact multiples of
 * 1/8″, so this is the very value `Math.sqrt(ex * ex + ey * ey)` gives for the step): index k + 1.
 */
const STEP9 = Float64Array.from(NDX9, (dx, i) => Math.sqrt((dx * CELL_IN) * (dx * CELL_IN) + (NDY9[i]! * CELL_IN) * (NDY9[i]! * CELL_IN)));

/** Scratch for seenFromStart: which cells of the start's slot it saw (the first W bytes). */
let seenScratch = new Uint8Array(0);
/** Scratch for seenFromStart: the columns and rows of one ring's cells, in the order tested. */
let ringScratch = { c: new Int32Array(0), r: new Int32Array(0) };

/** Shared read-only arrays standing for "nothing recorded" (never written). */
const NO_NODES = new Int32Array(0);
const NO_FLAGS = new Uint8Array(0);
let infinities = new Float64Array(0);
function sharedInfinity(n: number): Float64Array {
  if (infinities.length < n) infinities = new Float64Array(Math.max(n, 2 * infinities.length)).fill(Infinity);
  return infinities;
}

/**
 * Scratch arrays of one search, kept from call to call (one search runs at a time, and the field it
 * returns never holds them): not allocating them each time spares the collector ~100 KB a query.
 */
const scratch = {
  done: new Uint8Array(0), walkable: new Uint8Array(0), testSource: new Uint8Array(0), cellX: new Float64Array(0), cellY: new Float64Array(0), heap: new NodeHeap(4096),
  /** The window the cell centres in cellX and cellY were computed for: its corner (inches), width and cell count. */
  cellsX0: NaN, cellsY0: NaN, cellsCols: 0, cellsFilled: 0,
};
function scratchBytes(a: Uint8Array<ArrayBuffer>, n: number): Uint8Array<ArrayBuffer> {
  return a.length >= n ? a : new Uint8Array(Math.max(n, 2 * a.length));
}
function scratchFloats(a: Float64Array<ArrayBuffer>, n: number): Float64Array<ArrayBuffer> {
  return a.length >= n ? a : new Float64Array(Math.max(n, 2 * a.length));
}

function newPass(n: number): PassArrays {
  return {
    cost: new Float64Array(n + 1).fill(Infinity),
    parent: new Int32Array(n + 1).fill(-1),
    kind: new Uint8Array(n + 1),
    data: new Int32Array(n + 1).fill(-1),
    terminal: new Uint8Array(n + 1),
  };
}

function copyPass(p: PassArrays): PassArrays {
  return { cost: p.cost.slice(), parent: p.parent.slice(), kind: p.kind.slice(), data: p.data.slice(), terminal: p.terminal.slice() };
}

/** Climb inches a crossing portal needs (0 for a jump), and whether it is passable at all for this mover. */
export function crossingPlan(f: Pick<ReachInput, 'mover' | 'field'>, p: Portal): { passable: boolean; test: boolean; climbIn: number; ignored: boolean } {
  const m = f.mover;
  const piece = f.field.roles.pieces[p.pieceIndex]!;
  const free = f.field.freeObstacleMaxIn;
  if (piece.heightIn <= 0) {
    // A gap: its width along the leap (LOTOW-MTERR-2, LOTOW-GAP-04).
    if (p.insideIn <= free + EPS_IN) return { passable: true, test: false, climbIn: 0, ignored: true };
    const ok = m.jumpTable !== null && p.insideIn <= m.maxJumpGapIn + EPS_IN;
    return { passable: ok, test: true, climbIn: 0, ignored: false };
  }
  if (m.jumpTable !== null && p.heightIn <= m.maxJumpHeightIn + EPS_IN) return { passable: true, test: true, climbIn: 0, ignored: false };
  if (m.canClimb && piece.climbable) {
    // Up and over, then down to 2″ and drop (LOTOW-CLIMB-1/2, LOTOW-FALL-1).
    return { passable: true, test: true, climbIn: p.heightIn + Math.max(0, p.heightIn - SAFE_DROP_IN), ignored: false };
  }
  return { passable: false, test: true, climbIn: 0, ignored: false };
}

/**
 * The allowance a crossing's leap costs before any climbing, per unit of cost factor: a narrow gap
 * is walked over; otherwise the leap's walking part, plus the thickness when the option says it
 * counts (LOTOW-GAP-04 house rule `obstacleThicknessCosts`).
 */
export function crossingLeapIn(f: Pick<ReachInput, 'options'>, p: Portal, ignored: boolean): number {
  if (ignored) return p.spanIn;
  // LOTOW-GAP-02, movement is path length (option `movePathLength`, issue 13): the leap costs the
  // base's own travel, as walking the same line would (less the thickness when that is free).
  if (f.options.movePathLength) return Math.max(0, p.spanIn - (f.options.obstacleThicknessCosts ? 0 : p.insideIn));
  return p.walkIn + (f.options.obstacleThicknessCosts ? p.insideIn : 0);
}

/** Climb inches a climb or ladder portal costs (down: only the part above the safe 2″ drop). */
export const climbPortalInches = (p: Portal): number => (p.up ? p.heightIn : Math.max(0, p.heightIn - SAFE_DROP_IN));

export function runReachSearch(f: ReachInput): Pick<ReachField, 'sure' | 'any' | 'fallCost' | 'fallFrom' | 'fallPass'> {
  const { N, W, cols, rows, flags, factor, elevIn, zone, upperSlot, slotTopIn, mover, field, options } = f;
  const portals = field.portals;
  const x0 = f.win.gx0 * CELL_IN;
  const y0 = f.win.gy0 * CELL_IN;
  const sx = f.start.x;
  const sy = f.start.y;
  const R = f.remainingIn;
  const budget = f.budgetIn;
  const ignore = f.ignoreZones;
  const chargeable = f.chargeable;
  const free = field.freeObstacleMaxIn;
  // Falls and climbs into combat are rare: their arrays are made on the first one.
  let fallCost = sharedInfinity(N + 1);
  let fallFrom = NO_NODES;
  let fallPass = NO_FLAGS;
  scratch.testSource = scratchBytes(scratch.testSource, N + 1);
  const testSource = scratch.testSource;
  testSource.fill(0, 0, N + 1);
  // The nodes marked in testSource, in the order marked (sorted before pass 2).
  const testSources: number[] = [];
  const startFactor = factor[f.startCell]!;
  const startZone = f.startZones & ~ignore;

  // Cell centres, by cell (the same in every slot).
  // Kept from the last query when its window had the same corner and width (the same figure again).
  if (scratch.cellsX0 !== x0 || scratch.cellsY0 !== y0 || scratch.cellsCols !== cols || scratch.cellsFilled < W) {
    scratch.cellX = scratchFloats(scratch.cellX, W);
    scratch.cellY = scratchFloats(scratch.cellY, W);
    const cx = scratch.cellX;
    const cy = scratch.cellY;
    for (let r = 0, i = 0; r < rows; r++) for (let c = 0; c < cols; c++, i++) { cx[i] = x0 + (c + 0.5) * CELL_IN; cy[i] = y0 + (r + 0.5) * CELL_IN; }
    scratch.cellsX0 = x0;
    scratch.cellsY0 = y0;
    scratch.cellsCols = cols;
    scratch.cellsFilled = W;
  }
  const cellX = scratch.cellX;
  const cellY = scratch.cellY;
  // Whether a walk may use a node (1: free, no figure, no zone holding the mover back; 3: and in no
  // zone at all but the ignored ones): fixed for the query, so read from one byte per node in the
  // hot loops.
  scratch.walkable = scratchBytes(scratch.walkable, N + 1);
  const walkable = scratch.walkable;
  for (let n = 0; n < N; n++) {
    const z = zone[n]! & ~ignore;
    walkable[n] = (flags[n]! & (F_FREE | F_FIGURE)) === F_FREE && (z & ~chargeable) === 0 ? (z === 0 ? 3 : 1) : 0;
  }
  walkable[N] = 0;
  const traversable = (n: number): boolean => walkable[n] !== 0;
  // Inside zones the mover is charging, it may only go on inside them (towards contact).
  const zoneOk = (zc: number, n: number): boolean => zc === 0 || (zone[n]! & ~ignore & zc) !== 0;

  // One set of arrays for both passes (const, so the hot loop reads them without reloading): pass 1
  // runs in them, `sure` is a snapshot of them, and pass 2 goes on in them to become `any`.
  const P: PassArrays = newPass(N);
  const { cost, parent, kind, data } = P;
  const terminalOf = P.terminal;
  // Per node in this pass: 0 open, 1 final (seen straight from the start) but not expanded, 2 expanded.
  scratch.done = scratchBytes(scratch.done, N + 1);
  const done = scratch.done;
  done.fill(0, 0, N + 1);
  let withTests = false;
  let passNo = 0;
  const heap = scratch.heap;
  heap.size = 0;
  const budgetE = budget + EPS_IN;

  const relax = (n: number, c: number, parentNode: number, edge: number, d: number, terminal: number): void => {
    if (c > budgetE || c >= cost[n]! - 1e-9) return;
    cost[n] = c;
    parent[n] = parentNode;
    kind[n] = edge;
    data[n] = d;
    terminalOf[n] = terminal;
    if (terminal === 0) heap.push(c, n);

  };

  const markTestSource = (c: number): void => {
    if (testSource[c] === 1) return;
    testSource[c] = 1;
    testSources.push(c);
  };

  const recordFall = (n: number, c: number, from: number): void => {
    if (c > budgetE || c >= fallCost[n]! - 1e-9) return;
    if (fallFrom === NO_NODES) {
      fallCost = new Float64Array(N + 1).fill(Infinity);
      fallFrom = new Int32Array(N + 1).fill(-1);
      fallPass = new Uint8Array(N + 1);
    }
    fallCost[n] = c;
    fallFrom[n] = from;
    fallPass[n] = passNo;
  };

  /**
   * Whether the straight line from (ax, ay) to (bx, by) in one slot crosses only cells a walk may
   * use, of cost factor `fn`, in no zone but `zn`'s (an Amanatides–Woo walk over the cells it meets).
   */
  const lineClear = (ax: number, ay: number, bx: number, by: number, slotBase: number, fn: number, zn: number): boolean => {
    let c = Math.floor((ax - x0) / CELL_IN);
    let r = Math.floor((ay - y0) / CELL_IN);
    const ce = Math.floor((bx - x0) / CELL_IN);
    const re = Math.floor((by - y0) / CELL_IN);
    const dx = bx - ax;
    const dy = by - ay;
    const stepC = dx > 0 ? 1 : -1;
    const stepR = dy > 0 ? 1 : -1;
    // Outside any zone (zn = 0) one byte says all: walkable and in no zone.
    const need = zn === 0 ? 3 : 1;
    const tdx = dx === 0 ? Infinity : CELL_IN / Math.abs(dx);
    const tdy = dy === 0 ? Infinity : CELL_IN / Math.abs(dy);
    let tx = dx === 0 ? Infinity : ((dx > 0 ? (c + 1) * CELL_IN + x0 - ax : ax - (c * CELL_IN + x0)) / Math.abs(dx));
    let ty = dy === 0 ? Infinity : ((dy > 0 ? (r + 1) * CELL_IN + y0 - ay : ay - (r * CELL_IN + y0)) / Math.abs(dy));
    for (let guard = 0; guard < 4 * (cols + rows); guard++) {
      if (c < 0 || r < 0 || c >= cols || r >= rows) return false;
      const m = slotBase + r * cols + c;
      if ((walkable[m]! & need) !== need || factor[m] !== fn || (zn !== 0 && (zone[m]! & ~ignore & ~zn) !== 0)) return false;
      if (c === ce && r === re) return true;
      if (tx < ty) { tx += tdx; c += stepC; } else { ty += tdy; r += stepR; }
    }
    return false;
  };

  const levelChange = (c: number, cx: number, cy: number, gc: number, fc: number, zc: number, m: number, h: number): void => {
    if (!traversable(m) || !zoneOk(zc, m)) return;
    const d = Math.hypot(cellX[m % W]! - cx, cellY[m % W]! - cy) * ((fc + factor[m]!) / 2);
    let edge: number = EDGE.step;
    if (h > EPS_IN) {
      if (h > free + EPS_IN) {
        if (mover.jumpTable !== 'foot' || h > mover.maxJumpHeightIn + EPS_IN) return;
        if (!withTests) { markTestSource(c); return; }
        edge = EDGE.jumpUp;
      }
    } else if (h < -EPS_IN) {
      if (-h > SAFE_DROP_IN + EPS_IN) { recordFall(m, gc + d, c); return; }
      edge = EDGE.drop;
    }
    relax(m, gc + d, c, edge, -1, 0);
  };

  const portal = (c: number, gc: number, fc: number, zc: number, k: number, to: number, continuing: boolean): void => {
    const p = portals[k]!;
    let price: number;
    let test: boolean;
    let climbIn = 0;
    let edge: number;
    if (p.kind === 'cross') {
      const plan = crossingPlan(f, p);
      if (!plan.passable) return;
      if ((zone[to]! & f.barrierDefenders[p.pieceIndex]!) !== 0) return; // LOTOW-OBST-1
      climbIn = plan.climbIn;
      price = crossingLeapIn(f, p, plan.ignored) * fc + climbIn * mover.climbFactor;
      test = plan.test;
      edge = EDGE.cross;
    } else if (p.kind === 'climb') {
      if (!mover.canClimb || (p.up && p.heightIn <= free + EPS_IN) || (!p.up && p.heightIn <= SAFE_DROP_IN + EPS_IN)) return;
      climbIn = climbPortalInches(p);
      price = climbIn * mover.climbFactor;
      test = true;
      edge = EDGE.climb;
    } else {
      if (!mover.canUseLadders) return;
      climbIn = climbPortalInches(p);
      price = climbIn * mover.climbFactor;
      test = false;
      edge = EDGE.ladder;
    }
    if (continuing && f.climbing !== null) {
      price = Math.max(0, price - f.climbing.doneIn * mover.climbFactor);
      test = edge !== EDGE.ladder && options.climbTestEachTurn;
    }
    const toSlot = Math.floor(to / W);
    const intoCombat = (edge === EDGE.climb || edge === EDGE.ladder) && p.up && f.levelDefenders[toSlot]! !== 0;
    if (intoCombat) {
      if ((flags[to]! & (F_FREE | F_FIGURE)) !== F_FREE) return;
    } else if (!traversable(to) || !zoneOk(zc, to)) return;
    if (test && !withTests) { markTestSource(c); return; }
    let total = gc + price;
    let terminal = intoCombat ? END_CLIMB_INTO_COMBAT : 0;
    if (total > R + EPS_IN) {
      // A climb the allowance cannot finish: it climbs as far as it can and ends the turn on the face.
      if (climbIn <= 0 || gc >= R - EPS_IN) return;
      total = R;
      terminal = END_MID_CLIMB;
    }
    relax(to, total, c, edge, k, terminal);
  };

  const anyLevel = f.slotLayer.length > 1;
  const expand = (c: number, gc: number): void => {
    const isStart = c === N;
    const base = isStart ? f.startCell : c;
    const slot = Math.floor(base / W);
    const cell = base % W;
    const col = cell % cols;
    const row = Math.floor(cell / cols);
    // Where c is: the exact start, or its cell's centre.
    const cx = isStart ? sx : cellX[cell]!;
    const cy = isStart ? sy : cellY[cell]!;
    const fc = isStart ? startFactor : factor[c]!;
    const zc = isStart ? startZone : zone[c]! & ~ignore;
    const ph = f.portalHead;
    if (isStart && f.climbing !== null) {
      // Mid-climb: the only move is to go on with the climb (LOTOW-GAP-05).
      for (let i = ph[base]!; i < ph[base + 1]!; i++) {
        const to = f.portalTo[i]!;
        const k = f.portalList[i]!;
        if (to >= 0 && portals[k]!.pieceIndex === f.climbing.pieceIndex) portal(c, gc, fc, zc, k, to, true);
      }
      return;
    }
    const anchor = isStart ? N : kind[c] === EDGE.walk ? parent[c]! : c;
    const slotBase = slot * W;
    const ax = anchor === N ? sx : cellX[anchor - slotBase]!;
    const ay = anchor === N ? sy : cellY[anchor - slotBase]!;
    const ga = cost[anchor]!;
    const fa = anchor === N ? startFactor : factor[anchor]!;
    const elevC = isStart ? elevIn[base]! : elevIn[c]!;
    // Away from the window's edge (most cells) every neighbour is in it.
    const inner = col > 0 && row > 0 && col < cols - 1 && row < rows - 1;
    // k = −1 (the start only): its own cell, walked to from the exact position.
    for (let k = isStart ? -1 : 0; k < 8; k++) {
      const own = k < 0;
      const nc = col + NDX9[k + 1]!;
      const nr = row + NDY9[k + 1]!;
      if (!inner && (nc < 0 || nr < 0 || nc >= cols || nr >= rows)) continue;
      const ncell = nr * cols + nc;
      const n = slotBase + ncell;
      // The walk from c to n (cell ncell at column nc, row nr of the same slot): straight from c's
      // anchor (at ax, ay with cost ga and factor fa) when the cell one step back towards it was
      // itself reached straight from that anchor, else from c. Written out here, not called: this
      // runs ~8 times per expansion, and V8 does not inline a function this big (the call cost ~4 %).
      walk: if (own || (done[n] === 0 && traversable(n) && zoneOk(zc, n))) {
        const xn = cellX[ncell]!;
        const yn = cellY[ncell]!;
        const fn = factor[n]!;
        // The bend at c (from a cell centre the step's length is the table's, the same value).
        let bend: number;
        if (isStart) {
          const ex = xn - cx;
          const ey = yn - cy;
          bend = gc + Math.sqrt(ex * ex + ey * ey) * ((fc + fn) * 0.5);
        } else bend = gc + STEP9[k + 1]! * ((fc + fn) * 0.5);
        const dx = xn - ax;
        const dy = yn - ay;
        const L2 = dx * dx + dy * dy;
        const lim = cost[n]! - 1e-9;
        if (bend > budgetE || bend >= lim) {
          // The bend cannot improve n. Nor can the line from the anchor when ga + L · fn ≥ lim,
          // told without the square root: (L · fn)² ≥ (lim − ga)² with a margin of 1e-12 (far above
          // float rounding, ~1e-15), so this breaks only where the code below would break too.
          if (anchor === c || fa !== fn) break walk;
          const T = lim - ga;
          if (T <= 0 || L2 * (fn * fn) >= T * T * (1 + 1e-12)) break walk;
        }
        let best = Infinity;
        let bestParent = -1;
        if (anchor !== c && fa === fn) {
          const L = Math.sqrt(L2);
          let ok = L <= 1.5 * CELL_IN;
          if (!ok) {
            const viaAnchor = ga + L * fn;
            if (viaAnchor > budgetE || viaAnchor >= cost[n]! - 1e-9) {
              // Neither the straight line nor a bend at c would improve n: whether the line is clear
              // does not matter (most neighbours of a settled node), so it is not tested.
              if (bend > budgetE || bend >= cost[n]! - 1e-9) break walk;
            }
            // The cell one step back along the line: floor(0.5 − u) cells in each axis.
            const ux = dx / L;
            const uy = dy / L;
            const qc = nc + (ux > 0.5 ? -1 : ux <= -0.5 ? 1 : 0);
            const qr = nr + (uy > 0.5 ? -1 : uy <= -0.5 ? 1 : 0);
            if (qc >= 0 && qr >= 0 && qc < cols && qr < rows) {
              const q = n - ncell + qr * cols + qc;
              ok = (q === anchor || (kind[q] === EDGE.walk && parent[q] === anchor)) && factor[q] === fn;
            }
            // The cell behind came another way: walk the line itself (only when it would pay).
            if (!ok && ga + L * fn < cost[n]! - 1e-9 && ga + L * fn <= budgetE) ok = lineClear(ax, ay, xn, yn, n - ncell, fn, zone[n]! & ~ignore);
          }
          if (ok) {
            best = ga + L * fn;
            bestParent = anchor;
          }
        }
        if (bestParent < 0) {
          // No straight line from the anchor (by the triangle inequality it would never lose to this):
          // bend at c, which becomes the anchor of what lies beyond.
          best = bend;
          bestParent = c;
        }
        if (best > budgetE || best >= cost[n]! - 1e-9) break walk;
        cost[n] = best;
        parent[n] = bestParent;
        kind[n] = EDGE.walk;
        data[n] = -1;
        terminalOf[n] = 0;
        heap.push(best, n);
      }
      // Level changes: none when the window holds no level (upperSlot is −1 throughout).
      if (own || !anyLevel) continue;
      if (slot === 0) {
        const u = upperSlot[ncell]!;
        if (u > 0 && upperSlot[cell] !== u) levelChange(c, cx, cy, gc, fc, zc, u * W + ncell, slotTopIn[u]! - elevC);
      } else if ((flags[n]! & F_OUT) !== 0) {
        const u = upperSlot[ncell]!;
        const m = u > 0 && u !== slot ? u * W + ncell : ncell;
        levelChange(c, cx, cy, gc, fc, zc, m, elevIn[m]! - elevC);
      }
    }
    for (let i = ph[base]!; i < ph[base + 1]!; i++) {
      const to = f.portalTo[i]!;
      if (to >= 0) portal(c, gc, fc, zc, f.portalList[i]!, to, false);
    }
  };

  const drain = (): void => {
    while (heap.size > 0) {
      const key = heap.topKey();
      const c = heap.pop();
      if (key > cost[c]! + 1e-9 || done[c] === 2) continue;
      done[c] = 2;
      expand(c, key);
    }
  };

  // Pass 1: no tests. The cells seen straight from the start are final at once (their cost is the
  // straight distance, a lower bound); only the ones at the edge of that view are searched from.
  cost[N] = 0;
  heap.push(0, N);
  const seen = f.climbing === null && startZone === 0 ? seenFromStart(f, P, done, traversable) : null;
  if (seen !== null) for (const n of seen.edge) heap.push(cost[n]!, n);
  drain();
  const sure = copyPass(P);

  // Pass 2: also jumps and climbs, from where a test edge starts, over the first pass's labels.
  done.fill(0, 0, N + 1);
  if (seen !== null) for (const n of seen.all) done[n] = 1;
  withTests = true;
  passNo = 1;
  // In node order, as a scan of testSource would push them (ties in the heap pop the same way).
  testSources.sort((a, b) => a - b);
  for (const n of testSources) if (sure.cost[n]! <= budgetE) heap.push(sure.cost[n]!, n);
  drain();
  const any = P;

  // LOTOW-FALL-2: a figure that jumps down lies "where it landed" — anywhere at the foot of the face
  // within FALL_LEAP_IN of the cell it jumped from (the base clear of the face, say), not only on the
  // first cell past the edge. From each landing the fall spreads over free cells of the same surface
  // and height, each at the walk's cost from the first landing (never less than the straight leap),
  // keeping its take-off cell, so the route is still one straight leap from there (moveRoute.ts).
  if (fallFrom !== NO_NODES) {
    const leapIn = field.shape.reachIn + FALL_LEAP_BEYOND_IN;
    const queue: number[] = [];
    for (let n = 0; n < N; n++) if (fallCost[n]! < Infinity) queue.push(n);
    // The landings the search found keep their cost and take-off (so moves saved before stay the same).
    // (The searches are over: their `done` scratch marks them.)
    const first = done;
    first.fill(0, 0, N + 1);
    for (const n of queue) first[n] = 1;
    for (let qi = 0; qi < queue.length; qi++) {
      const m = queue[qi]!;
      const t = fallFrom[m]!;
      const slotBase = Math.floor(m / W) * W;
      const cell = m - slotBase;
      const col = cell % cols;
      const row = Math.floor(cell / cols);
      const tx = t === N ? sx : cellX[t % W]!;
      const ty = t === N ? sy : cellY[t % W]!;
      for (let k = 0; k < 8; k++) {
        const nc = col + NDX[k]!;
        const nr = row + NDY[k]!;
        if (nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
        const q = slotBase + nr * cols + nc;
        if (first[q] === 1 || walkable[q] === 0 || Math.abs(elevIn[q]! - elevIn[m]!) > EPS_IN) continue;
        if (Math.hypot(cellX[q - slotBase]! - tx, cellY[q - slotBase]! - ty) > leapIn + EPS_IN) continue;
        const c = fallCost[m]! + Math.hypot(cellX[q - slotBase]! - cellX[cell]!, cellY[q - slotBase]! - cellY[cell]!) * factor[q]!;
        if (c > budgetE || c >= fallCost[q]! - 1e-9) continue;
        // Reached without a fall at no more cost: a walk or a drop is the better way there.
        if (P.cost[q]! <= c) continue;
        fallCost[q] = c;
        fallFrom[q] = t;
        fallPass[q] = fallPass[m]!;
        queue.push(q);
      }
    }
  }

  return { sure, any, fallCost, fallFrom, fallPass };
}

/**
 * The cells of the start's slot seen straight from the start through traversable cells of the
 * start's cost factor and no zone, ring by ring outwards (each cell's line to the start passes
 * through the cell one step back, which is in the ring inside it): cost = distance × factor,
 * parent = the start, marked final (done = 1). Returns the ones at the edge of the view (a
 * neighbour not seen), which the search expands.
 */
function seenFromStart(f: ReachInput, P: PassArrays, done: Uint8Array, traversable: (n: number) => boolean): { all: number[]; edge: number[] } {
  const { W, N, cols, rows, factor, zone } = f;
  const x0 = f.win.gx0 * CELL_IN;
  const y0 = f.win.gy0 * CELL_IN;
  const sx = f.start.x;
  const sy = f.start.y;
  const slotBase = Math.floor(f.startCell / W) * W;
  const sc = (f.startCell - slotBase) % cols;
  const sr = Math.floor((f.startCell - slotBase) / cols);
  const fs = factor[f.startCell]!;
  const budget = f.budgetIn + EPS_IN;
  const ignore = f.ignoreZones;
  const maxRing = Math.ceil(budget / (fs * CELL_IN)) + 1;
  if (seenScratch.length < W) seenScratch = new Uint8Array(Math.max(W, 2 * seenScratch.length));
  const seen = seenScratch;
  seen.fill(0, 0, W);
  const list: number[] = [];
  const flags = f.flags;
  const { cost, parent, kind } = P;
  // Ring by ring, clipped to the window (same order as unclipped). A cell of ring k is seen only
  // through the cell one step back, which is in ring k − 1: a ring with nothing seen ends the view.
  // Each ring's cells are listed first, then tested in one loop (the test written once, not called
  // per cell: ~10,000 cells a query). Ring 0 is the start's own cell.
  const ringLen = 8 * maxRing + 8;
  if (ringScratch.c.length < ringLen) ringScratch = { c: new Int32Array(ringLen), r: new Int32Array(ringLen) };
  const ringC = ringScratch.c;
  const ringR = ringScratch.r;
  for (let ring = 0; ring <= maxRing; ring++) {
    let m = 0;
    if (ring === 0) {
      if (sc >= 0 && sr >= 0 && sc < cols && sr < rows) { ringC[0] = sc; ringR[0] = sr; m = 1; }
    } else {
      const cLo = Math.max(0, sc - ring);
      const cHi = Math.min(cols - 1, sc + ring);
      const top = sr - ring;
      const bottom = sr + ring;
      for (let c = cLo; c <= cHi; c++) {
        if (top >= 0 && top < rows) { ringC[m] = c; ringR[m++] = top; }
        if (bottom >= 0 && bottom < rows) { ringC[m] = c; ringR[m++] = bottom; }
      }
      const left = sc - ring;
      const right = sc + ring;
      const rLo = Math.max(0, sr - ring + 1);
      const rHi = Math.min(rows - 1, sr + ring - 1);
      for (let r = rLo; r <= rHi; r++) {
        if (left >= 0 && left < cols) { ringC[m] = left; ringR[m++] = r; }
        if (right >= 0 && right < cols) { ringC[m] = right; ringR[m++] = r; }
      }
    }
    let any = false;
    for (let j = 0; j < m; j++) {
      const c = ringC[j]!;
      const r = ringR[j]!;
      const cell = r * cols + c;
      const n = slotBase + cell;
      const dx = x0 + (c + 0.5) * CELL_IN - sx;
      const dy = y0 + (r + 0.5) * CELL_IN - sy;
      const L = Math.sqrt(dx * dx + dy * dy);
      // The budget first (most rejections at the outer rings); then traversable with no zone at all
      // (the traversable test's own zone clause is implied by it).
      if (L * fs > budget) continue;
      if ((flags[n]! & (F_FREE | F_FIGURE)) !== F_FREE || factor[n] !== fs || (zone[n]! & ~ignore) !== 0) continue;
      if (ring > 1) {
        const qc = Math.floor((sx + dx - (dx / L) * CELL_IN - x0) / CELL_IN);
        const qr = Math.floor((sy + dy - (dy / L) * CELL_IN - y0) / CELL_IN);
        if (Math.max(Math.abs(qc - sc), Math.abs(qr - sr)) >= ring) continue;
        if (qc < 0 || qr < 0 || qc >= cols || qr >= rows || seen[qr * cols + qc] !== 1) continue;
      }
      seen[cell] = 1;
      cost[n] = L * fs;
      parent[n] = N;
      kind[n] = EDGE.walk;
      done[n] = 1;
      list.push(n);
      any = true;
    }
    if (!any && ring > 0) break;
  }
  // The edge of the view: a neighbour not seen that is within the budget's reach (so not the rim
  // of the budget's circle), or a portal. Only these are searched from.
  const edge: number[] = [];
  const reachIn = budget / fs + CELL_IN;
  const portalHead = f.portalHead;
  for (const n of list) {
    const cell = n - slotBase;
    const c = cell % cols;
    const r = (cell / cols) | 0;
    let out = portalHead[n + 1]! > portalHead[n]!;
    // Most seen cells are inside the view (all eight neighbours seen): nothing to search from there.
    if (!out && c > 0 && r > 0 && c < cols - 1 && r < rows - 1 &&
        (seen[cell - cols - 1]! & seen[cell - cols]! & seen[cell - cols + 1]! & seen[cell - 1]! & seen[cell + 1]! &
         seen[cell + cols - 1]! & seen[cell + cols]! & seen[cell + cols + 1]!) === 1) continue;
    for (let k = 0; !out && k < 8; k++) {
      const nc = c + NDX[k]!;
      const nr = r + NDY[k]!;
      if (nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
      if (seen[nr * cols + nc] === 1) continue;
      // A neighbour nothing can enter (a wall's band, a building, off the table) needs no search
      // from here; a level's cell (a step, jump or drop) or any cell a walk may use does.
      const m = slotBase + nr * cols + nc;
      if (!traversable(m) && (f.flags[m]! & F_OUT) === 0) continue;
      const dx = x0 + (nc + 0.5) * CELL_IN - sx;
      const dy = y0 + (nr + 0.5) * CELL_IN - sy;
      if (dx * dx + dy * dy <= reachIn * reachIn) out = true;
    }
    if (out) edge.push(n);
  }
  // In the second pass the same cells are final again (a straight line is never beaten).
  return { all: list, edge };
}
