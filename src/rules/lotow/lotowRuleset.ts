/**
 * The LOTOW ruleset: the turn (lotowFlow), the options and profiles, and a router that hands each
 * action to the handler of its family (movement, prone, spotting, mounts…) after checking that it
 * belongs to the current phase. The rules themselves live in those handlers.
 *
 * `makeLotowRuleset(parts)` builds it from its parts so each family is testable on its own;
 * `index.ts` assembles the shipped one.
 */
import type { ActionDescription, ActionPreview, MovementArea, ResolveContext, Ruleset } from '../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../engine/state';
import { refusal } from '../../engine/state';
import type { PhaseHook } from './lotowFlow';
import { endPhase, lotowSetup } from './lotowFlow';
import { LOTOW_OPTIONS, lotowOptions } from './lotowOptions';
import { lotowFigureStatus } from './lotowFigureStatus';
import { lotowProfileProblems } from './lotowProfile';
import type { LotowActionHandler, LotowState } from './lotowState';
import { activeSide, optionsOf } from './lotowState';
import type { LotowFigState, LotowFlow } from './lotowTypes';
import { LOTOW_ID } from './lotowTypes';

export const END_PHASE_ACTION = 'endPhase';

export interface LotowParts {
  readonly handlers: readonly LotowActionHandler[];
  /** Rules at the start of each turn's Move phase (loose mounts). */
  readonly onMovePhaseStart: readonly PhaseHook[];
  /** Rules that follow any accepted action (a held horse follows its holder, hidden status…). */
  readonly afterAction: readonly ((state: LotowState, action: Action) => LotowState)[];
  readonly movementArea?: (state: LotowState, figureId: string) => MovementArea | null;
  /**
   * Rules that follow any accepted action and may roll (hits waiting for their wound roll, a side
   * wiped out ends the game). Run after `afterAction`, in order.
   */
  readonly afterResolve?: readonly ((state: LotowState, action: Action, ctx: ResolveContext) => LotowState)[];
  /** Rules at the end of each turn, after the last Fight phase and before the next Drop (turn limit). A hook that sets `outcome` ends the game: no new turn. */
  readonly onTurnEnd?: readonly PhaseHook[];
  /**
   * Derived state worked out at set-up and after each End phase (the Hidden statuses, LOTOW-PRONE-5),
   * as `afterAction` does after the other actions. Each may read the options (and do nothing).
   */
  readonly afterSetupOrPhase?: readonly ((state: LotowState) => LotowState)[];
  /** What the rules make of one figure looking at another (the line-of-sight tool: shooting/sightVerdict.ts). */
  readonly sightVerdict?: Ruleset<LotowFlow, LotowFigState>['sightVerdict'];
  /** Why the acting side may not end the phase yet (fights left to fight), or null. */
  readonly endPhaseChecks?: readonly ((state: LotowState) => Refusal | null)[];
}

const PHASE_WORDS = { move: 'Move', shoot: 'Shoot', fight: 'Fight' } as const;

export function makeLotowRuleset(parts: LotowParts): Ruleset<LotowFlow, LotowFigState> {
  const byType = new Map<string, LotowActionHandler>();
  for (const h of parts.handlers) for (const t of h.types) byType.set(t, h);

  function check(state: LotowState, a: Action): Refusal | null {
    if (a.type === END_PHASE_ACTION) {
      for (const c of parts.endPhaseChecks ?? []) {
        const r = c(state);
        if (r !== null) return r;
      }
      return null;
    }
    const handler = byType.get(a.type);
    if (handler === undefined) return refusal('lotow.unknownAction', 'LOTOW-GAP-01', `LOTOW has no action "${a.type}"`, { type: a.type });
    const phase = handler.phaseOf[a.type];
    if (phase !== undefined && phase !== state.flow.phase) {
      return refusal('lotow.wrongPhase', 'LOTOW-GAP-01', `cannot do that in the ${PHASE_WORDS[state.flow.phase]} phase: it belongs to the ${PHASE_WORDS[phase]} phase`, { phase: state.flow.phase, needed: phase });
    }
    return handler.check(state, a);
  }

  return {
    id: LOTOW_ID,
    options: LOTOW_OPTIONS,
    profileProblems: lotowProfileProblems,
    setup(scenario, options, ctx) {
      const setup = lotowSetup(scenario, lotowOptions(options), ctx);
      const afters = parts.afterSetupOrPhase ?? [];
      if (afters.length === 0) return setup;
      // The hooks read a state: the set-up as the first state will hold it (no dice, no log yet).
      let state = { schemaVersion: 1, rulesetId: LOTOW_ID, options, seed: 0, scenario, turn: setup.turn, actors: setup.actors, flow: setup.flow, figureState: setup.figureState, log: [], outcome: null } as unknown as LotowState;
      for (const after of afters) state = after(state);
      return { ...setup, figureState: state.figureState };
    },
    candidateActions(state, figureId) {
      return parts.handlers.flatMap((h) => h.candidates(state, figureId));
    },
    check,
    resolve(state, a, ctx) {
      if (a.type === END_PHASE_ACTION) {
        let next = endPhase(state, optionsOf(state), ctx, parts.onMovePhaseStart, parts.onTurnEnd ?? []);
        for (const after of parts.afterSetupOrPhase ?? []) next = after(next);
        for (const after of parts.afterResolve ?? []) if (next.outcome === null) next = after(next, a, ctx);
        return { state: next };
      }
      const handler = byType.get(a.type);
      if (handler === undefined) return { state };
      const r = handler.resolve(state, a, ctx);
      let next = r.state;
      for (const after of parts.afterAction) next = after(next, a);
      for (const after of parts.afterResolve ?? []) if (next.outcome === null) next = after(next, a, ctx);
      const events: readonly GameEvent[] = r.events ?? [];
      return { state: next, events };
    },
    describeFlow(state) {
      return {
        turn: state.turn,
        labelKey: `lotow.phase.${state.flow.phase}`,
        params: { activeSideId: activeSide(state) ?? null, advantageSideId: state.flow.advantage },
      };
    },
    sideActions(_state, side) {
      return [{ type: END_PHASE_ACTION, side }];
    },
    describeAction(state, action): ActionDescription {
      if (action.type === END_PHASE_ACTION) return { labelKey: 'lotow.action.endPhase', params: { sideSideId: action.side, phase: state.flow.phase } };
      const handler = byType.get(action.type);
      return handler === undefined ? { labelKey: 'lotow.action.unknown', params: { type: action.type } } : handler.describe(state, action);
    },
    figureStatus: lotowFigureStatus,
    previewAction(state, action): ActionPreview | null {
      const handler = byType.get(action.type);
      return handler?.preview === undefined ? null : handler.preview(state, action);
    },
    ...(parts.movementArea === undefined ? {} : { movementArea: parts.movementArea }),
    ...(parts.sightVerdict === undefined ? {} : { sightVerdict: parts.sightVerdict }),
  };
}
