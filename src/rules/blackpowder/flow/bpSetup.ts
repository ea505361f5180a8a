/**
 * The set-up of a black-powder game: the first round's initiative (BP-GAP-02, flow/initiative.ts),
 * the first turn begun for its winner (BP-GAP-03, flow/turnStart.ts: its AP allowance; every other
 * side starts with 0 AP — it has had no turn to leave any over, so it cannot react in the first
 * turn), a fresh state for every figure and every unit (weapons loaded, nothing Suppressed, hidden
 * or running), each side's starting fighters and its home edge (BP-GAP-14: flow/withdraw.ts, where
 * a Group that fails its morale withdraws to). `turn` 1 is round 1's first turn. No Group withdraws
 * at the set-up: no side has lost a fighter yet, so none tests its morale (the result here has no
 * scenario to move figures in).
 */
import type { Scenario } from '../../../engine/model';
import type { ResolveContext, SetupResult } from '../../../engine/ruleset';
import type { ResolvedOptions } from '../../../engine/state';
import { bpOptions } from '../profile/bpOptions';
import type { BpFigState, BpFlow } from './bpTypes';
import { freshBpFigState } from './bpTypes';
import { bpActorsOf } from './flowAccess';
import { roundOrder } from './initiative';
import { beginTurn } from './turnStart';
import { homeEdgesOf } from './withdraw';

/** A fresh state for every figure and every unit (a Group keeps its Close Order there). */
export function freshFigureStates(scenario: Scenario): Record<string, BpFigState> {
  const ids = [...scenario.figures.map((f) => f.id), ...(scenario.units ?? []).map((u) => u.id)];
  return Object.fromEntries(ids.map((id) => [id, freshBpFigState()]));
}

export function bpSetup(scenario: Scenario, options: ResolvedOptions, ctx: ResolveContext): SetupResult<BpFlow, BpFigState> {
  const sides = scenario.sides.map((s) => s.id);
  const order = roundOrder(sides, null, 1, bpOptions(options).initiative, ctx);
  const figureState = freshFigureStates(scenario);
  const unstarted: BpFlow = {
    order, active: 0, round: 1,
    ap: Object.fromEntries(sides.map((s) => [s, 0])),
    actorTurns: {}, reacted: [], pendingMove: null, hadTurn: [], mustWithdraw: [],
    startingFighters: Object.fromEntries(sides.map((s) => [s, scenario.figures.filter((f) => f.side === s).length])),
    homeEdges: homeEdgesOf(scenario),
  };
  const flow = beginTurn({ scenario, figureState, options, flow: unstarted }, ctx);
  return { flow, figureState, actors: bpActorsOf({ flow, outcome: null }), turn: 1 };
}
