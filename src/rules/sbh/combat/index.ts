/**
 * SBH combat (see CONTEXT.md): melee (`attack`), shooting (`shoot`) with cover and the woods, and
 * the answer to a charge (`reactShoot`, `reactMelee`).
 */
import type { SbhActionHandler } from '../sbhTypes';
import { attackHandler } from './attackHandler';
import { reactionHandler } from './reactionHandler';
import { shootHandler } from './shootHandler';

export const combatHandlers: readonly SbhActionHandler[] = [attackHandler, shootHandler, reactionHandler];

export { ATTACK, attackHandler, isPowerBlow, resolveMelee } from './attackHandler';
export { SHOOT, isAimed, shootHandler } from './shootHandler';
export { REACT_MELEE, REACT_SHOOT, chargerAtShortPoint, freeShotPlan, reactionHandler } from './reactionHandler';
export { meleeSetup, planAttack } from './meleePlan';
export { planShot } from './shotPlan';
export { applyOpposed, classifyTotals, loserEffect, rollOpposed } from './opposed';
export type { CombatMod, CombatSide, OpposedRoll, OpposedSetup } from './opposed';
export { opposedOdds } from './combatOdds';
export { figuresInBaseContact, enemiesTouching } from '../../../engine/kit/baseContact';
export { figureInWood, touchesWoodEdge, woodsContaining } from './woods';
