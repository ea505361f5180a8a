/**
 * The line of sight the board draws for the previewed action (a shot): the rays the rules judged,
 * with the figures and pieces the preview's `sight` says to ignore (a friend in base contact, the
 * target's own mount, the shooter's own wall). Same shape as the line-of-sight tool's view, so the
 * board draws both with one overlay; the tool's own view wins while that tool is on.
 *
 * Cost: one line-of-sight query per (scenario, drag, sight) — the sight object is memoised with
 * the preview, so hovers, camera moves and re-renders cost nothing.
 */
import type { Scenario } from '../engine/model';
import type { PreviewSight } from '../engine/ruleset';
import { lineOfSight } from '../los/lineOfSight';
import type { LosScene } from '../los/losScene';
import type { LosView } from './losSelectors';
import { crossingViews, losPercent, losVerdict, pickOf, selectLosScene, selectLosView } from './losSelectors';
import { memoLast } from './memoLast';
import { selectActionPreview } from './previewSelectors';
import type { DragView } from './dragViewSelectors';
import { selectDragView } from './dragViewSelectors';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

const previewLos = memoLast((scenario: Scenario, drag: DragView | null, sight: PreviewSight, scene: LosScene): LosView | null => {
  const observer = pickOf(scenario, drag, sight.observerId);
  const target = pickOf(scenario, drag, sight.targetId);
  if (observer === null || target === null) return null;
  const result = lineOfSight(scene, sight.observerId, sight.targetId, {
    ignoreFigureIds: sight.ignoreFigureIds, ignorePieceIds: sight.ignorePieceIds,
  });
  return {
    observer, target, targetPinned: true, result,
    visiblePercent: losPercent(result.visibleFraction),
    verdict: losVerdict(result),
    crossings: crossingViews(scenario, result.crossings),
    // The preview's own panel says what the rules make of the shot; the board draws only the rays.
    rules: null,
  };
});

/** The previewed action's line of sight, or null (no preview with a sight, or the line-of-sight tool is on). */
export function selectPreviewLosView(state: StoreState): LosView | null {
  if (state.tool === 'los' || selectScenario(state) === null) return null;
  const sight = selectActionPreview(state)?.sight ?? null;
  if (sight === null) return null;
  const scene = selectLosScene(state);
  const scenario = selectScenario(state);
  // The scene is memoised on (scenario, drag) itself, so it adds no recomputation.
  return scene === null || scenario === null ? null : previewLos(scenario, selectDragView(state), sight, scene);
}

/** What the board's line-of-sight overlay draws: the tool's line, else the previewed shot's. */
export function selectBoardLosView(state: StoreState): LosView | null {
  return selectLosView(state) ?? selectPreviewLosView(state);
}
