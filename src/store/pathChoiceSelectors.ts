/**
 * A point to choose along a path, for the selected piece (`Ruleset.pathChoice`: the black-powder
 * reaction's point on the enemy's pending move, BP-REACT-1): the path, the stretches the rules allow,
 * the action the pick completes. The board draws it (PathChoiceLayer) and routes a click on it to
 * `pickPathPoint`; the Figure tab shows its label as a hint. The rules decide everything here; the
 * store only measures the pointer against the rules' runs (pathPick.ts) and sets `alongParam`.
 *
 * Null when nobody may act from this screen (replay, handover, no game or ruleset), nothing is
 * selected, another tool than Select is on, the piece's side may not act, or the rules offer none.
 * Memoised on (present state, piece, registry): once per state and piece, never per pointer move.
 * The ruleset is called guarded: a throwing or malformed answer is no choice (the buttons still work).
 */
import type { Vec2 } from '../geometry/point';
import type { PathChoice } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Action, GameState } from '../engine/state';
import { pieceOf } from '../engine/pieces';
import { sideMayAct } from '../engine/sideMayAct';
import type { FigureActionView } from './figureActionSelectors';
import { actionLabel, figureActionId } from './figureActionSelectors';
import type { Label } from './gameSelectors';
import { labelOf } from './gameSelectors';
import { memoLast } from './memoLast';
import type { PathRun } from './pathPick';
import { pathCumulativeIn, pathPointAtIn, pickOnPath } from './pathPick';
import type { StoreState } from './storeState';

export interface PathChoiceView {
  /** The piece that chooses (the selected one). */
  readonly pieceId: string;
  readonly moverId: string;
  /** The path, start first, inches. */
  readonly path: readonly Vec2[];
  /** The allowed stretches, inches along the path, kept within it, in order; empty ones left out. */
  readonly runs: readonly PathRun[];
  readonly lengthIn: number;
  /** The rules' name for the choice ("fire at Arnaud along his move"). */
  readonly label: Label;
  readonly choice: PathChoice;
}

/** The part of the store the selector reads (the board's input passes its own subset). */
export type PathChoiceInput = Pick<StoreState, 'replay' | 'handoverSideId' | 'game' | 'selectedFigureId' | 'tool' | 'registry'>;

const finite = (v: number) => Number.isFinite(v);

const pathChoiceOf = memoLast((present: GameState, pieceId: string, registry: RulesetRegistry): PathChoiceView | null => {
  const ruleset = registry.get(present.rulesetId);
  const piece = pieceOf(present.scenario, pieceId);
  if (ruleset?.pathChoice === undefined || piece === undefined) return null;
  let choice: PathChoice | null;
  try {
    if (sideMayAct(present, piece.side) !== null) return null;
    choice = ruleset.pathChoice(present, pieceId);
  } catch {
    return null;
  }
  if (choice === null || choice.path.length === 0 || !choice.path.every((p) => finite(p.x) && finite(p.y))) return null;
  const lengthIn = pathCumulativeIn(choice.path).at(-1) ?? 0;
  const runs = choice.runs
    .filter((r) => finite(r.fromIn) && finite(r.toIn))
    .map((r) => ({ fromIn: Math.max(0, r.fromIn), toIn: Math.min(lengthIn, r.toIn) }))
    .filter((r) => r.toIn >= r.fromIn);
  return {
    pieceId, moverId: choice.moverId, path: choice.path, runs, lengthIn,
    label: labelOf(present.scenario, choice.labelKey, choice.params), choice,
  };
});

/** The selected piece's path choice now (see the module comment for when it is null). */
export function selectPathChoice(s: PathChoiceInput): PathChoiceView | null {
  if (s.replay !== null || s.handoverSideId !== null || s.game === null || s.selectedFigureId === null || s.tool !== 'select') return null;
  return pathChoiceOf(s.game.timeline.present, s.selectedFigureId, s.registry);
}

/** The choice's action with the point: `params[alongParam]` = inches along the path. */
export const pathChoiceAction = (choice: PathChoice, alongIn: number): Action =>
  ({ ...choice.action, params: { ...choice.action.params, [choice.alongParam]: alongIn } });

/**
 * The action a point of the path stands for, as a button's view (for the preview panel: its name,
 * its id, Fire takes it). Memoised on (present, choice, point): one object per point, so the
 * preview's own cache asks the rules once per point.
 */
const pointView = memoLast((present: GameState, view: PathChoiceView, alongIn: number, registry: RulesetRegistry): FigureActionView => {
  const action = pathChoiceAction(view.choice, alongIn);
  return { action, id: figureActionId(action), label: actionLabel(present, action, registry), refusal: null };
});

export function pathPointActionView(s: StoreState, alongIn: number): FigureActionView | null {
  const view = selectPathChoice(s);
  const present = s.game?.timeline.present;
  return view === null || present === undefined ? null : pointView(present, view, alongIn, s.registry);
}

/** The point shown on the path (the previewed one, pinned first), inches along and where; null for none. */
export interface PathChoiceMark {
  readonly alongIn: number;
  readonly at: Vec2;
}

const markOf = memoLast((view: PathChoiceView, alongIn: number): PathChoiceMark => ({ alongIn, at: pathPointAtIn(view.path, alongIn) }));

export function selectPathChoiceMark(s: StoreState): PathChoiceMark | null {
  const point = s.preview.pinned ?? s.preview.pointed;
  const view = selectPathChoice(s);
  if (view === null || point?.kind !== 'path' || point.figureId !== view.pieceId) return null;
  return markOf(view, point.alongIn);
}

/**
 * What pointing at `world` means for the selected piece's path choice: the action at the nearest
 * allowed point (within `toleranceIn` of a run), `outside` (near the path, off every run), or `off`
 * (no choice, or far from the path: the board does as usual).
 */
export type PathChoiceHit =
  | { readonly kind: 'run'; readonly alongIn: number; readonly action: Action; readonly pieceId: string }
  | { readonly kind: 'outside' }
  | { readonly kind: 'off' };

export function pathChoiceHit(s: PathChoiceInput, world: Vec2, toleranceIn: number): PathChoiceHit {
  const view = selectPathChoice(s);
  if (view === null) return { kind: 'off' };
  const pick = pickOnPath(view.path, view.runs, world, toleranceIn);
  if (pick.kind === 'run') return { kind: 'run', alongIn: pick.alongIn, action: pathChoiceAction(view.choice, pick.alongIn), pieceId: view.pieceId };
  return pick.kind === 'outside' ? { kind: 'outside' } : { kind: 'off' };
}
