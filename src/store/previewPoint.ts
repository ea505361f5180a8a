/**
 * Which action a preview point stands for, and whether the rules preview it: what the preview slice
 * asks when a button is pointed at (`pointAtAction`, called by the buttons). Apart from the panel's view (previewSelectors.ts),
 * which only the side panel's chunk reads. Every call into the ruleset is guarded and memoised as there.
 */
import type { ActionPreview, Ruleset } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Action, GameState, Refusal } from '../engine/state';
import { refusal } from '../engine/state';
import type { FigureActionView, FigureActionsView } from './figureActionSelectors';
import { selectFigureActions } from './figureActionSelectors';
import { memoLast } from './memoLast';
import type { PreviewPoint } from './previewSlice';
import type { StoreState } from './storeState';

const internal = (error: unknown): Refusal =>
  refusal('engine.internalError', 'ENGINE-INTERNAL', `the rules failed: ${error instanceof Error ? error.message : String(error)}`);

/**
 * The ruleset's preview of one action, guarded, cached per (present state, action object): the
 * figure's actions are memoised per state, so choosing the action for a target and showing it cost
 * one call each. A WeakMap: old states' previews go with them.
 */
const cache = new WeakMap<GameState, WeakMap<Action, ActionPreview | Refusal | null>>();

export function previewOf(ruleset: Ruleset, present: GameState, action: Action): ActionPreview | Refusal | null {
  if (ruleset.previewAction === undefined) return null;
  let forState = cache.get(present);
  if (forState === undefined) cache.set(present, (forState = new WeakMap()));
  if (forState.has(action)) return forState.get(action)!;
  let result: ActionPreview | Refusal | null;
  try {
    result = ruleset.previewAction(present, action);
  } catch (error) {
    result = internal(error);
  }
  forState.set(action, result);
  return result;
}

/** Whether the ruleset previews this action (a throwing preview counts: it shows as an internal error). */
function hasPreview(registry: RulesetRegistry, present: GameState, action: Action): boolean {
  const ruleset = registry.get(present.rulesetId);
  return ruleset !== undefined && previewOf(ruleset, present, action) !== null;
}

/** The selected figure's action a target figure stands for: the first with a preview, legal ones first. */
const actionOnTarget = memoLast((present: GameState, actions: FigureActionsView, targetId: string, registry: RulesetRegistry): FigureActionView | null => {
  const on = actions.actions.filter((a) => a.action.targetIds?.includes(targetId) === true);
  const ordered = [...on.filter((a) => a.refusal === null), ...on.filter((a) => a.refusal !== null)];
  return ordered.find((a) => hasPreview(registry, present, a.action)) ?? null;
});

/**
 * The figure action a button or target point stands for now, or null. A point on a path choice is
 * the panel's to resolve (previewSelectors.ts, with pathChoiceSelectors.ts): here it is null, so the
 * path choice's code stays out of the first board's bundle.
 */
export function pointedAction(s: StoreState, point: PreviewPoint): FigureActionView | null {
  const actions = selectFigureActions(s);
  const present = s.game?.timeline.present;
  if (actions === null || present === undefined || actions.figureId !== point.figureId) return null;
  if (point.kind === 'action') return actions.actions.find((a) => a.id === point.actionId) ?? null;
  if (point.kind === 'path') return null;
  return actionOnTarget(present, actions, point.targetId, s.registry);
}

/**
 * The pointer (or the keyboard focus) is on this action's button: its preview is shown if the rules
 * preview it; an action without a preview changes nothing (so pointing at "lie down" keeps the shot shown).
 */
export function pointAtAction(s: StoreState, figureId: string, actionId: string): void {
  const point: PreviewPoint = { kind: 'action', figureId, actionId };
  if (pointHasPreview(s, point)) s.pointAtPreviewed(point);
}

/** Whether a point stands for an action the ruleset previews. */
export function pointHasPreview(s: StoreState, point: PreviewPoint): boolean {
  const present = s.game?.timeline.present;
  const view = pointedAction(s, point);
  return present !== undefined && view !== null && hasPreview(s.registry, present, view.action);
}
