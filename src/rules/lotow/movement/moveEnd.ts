/**
 * Where a move ends and what it costs, exactly (LOTOW-GAP-02: movement is path length): at the point
 * the player dropped the figure — or, on an enemy it may charge, snapped into base contact at that
 * spot (LOTOW-GAP-03) — for the allowance the base's path to that point costs. One answer read by
 * `check`, `resolve`, the log's description and the drag's preview, so they cannot disagree.
 *
 * The search (reachSearch.ts) prices cell centres. A drop point is priced from the anchor its cell's
 * route comes straight from (the start, a bend point, a landing): cost(anchor) + |anchor → point| ×
 * the leg's own cost per inch, the best of the cell and its eight neighbours; failing that, the
 * straight line from the start when the base fits all along it. So a 6.0″ drop costs 6.0″, never
 * its cell centre's 6.2″ (issue 13, bug 3). A point the base cannot stand on exactly (against a wall,
 * a base) falls back to its cell's centre and the cell's own rule (nodeReach.ts), as before.
 *
 * The board's area (movementArea.ts) shades a cell only when every point of it is within reach by
 * this pricing (`cellFarCostIn`), so a drop anywhere in a shaded cell is accepted, for what the
 * readout says.
 *
 * With the option `movePathLength` off (saves made before it existed) every end is the cell's, as
 * it was.
 */
import type { ReachTier } from '../../../engine/ruleset';
import { REACH } from '../../../engine/ruleset';
import { elevationsShareLevel } from '../../../engine/placement';
import { BASE_CONTACT_TOLERANCE_IN } from '../../../geometry/contact';
import type { Vec2 } from '../../../geometry/point';
import { EPS_IN } from './moveGrid';
import { shapeDistanceToFootprintAt, shapeOverlapsFootprintAt } from './moverShape';
import { pointFits, touchingBase } from './movePlacement';
import type { NodeReach } from './nodeReach';
import { nodeReach } from './nodeReach';
import type { PassArrays, ReachField } from './reachTypes';
import { EDGE, nodePos } from './reachTypes';
import { nodeAt, nodeSurfaceId } from './surfaceNode';

export interface MoveEnd {
  readonly tier: ReachTier;
  readonly route: NonNullable<NodeReach['route']>;
  /** The node whose route the move follows (the start node N for a straight line from the start). */
  readonly node: number;
  /** The cell the end point lies in. */
  readonly endNode: number;
  /** Where the base ends when the route is carried out in full. */
  readonly point: Vec2;
  /** Allowance spent to `point`, inches. */
  readonly costIn: number;
  /** True: `point` is the drop (or its snap into contact); false: the cell's rule (centre, then the old snaps). */
  readonly exact: boolean;
  /** The enemies (bits) the base touches at `point` and may charge: the charge (exact ends only). */
  readonly contactBits: number;
}

/** Where the move to `dest` on `surfaceId` ends, or null when no route the rules allow ends there. */
export function moveEndOf(f: ReachField, table: { widthIn: number; depthIn: number }, dest: Vec2, surfaceId: string | null): MoveEnd | null {
  const n0 = nodeAt(f, dest.x, dest.y, surfaceId);
  if (!f.options.movePathLength) return cellEnd(f, n0);
  const p = chargeSnap(f, dest, n0 >= 0 ? f.elevIn[n0]! : 0);
  const n = p === dest ? n0 : nodeAt(f, p.x, p.y, surfaceId);
  if (n < 0) return null;
  // A cell the move ends in by a climb (part way up a face, or into combat at the top): its own rule.
  if (p === dest && (f.sure.terminal[n] !== 0 || f.any.terminal[n] !== 0)) {
    const cell = cellEnd(f, n);
    if (cell !== null) return cell;
  }
  const contactBits = pointContacts(f, p, f.elevIn[n]!);
  const fits = pointFitsEnd(f, table, p, n, contactBits);
  if (fits) {
    const lim = f.remainingIn + EPS_IN;
    for (const [route, pass] of [['sure', f.sure], ['any', f.any]] as const) {
      const best = bestVia(f, pass, n, p);
      if (route === 'sure' && best.costIn > lim) {
        const straight = straightFromStart(f, table, p, n, contactBits);
        if (straight <= lim && straight < best.costIn) return { tier: REACH.sure, route, node: f.N, endNode: n, point: p, costIn: straight, exact: true, contactBits };
      }
      if (best.costIn <= lim) return { tier: route === 'sure' ? REACH.sure : REACH.afterTest, route, node: best.node, endNode: n, point: p, costIn: best.costIn, exact: true, contactBits };
    }
    // Too far to the point itself: a fall may still end in its cell (by the cell's rule), and a drop
    // that was snapped into contact falls back to its own cell's rule, as one that does not fit does.
    const cell = cellEnd(f, n);
    // (A climb the allowance cannot finish, or a climb into combat, ends where its cell's rule puts it: terminal.)
    if (cell !== null && (cell.tier === REACH.fall || (cell.route === 'sure' ? f.sure : f.any).terminal[cell.node] !== 0)) return cell;
    if (p === dest) return null;
  }
  return cellEnd(f, n0);
}

