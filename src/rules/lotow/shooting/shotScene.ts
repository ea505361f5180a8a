/**
 * The line-of-sight scene a shot is judged in: the game's table scene (engine/losScene.ts, built once
 * per scenario object with the game's sample pattern), with the shooter's eye where the prone rules put it (a Hidden prone shooter peeks over his cover,
 * LOTOW-PRONE-5: spotting/proneVisibility.ts).
 */
import { gameLosScene } from '../../../engine/losScene';
import type { LosScene } from '../../../los/losScene';
import type { LotowState } from '../lotowTypes';
import { observerScene } from '../spotting/proneVisibility';

/** The scene from `shooterId`'s eye. */
export const shooterScene = (state: LotowState, shooterId: string): LosScene => observerScene(state, shooterId, gameLosScene(state));
