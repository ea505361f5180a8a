/**
 * The shipped LOTOW ruleset: the turn (lotowFlow.ts) and every family of rules on the engine's kit
 * (engine/kit/familyRuleset.ts) — movement (jump, climb, fall, charges, mounted movement, the
 * Thrown Rider), prone, spotting, mounts, shooting and fighting — and the hooks that tie them together:
 *   - at the start of each Move phase, sides down to half test their Pluck (LOTOW-GAP-09), then
 *     loose mounts may bolt (LOTOW-LOOSE-1/2);
 *   - after every action, a held horse follows its holder and a passenger rides along with the
 *     mount (LOTOW-HOLD-1, LOTOW-PASS-1), then hidden status is brought up to date (LOTOW-GAP-12);
 *     then hits waiting for a wound roll are rolled (LOTOW-GAP-07) and a side wiped out loses;
 *   - the Fight phase ends only when every fight is fought (LOTOW-GAP-08);
 *   - at the end of each turn, the turn limit (LOTOW-GAP-16).
 *
 * `makeLotowRuleset(parts)` builds one from any of its parts, so each family is testable on its own.
 */
import type { AfterAction } from '../../engine/kit/familyRuleset';
import { familyRuleset, whilePlaying } from '../../engine/kit/familyRuleset';
import type { MovementArea, ResolveContext, Ruleset } from '../../engine/ruleset';
import type { Action, Refusal } from '../../engine/state';
import { refusal } from '../../engine/state';
import { fightHandler, fightsLeftRefusal } from './fighting';
import type { PhaseHook } from './lotowFlow';
import { END_PHASE_ACTION, describeLotowFlow, endPhaseFamily, lotowSetup, phaseGate } from './lotowFlow';
import { lotowFigureStatus } from './lotowFigureStatus';
import { LOTOW_OPTIONS, lotowOptions } from './lotowOptions';
import { lotowProfileProblems } from './lotowProfile';
import type { LotowActionHandler, LotowFigState, LotowFlow, LotowState } from './lotowTypes';
import { LOTOW_ID } from './lotowTypes';
import { looseMountsAtMovePhaseStart, mountHandlers, mountsAfterAction } from './mounts';
import { applyFall, lotowMovementArea, movementHandler } from './movement';
import { recordMover } from './movement/moveOnce';
import { lotowOutcomeReader } from './outcome/lotowOutcomeReader';
import { pluckAtMovePhaseStart, turnLimitAtTurnEnd, victoryAfterResolve } from './pluck';
import { proneHandler } from './prone';
import { shootingHandler } from './shooting';
import { lotowShootAfterMoveLimits } from './shooting/shootAfterMoveLimits';
import { lotowSightVerdict } from './shooting/sightVerdict';
import { spotHandler, spottingAfterAction } from './spotting';
import { hiddenAfterSetupOrPhase } from './spotting/hidden';
import { pendingHitsAfterResolve } from './wounds';

export interface LotowParts {
  readonly handlers: readonly LotowActionHandler[];
  /** Rules at the start of each turn's Move phase (loose mounts). */
  readonly onMovePhaseStart: readonly PhaseHook[];
  /** Rules that follow any accepted action but the End phase (a held horse follows its holder, hidden status…). */
  readonly afterAction: readonly ((state: LotowState, action: Action) => LotowState)[];
  readonly movementArea?: (state: LotowState, figureId: string) => MovementArea | null;
  /**
   * Rules that follow any accepted action and may roll (hits waiting for their wound roll, a side
   * wiped out ends the game). Run after `afterAction`, in order, while the game has no outcome.
   */
  readonly afterResolve?: readonly ((state: LotowState, action: Action, ctx: ResolveContext) => LotowState)[];
  /** Rules at the end of each turn, after the last Fight phase and before the next Drop (turn limit). A hook that sets `outcome` ends the game: no new turn. */
  readonly onTurnEnd?: readonly PhaseHook[];
  /** Derived state worked out at set-up and after each End phase (the Hidden statuses, LOTOW-PRONE-5). Each may read the options (and do nothing). */
  readonly afterSetupOrPhase?: readonly ((state: LotowState) => LotowState)[];
  /** What the rules make of one figure looking at another (the line-of-sight tool: shooting/sightVerdict.ts). */
  readonly sightVerdict?: Ruleset<LotowFlow, LotowFigState>['sightVerdict'];
  /** Why the acting side may not end the phase yet (fights left to fight), or null. */
  readonly endPhaseChecks?: readonly ((state: LotowState) => Refusal | null)[];
}

