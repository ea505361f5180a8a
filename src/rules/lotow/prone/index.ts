/** The prone family (see CONTEXT.md). */
export { proneHandler, GO_PRONE, STAND_UP, halfMoveIn } from './proneHandler';
export { hasControlZone, proneChargeRefusal } from './proneRestrictions';
