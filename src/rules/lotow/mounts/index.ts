/** The mount family (see CONTEXT.md): handlers, hooks and the predicates other families read. */
import type { LotowActionHandler } from '../lotowTypes';
import { dismountHandler } from './dismountHandler';
import { holdHandler } from './holdHandler';
import type { ApplyFall } from './mountHandler';
import { makeMountHandler } from './mountHandler';
import { passengerHandler } from './passengerHandler';

export type { ApplyFall } from './mountHandler';
export { afterHolderMove } from './holdHandler';
export { afterRiderMove } from './passengerHandler';
export { mountsAfterAction } from './mountsAfterAction';
export { canAttack, countsAsCasualty, isLoose, looseMountsAtMovePhaseStart } from './looseMounts';
export { carriedPassenger, carrierOf, isPassenger, mountedGroupOf } from './passengers';
export { isRiderlessMount, mountFigureIdOf, ownMountOf, riderOfMount } from './mountModel';
export { joinRider, splitRider } from './riderSwap';

/** Every mount handler; `applyFall` is movement's fall (movement/falls.ts), used by Saddle Up's 1. */
export function mountHandlers(applyFall: ApplyFall): LotowActionHandler[] {
  return [dismountHandler, makeMountHandler(applyFall), holdHandler, passengerHandler];
}
