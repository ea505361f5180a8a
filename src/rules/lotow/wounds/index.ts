/** Wounds, Fortune and casualties (LOTOW-GAP-07/10/16, LOTOW-SHOOT-MOUNTED-2): see CONTEXT.md. */
export { woundFigure } from './woundFigure';
export type { Hit, WoundResult } from './woundFigure';
export { killMount, putOutOfAction, throwPassenger } from './casualty';
export type { Departure } from './casualty';
export { woundNeed, woundChance, woundNeedText } from './woundChart';
export type { WoundNeed, WoundChartId } from './woundChart';
export { MOUNT_STATS, mountProfile } from './mountStats';
export type { MountStats } from './mountStats';
export { pendingHitsAfterResolve, resolvePendingHits } from './pendingHits';
