/**
 * The LOTOW turn (LOTOW-GAP-01, completion [high]): the Drop, then the Move, Shoot and Fight phases;
 * in each phase the Advantage side acts first, and `endPhase` hands the phase to the other side or,
 * after the last side, opens the next phase. After the Fight phase a new turn begins with a new Drop.
 * Rules that happen at a phase's start (loose mounts bolting at the start of the Move phase,
 * LOTOW-GAP-09) are hooks the ruleset passes in.
 */
import type { ResolveContext } from '../../engine/ruleset';
import type { Scenario } from '../../engine/model';
import { rollDrop } from './lotowDrop';
import type { LotowOptions } from './lotowOptions';
import type { LotowState } from './lotowState';
import type { LotowFigState, LotowFlow, LotowPhase } from './lotowTypes';
import { LOTOW_PHASES, freshFigState, newTurnFigState } from './lotowTypes';

export type PhaseHook = (state: LotowState, ctx: ResolveContext) => LotowState;

export function lotowSetup(scenario: Scenario, options: LotowOptions, ctx: ResolveContext): { flow: LotowFlow; figureState: Record<string, LotowFigState>; actors: string[]; turn: number } {
  const sides = scenario.sides.map((s) => s.id);
  const drop = rollDrop(sides, null, options.firstTurnTie, ctx);
  // Pluck counts a side's figures at the start (LOTOW-GAP-09); riderless mounts do not count (LOTOW-GAP-16).
  const startingCounts: Record<string, number> = Object.fromEntries(sides.map((s) => [s, scenario.figures.filter((f) => f.side === s && f.profile.riderless !== true).length]));
  const flow: LotowFlow = { advantage: drop.advantage, order: drop.order, phase: 'move', active: 0, shootingFigureId: null, casualties: [], startingCounts };
  return {
    flow,
    figureState: Object.fromEntries(scenario.figures.map((f) => [f.id, freshFigState()])),
    actors: [drop.order[0] ?? ''],
    turn: 1,
  };
}

const withFlow = (state: LotowState, flow: LotowFlow): LotowState => ({ ...state, flow, actors: [flow.order[flow.active] ?? ''] });

/** The side acting now hands on: to the next side in this phase, the next phase, or a new turn. */
export function endPhase(state: LotowState, options: LotowOptions, ctx: ResolveContext, onMovePhaseStart: readonly PhaseHook[], onTurnEnd: readonly PhaseHook[] = []): LotowState {
  // A Hero's unfinished shots end with his side's phase (LOTOW-SHOOT-MULTI-1).
  const flow: LotowFlow = state.flow.shootingFigureId == null ? state.flow : { ...state.flow, shootingFigureId: null };
  if (flow.active + 1 < flow.order.length) return withFlow(state, { ...flow, active: flow.active + 1 });
  const nextPhase = LOTOW_PHASES[LOTOW_PHASES.indexOf(flow.phase) + 1] as LotowPhase | undefined;
  if (nextPhase !== undefined) {
    ctx.emit({ type: 'phaseStarted', ruleId: 'LOTOW-GAP-01', params: { phase: nextPhase } });
    return withFlow(state, { ...flow, phase: nextPhase, active: 0 });
  }
  // The end of the turn (the turn limit may end the game here), then a new turn: the Drop, then
  // the Move phase with its start-of-phase rules.
  let ended: LotowState = withFlow(state, flow);
  for (const hook of onTurnEnd) {
    ended = hook(ended, ctx);
    if (ended.outcome !== null) return ended;
  }
  state = ended;
  const sides = state.scenario.sides.map((s) => s.id);
  const drop = rollDrop(sides, flow.advantage, options.firstTurnTie, ctx);
  const turn = state.turn + 1;
  ctx.emit({ type: 'advantage', ruleId: 'LOTOW-GAP-01', params: { sideSideId: drop.advantage, turn } });
  const figureState = Object.fromEntries(Object.entries(state.figureState).map(([id, fs]) => [id, newTurnFigState(fs)]));
  let next = withFlow({ ...state, turn, figureState }, { ...flow, advantage: drop.advantage, order: drop.order, phase: 'move', active: 0 });
  for (const hook of onMovePhaseStart) next = hook(next, ctx);
  return next;
}
