/** The ruler's view (the Measure tool): two points or two figures, flat and 3-D distance, inches. */
import type { WorldPoint } from '../geometry/point';
import { figureEdgeDistance } from '../engine/figureGeometry';
import type { Scenario } from '../engine/model';
import { memoLast } from './memoLast';
import type { MeasureState } from './sessionSlice';
import type { StoreState } from './storeState';
import { withScenario } from './scenarioSelectors';

export interface MeasureView {
  readonly from: WorldPoint;
  readonly to: WorldPoint;
  /** Flat distance on the table, inches (edge to edge for two figures). */
  readonly flatIn: number;
  /** For two figures: the height difference (second minus first) and the 3-D edge distance. */
  readonly heightDiffIn: number | null;
  readonly distance3dIn: number | null;
  readonly fromFigureId: string | null;
  readonly toFigureId: string | null;
}

const measureView = memoLast((scenario: Scenario, measure: MeasureState | null): MeasureView | null => {
  if (!measure) return null;
  if (measure.kind === 'points') {
    const flatIn = Math.hypot(measure.to.x - measure.from.x, measure.to.y - measure.from.y);
    return { from: measure.from, to: measure.to, flatIn, heightDiffIn: null, distance3dIn: null, fromFigureId: null, toFigureId: null };
  }
  const a = scenario.figures.find((f) => f.id === measure.fromFigureId);
  const b = measure.toFigureId === null ? undefined : scenario.figures.find((f) => f.id === measure.toFigureId);
  if (!a) return null;
  if (!b) {
    return { from: a, to: a, flatIn: 0, heightDiffIn: null, distance3dIn: null, fromFigureId: a.id, toFigureId: null };
  }
  const d = figureEdgeDistance(scenario, a, b);
  return {
    from: { x: a.x, y: a.y }, to: { x: b.x, y: b.y }, flatIn: d.flatIn, heightDiffIn: d.heightDiffIn,
    distance3dIn: d.distance3dIn, fromFigureId: a.id, toFigureId: b.id,
  };
});

export const selectMeasureView = (state: StoreState): MeasureView | null =>
  withScenario(state, (scenario) => measureView(scenario, state.measure), null);

