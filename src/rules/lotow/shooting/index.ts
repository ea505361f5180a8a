/** The shooting family (LOTOW-SHOOT-*): see CONTEXT.md. */
export { shootingHandler, SHOOT } from './shootingHandler';
export { planShot } from './shotPlan';
export type { ShotPlan, PlannedShot } from './shotPlan';
export { shotPreview, hitChance } from './shotPreview';
export type { InTheWayItem } from './inTheWay';
export { QUARTER, rolledInTheWay, reachesQuarter } from './inTheWay';
export { TEMPLATE_LENGTH_IN, TEMPLATE_END_WIDTH_IN, templatePolygon } from './template';
