/**
 * Test support for the react family (tests only, never shipped): a ruleset of End turn, the moves,
 * `declineReaction`, `react`, `passHit` and the small actions on the kit (the save gate, then
 * `activeActorGate`; the Aim hook; `pathChoice`), on a table of flow/testing/flowTestKit.ts: the
 * Prussians as there (y = 10 cm), the Zouaves' Group at y = 90 cm and their lone `zA` brought up to
 * (40, 70) cm — 60 cm from `pA`'s start (centres), rifled: Long (40–80 cm) by default.
 */
import { familyRuleset } from '../../../../engine/kit/familyRuleset';
import type { Scenario } from '../../../../engine/model';
import type { Ruleset } from '../../../../engine/ruleset';
import { refusal } from '../../../../engine/state';
import { gameDriver } from '../../../../engine/testing/gameDriver';
import type { GameDriver } from '../../../../engine/testing/gameDriver';
import type { BpFigState, BpFlow, BpState } from '../../flow/bpTypes';
import { BP_ID } from '../../flow/bpTypes';
import { bpSetup } from '../../flow/bpSetup';
import { describeBpFlow } from '../../flow/describeBpFlow';
import { bpSideActions, endTurnFamily } from '../../flow/endTurnFamily';
import { withAp } from '../../flow/flowAccess';
import { fighter, flowScenario, prussians, startGame, zouaves } from '../../flow/testing/flowTestKit';
import { BP_OPTIONS } from '../../profile/bpOptions';
import { bpProfileProblems } from '../../profile/bpProfile';
import type { BpFamily } from '../actionSpend';
import { activeActorGate } from '../actionSpend';
import { moveAreaOf, moveFamily } from '../moveFamily';
import { declineReactionFamily, declineSideActions } from '../pendingMove';
import { bpPathChoice } from '../reactChoice';
import { reactFamily } from '../reactFamily';
import { placementFamily } from '../placementFamily';
import { saveFamily, saveWaitingGate } from '../saveFamily';
import { clearAimAfterOtherActions, smallActionsFamily } from '../smallActions';

export const reactTestRuleset: Ruleset<BpFlow, BpFigState> = familyRuleset<BpFlow, BpFigState, BpFamily>({
  families: [endTurnFamily, moveFamily, declineReactionFamily, reactFamily, saveFamily, placementFamily, smallActionsFamily],
  gates: [saveWaitingGate, activeActorGate],
  afterAction: [clearAimAfterOtherActions],
  unknownAction: (type) => refusal('test.unknownAction', 'TEST-PARAMS-1', `no action "${type}" in the react test ruleset`),
  unknownLabel: (type) => ({ labelKey: type, params: {} }),
  rest: {
    id: BP_ID, options: BP_OPTIONS, profileProblems: bpProfileProblems, setup: bpSetup, describeFlow: describeBpFlow,
    sideActions: (state, side) => [...declineSideActions(state, side), ...bpSideActions(state, side)],
    movementArea: (state, id) => moveAreaOf(state, id),
    pathChoice: (state, id) => bpPathChoice(state, id),
  },
});

/** The table: `zA` at (40, 70) cm, `zProfile` merged into its profile. */
export const reactScenario = (zProfile: Record<string, string | boolean> = {}, zAt: { x: number; y: number } = { x: 40, y: 70 }): Scenario =>
  flowScenario([...prussians, ...zouaves.map((f) => (f.id === 'zA' ? fighter('zA', 'z', zAt.x, zAt.y, zProfile) : f))]);

/** A game with the Prussians active (8 AP) and the Zouaves holding `zouaveAp` AP for reactions. */
export function startReactGame(options: Record<string, unknown> = {}, scenario: Scenario = reactScenario(), zouaveAp = 3): GameDriver<BpFlow, BpFigState> {
  const s = startGame(options, [6, 1], scenario);
  const state: BpState = { ...s, flow: withAp(s.flow, 'z', zouaveAp) };
  return gameDriver(reactTestRuleset, state);
}
