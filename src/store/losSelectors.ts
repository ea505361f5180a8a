/**
 * What the line-of-sight tool draws and reads out: the line from the observer to the target (the
 * core's `LosResult`, plus the names and kinds of what is in the way) and the observer's visibility
 * polygon.
 *
 * Cost: the LOS scene (terrain prisms, figure solids, their indexes) is built once per scenario
 * object and memoised on its identity. While a figure is dragged, the ghost stands in for it through
 * `losSceneWithFigure`, which moves one figure in the built scene; so a pointer move costs one
 * line-of-sight query, never a scene rebuild. The visibility polygon's wall segments are prepared
 * once per terrain and eye height; a move of the observer recomputes only the polygon.
 */
import type { WorldPoint } from '../geometry/point';
import type { Figure, Scenario } from '../engine/model';
import { losFigureOf, tableLosScene } from '../engine/losScene';
import { losSamplingOf } from '../engine/losSampling';
import type { LosSampling } from '../los/losSamples';
import { DEFAULT_LOS_SAMPLING } from '../los/losSamples';
import { lineOfSight } from '../los/lineOfSight';
import { losSceneWithFigure } from '../los/losScene';
import type { LosScene } from '../los/losScene';
import type { LosCrossing, LosResult, LosRay, VisibilityPolygon } from '../los/losTypes';
import type { TerrainKind } from '../los/terrain';
import { prepareVisibilitySegments, visibilityPolygonFromSegments } from '../los/visibilityPolygon';
import { selectDragView } from './dragViewSelectors';
import type { DragView } from './dragViewSelectors';
import type { StoreState } from './storeState';
import type { SightVerdict } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState, Refusal } from '../engine/state';
import { refusal } from '../engine/state';
import { selectScenario } from './scenarioSelectors';

// The board and the UI may not import `los`: they take the contract's types from here.
export type { LosCrossing, LosResult, LosRay, VisibilityPolygon };

/** How much of the target the observer sees, in words the UI translates. */
export type LosVerdict = 'visible' | 'partlyHidden' | 'hidden';

/** A figure the tool picked, where it stands now (the ghost's centre while it is dragged). */
export interface LosPick {
  readonly figure: Figure;
  readonly centre: WorldPoint;
}

/** One thing in the way, with what the panel shows about it. */
export interface LosCrossingView extends LosCrossing {
  /** The piece's or the figure's name; null for a piece without one (the UI names it by kind and id). */
  readonly name: string | null;
  /** The terrain kind for a piece, null for a figure. */
  readonly pieceKind: TerrainKind | null;
  /** The line is measured through it (woods): `insideIn` is the depth that counts. */
  readonly area: boolean;
  /** `hiddenFraction` as a whole percentage (see `losPercent`). */
  readonly hiddenPercent: number;
  /**
   * What the rules make of it as an In the Way (the ruleset's `sightVerdict`), or null: the rules
   * count it for nothing, judge no sight, or have not judged (a drag). For area terrain this is the
   * only share there is: it stops no ray, so the geometry says it hides nothing.
   */
  readonly rules: CrossingRulesView | null;
}

/** The rules' In the Way for one crossing: its d6 value, the share of the target they give it, whether it is rolled for. */
export interface CrossingRulesView {
  readonly value: number;
  readonly hiddenPercent: number;
  readonly rolled: boolean;
  readonly ruleId: string;
}

export interface LosView {
  readonly observer: LosPick;
  /** The pinned target, else the last figure pointed at; null while there is none. */
  readonly target: LosPick | null;
  /** The target was fixed by a click (it does not follow the pointer). */
  readonly targetPinned: boolean;
  /** The core's answer; null without a target. */
  readonly result: LosResult | null;
  readonly visiblePercent: number | null;
  readonly verdict: LosVerdict | null;
  /** What is in the way, ordered from the observer. */
  readonly crossings: readonly LosCrossingView[];
  /**
   * The ruleset's verdict on this line (Ruleset.sightVerdict: the shot's own judgement), or null: no
   * target, a ruleset that judges no sight (the free table: geometry only), a figure being dragged
   * (the rules judge the table as it stands), or the replay viewer's table.
   */
  readonly rules: LosRulesView | null;
}

/** What the rules make of the line: visible, in cover or blocked, why (a message with its rule ID), and the share they used. */
export interface LosRulesView {
  readonly verdict: SightVerdict['verdict'];
  readonly ruleId: string;
  /** The reason as a refusal-shaped message (key, rule ID, params) for `refusalText`. */
  readonly reason: Refusal;
  readonly visiblePercent: number;
  /** The rules' In the Way on the line (`SightVerdict.inTheWay`), in order; empty when they give none. */
  readonly inTheWay: readonly SightInTheWayView[];
}

