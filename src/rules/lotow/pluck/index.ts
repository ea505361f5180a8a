/** Pluck, breaking and the end of the game (LOTOW-GAP-09/16): see CONTEXT.md. */
export { pluckAtMovePhaseStart, pluckFor, mustTest, LEADER_PLUCK_RANGE_IN } from './headForTheHills';
export { victoryAfterResolve, wipeOutCheck } from './victory';
export { turnLimitAtTurnEnd, turnLimitOf, enemiesDownedBy } from './turnLimit';
export { countedFiguresOf, countedLossesOf, startingCountOf, sidesInPlay } from './sideCounts';
