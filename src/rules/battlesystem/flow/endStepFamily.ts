/**
 * `endStep`: the active side's button that ends its step (flow/bsSteps.ts). It belongs to no piece;
 * `bsStepSideActions` offers it to every side, and the engine's `actors` and `check` refuse it for
 * all but the active one (the owner removing casualties finishes that first). In Step 1, while the
 * initiative's winner chooses who moves first, the two `chooseOrder` buttons (chooseOrderFamily.ts)
 * stand in its place.
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import type { Action } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { BsState } from './bsTypes';
import { endStep, isMoveStep } from './bsSteps';
import { chooseOrderSideActions } from './chooseOrderFamily';
import { strikesDue } from '../melee/meleeOrder';
import { bsOptions } from '../profile/bsOptionSpecs';

export const END_STEP = 'endStep';

export const endStepFamily: ActionFamily<BsState> = {
  types: [END_STEP],
  check: (state, a) => {
    if (state.flow.pendingCasualties !== null) return refusal('battlesystem.casualtiesFirst', 'BS-CAS-1', 'remove the casualties first');
    if (a.side !== state.flow.active) return refusal('battlesystem.notYourStep', 'BS-GAP-01', 'it is the other side\'s step');
    if (state.flow.step === 'initiative') return refusal('battlesystem.chooseOrderFirst', 'BS-GAP-01', 'choose who moves first');
    if (state.flow.step === 'melee' && strikesDue(state, bsOptions(state.options)).length > 0) {
      return refusal('battlesystem.meleesLeft', 'BS-MELEE-ELIG-1', 'every unit in contact fights first');
    }
    return null;
  },
  resolve: (state, _a, ctx) => ({ state: endStep(state, ctx) }),
  describe: (state, a) => ({ labelKey: `battlesystem.action.endStep.${state.flow.step}`, params: { sideSideId: a.side } }),
  candidates: () => [],
};

/** A side firing at the movers of another (flow/interruptFire.ts) has no step of its own to end. */
export const bsStepSideActions = (state: BsState, side: string): Action[] => {
  if (state.flow.step === 'initiative') return chooseOrderSideActions(side);
  return isMoveStep(state.flow) && side !== state.flow.active && state.flow.pendingCasualties === null ? [] : [{ type: END_STEP, side }];
};
