/**
 * The previewed action's arcs and marked figures, placed on the table for the board
 * (board/PreviewArcsLayer.tsx): each shooting figure's arc from its base centre as the rules judged
 * it (`ActionPreview.arcs`: BATTLESYSTEM's 90° front arcs, in the shooters' colours of firing and
 * not), and a ring round each figure the rules single out (the target figures in sight). Read from
 * the preview, never re-derived: the panel and the board show the same judgement.
 */
import type { Vec2 } from '../geometry/point';
import { baseRadiusIn } from '../engine/figureGeometry';
import type { Figure, Scenario } from '../engine/model';
import type { PreviewArc } from '../engine/ruleset';
import { memoLast } from './memoLast';
import { selectActionPreview } from './previewSelectors';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

export interface PreviewArcView {
  readonly figureId: string;
  readonly at: Vec2;
  readonly facingDeg: number;
  readonly arcDeg: number;
  readonly reachIn: number;
  readonly fires: boolean;
}

export interface PreviewMarkView {
  readonly figureId: string;
  readonly at: Vec2;
  readonly radiusIn: number;
}

export interface PreviewArcsView {
  readonly arcs: readonly PreviewArcView[];
  readonly marks: readonly PreviewMarkView[];
}

export const NO_PREVIEW_ARCS: PreviewArcsView = { arcs: [], marks: [] };

const placed = memoLast((scenario: Scenario, arcs: readonly PreviewArc[], marked: readonly string[]): PreviewArcsView => {
  if (arcs.length === 0 && marked.length === 0) return NO_PREVIEW_ARCS;
  const byId = new Map<string, Figure>(scenario.figures.map((f) => [f.id, f]));
  return {
    arcs: arcs.flatMap((a) => {
      const f = byId.get(a.figureId);
      return f === undefined ? [] : [{ figureId: a.figureId, at: { x: f.x, y: f.y }, facingDeg: a.facingDeg, arcDeg: a.arcDeg, reachIn: a.reachIn, fires: a.fires }];
    }),
    marks: marked.flatMap((id) => {
      const f = byId.get(id);
      return f === undefined ? [] : [{ figureId: id, at: { x: f.x, y: f.y }, radiusIn: baseRadiusIn(f) }];
    }),
  };
});

/** The arcs and rings of the action previewed now (none without a preview that has them). */
export function selectPreviewArcs(s: StoreState): PreviewArcsView {
  const preview = selectActionPreview(s);
  const scenario = selectScenario(s);
  if (preview === null || scenario === null) return NO_PREVIEW_ARCS;
  return placed(scenario, preview.arcs, preview.markedFigureIds);
}
