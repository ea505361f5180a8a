/**
 * Test support for the move and small-action families (tests only, never shipped): a ruleset of
 * End turn, the moves, `declineReaction` and the small actions on the kit, with `activeActorGate`
 * and the Aim hook, on flow/testing/flowTestKit.ts's Franco-Prussian table (Prussians `pGroup` =
 * `pL`, `p1`, `p2` and `pA`, `pB`, `pC` at y = 10 cm; Zouaves `zGroup` = `zL`, `z1`..`z3` and `zA`
 * at y = 90 cm), and a game started with the Prussians active (set-up dice 6 vs 1: 8 AP, Zouaves 0).
 */
import { familyRuleset } from '../../../../engine/kit/familyRuleset';
import type { Scenario } from '../../../../engine/model';
import type { Ruleset } from '../../../../engine/ruleset';
import type { Action } from '../../../../engine/state';
import { refusal } from '../../../../engine/state';
import { gameDriver } from '../../../../engine/testing/gameDriver';
import type { GameDriver } from '../../../../engine/testing/gameDriver';
import type { BpFigState, BpFlow, BpState } from '../../flow/bpTypes';
import { BP_ID } from '../../flow/bpTypes';
import { bpSetup } from '../../flow/bpSetup';
import { describeBpFlow } from '../../flow/describeBpFlow';
import { bpSideActions, endTurnFamily } from '../../flow/endTurnFamily';
import { withAp } from '../../flow/flowAccess';
import { cm, flowScenario, startGame } from '../../flow/testing/flowTestKit';
import { BP_OPTIONS } from '../../profile/bpOptions';
import { bpProfileProblems } from '../../profile/bpProfile';
import type { BpFamily } from '../actionSpend';
import { activeActorGate } from '../actionSpend';
import { moveAreaOf, moveFamily } from '../moveFamily';
import { declineReactionFamily, declineSideActions } from '../pendingMove';
import { clearAimAfterOtherActions, smallActionsFamily } from '../smallActions';

export { cm, fighter, flowScenario, group } from '../../flow/testing/flowTestKit';

export const moveTestRuleset: Ruleset<BpFlow, BpFigState> = familyRuleset<BpFlow, BpFigState, BpFamily>({
  families: [endTurnFamily, moveFamily, declineReactionFamily, smallActionsFamily],
  gates: [activeActorGate],
  afterAction: [clearAimAfterOtherActions],
  unknownAction: (type) => refusal('test.unknownAction', 'TEST-PARAMS-1', `no action "${type}" in the move test ruleset`),
  unknownLabel: (type) => ({ labelKey: type, params: {} }),
  rest: {
    id: BP_ID, options: BP_OPTIONS, profileProblems: bpProfileProblems, setup: bpSetup, describeFlow: describeBpFlow,
    sideActions: (state, side) => [...declineSideActions(state, side), ...bpSideActions(state, side)],
    movementArea: (state, id) => moveAreaOf(state, id),
  },
});

/** A game on the table, the Prussians active (8 AP), the Zouaves with `zouaveAp` AP for reactions. */
export function startMoveGame(options: Record<string, unknown> = {}, scenario: Scenario = flowScenario(), zouaveAp = 0): GameDriver<BpFlow, BpFigState> {
  const s = startGame(options, [6, 1], scenario);
  const state: BpState = { ...s, flow: withAp(s.flow, 'z', zouaveAp) };
  return gameDriver(moveTestRuleset, state);
}

/** A move action of `type` for actor `id` (side `p` unless told) to (x, y) cm. */
export const moveTo = (id: string, xCm: number, yCm: number, type = 'move', side = 'p', extra: Partial<Action> = {}): Action =>
  ({ type, side, figureId: id, params: { path: [{ x: cm(xCm), y: cm(yCm) }] }, ...extra });
