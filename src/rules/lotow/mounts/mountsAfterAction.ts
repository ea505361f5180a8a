/**
 * What the mount rules do after an accepted action (the ruleset's `afterAction` list): after a
 * `move`, a held horse follows its holder (LOTOW-HOLD-1) and a passenger rides along with its rider
 * (LOTOW-PASS-1). Any other action changes nothing here.
 */
import { MOVE_ACTION } from '../../../engine/intents';
import type { Action } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { afterHolderMove } from './holdHandler';
import { afterRiderMove } from './passengerHandler';

export function mountsAfterAction(state: LotowState, action: Action): LotowState {
  if (action.type !== MOVE_ACTION || action.figureId === undefined) return state;
  return afterRiderMove(afterHolderMove(state, action.figureId), action.figureId);
}
