/**
 * Which enemies a figure could see at the start of its move (a charger must see its target then:
 * LOTOW-OBST-2, LOTOW-GAP-03): line of sight from `figState.moveStart` (or where it stands, before
 * its first move) on the engine's scene of the table, any sample seen (visibleFraction > 0).
 * Scenes are cached for the last few scenario objects, so a drag over one state builds the scene once.
 */
import { losFigureOf, losSceneOf } from '../../../engine/losScene';
import type { Figure, Scenario } from '../../../engine/model';
import { lineOfSight } from '../../../los/lineOfSight';
import type { LosScene } from '../../../los/losScene';
import { losSceneWithFigure } from '../../../los/losScene';
import type { MoveStart } from '../lotowTypes';
import { recentCache } from './recentCache';

const scenes = recentCache<Scenario, LosScene>(4);

function sceneOf(scenario: Scenario): LosScene {
  let scene = scenes.get(scenario, '');
  if (scene === undefined) {
    scene = losSceneOf(scenario);
    scenes.set(scenario, '', scene);
  }
  return scene;
}

/** A function answering "could `mover` see this enemy at the start of its move?" (memoised per enemy). */
export function startSightOf(scenario: Scenario, mover: Figure, moveStart: MoveStart | null): (enemyId: string) => boolean {
  let scene: LosScene | undefined;
  const seen = new Map<string, boolean>();
  return (enemyId) => {
    const known = seen.get(enemyId);
    if (known !== undefined) return known;
    if (scene === undefined) {
      const base = sceneOf(scenario);
      const at = moveStart === null ? mover : { ...mover, x: moveStart.x, y: moveStart.y, standsOn: moveStart.standsOn };
      scene = at === mover ? base : losSceneWithFigure(base, losFigureOf(scenario, at));
    }
    const v = lineOfSight(scene, mover.id, enemyId, { withRays: false, withCrossings: false }).visibleFraction > 0;
    seen.set(enemyId, v);
    return v;
  };
}
