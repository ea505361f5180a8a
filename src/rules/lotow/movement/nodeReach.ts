/**
 * How a node of a reach field may be reached, in one place so the board's area, `check` and
 * `resolve` agree cell for cell: its REACH tier (sure, after a test, by a fall, or none) and its cost.
 *
 * A node is a place to end a move when the base may stand there and either no enemy zone counts
 * there, or it is in base contact with an enemy the mover may charge (LOTOW-GAP-03), or it touches
 * an obstacle with such an enemy beyond and in zone (LOTOW-OBST-2), or a climb landed it on a level
 * beside a defender (LOTOW-LEVEL-1, the climb's own charge).
 */
import * as ruleset from '../../../engine/ruleset';
import type { ReachTier } from '../../../engine/ruleset';
import * as grid from './moveGrid';
import * as search from './reachSearch';
import type { PassArrays, ReachField } from './reachTypes';
import * as reachTypes from './reachTypes';
import * as staticField from './staticField';

// Vitest (and the bench) turn every read of an imported name into a getter call; the hot loops read
// these local copies instead (see src/los/losRayCast.ts).
const { REACH } = ruleset;
const { EPS_IN } = grid;
const { END_CLIMB_INTO_COMBAT, END_MID_CLIMB } = search;
const { F_FIGURE } = reachTypes;
const { F_FREE } = staticField;

/** Whether a move may end on `node` by the rules of zones and contact (ignoring cost). */
export function nodeEndable(f: ReachField, node: number): boolean {
  if ((f.flags[node]! & (F_FREE | F_FIGURE)) !== F_FREE) return false;
  const z = f.zone[node]! & ~f.ignoreZones;
  if (z === 0) return true;
  if ((z & ~f.chargeable) !== 0) return false;
  return (f.contact[node]! & z & f.chargeable) !== 0 || (f.barrierCharge[node]! & f.chargeable) !== 0;
}

const endableIn = (f: ReachField, p: PassArrays, node: number, base: boolean): boolean =>
  base || (p.terminal[node] === END_CLIMB_INTO_COMBAT && (f.flags[node]! & (F_FREE | F_FIGURE)) === F_FREE);

export interface NodeReach {
  readonly tier: ReachTier;
  readonly costIn: number;
  /** Which search's route to walk: the one without tests, the one with tests, or a fall. */
  readonly route: 'sure' | 'any' | 'fall' | null;
}

const NONE: NodeReach = { tier: REACH.none, costIn: Infinity, route: null };

/** The tier and cost of ending on `node` with the allowance left (`limitIn`, default the field's). */
export function nodeReach(f: ReachField, node: number, limitIn: number = f.remainingIn): NodeReach {
  const scratch = { costIn: Infinity };
  const tier = nodeTier(f, node, limitIn, scratch);
  if (tier === REACH.none) return NONE;
  const partWay = tier === REACH.afterTest && f.sure.terminal[node] === END_MID_CLIMB && scratch.costIn === f.sure.cost[node];
  return { tier, costIn: scratch.costIn, route: tier === REACH.sure || partWay ? 'sure' : tier === REACH.afterTest ? 'any' : 'fall' };
}

/** The same rule without allocating (the area asks it of every node): the tier, and the cost in `out`. */
export function nodeTier(f: ReachField, node: number, limitIn: number, out: { costIn: number }): ReachTier {
  if (node < 0 || node >= f.N) return REACH.none;
  // (Finite even for an unlimited allowance, so a node no route reaches — cost Infinity — is never taken for reached.)
  return nodeTierOfCosts(f, node, Math.min(limitIn + EPS_IN, Number.MAX_VALUE), f.sure.cost[node]!, f.any.cost[node]!, f.fallCost[node] ?? Infinity, out);
}

/**
 * nodeTier once the node's three costs are read (the area reads them first, to skip the nodes out
 * of reach): `lim` is the allowance plus EPS_IN.
 */
export function nodeTierOfCosts(f: ReachField, node: number, lim: number, s: number, a: number, fall: number, out: { costIn: number }): ReachTier {
  if (s > lim && a > lim && fall > lim) return REACH.none;
  const base = nodeEndable(f, node);
  // A climb the allowance cannot finish (END_MID_CLIMB) ends part way: never `sure` (the board's green
  // promises the spot this turn) but amber, by the same route and cost as before (issue 13, bug 9;
  // nodeReach keeps its route the sure one, so old saves replay alike).
  if (s <= lim && endableIn(f, f.sure, node, base)) { out.costIn = s; return f.sure.terminal[node] === END_MID_CLIMB ? REACH.afterTest : REACH.sure; }
  if (a <= lim && endableIn(f, f.any, node, base)) { out.costIn = a; return REACH.afterTest; }
  if (base && fall <= lim) { out.costIn = fall; return REACH.fall; }
  return REACH.none;
}
