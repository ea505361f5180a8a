/**
 * What each applied action came to, for the board's result card, the log line and the dice lines
 * (issue 13, bugs 5 and 7). Built once per log entry from what the rules logged — the rolls with
 * their purpose and rule ID, and the rules' own events — by the ruleset's reader (outcomeReaders.ts,
 * rules/<id>/outcome), never re-derived here: the store only turns ids into names (the whole game's,
 * figureNames.ts) and finds where on the table the card goes.
 *
 * Nothing here is logged or hashed: old saves replay to the same hash.
 */
import type { Figure } from '../engine/model';
import type { GameState, LogEntry } from '../engine/state';
import type { GameRecord } from './gameRecord';
import type { Label } from './gameSelectors';
import { labelOf } from './gameSelectors';
import type { FigureNames } from './figureNames';
import { gameFigureNames } from './figureNames';
import { memoLast } from './memoLast';
import type { EntryReading, OutcomePart, OutcomeWord, RollReading } from './outcomeReaders';
import { readEntry } from './outcomeReaders';
import type { ReplayView } from './playSlice';
import { replayFrame } from './replayFrame';
import type { StoreState } from './storeState';

/** One step of an outcome, named: "Hit" (5), "past the fence" (4), "Mad Dog Callahan is out of action". */
export interface OutcomePartView {
  readonly label: Label;
  /** The face or total that decided it, or null. */
  readonly face: number | null;
  /** Several dice that decided it together (an activation), or null. */
  readonly faces: readonly number[] | null;
  readonly tone: OutcomePart['tone'];
}

/** A roll's verdict as the dice line shows it: the number compared, the modifier, the target, the verdict, the meaning. */
export interface RollReadingView {
  readonly total: number;
  readonly modifier: Label | null;
  readonly against: number | null;
  /** `against` is the other side's total (an opposed roll). */
  readonly opposed: boolean;
  readonly verdict: RollReading['verdict'];
  readonly meaning: Label;
}

function shownState(game: GameRecord | null, replay: ReplayView | null): GameState | undefined {
  return replay === null ? game?.timeline.present : replayFrame(replay);
}

const partViews = (r: EntryReading, scenario: GameState['scenario'], names: FigureNames): readonly OutcomePartView[] =>
  r.parts.map((p) => ({ label: labelOf(scenario, p.word.key, p.word.params, names), face: p.face, faces: p.faces ?? null, tone: p.tone }));

/** Part views already built, per entry and name table (the names of a game never change for an entry). */
const partCache = new WeakMap<LogEntry, { readonly names: FigureNames; readonly parts: readonly OutcomePartView[] }>();

function partsOfEntry(state: GameState, e: LogEntry, names: FigureNames): readonly OutcomePartView[] {
  if (e.kind !== 'action' && e.kind !== 'setup') return [];
  const hit = partCache.get(e);
  if (hit !== undefined && hit.names === names) return hit.parts;
  const parts = partViews(readEntry(state.rulesetId, e.events), state.scenario, names);
  partCache.set(e, { names, parts });
  return parts;
}

const entryOutcomes = memoLast((game: GameRecord | null, replay: ReplayView | null): ReadonlyMap<number, readonly OutcomePartView[]> => {
  const state = shownState(game, replay);
  const out = new Map<number, readonly OutcomePartView[]>();
  if (state === undefined) return out;
  const names = gameFigureNames(game, replay);
  for (const e of state.log) {
    const parts = partsOfEntry(state, e, names);
    if (parts.length > 0) out.set(e.seq, parts);
  }
  return out;
});

/** Each log entry's outcome by `seq` (entries with nothing to report are absent). */
export const selectEntryOutcomes = (s: StoreState): ReadonlyMap<number, readonly OutcomePartView[]> => entryOutcomes(s.game, s.replay);

/** Reading views already built, per entry and name table: a new step builds its own only (the dice rows stay memoised). */
const readingCache = new WeakMap<LogEntry, { readonly names: FigureNames; readonly views: readonly (readonly [string, RollReadingView])[] }>();

