/** Damage, hit allocation, action points and the reaction test of the black-powder ruleset: see CONTEXT.md. */
export { CHAIN_LINK_CM, hitChain } from './hitChain';
export type { ChainLink, HitChain, HitChainRequest, PlacedHit } from './hitChain';
export { OUT_OF_ACTION_FROM, damageMods, damageModifier, damageOdds, damageRollResult, damageVerdict, rollDamageTest } from './damageTest';
export type { DamageCover, DamageMod, DamageOdds, DamageResult, DamageTerms, DamageTestRequest, DamageVerdict, HitFighterState } from './damageTest';
export { DEFAULT_HORSE_WOUND_SCOPE, UNHURT_MOUNT, hitGoesToRider, horseHitResult, locationOfFace, mountAtVolleyStart, riderHitOdds, rollRiderHit, rollRiderLocation } from './riderLocation';
export type { HorseWoundScope, RiderHitOdds, RiderHitOutcome, RiderHitRequest, RiderLocation, RiderMount } from './riderLocation';
export { DEFAULT_LEADER_SAVE_ON, leaderSaveChance, passHitToComrade, rollLeaderSave } from './leaderSave';
export type { LeaderSaveRequest, LeaderSaveResult, PassHitRequest } from './leaderSave';
export { REACTION_AP_COST, checkReaction, reactionChance, reactionShotTerms, rollReactionTest } from './reactionTest';
export type { ReactionRequest, ReactionResult, ReactionShot } from './reactionTest';
export {
  AP_PER_ACTOR, FRESH_ACTOR_TURN, MAX_ACTIONS_PER_TURN, actionApCost, actionTestChance, beatsSd, checkActionTest, rollActionTest, sdFor,
  sideApAllowance, turnApAllowance,
} from './actionTest';
export type { ActionTestRequest, ActionTestResult, ActorTurn, SdStat } from './actionTest';
export { idSetHas, refused } from './refused';
export type { IdSet, Refused } from './refused';
