/**
 * How much of a target an observer sees, with the prone rules (LOTOW-PRONE-2, LOTOW-PRONE-5):
 * - a prone target is its lying body (engine/losScene: 0.3″ at 28 mm): it counts as seen whenever
 *   any of that body can be seen (LOTOW-PRONE-2);
 * - a prone observer that is Hidden (`figState.hidden`, behind cover) looks over the cover as if
 *   standing: its eye is raised to the standing eye height for its own line of sight, while its
 *   body stays low for everyone else's (LOTOW-PRONE-5: "the fighter peeks out carefully").
 * `behindCover`: a piece that gives cover (`cover` ≠ 'none') stops part of the sample rays first —
 * "lying behind cover" as LOTOW-SPOT-1 and LOTOW-GAP-12 use it.
 */
import { figureHeightsIn, gameLosScene, losFigureOf, scenarioFigureScaleMm } from '../../../engine/losScene';
import { lineOfSight } from '../../../los/lineOfSight';
import type { LosScene } from '../../../los/losScene';
import { losSceneWithFigure } from '../../../los/losScene';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';

export interface ProneVisibility {
  /** Share of the target's samples the observer sees, 0–1. */
  readonly visibleFraction: number;
  /** A cover-giving piece hides part of the target from this observer. */
  readonly behindCover: boolean;
}

/** The scene with the observer's eye where the prone rules put it (raised when it lies Hidden). */
export function observerScene(state: LotowState, observerId: string, scene: LosScene): LosScene {
  const observer = figureOf(state, observerId);
  if (observer === undefined || observer.stance !== 'prone' || !figStateOf(state, observerId).hidden) return scene;
  const scale = scenarioFigureScaleMm(state.scenario);
  const standing = figureHeightsIn({ ...observer, stance: 'standing', mounted: false }, scale);
  // The observer never blocks its own rays, so raising its whole solid changes only its eye.
  return losSceneWithFigure(scene, { ...losFigureOf(state.scenario, observer, scale), ...standing });
}

export function proneVisibility(state: LotowState, observerId: string, targetId: string, scene: LosScene = gameLosScene(state)): ProneVisibility {
  const los = lineOfSight(observerScene(state, observerId, scene), observerId, targetId, { withRays: false, withCrossings: true });
  const coverIds = new Set(state.scenario.terrain.filter((t) => t.cover !== 'none').map((t) => t.id));
  const behindCover = los.crossings.some((c) => c.kind === 'piece' && c.hiddenFraction > 0 && coverIds.has(c.id));
  return { visibleFraction: los.visibleFraction, behindCover };
}
