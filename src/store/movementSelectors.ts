/**
 * Where the selected (or dragged) figure may move, for the board's reach shading and the drag's
 * readout. The rules compute the area (`Ruleset.movementArea`, a grid of base-centre cells per
 * surface; see engine/ruleset.ts); this file only decides whose area to ask for and reads cells.
 *
 * Cost: the ruleset's search runs once per (present game state, figure). The memo is keyed on the
 * present state's identity and the figure id, and a drag changes neither (the game changes only on
 * the drop), so a pointer move during a drag costs one cell look-up, never a new search.
 */
import type { MovementArea, ReachTier } from '../engine/ruleset';
import { REACH } from '../engine/ruleset';
import type { Figure } from '../engine/model';
import { moveAction } from '../engine/intents';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import { cellCentreAt, cellIndexAt, reachAt } from '../engine/movementArea';
import { memoLast } from './memoLast';
import { movementAreaOf } from './movementAreaOf';
import type { DragView } from './dragViewSelectors';
import { selectDragView } from './dragViewSelectors';
import { moveSurface } from './selectors';
import { ruledDrag } from './rulesVerdict';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

export type { CellReach, MovementGrid } from '../engine/movementArea';
export { cellCentreAt, cellIndexAt, destinationSurface, isWellFormedArea, layerOfSurface, reachAt } from '../engine/movementArea';

/**
 * The movement area of the figure being dragged, else the selected one; null in the replay viewer,
 * while the device is being handed over, for a figure whose side may not act, or when the ruleset
 * has none (the free table).
 */
export function selectMovementArea(state: StoreState): MovementArea | null {
  if (state.replay !== null || state.handoverSideId !== null) return null;
  const present = state.game?.timeline.present;
  const figureId = state.drag?.figureId ?? state.selectedFigureId;
  if (present === undefined || figureId === null) return null;
  return movementAreaOf(state.registry, present, figureId);
}

/** What the drag's ghost would spend, for the readout by the pointer. */
export interface DragCost {
  /** How the ghost's cell is reached (REACH.none: out of reach). */
  readonly tier: ReachTier;
  /** The move from where the figure stands to the ghost, inches; Infinity out of reach. */
  readonly costIn: number;
  /** Allowance spent this turn after this move: the area's `usedIn` plus `costIn`. */
  readonly usedIn: number;
  /** Allowance left after this move: `allowanceIn − usedIn` (−Infinity out of reach). */
  readonly leftIn: number;
  readonly allowanceIn: number;
  /** The area's display units (MovementArea.units): inches, or inches and cm. */
  readonly units: 'in' | 'inAndCm';
  /**
   * The distance the base would travel, inches, as the rules carry the move out (their preview's
   * `lengthIn`, every test passing): the number the log and the card will show. Null when the
   * rules give none (then the ruler's own length is shown).
   */
  readonly movedIn: number | null;
}

interface RulesMove { readonly lengthIn: number; readonly costIn: number; readonly tier: ReachTier }

/** The rules' own numbers for the move to the ghost (Ruleset.previewAction's first line: `lengthIn`, `costIn`), or null. */
const rulesMove = memoLast((registry: RulesetRegistry, game: GameState, figure: Figure, view: DragView): RulesMove | null => {
  const ruleset = registry.get(game.rulesetId);
  if (ruleset?.previewAction === undefined || !view.legal) return null;
  try {
    const preview = ruleset.previewAction(game, ruledDrag(registry, game, moveAction(figure, view.path.slice(1), moveSurface(registry, game, figure.id, view.centre))));
    const p = preview?.lines[0]?.params;
    return p !== undefined && typeof p.lengthIn === 'number' && typeof p.costIn === 'number'
      ? { lengthIn: p.lengthIn, costIn: p.costIn, tier: (typeof p.tier === 'number' && p.tier > 0 ? p.tier : REACH.sure) as ReachTier } : null;
  } catch {
    return null;
  }
});

const dragCost = memoLast((area: MovementArea, view: DragView): DragCost => {
  // view.standsOn is the drop's own surface (selectors.ts moveSurface): the readout reads the layer the drop ends on.
  const { tier, costIn: cellCostIn } = reachAt(area, view.standsOn, view.centre);
  // A cell's cost is measured to its centre. Where that cost is the straight-line distance from the
  // start (open ground, nothing crossed), the ghost's own cost is its straight-line distance too, so
  // the readout agrees with the ruler to the tenth instead of jumping by up to half a cell.
  const start = view.path[0];
  let costIn = cellCostIn;
  if (start !== undefined && Number.isFinite(cellCostIn)) {
    const index = cellIndexAt(area, view.centre);
    const centre = cellCentreAt(area, index);
    const toCentreIn = Math.hypot(centre.x - start.x, centre.y - start.y);
    if (Math.abs(cellCostIn - toCentreIn) < 1e-3) costIn = Math.hypot(view.centre.x - start.x, view.centre.y - start.y);
  }
  const usedIn = area.usedIn + costIn;
  return { tier, costIn, usedIn, leftIn: area.allowanceIn - usedIn, allowanceIn: area.allowanceIn, units: area.units ?? 'in', movedIn: null };
});

/** The drag cost with the rules' own distance and allowance where they preview moves (one distance per move). */
const withRules = memoLast((cost: DragCost, rules: RulesMove | null, area: MovementArea): DragCost => {
  if (rules === null) return cost;
  const usedIn = area.usedIn + rules.costIn;
  return { ...cost, tier: rules.tier, costIn: rules.costIn, usedIn, leftIn: area.allowanceIn - usedIn, movedIn: rules.lengthIn };
});

/**
 * The cost of the drag's ghost: the cell under its centre on the surface a drop there would end on
 * (`DragView.standsOn`: the highest layer that reaches the cell, `destinationSurface`). Null with no drag or no area. The same object until the ghost moves.
 */
export function selectDragCost(state: StoreState): DragCost | null {
  const area = selectMovementArea(state);
  if (area === null || state.drag === null) return null;
  const view = selectDragView(state);
  if (view === null || view.figureId !== area.figureId) return null;
  const cost = dragCost(area, view);
  const game = state.game?.timeline.present;
  const figure = selectScenario(state)?.figures.find((f) => f.id === view.figureId);
  if (game === undefined || figure === undefined) return cost;
  return withRules(cost, rulesMove(state.registry, game, figure, view), area);
}
