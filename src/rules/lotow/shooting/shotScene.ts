/**
 * The line-of-sight scene a shot is judged in: built once per scenario object (the table as it
 * stands; every change of the table makes a new scenario object, so a WeakMap is a safe memo), with
 * the shooter's eye where the prone rules put it (a Hidden prone shooter peeks over his cover,
 * LOTOW-PRONE-5: spotting/proneVisibility.ts).
 */
import { losSceneOf } from '../../../engine/losScene';
import type { Scenario } from '../../../engine/model';
import type { LosScene } from '../../../los/losScene';
import type { LotowState } from '../lotowState';
import { observerScene } from '../spotting/proneVisibility';

const scenes = new WeakMap<Scenario, LosScene>();

export function tableScene(scenario: Scenario): LosScene {
  let s = scenes.get(scenario);
  if (s === undefined) {
    s = losSceneOf(scenario);
    scenes.set(scenario, s);
  }
  return s;
}

/** The scene from `shooterId`'s eye. */
export const shooterScene = (state: LotowState, shooterId: string): LosScene => observerScene(state, shooterId, tableScene(state.scenario));
