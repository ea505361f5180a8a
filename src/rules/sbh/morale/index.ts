/**
 * SBH morale, fleeing, figure status and the end of the game (SBH-MORALE-1..6, SBH-GAP-08/10/14/15):
 * see CONTEXT.md. index.ts wires `moraleAfterResolve` and `sbhGameEnd` as after-resolve hooks and
 * `sbhFigureStatus` as the card's lines.
 */
export { moraleAfterResolve, rollPendingMorale } from './moraleAfterResolve';
export { sbhGameEnd, brokenSideOf, destroyedPointsBySide, endAtPercentOf } from './gameEnd';
export { sbhFigureStatus } from './figureStatus';
export { flee, moraleCaseOf, moraleTargetOf, resolveMoraleTest } from './moraleTest';
export type { MoraleCase } from './moraleTest';
export { planFlight, nearestEdges } from './flightPath';
export type { FlightPlan, TableEdge } from './flightPath';
export { enemiesInContact, figuresTouch, standingEnemiesOf } from './contacts';