/** The cost of the cheapest route to `p` itself, ignoring the allowance (Infinity when none is known): for refusals. */
export function pointCostIn(f: ReachField, table: { widthIn: number; depthIn: number }, dest: Vec2, surfaceId: string | null): number {
  if (!f.options.movePathLength) return Infinity;
  const n0 = nodeAt(f, dest.x, dest.y, surfaceId);
  const p = chargeSnap(f, dest, n0 >= 0 ? f.elevIn[n0]! : 0);
  const n = p === dest ? n0 : nodeAt(f, p.x, p.y, surfaceId);
  if (n < 0) return Infinity;
  const bits = pointContacts(f, p, f.elevIn[n]!);
  if (!pointFitsEnd(f, table, p, n, bits)) return Infinity;
  return Math.min(bestVia(f, f.sure, n, p).costIn, bestVia(f, f.any, n, p).costIn, straightFromStart(f, table, p, n, bits));
}

/** Whether the base may stand exactly at the drop (snapped into contact when it is on a chargeable enemy). */
export function dropFitsExactly(f: ReachField, table: { widthIn: number; depthIn: number }, dest: Vec2, surfaceId: string | null): boolean {
  const n0 = nodeAt(f, dest.x, dest.y, surfaceId);
  const p = chargeSnap(f, dest, n0 >= 0 ? f.elevIn[n0]! : 0);
  const n = p === dest ? n0 : nodeAt(f, p.x, p.y, surfaceId);
  return n >= 0 && pointFitsEnd(f, table, p, n, pointContacts(f, p, f.elevIn[n]!));
}

/** The old rule: the cell's tier and cost, ending at its centre. */
function cellEnd(f: ReachField, node: number): MoveEnd | null {
  const reach = nodeReach(f, node);
  if (reach.route === null) return null;
  return { tier: reach.tier, route: reach.route, node, endNode: node, point: nodePos(f, node), costIn: reach.costIn, exact: false, contactBits: 0 };
}

/**
 * The drop snapped into contact with the chargeable enemy its base overlaps or touches (the nearest
 * such), along the line from that enemy's centre through the drop: the base touching at the spot
 * the player chose, from whatever side. The drop itself when it touches none.
 */
function chargeSnap(f: ReachField, dest: Vec2, elevIn: number): Vec2 {
  let best: Vec2 = dest;
  let bestGap = Infinity;
  for (const t of f.targets) {
    if (t.bit < 0 || (f.chargeable & (1 << t.bit)) === 0 || !elevationsShareLevel(elevIn, t.elevIn)) continue;
    const overlaps = shapeOverlapsFootprintAt(f.field.shape, dest.x, dest.y, t.footprint);
    const gap = overlaps ? -1 : shapeDistanceToFootprintAt(f.field.shape, dest.x, dest.y, t.footprint);
    if (gap > BASE_CONTACT_TOLERANCE_IN || gap >= bestGap) continue;
    bestGap = gap;
    best = overlaps ? touchingBase(f.field.shape, dest, t.footprint, { x: t.figure.x, y: t.figure.y }) : dest;
  }
  return best;
}

/** Bits of the chargeable enemies whose bases the base at `p` touches (same level). */
function pointContacts(f: ReachField, p: Vec2, elevIn: number): number {
  let bits = 0;
  for (const t of f.targets) {
    if (t.bit < 0 || (f.chargeable & (1 << t.bit)) === 0 || !elevationsShareLevel(elevIn, t.elevIn)) continue;
    if (shapeDistanceToFootprintAt(f.field.shape, p.x, p.y, t.footprint) <= BASE_CONTACT_TOLERANCE_IN) bits |= 1 << t.bit;
  }
  return bits;
}

/**
 * Whether the base may end exactly at `p` on `node`'s surface: on the table and the surface, inside
 * no impassable piece and on no obstacle it must cross, overlapping no base, and in no enemy zone
 * but those it ignores and those of the enemies it touches and may charge (LOTOW-GAP-03).
 */