/** One In the Way of the rules' verdict, keyed as the crossings are (kind and id). */
export interface SightInTheWayView extends CrossingRulesView {
  readonly kind: 'piece' | 'figure';
  readonly id: string;
}

/**
 * A share as a whole percentage, never claiming more than it knows: a share strictly between 0 and 1
 * reads 1–99 % (a target 99.6 % seen is not "100 %" seen, a glimpse of 0.2 % is not "0 %").
 */
export function losPercent(fraction: number): number {
  if (!(fraction > 0)) return 0;
  if (fraction >= 1) return 100;
  return Math.min(99, Math.max(1, Math.round(fraction * 100)));
}

export function losVerdict(result: LosResult): LosVerdict {
  if (!result.visible || result.visibleFraction <= 0) return 'hidden';
  return result.visibleFraction >= 1 ? 'visible' : 'partlyHidden';
}

/** Memoise on the identity of every argument (primitives by value). */
function memoArgs<A extends readonly unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let lastArgs: A | null = null;
  let last: R | undefined;
  return (...args) => {
    if (lastArgs === null || args.length !== lastArgs.length || args.some((a, i) => a !== lastArgs?.[i])) {
      last = fn(...args);
      lastArgs = args;
    }
    return last as R;
  };
}

/** The game's sample pattern (its `losSampling` option; `edges` with no game): the rules' own, so the tool's share is theirs. */
function samplingOf(state: StoreState): LosSampling {
  const present = state.game?.timeline.present;
  return present === undefined ? DEFAULT_LOS_SAMPLING : losSamplingOf(present.options);
}

/** The figure where it stands, or at its ghost (centre and surface) while it is dragged. */
function figureAsDragged(figure: Figure, drag: DragView | null): Figure {
  return drag?.figureId === figure.id
    ? { ...figure, x: drag.centre.x, y: drag.centre.y, standsOn: drag.standsOn }
    : figure;
}

/** The scene with the dragged figure (if any) at its ghost: one cheap move, memoised on the drag view. */
const sceneWithDrag = memoArgs((scenario: Scenario, drag: DragView | null, sampling: LosSampling): LosScene => {
  const scene = tableLosScene(scenario, sampling);
  const figure = drag ? scenario.figures.find((f) => f.id === drag.figureId) : undefined;
  return figure ? losSceneWithFigure(scene, losFigureOf(scenario, figureAsDragged(figure, drag))) : scene;
});

/** The scene the tool looks at now: the table, with a dragged figure at its ghost. */
export function selectLosScene(state: StoreState): LosScene | null {
  const scenario = selectScenario(state);
  return scenario === null ? null : sceneWithDrag(scenario, selectDragView(state), samplingOf(state));
}

export function pickOf(scenario: Scenario, drag: DragView | null, id: string | null): LosPick | null {
  if (id === null) return null;
  const figure = scenario.figures.find((f) => f.id === id);
  if (!figure) return null;
  return { figure, centre: drag?.figureId === id ? drag.centre : { x: figure.x, y: figure.y } };
}

export function crossingViews(scenario: Scenario, crossings: readonly LosCrossing[]): LosCrossingView[] {
  return crossings.map((c) => {
    const hiddenPercent = losPercent(c.hiddenFraction);
    if (c.kind === 'figure') {
      const figure = scenario.figures.find((f) => f.id === c.id);
      return { ...c, name: figure?.name ?? c.id, pieceKind: null, area: false, hiddenPercent, rules: null };
    }
    const piece = scenario.terrain.find((p) => p.id === c.id);
    return { ...c, name: piece?.name ?? null, pieceKind: piece?.kind ?? null, area: piece?.sight === 'area', hiddenPercent, rules: null };
  });
}

const losView = memoArgs((
  scenario: Scenario, drag: DragView | null, sampling: LosSampling, observerId: string, targetId: string | null, targetPinned: boolean,
): LosView | null => {
  const observer = pickOf(scenario, drag, observerId);
  if (!observer) return null;
  const target = pickOf(scenario, drag, targetId);
  if (!target) {
    return { observer, target: null, targetPinned: false, result: null, visiblePercent: null, verdict: null, crossings: [], rules: null };
  }
  const result = lineOfSight(sceneWithDrag(scenario, drag, sampling), observer.figure.id, target.figure.id);
  return {
    observer, target, targetPinned, result,
    visiblePercent: losPercent(result.visibleFraction),
    verdict: losVerdict(result),
    crossings: crossingViews(scenario, result.crossings),
    rules: null,
  };
});

