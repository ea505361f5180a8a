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
import { destinationSurface, isWellFormedArea, reachAt } from '../engine/movementArea';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import { actingRefusal } from './gameSlice';
import type { DragView } from './selectors';
import { selectDragView } from './selectors';
import type { StoreState } from './storeState';

export type { CellReach, MovementGrid } from '../engine/movementArea';
export { cellCentreAt, cellIndexAt, destinationSurface, isWellFormedArea, layerOfSurface, reachAt } from '../engine/movementArea';

/** Memoise on the identity of every argument (one entry: the last call). */
function memoLast<Args extends readonly unknown[], R>(fn: (...args: Args) => R): (...args: Args) => R {
  let lastArgs: Args | null = null;
  let last: R;
  return (...args: Args): R => {
    const prev = lastArgs;
    if (prev === null || prev.length !== args.length || args.some((a, i) => !Object.is(a, prev[i]))) {
      last = fn(...args);
      lastArgs = args;
    }
    return last;
  };
}

const movementArea = memoLast((present: GameState, figureId: string, registry: RulesetRegistry): MovementArea | null => {
  const ruleset = registry.get(present.rulesetId);
  if (ruleset?.movementArea === undefined) return null;
  const figure = present.scenario.figures.find((f) => f.id === figureId);
  // Only the side that may act now sees a reach: the other side's figure cannot move.
  if (figure === undefined || actingRefusal(present, figure.side) !== null) return null;
  try {
    const area = ruleset.movementArea(present, figureId) ?? null;
    return area !== null && isWellFormedArea(area) ? area : null;
  } catch {
    // A failing search shows no shading; the drop still goes through `check`, which says why.
    return null;
  }
});

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
  return movementArea(present, figureId, state.registry);
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
}

const dragCost = memoLast((area: MovementArea, view: DragView): DragCost => {
  const { tier, costIn } = reachAt(area, destinationSurface(area, view.centre, view.standsOn), view.centre);
  const usedIn = area.usedIn + costIn;
  return { tier, costIn, usedIn, leftIn: area.allowanceIn - usedIn, allowanceIn: area.allowanceIn };
});

/**
 * The cost of the drag's ghost: the cell under its centre on the surface a drop there would end on
 * (`destinationSurface`: the highest layer that reaches the cell, else `DragView.standsOn`). Null with no drag or no area. The same object until the ghost moves.
 */
export function selectDragCost(state: StoreState): DragCost | null {
  const area = selectMovementArea(state);
  if (area === null || state.drag === null) return null;
  const view = selectDragView(state);
  if (view === null || view.figureId !== area.figureId) return null;
  return dragCost(area, view);
}
