/**
 * While a figure moves: how far it can go and still shoot each weapon. The numbers are the rules'
 * (`Ruleset.shootAfterMoveLimits`: LOTOW's weapon move limits, the very ones the Shoot button's
 * check compares with); this file only relates them to the movement area and the drag.
 *
 *   - `selectShootRings`: for each weapon whose limit falls inside the area (more than what is already
 *     spent, less than the whole allowance), the budget of path cost from where the figure stands
 *     (`limitIn − area.usedIn`), for the board to draw as a boundary over the area's own cell costs.
 *   - `selectDragShootLines`: one line per weapon for the drag label — no shot after any move, can
 *     still shoot after a drop here, or no longer (the drop's cost is the readout's, `selectDragCost`).
 *
 * Memoised on the present game state and the figure (rings) and on the drag cost (lines), so a
 * pointer move costs a comparison or two.
 */
import type { MovementArea, ShootAfterMoveLimit } from '../engine/ruleset';
import { REACH } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import { memoLast } from './memoLast';
import { selectDragCost, selectMovementArea } from './movementSelectors';
import type { StoreState } from './storeState';

/** Same slack as the rules' comparison (3.0″ of a 3″ limit may shoot). */
const SLACK_IN = 1e-6;
const NONE: readonly ShootAfterMoveLimit[] = [];

const limitsOf = memoLast((registry: RulesetRegistry, game: GameState, figureId: string): readonly ShootAfterMoveLimit[] => {
  const ruleset = registry.get(game.rulesetId);
  if (ruleset?.shootAfterMoveLimits === undefined) return NONE;
  try {
    return ruleset.shootAfterMoveLimits(game, figureId);
  } catch {
    return NONE;
  }
});

/** The weapons' move limits of the figure whose area is shown (none without an area). */
export function selectShootAfterMoveLimits(state: StoreState): readonly ShootAfterMoveLimit[] {
  const area = selectMovementArea(state);
  const game = state.game?.timeline.present;
  if (area === null || game === undefined) return NONE;
  return limitsOf(state.registry, game, area.figureId);
}

/** A ring: the weapon and the path cost from the figure's position within which it may still fire, inches. */
export interface ShootRing {
  readonly weaponId: string;
  readonly labelKey: string;
  readonly budgetIn: number;
}

const NO_RINGS: readonly ShootRing[] = [];

const ringsOf = memoLast((area: MovementArea, limits: readonly ShootAfterMoveLimit[]): readonly ShootRing[] => {
  const left = area.allowanceIn - area.usedIn;
  const out: ShootRing[] = [];
  for (const l of limits) {
    const budgetIn = l.limitIn - area.usedIn;
    // Already past it (nothing to draw: the line says so), or the whole area is within it.
    if (budgetIn <= SLACK_IN || budgetIn >= left - SLACK_IN) continue;
    // Two weapons with one limit share a ring.
    if (out.some((r) => Math.abs(r.budgetIn - budgetIn) < SLACK_IN)) continue;
    out.push({ weaponId: l.weaponId, labelKey: l.labelKey, budgetIn });
  }
  return out;
});

export function selectShootRings(state: StoreState): readonly ShootRing[] {
  const area = selectMovementArea(state);
  if (area === null) return NO_RINGS;
  return ringsOf(area, selectShootAfterMoveLimits(state));
}

/** One line of the drag label about a weapon: `shootAfterMove.<kind>` with the weapon's name key and limit. */
export interface DragShootLine {
  readonly weaponId: string;
  readonly labelKey: string;
  readonly kind: 'none' | 'can' | 'lost';
  readonly limitIn: number;
}

const NO_LINES: readonly DragShootLine[] = [];

const linesOf = memoLast((limits: readonly ShootAfterMoveLimit[], usedIn: number | null): readonly DragShootLine[] => limits.map((l) => {
  const kind = l.limitIn <= SLACK_IN ? 'none' : usedIn === null || usedIn <= l.limitIn + SLACK_IN ? 'can' : 'lost';
  return { weaponId: l.weaponId, labelKey: l.labelKey, kind, limitIn: l.limitIn };
}));

/** The drag label's weapon lines; empty when nothing is dragged or the rules have no limits. */
export function selectDragShootLines(state: StoreState): readonly DragShootLine[] {
  if (state.drag === null) return NO_LINES;
  const limits = selectShootAfterMoveLimits(state);
  if (limits.length === 0) return NO_LINES;
  const cost = selectDragCost(state);
  const reached = cost !== null && cost.tier !== REACH.none && Number.isFinite(cost.usedIn);
  return linesOf(limits, reached ? cost.usedIn : null);
}
