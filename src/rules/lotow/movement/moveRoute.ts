/**
 * The cheapest route to a node, read back from a reach field's parents: the legs from the start,
 * each with the edge that made it (walk, step, drop, jump up, crossing, climb, ladder, fall), the
 * nodes it joins and the allowance spent at each end. Walks are straight lines between anchors.
 */
import type { NodeReach } from './nodeReach';
import type { EdgeKind, PassArrays, ReachField } from './reachTypes';
import { EDGE } from './reachTypes';

export interface RouteLeg {
  readonly kind: EdgeKind;
  readonly from: number;
  readonly to: number;
  /** Allowance spent when the leg starts and when it ends, inches (from where the figure stood). */
  readonly fromCostIn: number;
  readonly toCostIn: number;
  /** Portal index for crossings, climbs and ladders; −1 otherwise. */
  readonly portal: number;
  /** The search's end mark at `to` (reachSearch END_*), 0 for none. */
  readonly terminal: number;
}

export function routeTo(f: ReachField, node: number, route: NonNullable<NodeReach['route']>): RouteLeg[] {
  const legs: RouteLeg[] = [];
  let pass: PassArrays = route === 'any' ? f.any : f.sure;
  let cur = node;
  if (route === 'fall') {
    pass = f.fallPass[node] === 1 ? f.any : f.sure;
    const from = f.fallFrom[node]!;
    legs.push({ kind: EDGE.fall, from, to: node, fromCostIn: pass.cost[from]!, toCostIn: f.fallCost[node]!, portal: -1, terminal: 0 });
    cur = from;
  }
  for (let guard = 0; cur !== f.N && cur >= 0 && guard <= f.N; guard++) {
    const parent = pass.parent[cur]!;
    legs.push({
      kind: pass.kind[cur]! as EdgeKind, from: parent, to: cur, fromCostIn: parent === f.N ? 0 : pass.cost[parent]!, toCostIn: pass.cost[cur]!,
      portal: pass.data[cur]!, terminal: pass.terminal[cur]!,
    });
    cur = parent;
  }
  return legs.reverse();
}