export function pointFitsEnd(f: ReachField, table: { widthIn: number; depthIn: number }, p: Vec2, node: number, allowedBits: number): boolean {
  return pointFits(f, table, p, node, allowedBits);
}

/**
 * The cheapest price of `p` through one search's routes: for the cell of `p` and its eight
 * neighbours, the anchor its route comes straight from plus the straight line on to `p` at that
 * leg's cost per inch (a cell reached by a step, a jump or a climb: its centre, then the line on).
 */
function bestVia(f: ReachField, pass: PassArrays, n: number, p: Vec2): { costIn: number; node: number } {
  const slotBase = Math.floor(n / f.W) * f.W;
  const cell = n - slotBase;
  const col = cell % f.cols;
  const row = Math.floor(cell / f.cols);
  let best = Infinity;
  let bestNode = -1;
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const c = col + dc;
      const r = row + dr;
      if (c < 0 || r < 0 || c >= f.cols || r >= f.rows) continue;
      const m = slotBase + r * f.cols + c;
      const cost = pass.cost[m]!;
      if (!Number.isFinite(cost) || pass.terminal[m] !== 0) continue;
      const centre = nodePos(f, m);
      let price: number;
      if (pass.kind[m] === EDGE.walk) {
        const a = pass.parent[m]!;
        const ap = nodePos(f, a);
        const aCost = a === f.N ? 0 : pass.cost[a]!;
        const legIn = Math.hypot(centre.x - ap.x, centre.y - ap.y);
        // The leg's own cost per inch (1, or the difficult ground's factor, or a blend at its edge).
        const perIn = legIn > 1e-9 ? (cost - aCost) / legIn : f.factor[m]!;
        price = aCost + Math.hypot(p.x - ap.x, p.y - ap.y) * perIn;
      } else {
        price = cost + Math.hypot(p.x - centre.x, p.y - centre.y) * f.factor[m]!;
      }
      if (price < best) { best = price; bestNode = m; }
    }
  }
  return { costIn: best, node: bestNode };
}

/**
 * The straight line from the start to `p`, when the base fits all along it (sampled every 1/16″ by
 * the exact test) in open ground on the start's surface: its length. Infinity otherwise. The
 * search's any-angle lines are judged on cell centres, so near a wall it may bend where the
 * straight line is clear (up to WORST_DETOUR_ERROR_IN): this prices the drop as the player sees it.
 */
function straightFromStart(f: ReachField, table: { widthIn: number; depthIn: number }, p: Vec2, n: number, endBits: number): number {
  if (f.climbing !== null || Math.floor(n / f.W) !== f.startSlot) return Infinity;
  const s = f.start;
  const len = Math.hypot(p.x - s.x, p.y - s.y);
  if (len > f.remainingIn + EPS_IN) return Infinity;
  const surface = nodeSurfaceId(f, n);
  const steps = Math.max(1, Math.ceil(len / 0.0625));
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const q = { x: s.x + (p.x - s.x) * t, y: s.y + (p.y - s.y) * t };
    const m = nodeAt(f, q.x, q.y, surface);
    if (m < 0 || f.factor[m] !== 1 || f.elevIn[m] !== f.elevIn[n]) return Infinity;
    if (!pointFitsEnd(f, table, q, m, i === steps ? endBits : 0)) return Infinity;
  }
  return len;
}

/**
 * The most a point of `node`'s cell costs by `moveEndOf`'s pricing through `pass`: its route's
 * anchor plus the line to the cell's farthest corner (a cell reached by a step or a portal: its
 * cost plus half a diagonal). The area shades the cell only when this is within reach.
 */
export function cellFarCostIn(f: ReachField, pass: PassArrays, node: number, costIn: number): number {
  const centre = nodePos(f, node);
  const h = 0.125;
  if (pass.terminal[node] !== 0) return costIn; // a climb's end: the cell's own rule (moveEndOf)
  if (pass.kind[node] !== EDGE.walk) return costIn + Math.SQRT2 * h * f.factor[node]!;
  const a = pass.parent[node]!;
  const ap = nodePos(f, a);
  const aCost = a === f.N ? 0 : pass.cost[a]!;
  const legIn = Math.hypot(centre.x - ap.x, centre.y - ap.y);
  const perIn = legIn > 1e-9 ? (costIn - aCost) / legIn : f.factor[node]!;
  const fx = Math.abs(centre.x - ap.x) + h;
  const fy = Math.abs(centre.y - ap.y) + h;
  return aCost + Math.hypot(fx, fy) * perIn;
}
