/**
 * The activation family (SBH-GAP-02, SBH-GAP-03, SBH-GAP-10): Quality tests, `activate`,
 * `endActivation`, the side's `endTurn`, and the odds of an activation roll. See CONTEXT.md.
 */
export { activationHandler, sbhSideActions, activateAction, activationDiceOf, ACTIVATION_DICE } from './activationHandler';
export type { ActivationDice } from './activationHandler';
export { activationOdds } from './activationOdds';
export type { ActivationOdds } from './activationOdds';
export { countQuality, qualityChance, qualitySuccess, qualitySuccesses, qualityTarget, rollQuality } from './quality';
export type { QualityTestRequest, QualityTestResult } from './quality';
