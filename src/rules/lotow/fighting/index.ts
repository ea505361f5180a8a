/** The fighting family (LOTOW-GAP-08, LOTOW-LEVEL-2, LOTOW-OBST-2, LOTOW-PASS-4, LOTOW-MOUNT-5, LOTOW-THROWN-1): see CONTEXT.md. */
export { FIGHT, fightHandler } from './fightHandler';
export { fightsLeftRefusal } from './fightsLeft';
export { combatsOf, unfoughtCombatOf, unfoughtCombatsOf, opponentsIn } from './combats';
export type { Combat, CombatLink, CombatRole } from './combats';
export { fightSidesOf, decideFight } from './fightSides';
export type { FightSide, FighterDice } from './fightSides';
export { fightWinChances } from './fightOdds';
