/**
 * What the board and the panels draw, computed from the store: the figures, units and sides by id,
 * and the surface a drop ends on. The drag's view is dragViewSelectors.ts, the ruler's
 * measureViewSelectors.ts.
 */
import type { WorldPoint } from '../geometry/point';
import { figureElevationIn } from '../engine/figureGeometry';
import type { Figure, Side, Unit } from '../engine/model';
import { dropSurfaceOf } from '../engine/dropSurface';
import { movementAreaOf } from './movementAreaOf';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import type { StoreState } from './storeState';
import { selectScenario, withScenario } from './scenarioSelectors';

export const selectFigure = (state: StoreState, id: string | null): Figure | undefined =>
  id === null ? undefined : selectScenario(state)?.figures.find((f) => f.id === id);

export const selectSelectedFigure = (state: StoreState): Figure | undefined => selectFigure(state, state.selectedFigureId);

/** The selected unit (a press on a member selects its unit), or undefined when the selection is a figure or nothing. */
export const selectSelectedUnit = (state: StoreState): Unit | undefined =>
  state.selectedFigureId === null ? undefined : selectScenario(state)?.units?.find((u) => u.id === state.selectedFigureId);

export const selectSide = (state: StoreState, sideId: string): Side | undefined =>
  selectScenario(state)?.sides.find((s) => s.id === sideId);

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

/** Height (inches) of the surface a figure stands on, for its card. */
export const selectFigureElevationIn = (state: StoreState, figure: Figure): number =>
  withScenario(state, (scenario) => figureElevationIn(scenario, figure), 0);
