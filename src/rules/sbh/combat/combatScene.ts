/**
 * The line-of-sight scene shots are judged in: built once per scenario object (every change of the
 * table makes a new scenario object, so a WeakMap is a safe memo; candidates and previews ask many
 * times for the same table).
 */
import { losSceneOf } from '../../../engine/losScene';
import type { Scenario } from '../../../engine/model';
import type { LosScene } from '../../../los/losScene';

const scenes = new WeakMap<Scenario, LosScene>();

export function combatScene(scenario: Scenario): LosScene {
  let s = scenes.get(scenario);
  if (s === undefined) {
    s = losSceneOf(scenario);
    scenes.set(scenario, s);
  }
  return s;
}
