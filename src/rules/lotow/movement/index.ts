/**
 * LOTOW movement: the reach of a figure (its area for the board), the `move` action's handler, and
 * the rules other modules call — a fall (LOTOW-FALL-1/2) and the Thrown Rider table (LOTOW-THROWN-1).
 */
export { lotowMovementArea, areaTierAt } from './movementArea';
export { movementHandler, describeMove, moveCandidates } from './movementHandler';
export { applyFall, fallHitsFor } from './applyFall';
export { throwRider, mountFigureId } from './throwRider';
export { moveBlockedReason } from './moveBlocked';
export { remainingAllowanceIn } from './reachField';
