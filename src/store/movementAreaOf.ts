/**
 * A figure's movement area from its game's ruleset, memoised on (registry, present state, figure):
 * the search runs once per selection, and the board's shading, the drag readout, the ghost's verdict
 * and the drop all read the same object. Null when the ruleset has none (the free table), for a
 * figure whose side may not act now, or when the search fails (the drop still goes through `check`,
 * which says why).
 */
import { isWellFormedArea } from '../engine/movementArea';
import type { MovementArea } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import { sideMayAct } from '../engine/sideMayAct';
import { memoLast } from './memoLast';

const areaOf = memoLast((registry: RulesetRegistry, present: GameState, figureId: string): MovementArea | null => {
  const ruleset = registry.get(present.rulesetId);
  if (ruleset?.movementArea === undefined) return null;
  const figure = present.scenario.figures.find((f) => f.id === figureId);
  if (figure === undefined || sideMayAct(present, figure.side) !== null) return null;
  try {
    const area = ruleset.movementArea(present, figureId) ?? null;
    return area !== null && isWellFormedArea(area) ? area : null;
  } catch {
    return null;
  }
});

export const movementAreaOf = (registry: RulesetRegistry, present: GameState, figureId: string): MovementArea | null =>
  areaOf(registry, present, figureId);
