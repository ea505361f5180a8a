/** Black-powder movement (BP-GAP-04, -06, -11, -15, BP-OBST-1..3, BP-DMG-3): the public parts. */
export type { AllowanceQuery, BpAllowance, BpMoveFlags, BpMoveMode } from './moveAllowance';
export { BP_MOVE_MODES, STEADY, allowanceRuleId, moveAllowance } from './moveAllowance';
export type { Crosser, Crossing, CrossingCost, CrossingRates } from './obstacleCrossing';
export { crossingCostIn, obstacleCrossings } from './obstacleCrossing';
export type { MoveTerrain } from './terrainRoles';
export { isImpassable, isLinearObstacle, moveTerrainOf } from './terrainRoles';
export type { BpMoveContext, BpMoveInputs, PathVerdict } from './bpMovePath';
export { COST_EPS_IN, judgePath, moveContext } from './bpMovePath';
export { BP_CELL_IN, bpMovementArea, tableCellOf } from './bpMovementArea';
export { checkBpMove } from './checkBpMove';
export type { Refused } from './moveRefusals';
export { cmParam } from './moveRefusals';
export { CONTACT_GAP_IN, chargeEndToward } from './chargeEnd';