function readingsOfEntry(state: GameState, e: LogEntry, names: FigureNames): readonly (readonly [string, RollReadingView])[] {
  if (e.kind !== 'action' && e.kind !== 'setup') return [];
  const hit = readingCache.get(e);
  if (hit !== undefined && hit.names === names) return hit.views;
  const label = (w: OutcomeWord): Label => labelOf(state.scenario, w.key, w.params, names);
  const views: (readonly [string, RollReadingView])[] = [];
  readEntry(state.rulesetId, e.events).rolls.forEach((r, i) => {
    if (r === null) return;
    views.push([`${e.seq}:${i}`, {
      total: r.total, modifier: r.modifier === null ? null : label(r.modifier), against: r.against, opposed: r.opposed === true,
      verdict: r.verdict, meaning: label(r.meaning),
    }]);
  });
  readingCache.set(e, { names, views });
  return views;
}

const diceReadings = memoLast((game: GameRecord | null, replay: ReplayView | null): ReadonlyMap<string, RollReadingView> => {
  const state = shownState(game, replay);
  const out = new Map<string, RollReadingView>();
  if (state === undefined) return out;
  const names = gameFigureNames(game, replay);
  for (const e of state.log) for (const [id, view] of readingsOfEntry(state, e, names)) out.set(id, view);
  return out;
});

/** Each roll's verdict by dice row id (`seq:index`, as `DiceRow.id`); rolls a ruleset does not read are absent. */
export const selectDiceReadings = (s: StoreState): ReadonlyMap<string, RollReadingView> => diceReadings(s.game, s.replay);

/** Where the result card stands: the box round the figures the outcome names, inches. */
export interface ResultCardView {
  /** The log entry it reports (the card is dismissed per entry). */
  readonly seq: number;
  readonly parts: readonly OutcomePartView[];
  /** The figures' box, as they stood before the action (a figure it removed is still placed), or null. */
  readonly box: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number } | null;
}

const radiusIn = (f: Figure): number => (f.base.shape === 'round' ? f.base.diameterMm : Math.max(f.base.widthMm, f.base.lengthMm)) / 25.4 / 2;

function boxOf(ids: readonly string[], lists: readonly (readonly Figure[])[]): ResultCardView['box'] {
  let box: { minX: number; minY: number; maxX: number; maxY: number } | null = null;
  for (const id of new Set(ids)) {
    const f = lists.map((l) => l.find((g) => g.id === id)).find((g) => g !== undefined);
    if (f === undefined) continue;
    const r = radiusIn(f);
    box = box === null
      ? { minX: f.x - r, minY: f.y - r, maxX: f.x + r, maxY: f.y + r }
      : { minX: Math.min(box.minX, f.x - r), minY: Math.min(box.minY, f.y - r), maxX: Math.max(box.maxX, f.x + r), maxY: Math.max(box.maxY, f.y + r) };
  }
  return box;
}

const resultCard = memoLast((game: GameRecord | null, replay: ReplayView | null): ResultCardView | null => {
  const state = shownState(game, replay);
  if (state === undefined) return null;
  // Only the step just taken: the next step (an undo included) takes the card away. The phases that
  // passed by themselves after it (`action.auto`, store/autoPass.ts) are part of that step.
  let k = state.log.length - 1;
  while (k > 0) {
    const e = state.log[k];
    if (e?.kind !== 'action' || e.action.auto === undefined) break;
    k--;
  }
  const last = state.log[k];
  if (last === undefined || last.kind !== 'action' || last.undone === true) return null;
  const names = gameFigureNames(game, replay);
  const parts = partsOfEntry(state, last, names);
  if (parts.length === 0) return null;
  const reading = readEntry(state.rulesetId, last.events);
  const ids = [...(last.action.figureId === undefined ? [] : [last.action.figureId]), ...(last.action.targetIds ?? []), ...reading.figureIds];
  const before = replay === null ? game?.timeline.past.find((p) => p.actionSeq === last.seq)?.state : replay.frames[last.seq - 1];
  return { seq: last.seq, parts, box: boxOf(ids, [before?.scenario.figures ?? [], state.scenario.figures]) };
});

/** The result card of the step just taken, or null when it rolled nothing and changed nothing worth a word. */
export const selectResultCard = (s: StoreState): ResultCardView | null => resultCard(s.game, s.replay);
