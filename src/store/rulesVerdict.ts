/**
 * The rules' verdict on an action not yet dispatched (a drag's drop, as its ghost shows it): the
 * engine's own checks, then the ruleset's `check`. Null: allowed, or no ruleset to judge (the store
 * then leaves placement to the table). Never throws: a ruleset that fails is an internal refusal.
 */
import { engineRefusal } from '../engine/applyAction';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Action, GameState, Refusal } from '../engine/state';

export function rulesVerdict(registry: RulesetRegistry, game: GameState | null, action: Action): Refusal | null {
  if (game === null) return null;
  const ruleset = registry.get(game.rulesetId);
  if (ruleset === undefined) return null;
  try {
    return engineRefusal(game, action) ?? ruleset.check(game, action);
  } catch (error) {
    return { reasonKey: 'engine.internalError', ruleId: 'ENGINE-INTERNAL', message: `the rules failed on this move: ${String(error)} — ENGINE-INTERNAL` };
  }
}

/**
 * What the rules make of a board drag's `move` (Ruleset.dragMove: a run past the Move, a charge
 * into contact…), so the ghost's verdict, its readout and the drop all judge one action. The move
 * itself without a game, a ruleset or a hook, or when the rules fail (then `check` says why).
 */
export function ruledDrag(registry: RulesetRegistry, game: GameState | null, move: Action): Action {
  const ruleset = game === null ? undefined : registry.get(game.rulesetId);
  if (game === null || ruleset?.dragMove === undefined) return move;
  try {
    return ruleset.dragMove(game, move);
  } catch {
    return move;
  }
}
