/**
 * The preview panel's view: what the action the player points at would do, before any die is rolled
 * (`Ruleset.previewAction`: the facts in order, each dice step's exact chance, the refusal if the
 * rules would refuse it, and the line of sight the rules judged).
 *
 * The action is the pinned point, else the pointed one (previewSlice.ts), resolved against the
 * selected figure's own actions (figureActionSelectors.ts): a button names its action by id; a
 * target figure pointed at on the board picks the figure's first action on it that has a preview,
 * legal ones first (so pointing at an enemy previews the shot, not the visibility dispute).
 *
 * Memoised on (present state, action, registry) like figureActionSelectors: a drag, a camera move or
 * a hover elsewhere recomputes nothing. Every call into the ruleset is guarded: a throwing ruleset
 * gives a preview that is refused with `engine.internalError`, never a crash. Null when there is
 * nothing to preview (nothing pointed at, another figure selected, the replay, the handover, a
 * ruleset without previews).
 */
import type { JsonValue } from '../engine/json';
import type { ActionPreview, PreviewArc, PreviewSight } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Action, GameState, Refusal } from '../engine/state';
import type { FigureActionView } from './figureActionSelectors';
import type { Label } from './gameSelectors';
import { labelOf } from './gameSelectors';
import { memoLast } from './memoLast';
import { pointedAction, previewOf } from './previewPoint';
import { pathPointActionView } from './pathChoiceSelectors';
import type { PreviewPoint } from './previewSlice';
import type { StoreState } from './storeState';

/** One dice step with its exact chance: the fraction reduced, and as a percentage (0–100, not rounded). */
export interface PreviewChanceView {
  readonly label: Label;
  readonly num: string;
  readonly den: string;
  readonly percent: number;
  readonly ruleId: string;
  readonly total: boolean;
}

export interface ActionPreviewView {
  readonly action: Action;
  /** The action's button id among the figure's actions (`FigureActionView.id`). */
  readonly actionId: string;
  /** The action's name (as its button). */
  readonly label: Label;
  readonly pinned: boolean;
  /** The point this view answers (to pin it). */
  readonly point: PreviewPoint;
  /** Why the rules would refuse it now, or null. */
  readonly refusal: Refusal | null;
  readonly lines: readonly Label[];
  readonly chances: readonly PreviewChanceView[];
  /** The line of sight the rules used, for the board's rays; null when the action has none. */
  readonly sight: PreviewSight | null;
  /** The shooters' arcs and the figures singled out, for the board (empty when the rules give none). */
  readonly arcs: readonly PreviewArc[];
  readonly markedFigureIds: readonly string[];
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/**
 * An exact fraction from the ruleset's decimal strings, reduced, with its percentage. Bad input
 * (not whole numbers, a zero or negative denominator, more than 1) is clamped to a readable 0/1 or
 * 1/1 rather than shown as NaN.
 */
export function reducedChance(numText: string, denText: string): { num: string; den: string; percent: number } {
  let num: bigint;
  let den: bigint;
  try {
    num = BigInt(numText);
    den = BigInt(denText);
  } catch {
    return { num: '0', den: '1', percent: 0 };
  }
  if (den <= 0n || num <= 0n) return { num: '0', den: '1', percent: 0 };
  if (num >= den) return { num: '1', den: '1', percent: 100 };
  const g = gcd(num, den);
  const n = num / g;
  const d = den / g;
  // Ten-thousandths of a percent, exactly, then to a number: no precision lost on huge denominators.
  const percent = Number((n * 1_000_000n) / d) / 10_000;
  return { num: n.toString(), den: d.toString(), percent };
}

const isRefusal = (p: ActionPreview | Refusal): p is Refusal => 'reasonKey' in p;

const labelsOf = (present: GameState, items: readonly { readonly labelKey: string; readonly params: Readonly<Record<string, JsonValue>> }[]): Label[] =>
  items.map((l) => labelOf(present.scenario, l.labelKey, l.params));

const previewView = memoLast((present: GameState, view: FigureActionView, point: PreviewPoint, pinned: boolean, registry: RulesetRegistry): ActionPreviewView | null => {
  const ruleset = registry.get(present.rulesetId);
  if (ruleset === undefined) return null;
  const p = previewOf(ruleset, present, view.action);
  if (p === null) return null;
  const base = { action: view.action, actionId: view.id, label: view.label, pinned, point };
  if (isRefusal(p)) return { ...base, refusal: p, lines: [], chances: [], sight: null, arcs: [], markedFigureIds: [] };
  return {
    ...base,
    refusal: p.refusal,
    lines: labelsOf(present, p.lines),
    chances: p.chances.map((c) => ({
      label: labelOf(present.scenario, c.labelKey, c.params),
      ...reducedChance(c.num, c.den),
      ruleId: c.ruleId,
      total: c.total === true,
    })),
    sight: p.sight ?? null,
    arcs: p.arcs ?? [],
    markedFigureIds: p.markedFigureIds ?? [],
  };
});

/** The preview the panel shows now (see the module comment for when it is null). */
export function selectActionPreview(s: StoreState): ActionPreviewView | null {
  const point = s.preview.pinned ?? s.preview.pointed;
  const present = s.game?.timeline.present;
  if (point === null || present === undefined || point.figureId !== s.selectedFigureId) return null;
  const view = point.kind === 'path' ? pathPointActionView(s, point.alongIn) : pointedAction(s, point);
  return view === null ? null : previewView(present, view, point, s.preview.pinned !== null, s.registry);
}
