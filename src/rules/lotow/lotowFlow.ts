/**
 * The LOTOW turn (LOTOW-GAP-01, completion [high]): the Drop, then the Move, Shoot and Fight phases;
 * in each phase the Advantage side acts first, and `endPhase` hands the phase to the other side or,
 * after the last side, opens the next phase. After the Fight phase a new turn begins with a new Drop.
 * Rules that happen at a phase's start (loose mounts bolting at the start of the Move phase,
 * LOTOW-GAP-09) are hooks the ruleset passes in.
 *
 * Here too what the kit (engine/kit/familyRuleset.ts) asks of the turn: the phase gate every
 * family's actions pass, and `endPhase` as a family of its own.
 */
import type { Gate } from '../../engine/kit/familyRuleset';
import type { FlowDescription, ResolveContext } from '../../engine/ruleset';
import type { Scenario } from '../../engine/model';
import type { Refusal } from '../../engine/state';
import { refusal } from '../../engine/state';
import { rollDrop } from './lotowDrop';
import type { LotowOptions } from './lotowOptions';
import { optionsOf } from './lotowOptions';
import type { LotowActionHandler, LotowFigState, LotowFlow, LotowPhase, LotowState } from './lotowTypes';
import { LOTOW_PHASES, activeSide, freshFigState, newTurnFigState } from './lotowTypes';

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

export const END_PHASE_ACTION = 'endPhase';

const PHASE_WORDS = { move: 'Move', shoot: 'Shoot', fight: 'Fight' } as const;

/** Every action belongs to its phase (LOTOW-GAP-01): refused in any other. */
export const phaseGate: Gate<LotowState, LotowActionHandler> = (state, a, family) => {
  const phase = family.phaseOf[a.type];
  if (phase === undefined || phase === state.flow.phase) return null;
  return refusal('lotow.wrongPhase', 'LOTOW-GAP-01', `cannot do that in the ${PHASE_WORDS[state.flow.phase]} phase: it belongs to the ${PHASE_WORDS[phase]} phase`, { phase: state.flow.phase, needed: phase });
};

/** The rules `endPhase` runs: at the start of each Move phase, at each turn's end, after each End phase. */
export interface EndPhaseHooks {
  readonly onMovePhaseStart: readonly PhaseHook[];
  readonly onTurnEnd: readonly PhaseHook[];
  /** Derived state worked out after each End phase (and at set-up), as the after-action hooks do after the others. */
  readonly afterSetupOrPhase: readonly ((state: LotowState) => LotowState)[];
  /** Why the acting side may not end the phase yet (fights left to fight), or null. */
  readonly endPhaseChecks: readonly ((state: LotowState) => Refusal | null)[];
}

/** The side's one side action: hand the phase on (a family with no phase, so every phase has it). */
export function endPhaseFamily(hooks: EndPhaseHooks): LotowActionHandler {
  return {
    types: [END_PHASE_ACTION],
    phaseOf: {},
    check(state) {
      for (const c of hooks.endPhaseChecks) {
        const r = c(state);
        if (r !== null) return r;
      }
      return null;
    },
    resolve(state, _a, ctx) {
      let next = endPhase(state, optionsOf(state), ctx, hooks.onMovePhaseStart, hooks.onTurnEnd);
      for (const after of hooks.afterSetupOrPhase) next = after(next);
      return { state: next };
    },
    describe: (state, action) => ({ labelKey: 'lotow.action.endPhase', params: { sideSideId: action.side, phase: state.flow.phase } }),
    candidates: () => [],
  };
}

export function describeLotowFlow(state: LotowState): FlowDescription {
  return {
    turn: state.turn,
    labelKey: `lotow.phase.${state.flow.phase}`,
    params: { activeSideId: activeSide(state) ?? null, advantageSideId: state.flow.advantage },
  };
}
