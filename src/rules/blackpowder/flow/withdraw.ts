/**
 * Morale withdrawal (BP-GAP-14): a Group that failed its morale test at the start of its side's
 * turn (`flow.mustWithdraw`, flow/gameEnd.ts) withdraws a full Move (movement/moveAllowance.ts: the
 * reference figure's — its Leader in action, else its first member; a rider's is doubled unless
 * its horse is wounded) straight towards its side's own table edge, as far as the movement rules
 * allow: each member moves the same way and length (the Group keeps its shape), judged on the
 * straight path by movement/bpMovePath.ts `judgePath` on a table without the other movers; the
 * length is shortened in steps of `WITHDRAW_STEP_IN` until every member passes (a wall in the way:
 * it stops short of it). Event `blackpowder.event.withdrew` (unitId, groupName, lengthCm).
 *
 * DECISIONS:
 *   - the home edge is the table edge nearest the centroid of the side's figures at set-up
 *     (`homeEdges`, recorded by bpSetup); equal distances go to the first of north, south, west,
 *     east (the long edges armies usually deploy on come first); a state saved before `homeEdges`
 *     reads it from where the side stands now;
 *   - a figure that reaches the edge stays there, on the table and in action: the move ends with
 *     the base touching the edge (it cannot leave; the catalog says nothing of leaving);
 *   - a Suppressed member may only crawl (BP-GAP-11): it withdraws its crawl and holds the Group to
 *     it (the Group keeps together);
 *   - the withdrawal is free (no AP, no test) and the Group may still act in its turn.
 */
import { baseRadiusIn } from '../../../engine/figureGeometry';
import type { Scenario } from '../../../engine/model';
import type { ResolveContext } from '../../../engine/ruleset';
import type { Vec2 } from '../../../geometry/point';
import { inchesToCm } from '../../../geometry/units';
import { placeMovers } from '../families/pendingMove';
import { groupLeaderId, membersInAction, unitById } from '../groups/bpGroup';
import type { BpMoveContext } from '../movement/bpMovePath';
import { judgePath, moveContext } from '../movement/bpMovePath';
import { optionsOf } from '../profile/bpOptions';
import type { BpState, TableEdge } from './bpTypes';
import { bpFigStateOf } from './bpTypes';

/** How much a blocked withdrawal is shortened at a time, inches (≈ 1.3 mm). */
export const WITHDRAW_STEP_IN = 0.05;

const EDGE_ORDER: readonly TableEdge[] = ['north', 'south', 'west', 'east'];

/** The unit step towards an edge. */
export const edgeDirection = (edge: TableEdge): Vec2 =>
  edge === 'north' ? { x: 0, y: -1 } : edge === 'south' ? { x: 0, y: 1 } : edge === 'west' ? { x: -1, y: 0 } : { x: 1, y: 0 };

/** How far a point is from an edge of the table, inches. */
function edgeDistance(scenario: Scenario, p: Vec2, edge: TableEdge): number {
  const { widthIn, depthIn } = scenario.table;
  return edge === 'north' ? p.y : edge === 'south' ? depthIn - p.y : edge === 'west' ? p.x : widthIn - p.x;
}

/** The edge nearest the centroid of the side's figures (ties in EDGE_ORDER); north with none. */
export function nearestEdgeOf(scenario: Scenario, sideId: string): TableEdge {
  const figs = scenario.figures.filter((f) => f.side === sideId);
  if (figs.length === 0) return 'north';
  const c = { x: figs.reduce((s, f) => s + f.x, 0) / figs.length, y: figs.reduce((s, f) => s + f.y, 0) / figs.length };
  let best: TableEdge = EDGE_ORDER[0]!;
  for (const e of EDGE_ORDER) if (edgeDistance(scenario, c, e) < edgeDistance(scenario, c, best) - 1e-9) best = e;
  return best;
}

/** Every side's home edge, for the set-up to record. */
export const homeEdgesOf = (scenario: Scenario): Record<string, TableEdge> =>
  Object.fromEntries(scenario.sides.map((s) => [s.id, nearestEdgeOf(scenario, s.id)]));

/** The side's home edge: as recorded, else (an older save) from where it stands now. */
export const homeEdgeOf = (state: Pick<BpState, 'scenario' | 'flow'>, sideId: string): TableEdge =>
  state.flow.homeEdges?.[sideId] ?? nearestEdgeOf(state.scenario, sideId);

export interface Withdrawal {
  readonly state: BpState;
  readonly lengthIn: number;
}

/** Withdraw one Group now (DECISIONS above); unchanged (length 0) when it cannot move at all. */
export function withdrawGroup(state: BpState, unitId: string, ctx: ResolveContext): Withdrawal {
  const unit = unitById(state.scenario, unitId);
  if (unit === undefined) return { state, lengthIn: 0 };
  const ids = membersInAction(state, unit);
  if (ids.length === 0) return { state, lengthIn: 0 };
  const leader = groupLeaderId(state.scenario, unit);
  const refId = leader !== null && ids.includes(leader) ? leader : ids[0]!;
  const edge = homeEdgeOf(state, unit.side);
  const dir = edgeDirection(edge);
  const options = optionsOf(state);
  const movers = new Set(ids);
  const contexts: { id: string; start: Vec2; ctx: BpMoveContext }[] = [];
  let fullIn = Number.POSITIVE_INFINITY;
  for (const id of ids) {
    const fs = bpFigStateOf(state, id);
    const scenario = { ...state.scenario, figures: state.scenario.figures.filter((f) => f.id === id || !movers.has(f.id)) };
    const mc = moveContext({ scenario, figureId: id, flags: { suppressed: fs.suppressed, horseWounded: fs.horseWounded }, mode: fs.suppressed ? 'crawl' : 'move', options });
    if (mc === undefined || !mc.ok) return { state, lengthIn: 0 };
    const start = { x: mc.figure.x, y: mc.figure.y };
    // A full Move is the reference figure's; a Suppressed member's crawl holds the Group to it.
    if (id === refId || fs.suppressed) fullIn = Math.min(fullIn, mc.allowance.allowanceIn);
    // The base stays on the table: it stops touching the edge.
    fullIn = Math.min(fullIn, Math.max(0, edgeDistance(state.scenario, start, edge) - baseRadiusIn(mc.figure)));
    contexts.push({ id, start, ctx: mc });
  }
  const endAt = (p: Vec2, l: number): Vec2 => ({ x: p.x + dir.x * l, y: p.y + dir.y * l });
  const passes = (l: number): boolean => contexts.every((m) => judgePath(m.ctx, [endAt(m.start, l)]).ok);
  let lengthIn = 0;
  for (let l = fullIn; l > 1e-9; l -= WITHDRAW_STEP_IN) {
    if (passes(l)) { lengthIn = l; break; }
  }
  const next = lengthIn > 0 ? placeMovers(state, Object.fromEntries(contexts.map((m) => [m.id, endAt(m.start, lengthIn)]))) : state;
  ctx.emit({ type: 'blackpowder.event.withdrew', ruleId: 'BP-GAP-14', figureIds: ids, params: { unitId, groupName: unit.name, lengthCm: Math.round(inchesToCm(lengthIn) * 10) / 10, edge } });
  return { state: next, lengthIn };
}

/** Withdraw every Group in `flow.mustWithdraw`, in that order (the start of the side's turn). */
export function withdrawGroups(state: BpState, ctx: ResolveContext): BpState {
  let s = state;
  for (const id of state.flow.mustWithdraw) s = withdrawGroup(s, id, ctx).state;
  return s;
}
