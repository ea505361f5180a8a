/**
 * `chooseOrder` (BS-GAP-01 Step 1, house rule "the higher chooses who moves first"): the
 * initiative's winner says whether it moves first or second — `params.moveFirst` true or false —
 * and Step 2 begins (flow/bsSteps.ts `chooseOrder`). Offered to every side in Step 1 as two buttons
 * in place of End step; the engine's `actors` and `check` refuse it for all but the winner, and
 * anywhere but Step 1 (option `initiativeChoice: winnerFirst` never stops there).
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import type { Action } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { BsState } from './bsTypes';
import { chooseOrder } from './bsSteps';

export const CHOOSE_ORDER = 'chooseOrder';

export const chooseOrderSideActions = (side: string): Action[] => [
  { type: CHOOSE_ORDER, side, params: { moveFirst: true } },
  { type: CHOOSE_ORDER, side, params: { moveFirst: false } },
];

export const chooseOrderFamily: ActionFamily<BsState> = {
  types: [CHOOSE_ORDER],
  check: (state, a) => {
    if (state.flow.step !== 'initiative') return refusal('battlesystem.orderAlreadyChosen', 'BS-GAP-01', 'who moves first is chosen already this round');
    if (a.side !== state.flow.active) return refusal('battlesystem.notYourChoice', 'BS-GAP-01', 'the side that won the initiative chooses');
    if (typeof a.params?.moveFirst !== 'boolean') return refusal('battlesystem.badOrderChoice', 'BS-GAP-01', 'params.moveFirst must be true or false');
    return null;
  },
  resolve: (state, a, ctx) => ({ state: chooseOrder(state, a.params?.moveFirst === true, ctx) }),
  describe: (_state, a) => ({ labelKey: `battlesystem.action.chooseOrder.${a.params?.moveFirst === false ? 'second' : 'first'}`, params: { sideSideId: a.side } }),
  candidates: () => [],
};