/** The ruleset's sight verdict as the panel shows it; null without the hook or when it throws (the panel then shows geometry only). */
const rulesVerdict = memoArgs((present: GameState, registry: RulesetRegistry, observerId: string, targetId: string): LosRulesView | null => {
  const ruleset = registry.get(present.rulesetId);
  if (ruleset?.sightVerdict === undefined) return null;
  let v: SightVerdict | null;
  try {
    v = ruleset.sightVerdict(present, observerId, targetId);
  } catch {
    return null;
  }
  if (v === null) return null;
  const inTheWay = (v.inTheWay ?? []).map((i): SightInTheWayView => ({
    kind: i.kind, id: i.id, value: i.value, hiddenPercent: losPercent(i.hiddenFraction), rolled: i.rolled, ruleId: i.ruleId,
  }));
  return { verdict: v.verdict, ruleId: v.ruleId, reason: refusal(v.reasonKey, v.ruleId, v.reasonKey, v.params), visiblePercent: losPercent(v.visibleFraction), inTheWay };
});

/** The view with the rules' verdict, each crossing with the rules' In the Way for it (the first the rules list for that piece or figure). */
const withRules = memoArgs((view: LosView, rules: LosRulesView | null): LosView => {
  if (rules === null) return view;
  const crossings = view.crossings.map((c) => {
    const r = rules.inTheWay.find((i) => i.kind === c.kind && i.id === c.id);
    return r === undefined ? c : { ...c, rules: { value: r.value, hiddenPercent: r.hiddenPercent, rolled: r.rolled, ruleId: r.ruleId } };
  });
  return { ...view, rules, crossings };
});

/** The target the tool looks at: the pinned one, else the last figure pointed at (never the observer itself). */
export function selectLosTargetId(state: StoreState): string | null {
  const { observerId, targetId, pointedId } = state.los;
  const id = targetId ?? pointedId;
  return id !== observerId ? id : null;
}

/**
 * The line-of-sight tool's view: null unless the tool is on and an observer is picked. While a figure
 * is dragged (observer, target or a third figure in the way) it is computed with the ghost in its place.
 */
export function selectLosView(state: StoreState): LosView | null {
  const { los } = state;
  const scenario = selectScenario(state);
  if (state.tool !== 'los' || !scenario || los.observerId === null) return null;
  const drag = selectDragView(state);
  const view = losView(scenario, drag, samplingOf(state), los.observerId, selectLosTargetId(state), los.targetId !== null);
  const present = state.game?.timeline.present;
  if (view === null || view.target === null || drag !== null || present === undefined || present.scenario !== scenario) return view;
  return withRules(view, rulesVerdict(present, state.registry, view.observer.figure.id, view.target.figure.id));
}

/** Line of sight between any two figures on the table as it stands now (a dragged figure at its ghost). */
export function selectLineOfSight(state: StoreState, observerId: string, targetId: string): LosResult | null {
  const scene = selectLosScene(state);
  const has = (id: string) => selectScenario(state)?.figures.some((f) => f.id === id) ?? false;
  if (!scene || !has(observerId) || !has(targetId)) return null;
  return lineOfSight(scene, observerId, targetId);
}

/** Wall segments for one eye height over one terrain; prepared once, reused while the eye moves. */
const segmentsFor = memoArgs((terrain: Scenario['terrain'], table: Scenario['table'], eyeZIn: number) =>
  prepareVisibilitySegments(terrain, table, eyeZIn));

const visibilityAt = memoArgs((scenario: Scenario, x: number, y: number, eyeZIn: number): VisibilityPolygon =>
  visibilityPolygonFromSegments(segmentsFor(scenario.terrain, scenario.table, eyeZIn), { x, y }));

/**
 * The observer's visibility polygon (what its eye sees over the terrain, in plan) when the tool is on,
 * an observer is picked and the toggle is on; null otherwise. Follows the observer's ghost in a drag.
 */
export function selectVisibilityPolygon(state: StoreState): VisibilityPolygon | null {
  const { los } = state;
  const scenario = selectScenario(state);
  if (state.tool !== 'los' || !los.showVisibility || !scenario || los.observerId === null) return null;
  const figure = scenario.figures.find((f) => f.id === los.observerId);
  if (!figure) return null;
  const eye = figureAsDragged(figure, selectDragView(state));
  const solid = losFigureOf(scenario, eye);
  return visibilityAt(scenario, eye.x, eye.y, solid.elevationIn + solid.eyeHeightIn);
}
