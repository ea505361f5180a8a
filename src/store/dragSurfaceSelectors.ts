/**
 * Which surface the drag's ghost stands on, for the readout by the pointer: where surfaces are
 * stacked (the street under a balcony, a platform under a roof) a drop ends on one of them — the one
 * the rules chose (`DragView.standsOn`, engine/dropSurface.ts) — and the player must be able
 * to read which before letting go: "on Cole House balcony · 3.0″" or "under Cole House balcony · 0.0″".
 * The same surface the check, the drop, the log and the figure's height afterwards use (issue 13, bug 9).
 */
import { standingElevationIn } from '../engine/figureGeometry';
import type { Scenario } from '../engine/model';
import { polygonContainsPoint } from '../geometry/polygon';
import { memoLast } from './memoLast';
import type { DragView } from './dragViewSelectors';
import { selectDragView } from './dragViewSelectors';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

export interface DragSurface {
  /** The piece the drop ends on (null: the table). */
  readonly onPieceId: string | null;
  /**
   * The lowest standable piece over the ghost's centre floating above that surface (a balcony over
   * the street): the drop ends under it. Null when nothing is stacked over the drop.
   */
  readonly underPieceId: string | null;
  /** Height of the surface the drop ends on, inches. */
  readonly elevationIn: number;
}

/** Slack for comparing heights, inches. */
const EPS_IN = 1e-6;

const dragSurface = memoLast((scenario: Scenario, view: DragView): DragSurface => {
  const elevationIn = standingElevationIn(scenario, view.standsOn);
  let under: { id: string; elevationIn: number } | null = null;
  for (const piece of scenario.terrain) {
    if (!piece.standableTop || piece.id === view.standsOn || piece.elevationIn <= elevationIn + EPS_IN) continue;
    if (under !== null && piece.elevationIn >= under.elevationIn) continue;
    if (polygonContainsPoint(piece.footprint, view.centre)) under = { id: piece.id, elevationIn: piece.elevationIn };
  }
  return { onPieceId: view.standsOn, underPieceId: under?.id ?? null, elevationIn };
});

/** The drag's surface (on / under / height), or null with no drag. The same object until the ghost moves. */
export function selectDragSurface(state: StoreState): DragSurface | null {
  const view = selectDragView(state);
  const scenario = selectScenario(state);
  return view === null || scenario === null ? null : dragSurface(scenario, view);
}