type LotowAfter = AfterAction<LotowState, LotowActionHandler>;

export function makeLotowRuleset(parts: LotowParts): Ruleset<LotowFlow, LotowFigState> {
  const afterSetupOrPhase = parts.afterSetupOrPhase ?? [];
  const endPhases = endPhaseFamily({ onMovePhaseStart: parts.onMovePhaseStart, onTurnEnd: parts.onTurnEnd ?? [], afterSetupOrPhase, endPhaseChecks: parts.endPhaseChecks ?? [] });
  // The End phase runs its own derived-state rules (afterSetupOrPhase), not the per-action ones.
  const afterAction: LotowAfter[] = [
    ...parts.afterAction.map((after): LotowAfter => (state, step) => (step.family === endPhases ? state : after(state, step.action))),
    ...(parts.afterResolve ?? []).map((after) => whilePlaying<LotowState, LotowActionHandler>((state, step, ctx) => after(state, step.action, ctx))),
  ];
  return familyRuleset<LotowFlow, LotowFigState, LotowActionHandler>({
    families: [...parts.handlers, endPhases],
    gates: [phaseGate],
    afterAction,
    unknownAction: (type) => refusal('lotow.unknownAction', 'LOTOW-GAP-01', `LOTOW has no action "${type}"`, { type }),
    unknownLabel: (type) => ({ labelKey: 'lotow.action.unknown', params: { type } }),
    rest: {
      id: LOTOW_ID,
      options: LOTOW_OPTIONS,
      profileProblems: lotowProfileProblems,
      setup(scenario, options, ctx) {
        const setup = lotowSetup(scenario, lotowOptions(options), ctx);
        if (afterSetupOrPhase.length === 0) return setup;
        // The hooks read a state: the set-up as the first state will hold it (no dice, no log yet).
        let state = { schemaVersion: 1, rulesetId: LOTOW_ID, options, seed: 0, scenario, turn: setup.turn, actors: setup.actors, flow: setup.flow, figureState: setup.figureState, log: [], outcome: null } as unknown as LotowState;
        for (const after of afterSetupOrPhase) state = after(state);
        return { ...setup, figureState: state.figureState };
      },
      describeFlow: describeLotowFlow,
      sideActions: (_state, side) => [{ type: END_PHASE_ACTION, side }],
      figureStatus: lotowFigureStatus,
      ...(parts.movementArea === undefined ? {} : { movementArea: parts.movementArea }),
      ...(parts.sightVerdict === undefined ? {} : { sightVerdict: parts.sightVerdict }),
    },
  });
}

export const lotowRuleset: Ruleset<LotowFlow, LotowFigState> = {
  ...makeLotowRuleset({
    handlers: [movementHandler, proneHandler, spotHandler, ...mountHandlers(applyFall), shootingHandler, fightHandler],
    onMovePhaseStart: [pluckAtMovePhaseStart, looseMountsAtMovePhaseStart],
    afterAction: [mountsAfterAction, spottingAfterAction, recordMover],
    afterResolve: [pendingHitsAfterResolve, victoryAfterResolve],
    onTurnEnd: [turnLimitAtTurnEnd],
    endPhaseChecks: [fightsLeftRefusal],
    movementArea: lotowMovementArea,
    sightVerdict: lotowSightVerdict,
    afterSetupOrPhase: [hiddenAfterSetupOrPhase],
  }),
  // The weapons' move limits for the Move phase's rings and drag line (LOTOW-SHOOT-MOVE-1).
  shootAfterMoveLimits: lotowShootAfterMoveLimits,
  // The result cards, log outcomes and dice verdicts the store shows (outcome/).
  outcome: lotowOutcomeReader,
};

export { END_PHASE_ACTION } from './lotowFlow';
export { LOTOW_ID } from './lotowTypes';
