/**
 * What the board and the panels draw, computed from the store. Each selector is memoised on the
 * identity of its inputs (immer gives a new object only when something changed), so a pointer move
 * recomputes the drag's ruler and legality once, however many components read them.
 */
import type { WorldPoint } from '../geometry/point';
import { polylineLength } from '../geometry/polyline';
import { figureEdgeDistance, figureElevationIn } from '../engine/figureGeometry';
import type { Figure, Scenario, Side } from '../engine/model';
import { placementProblems, surfaceAt } from '../engine/placement';
import type { PlacementProblem } from '../engine/placement';
import { dragCentre } from './sessionSlice';
import type { DragState, MeasureState } from './sessionSlice';
import type { StoreState } from './storeState';

/** Memoise a function of one or two object arguments on their identity. */
function memo2<A extends object, B extends object | null, R>(fn: (a: A, b: B) => R): (a: A, b: B) => R {
  let lastA: A | undefined;
  let lastB: B | undefined;
  let last: R | undefined;
  return (a, b) => {
    if (a !== lastA || b !== lastB || last === undefined) {
      last = fn(a, b);
      lastA = a;
      lastB = b;
    }
    return last;
  };
}

export const selectFigure = (state: StoreState, id: string | null): Figure | undefined =>
  id === null ? undefined : state.scenario?.figures.find((f) => f.id === id);

export const selectSelectedFigure = (state: StoreState): Figure | undefined => selectFigure(state, state.selectedFigureId);

export const selectSide = (state: StoreState, sideId: string): Side | undefined =>
  state.scenario?.sides.find((s) => s.id === sideId);

export interface DragView {
  readonly figureId: string;
  /** Where the ghost's centre is: the pointer less the grab offset. */
  readonly centre: WorldPoint;
  /** Start, waypoints, then the ghost's centre: the path the ruler measures. */
  readonly path: readonly WorldPoint[];
  readonly lengthIn: number;
  /** The piece the ghost would stand on (null: the table), as the drop would record it. */
  readonly standsOn: string | null;
  readonly problems: readonly PlacementProblem[];
  readonly legal: boolean;
}

const dragView = memo2((scenario: Scenario, drag: DragState | null): DragView | null => {
  if (!drag) return null;
  const figure = scenario.figures.find((f) => f.id === drag.figureId);
  if (!figure) return null;
  const centre = dragCentre(drag);
  const path = [...drag.waypoints, centre];
  const standsOn = surfaceAt(scenario, figure, centre);
  const problems = placementProblems(scenario, figure.id, centre, standsOn);
  return {
    figureId: drag.figureId, centre, path, lengthIn: polylineLength(path), standsOn, problems, legal: problems.length === 0,
  };
});

export const selectDragView = (state: StoreState): DragView | null =>
  state.scenario ? dragView(state.scenario, state.drag) : null;

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

const measureView = memo2((scenario: Scenario, measure: MeasureState | null): MeasureView | null => {
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
  state.scenario ? measureView(state.scenario, state.measure) : null;

/** Height (inches) of the surface a figure stands on, for its card. */
export const selectFigureElevationIn = (state: StoreState, figure: Figure): number =>
  state.scenario ? figureElevationIn(state.scenario, figure) : 0;
