/**
 * The shipped black-powder skirmish ruleset (seed 001; catalog `shared/rules/blackpowder.md`): every
 * family and after-action wired on `makeBpRuleset` (bpRuleset.ts). The app loads this module as its
 * own chunk (rules/rulesetLoaders.ts).
 */
import type { Ruleset } from '../../engine/ruleset';
import { makeBpRuleset } from './bpRuleset';
import { activeActorGate, checkPay, payAction } from './families/actionSpend';
import { closeOrderFamily, closeOrderUpkeep } from './families/closeOrderFamily';
import { moveFamily } from './families/moveFamily';
import { placementFamily } from './families/placementFamily';
import { bpPathChoice } from './families/reactChoice';
import { reactFamily } from './families/reactFamily';
import { meleeAfterAction } from './melee/meleeAfterAction';
import { declineReactionFamily } from './families/pendingMove';
import { saveFamily, saveWaitingGate } from './families/saveFamily';
import { makeShootFamily } from './families/shootFamily';
import { smallActionsFamily } from './families/smallActions';
import { endTurnFamily } from './flow/endTurnFamily';
import type { BpFigState, BpFlow } from './flow/bpTypes';

const shootFamily = makeShootFamily({
  pay: payAction,
  canPay: (state, actorId) => {
    const c = checkPay(state, actorId);
    return c.ok ? null : c.refusal;
  },
});

export const blackpowderRuleset: Ruleset<BpFlow, BpFigState> = makeBpRuleset({
  families: [endTurnFamily, moveFamily, declineReactionFamily, reactFamily, smallActionsFamily, shootFamily, saveFamily, placementFamily, closeOrderFamily],
  gates: [saveWaitingGate, activeActorGate],
  afterResolve: [meleeAfterAction, closeOrderUpkeep],
  pathChoice: bpPathChoice,
});

export { BP_ID } from './flow/bpTypes';
