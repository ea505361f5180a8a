/**
 * Which enemies a figure could see at the start of its move (a charger must see its target then:
 * LOTOW-OBST-2, LOTOW-GAP-03): line of sight from `figState.moveStart` (or where it stands, before
 * its first move) on the game's scene of the table (engine/losScene.ts: its sample pattern, built
 * once per table), any sample seen (visibleFraction > 0).
 */
import { gameLosScene, losFigureOf } from '../../../engine/losScene';
import type { Figure } from '../../../engine/model';
import { lineOfSight } from '../../../los/lineOfSight';
import type { LosScene } from '../../../los/losScene';
import { losSceneWithFigure } from '../../../los/losScene';
import type { LotowState } from '../lotowTypes';
import type { MoveStart } from '../lotowTypes';

/** A function answering "could `mover` see this enemy at the start of its move?" (memoised per enemy). */
export function startSightOf(state: LotowState, mover: Figure, moveStart: MoveStart | null): (enemyId: string) => boolean {
  const scenario = state.scenario;
  let scene: LosScene | undefined;
  const seen = new Map<string, boolean>();
  return (enemyId) => {
    const known = seen.get(enemyId);
    if (known !== undefined) return known;
    if (scene === undefined) {
      const base = gameLosScene(state);
      const at = moveStart === null ? mover : { ...mover, x: moveStart.x, y: moveStart.y, standsOn: moveStart.standsOn };
      scene = at === mover ? base : losSceneWithFigure(base, losFigureOf(scenario, at));
    }
    const v = lineOfSight(scene, mover.id, enemyId, { withRays: false, withCrossings: false }).visibleFraction > 0;
    seen.set(enemyId, v);
    return v;
  };
}
