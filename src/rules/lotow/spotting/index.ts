/** The spotting family (see CONTEXT.md): the `spot` handler, the Hidden status and what shooting reads. */
export { spotHandler, SPOT } from './spotHandler';
export { isHidden, refreshHidden, refreshAllHidden, enemyFightersOf } from './hidden';
export { canSee, needsSpotting } from './canSee';
export { proneVisibility } from './proneVisibility';
export type { ProneVisibility } from './proneVisibility';
export { revealShooter, afterMove, spottingAfterAction } from './reveal';
