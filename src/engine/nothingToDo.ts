/**
 * "Nothing to do": whether the side that acts now has no choice left but to end its part of the
 * flow (End phase, End turn…), and if so that one action, marked as taken automatically and why.
 *
 * The judge is the engine's own `legalActions` / `legalSideActions` (each candidate checked as
 * `applyAction` would), so every ruleset gets it without writing anything. The contract:
 * - exactly one side acts (`actors`), the game is not over;
 * - no figure or unit of that side has a legal candidate action — and a figure the rules would let
 *   move (`movementArea` not null) or a unit they would let manoeuvre (`unitReach` not null) counts
 *   as having something to do even when the sampled move candidates were refused (a phase with
 *   movable pieces is never empty);
 * - exactly one of the side's own actions is legal: that one is returned (two or more are a choice).
 *
 * Pure and deterministic (figures in scenario order, the first legal one stops the search), so the
 * store's automatic pass is the same on every screen; the pass is an ordinary logged action with
 * `auto` set, and a replay of the log needs no call here.
 */
import { legalActions, legalSideActions } from './applyAction';
import { MOVE_ACTION } from './intents';
import type { Ruleset } from './ruleset';
import type { Action, GameState } from './state';

/** The i18n key of the reason an automatic pass is logged with (params: `sideSideId`). */
export const NOTHING_TO_DO_KEY = 'auto.nothingToDo';

/** Whether the figure (or unit) has a legal action now (see the module comment for moves). Never throws. */
export function figureHasSomethingToDo<Flow, FigState>(ruleset: Ruleset<Flow, FigState>, state: GameState<Flow, FigState>, figureId: string): boolean {
  const judged = legalActions(ruleset, state, figureId);
  if (judged.some((j) => j.legal)) return true;
  if (!judged.some((j) => j.action.type === MOVE_ACTION)) return false;
  try {
    if (ruleset.movementArea?.(state, figureId) != null) return true;
    return ruleset.unitReach?.(state, figureId, 'advance') != null || ruleset.unitReach?.(state, figureId, 'wheel') != null;
  } catch {
    return false;
  }
}

/**
 * The side action to take for the acting side when it has nothing else to do, with `auto` set to
 * the reason (`NOTHING_TO_DO_KEY`, `{ sideSideId }`); null when it has a choice, when no side or
 * several act, or when the game is over.
 */
export function nothingToDoAction<Flow, FigState>(ruleset: Ruleset<Flow, FigState>, state: GameState<Flow, FigState>): Action | null {
  if (state.outcome !== null || state.actors.length !== 1) return null;
  const side = state.actors[0]!;
  const own = legalSideActions(ruleset, state, side).filter((j) => j.legal);
  if (own.length !== 1) return null;
  for (const piece of [...state.scenario.figures, ...(state.scenario.units ?? [])]) {
    if (piece.side === side && figureHasSomethingToDo(ruleset, state, piece.id)) return null;
  }
  const { auto: _ignored, ...action } = own[0]!.action;
  return { ...action, auto: { reasonKey: NOTHING_TO_DO_KEY, params: { sideSideId: side } } };
}
