/** Melee of the black-powder ruleset (BP-GAP-12, BP-GAP-15): see CONTEXT.md. */
export { footInOpen, meleeOdds, meleeSide, meleeTerms, meleeVerdict } from './meleeTerms';
export type { MeleeFighter, MeleeMod, MeleeModReason, MeleeOdds, MeleeResult, MeleeSide, MeleeTerms } from './meleeTerms';
export { MAX_TIE_ROUNDS, defendersOf, fightPair, meleePairs, resolveMelee } from './resolveMelee';
export type { PairOutcome } from './resolveMelee';
export { meleeAfterAction } from './meleeAfterAction';
export { meleePreview } from './meleePreview';
