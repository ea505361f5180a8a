/** Where along an enemy's move a reacting shooter can see and reach the mover (BP-REACT-1/5): see CONTEXT.md. */
export { DEFAULT_SAMPLE_STEP_IN, pathSamples } from './pathSamples';
export type { PathSample } from './pathSamples';
export { inRuns, nearestSample, runsOf } from './pathRuns';
export type { PathRun } from './pathRuns';
export { sampleSight } from './sampleSight';
export type { SampleSight, SampleSightContext } from './sampleSight';
export { firstFiringSample, pathVisibility } from './pathVisibility';
export type { PathVisibility, PathVisibilityQuery } from './pathVisibility';
export { reactionWeaponOf } from './reactionWeapon';
export { reactionOpportunity, shouldAskReaction } from './reactionOpportunity';
export type { MoverPath, NoReactionWhy, ReactionOpportunity, ReactionOpportunityQuery, Reactor, ReactorOpportunity } from './reactionOpportunity';
