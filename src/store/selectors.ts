/**
 * What the board and the panels draw, computed from the store. Each selector is memoised on the
 * identity of its inputs (immer gives a new object only when something changed), so a pointer move
 * recomputes the drag's ruler and legality once, however many components read them.
 */
import type { WorldPoint } from '../geometry/point';
import { polylineLength } from '../geometry/polyline';
import { figureEdgeDistance, figureElevationIn } from '../engine/figureGeometry';
import type { Figure, Scenario, Side, Unit } from '../engine/model';
import { placementProblems, surfaceAt } from '../engine/placement';
import type { PlacementProblem } from '../engine/placement';
import { moveAction } from '../engine/intents';
import { dropSurfaceOf } from '../engine/dropSurface';
import { movementAreaOf } from './movementAreaOf';
import { ruledDrag, rulesVerdict } from './rulesVerdict';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState, Refusal } from '../engine/state';
import { dragCentre, dragTurns } from './dragState';
import { normalFacingDeg } from '../engine/unitGeometry';
import type { DragState } from './dragState';
import type { MeasureState } from './sessionSlice';
import type { StoreState } from './storeState';
import { selectScenario, withScenario } from './scenarioSelectors';

/** Memoise a function of three object arguments on their identity. */
function memo3<A extends object, B extends object | null, C extends object, R>(fn: (a: A, b: B, c: C) => R): (a: A, b: B, c: C) => R {
  let lastA: A | undefined;
  let lastB: B | undefined;
  let lastC: C | undefined;
  let last: R | undefined;
  return (a, b, c) => {
    if (a !== lastA || b !== lastB || c !== lastC || last === undefined) {
      last = fn(a, b, c);
      lastA = a;
      lastB = b;
      lastC = c;
    }
    return last;
  };
}

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
  id === null ? undefined : selectScenario(state)?.figures.find((f) => f.id === id);

export const selectSelectedFigure = (state: StoreState): Figure | undefined => selectFigure(state, state.selectedFigureId);

/** The selected unit (a press on a member selects its unit), or undefined when the selection is a figure or nothing. */
export const selectSelectedUnit = (state: StoreState): Unit | undefined =>
  state.selectedFigureId === null ? undefined : selectScenario(state)?.units?.find((u) => u.id === state.selectedFigureId);

export const selectSide = (state: StoreState, sideId: string): Side | undefined =>
  selectScenario(state)?.sides.find((s) => s.id === sideId);

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
  /** The rules' refusal of this move (turn, movement allowance, …), when the placement itself is fine. */
  readonly refusal: Refusal | null;
  readonly legal: boolean;
  /** The facing the move ends with when a turn is asked (compass degrees), else null: the figure keeps its own. */
  readonly facingDeg: number | null;
  /** The turn asked, degrees (+ clockwise; 0: none), for the label. */
  readonly turnDeg: number;
}

/**
 * The surface a drop at `end` ends on, as the rules decide it (engine/dropSurface.ts, from the area
 * the store already holds), so the ghost (its verdict, readout and line of sight), the drop and the
 * shading agree. Undefined without a
 * game, for a ruleset not loaded, or when the rules fail to answer (the drop still goes through
 * `check`, which says why).
 */
export function moveSurface(registry: RulesetRegistry, game: GameState, figureId: string, end: WorldPoint | undefined): string | null | undefined {
  const ruleset = registry.get(game.rulesetId);
  if (end === undefined || ruleset === undefined) return undefined;
  try {
    return dropSurfaceOf(ruleset, game, figureId, end, (state, id) => movementAreaOf(registry, state, id));
  } catch {
    return undefined;
  }
}

/** The rules' verdict on a move (`rulesVerdict`), with the surface and facing the drop would send. */
function moveRefusal(registry: RulesetRegistry, game: GameState | null, figure: Figure, path: readonly WorldPoint[], facingDeg: number | null): Refusal | null {
  if (game === null) return null;
  return rulesVerdict(registry, game, ruledDrag(registry, game, moveAction(figure, path.slice(1), moveSurface(registry, game, figure.id, path[path.length - 1]), facingDeg ?? undefined)));
}

const dragView = memo3((scenario: Scenario, drag: DragState | null, rules: RulesContext): DragView | null => {
  if (!drag) return null;
  const figure = scenario.figures.find((f) => f.id === drag.figureId);
  if (!figure) return null;
  const centre = dragCentre(drag);
  const path = [...drag.waypoints, centre];
  // The surface the drop would record: the rules' choice (moveSurface), else where it would stand there.
  const standsOn = (rules.game === null ? undefined : moveSurface(rules.registry, rules.game, figure.id, centre)) ?? surfaceAt(scenario, figure, centre);
  const placed = placementProblems(scenario, figure.id, centre, standsOn);
  // Under a ruleset the rules judge the drop: a drop on an enemy may be a charge they place in base
  // contact (SBH), so a base overlapping another is not wrong in itself. Without one, the table's
  // placement rules decide.
  const judged = rules.game !== null && rules.registry.get(rules.game.rulesetId) !== undefined;
  // A turn asked on the way (Q / E, the rotate handle): the move ends with that facing, as the drop sends it.
  const facingDeg = dragTurns(drag) ? normalFacingDeg(figure.facingDeg + (drag.turnDeg ?? 0)) : null;
  const refusal = judged || placed.length === 0 ? moveRefusal(rules.registry, rules.game, figure, path, facingDeg) : null;
  const legal = judged ? refusal === null : placed.length === 0 && refusal === null;
  const problems = judged && legal ? [] : placed;
  return { figureId: drag.figureId, centre, path, lengthIn: polylineLength(path), standsOn, problems, refusal, legal, facingDeg, turnDeg: facingDeg === null ? 0 : drag.turnDeg ?? 0 };
});

interface RulesContext {
  readonly registry: RulesetRegistry;
  readonly game: GameState | null;
}
const rulesContext = memo2((registry: RulesetRegistry, game: GameState | null): RulesContext => ({ registry, game }));

export const selectDragView = (state: StoreState): DragView | null =>
  withScenario(state, (scenario) => dragView(scenario, state.drag, rulesContext(state.registry, state.replay === null ? state.game?.timeline.present ?? null : null)), null);

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
  withScenario(state, (scenario) => measureView(scenario, state.measure), null);

/** Height (inches) of the surface a figure stands on, for its card. */
export const selectFigureElevationIn = (state: StoreState, figure: Figure): number =>
  withScenario(state, (scenario) => figureElevationIn(scenario, figure), 0);
