/**
 * Test support for the melee, the withdrawal and Close Order (tests only, never shipped): the move
 * test ruleset's families (End turn, the moves, `declineReaction`, the small actions) plus Close
 * Order, with the melee after-action and Close Order's upkeep, on flow/testing/flowTestKit.ts's
 * tables; a game started with the Prussians active (set-up dice 6 vs 1), and a context of forced dice.
 */
import { fixedDice } from '../../../../engine/dice';
import { familyRuleset } from '../../../../engine/kit/familyRuleset';
import type { Scenario } from '../../../../engine/model';
import { makeResolveContext } from '../../../../engine/resolveContext';
import type { ResolveContext, Ruleset } from '../../../../engine/ruleset';
import type { GameEvent } from '../../../../engine/state';
import { refusal } from '../../../../engine/state';
import { gameDriver } from '../../../../engine/testing/gameDriver';
import type { GameDriver } from '../../../../engine/testing/gameDriver';
import type { BpFigState, BpFlow, BpState } from '../../flow/bpTypes';
import { BP_ID, bpFigStateOf } from '../../flow/bpTypes';
import { bpSetup } from '../../flow/bpSetup';
import { describeBpFlow } from '../../flow/describeBpFlow';
import { bpSideActions, endTurnFamily } from '../../flow/endTurnFamily';
import { startGame } from '../../flow/testing/flowTestKit';
import type { BpFamily } from '../../families/actionSpend';
import { activeActorGate } from '../../families/actionSpend';
import { closeOrderFamily, closeOrderUpkeep } from '../../families/closeOrderFamily';
import { moveAreaOf, moveFamily } from '../../families/moveFamily';
import { declineReactionFamily, declineSideActions } from '../../families/pendingMove';
import { clearAimAfterOtherActions, smallActionsFamily } from '../../families/smallActions';
import { BP_OPTIONS } from '../../profile/bpOptions';
import { bpProfileProblems } from '../../profile/bpProfile';
import { meleeAfterAction } from '../meleeAfterAction';

export { cm, fighter, flowScenario, group } from '../../flow/testing/flowTestKit';

export const meleeTestRuleset: Ruleset<BpFlow, BpFigState> = familyRuleset<BpFlow, BpFigState, BpFamily>({
  families: [endTurnFamily, moveFamily, declineReactionFamily, smallActionsFamily, closeOrderFamily],
  gates: [activeActorGate],
  afterAction: [clearAimAfterOtherActions, meleeAfterAction, closeOrderUpkeep],
  unknownAction: (type) => refusal('test.unknownAction', 'TEST-PARAMS-1', `no action "${type}" in the melee test ruleset`),
  unknownLabel: (type) => ({ labelKey: type, params: {} }),
  rest: {
    id: BP_ID, options: BP_OPTIONS, profileProblems: bpProfileProblems, setup: bpSetup, describeFlow: describeBpFlow,
    sideActions: (state, side) => [...declineSideActions(state, side), ...bpSideActions(state, side)],
    movementArea: (state, id) => moveAreaOf(state, id),
  },
});

/** A state on `scenario`, the Prussians active with 8 AP (set-up dice 6 vs 1). */
export const meleeState = (scenario: Scenario, options: Record<string, unknown> = {}): BpState => startGame(options, [6, 1], scenario);

/** A driver from a bare state: dice given per action. */
export const meleeGame = (state: BpState): GameDriver<BpFlow, BpFigState> => gameDriver(meleeTestRuleset, state);

/** A context rolling exactly these faces (a roll beyond them throws), and the events it took. */
export function forcedCtx(faces: readonly number[]): { ctx: ResolveContext; events: () => GameEvent[] } {
  return makeResolveContext(fixedDice(faces));
}

/** The state with these figure-state changes. */
export function withFig(state: BpState, id: string, change: Partial<BpFigState>): BpState {
  return { ...state, figureState: { ...state.figureState, [id]: { ...bpFigStateOf(state, id), ...change } } };
}
