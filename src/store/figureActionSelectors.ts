/**
 * The selected figure's own actions (lie down, stand up, spot, dismount, mount…) for the Figure tab's
 * buttons: what the ruleset offers it now (`Ruleset.candidateActions` through the engine's
 * `legalActions`), each with its label and, when refused, the refusal (reason key, rule ID).
 *
 * Moves are left out: the board's drag makes them. The view holds keys and params, never text; ids
 * in label params become names as in gameSelectors (`labelOf`).
 *
 * Null when nobody may act on the game from this screen — the replay viewer is open, the device is
 * being handed over, there is no game or no ruleset for it, nothing is selected — and for a figure
 * whose side may not act now (as for the movement area: the other side's buttons would all be
 * refused). Memoised on (present state, figure id, registry): a drag, a camera move or a hover
 * recomputes nothing, and the ruleset's candidates (which may look at lines of sight) run once per
 * selection and game state. Every call into the ruleset is guarded: a throwing ruleset gives a
 * disabled button with `engine.internalError`, never a crash.
 */
import { legalActions } from '../engine/applyAction';
import { MOVE_ACTION } from '../engine/intents';
import { pieceOf } from '../engine/pieces';
import type { Ruleset } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Action, GameState, Refusal } from '../engine/state';
import { refusal } from '../engine/state';
import { sideMayAct } from '../engine/sideMayAct';
import type { Label } from './gameSelectors';
import { labelOf } from './gameSelectors';
import { memoLast } from './memoLast';
import type { StoreState } from './storeState';

export interface FigureActionView {
  readonly action: Action;
  /** Unique among the figure's actions: the type, then each target id, then each param set to true (`dismount-tether`). */
  readonly id: string;
  readonly label: Label;
  /** Why it may not be taken now, or null. */
  readonly refusal: Refusal | null;
}

export interface FigureActionsView {
  readonly figureId: string;
  readonly actions: readonly FigureActionView[];
}

const internal = (error: unknown): Refusal =>
  refusal('engine.internalError', 'ENGINE-INTERNAL', `the rules failed: ${error instanceof Error ? error.message : String(error)}`);

/** The action's name as the ruleset gives it, guarded; a throwing ruleset names it by its type. */
export function actionLabel(state: GameState, action: Action, registry: RulesetRegistry): Label {
  try {
    const d = registry.get(state.rulesetId)?.describeAction(state, action);
    if (d !== undefined) return labelOf(state.scenario, d.labelKey, d.params);
  } catch {
    // Fall through to the action's type.
  }
  return { key: 'log.unknownAction', params: { type: typeof action.type === 'string' ? action.type : '?' } };
}

/**
 * A stable id for the button of `action`: `type`, `-<targetId>` per target, `-<param>` per param
 * that is `true` (so `dismount` and `dismount` with `tether: true` differ), `-<param><n>` per param
 * that is a whole number (SBH's `activate` with 1, 2 or 3 dice: `activate-dice2`); a repeat gets
 * `-2`, `-3`….
 */
export function figureActionId(action: Action, taken: ReadonlySet<string> = new Set()): string {
  const parts = [action.type, ...(action.targetIds ?? [])];
  for (const [k, v] of Object.entries(action.params ?? {})) {
    if (v === true) parts.push(k);
    else if (typeof v === 'number' && Number.isInteger(v)) parts.push(`${k}${v}`);
  }
  const base = parts.join('-');
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}


const figureActions = memoLast((present: GameState, figureId: string, registry: RulesetRegistry): FigureActionsView | null => {
  const ruleset = registry.get(present.rulesetId);
  // A unit id works as a figure's does: the selected unit's actions (its volley, its charge…).
  const piece = pieceOf(present.scenario, figureId);
  if (ruleset === undefined || piece === undefined) return null;
  let actingBlock: Refusal | null;
  try {
    actingBlock = sideMayAct(present, piece.side);
  } catch (error) {
    actingBlock = internal(error);
  }
  if (actingBlock !== null) return null;
  // Moves are dropped before they are checked: a move's check may search the figure's whole reach.
  const withoutMoves: Ruleset = Object.create(ruleset, {
    candidateActions: { value: (state: GameState, id: string) => ruleset.candidateActions(state, id).filter((a) => a.type !== MOVE_ACTION) },
  }) as Ruleset;
  const taken = new Set<string>();
  const actions: FigureActionView[] = [];
  for (const legal of legalActions(withoutMoves, present, figureId)) {
    const id = figureActionId(legal.action, taken);
    taken.add(id);
    actions.push({ action: legal.action, id, label: actionLabel(present, legal.action, registry), refusal: legal.legal ? null : legal.refusal });
  }
  return { figureId, actions };
});

/** The selected figure's actions now (see the module comment for when it is null). */
export function selectFigureActions(s: StoreState): FigureActionsView | null {
  if (s.replay !== null || s.handoverSideId !== null || s.game === null || s.selectedFigureId === null) return null;
  return figureActions(s.game.timeline.present, s.selectedFigureId, s.registry);
}
