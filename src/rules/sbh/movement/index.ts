/**
 * SBH movement (SBH-GAP-04, -05, -09, -10, -11, SBH-WOOD-1, SBH-CHARGE-3 geometry): straight moves by
 * the measuring sticks, difficult ground and woods, standing up, breaking away, charges and what they
 * give the charged figure, and the board's movement area.
 */
export { movementHandler, STAND_UP, BREAK_AWAY, breakAwayCandidates, moveCandidates, problemRefusal } from './movementHandler';
export { sbhMovementArea, noAreaWhy, SBH_CELL_IN } from './movementArea';
export { chargeReactionOf, noReactionWhy, SIGHT_STEP_IN } from './charge';
export type { NoReactionWhy } from './charge';
export { judgeMove, moveContext, enemiesInContact, isDifficultPiece, CHARGE_SNAP_IN, MIN_MOVE_IN } from './moveModel';
export type { MoveVerdict, MoveProblem, MoveMode, MoveContext } from './moveModel';
export { stickLineOf } from './stickLine';
