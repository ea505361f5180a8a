/** The black-powder turn flow (BP-GAP-02/03/06/14, BP-REACT-3): its state, set-up, turns, banner and end. */
export { BP_ID, bpFigStateOf, freshBpFigState, withBpFigState } from './bpTypes';
export type { ActorTurn, BpFigState, BpFlow, BpState, PendingMove, RunningMark } from './bpTypes';
export { activeSideOf, actorTurnOf, apOf, bpActorsOf, hasReacted, reactingSidesOf, withActorTurn, withAp, withBpActors, withReacted } from './flowAccess';
export { fightersInAction, isInAction, outOfActionIds } from './inAction';
export { orderFrom, rollOff, roundOrder } from './initiative';
export { expireRunningAtTurnEnd, expireRunningOnActivation, isRunning, markRunning } from './running';
export { beginTurn, turnAllowanceOf } from './turnStart';
export { bpSetup, freshFigureStates } from './bpSetup';
export { END_TURN, checkEndTurn, endTurn, endTurnAction } from './bpTurn';
export { bpSideActions, endTurnFamily } from './endTurnFamily';
export { describeBpFlow } from './describeBpFlow';
export { fightersLost, isShaken, rollSideMorale, victoryOutcome, withVictory } from './gameEnd';
export type { MoraleTest } from './gameEnd';
