/**
 * What each applied action came to, for the board's result card, the log line and the dice lines
 * (issue 13, bugs 5 and 7). Built once per log entry from what the rules logged — the rolls with
 * their purpose and rule ID, and the rules' own events — by the ruleset's reader (outcomeReaders.ts,
 * rules/<id>/outcome), never re-derived here: the store only turns ids into names (the whole game's,
 * figureNames.ts) and finds where on the table the card goes.
 *
 * Nothing here is logged or hashed: old saves replay to the same hash.
 */
import type { JsonValue } from '../engine/json';
import type { Figure } from '../engine/model';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
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
  /** On the result card only (the log line's own words say it: a move's distance). */
  readonly cardOnly: boolean;
  /** The ruleset's figure status line that completes the words on the card (OutcomePart.status), or null. */
  readonly status: NonNullable<OutcomePart['status']> | null;
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
  r.parts.map((p) => ({
    label: labelOf(scenario, p.word.key, p.word.params, names), face: p.face, faces: p.faces ?? null, tone: p.tone,
    cardOnly: p.cardOnly === true, status: p.status ?? null,
  }));

/** Part views already built, per entry and name table (the names of a game never change for an entry). */
const partCache = new WeakMap<LogEntry, { readonly names: FigureNames; readonly parts: readonly OutcomePartView[] }>();

function partsOfEntry(state: GameState, e: LogEntry, names: FigureNames, registry: RulesetRegistry): readonly OutcomePartView[] {
  if (e.kind !== 'action' && e.kind !== 'setup') return [];
  const hit = partCache.get(e);
  if (hit !== undefined && hit.names === names) return hit.parts;
  const parts = partViews(readEntry(registry, state.rulesetId, e.events), state.scenario, names);
  partCache.set(e, { names, parts });
  return parts;
}

/** The log line's steps: the card-only ones left out, one array per entry's parts (the log rows stay memoised). */
const logParts = new WeakMap<readonly OutcomePartView[], readonly OutcomePartView[]>();
function logPartsOf(all: readonly OutcomePartView[]): readonly OutcomePartView[] {
  if (!all.some((p) => p.cardOnly)) return all;
  let parts = logParts.get(all);
  if (parts === undefined) {
    parts = all.filter((p) => !p.cardOnly);
    logParts.set(all, parts);
  }
  return parts;
}

const entryOutcomes = memoLast((game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): ReadonlyMap<number, readonly OutcomePartView[]> => {
  const state = shownState(game, replay);
  const out = new Map<number, readonly OutcomePartView[]>();
  if (state === undefined) return out;
  const names = gameFigureNames(game, replay, registry);
  for (const e of state.log) {
    const parts = logPartsOf(partsOfEntry(state, e, names, registry));
    if (parts.length > 0) out.set(e.seq, parts);
  }
  return out;
});

/** Each log entry's outcome by `seq` (entries with nothing to report are absent). */
export const selectEntryOutcomes = (s: StoreState): ReadonlyMap<number, readonly OutcomePartView[]> => entryOutcomes(s.game, s.replay, s.registry);

/** Reading views already built, per entry and name table: a new step builds its own only (the dice rows stay memoised). */
const readingCache = new WeakMap<LogEntry, { readonly names: FigureNames; readonly views: readonly (readonly [string, RollReadingView])[] }>();

function readingsOfEntry(state: GameState, e: LogEntry, names: FigureNames, registry: RulesetRegistry): readonly (readonly [string, RollReadingView])[] {
  if (e.kind !== 'action' && e.kind !== 'setup') return [];
  const hit = readingCache.get(e);
  if (hit !== undefined && hit.names === names) return hit.views;
  const label = (w: OutcomeWord): Label => labelOf(state.scenario, w.key, w.params, names);
  const views: (readonly [string, RollReadingView])[] = [];
  readEntry(registry, state.rulesetId, e.events).rolls.forEach((r, i) => {
    if (r === null) return;
    views.push([`${e.seq}:${i}`, {
      total: r.total, modifier: r.modifier === null ? null : label(r.modifier), against: r.against, opposed: r.opposed === true,
      verdict: r.verdict, meaning: label(r.meaning),
    }]);
  });
  readingCache.set(e, { names, views });
  return views;
}

const diceReadings = memoLast((game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): ReadonlyMap<string, RollReadingView> => {
  const state = shownState(game, replay);
  const out = new Map<string, RollReadingView>();
  if (state === undefined) return out;
  const names = gameFigureNames(game, replay, registry);
  for (const e of state.log) for (const [id, view] of readingsOfEntry(state, e, names, registry)) out.set(id, view);
  return out;
});

/** Each roll's verdict by dice row id (`seq:index`, as `DiceRow.id`); rolls a ruleset does not read are absent. */
export const selectDiceReadings = (s: StoreState): ReadonlyMap<string, RollReadingView> => diceReadings(s.game, s.replay, s.registry);

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

/**
 * A part's words completed by the ruleset's figure status line it names (OutcomePart.status: "moved
 * 5.9″" → "moved 5.9″ of 6.0″", the allowance the rules use), read from the table as it stands after
 * the step; the part as it is when the ruleset, the figure or the line is missing. Guarded: a
 * throwing ruleset leaves the words alone.
 */
function withStatus(part: OutcomePartView, state: GameState, registry: RulesetRegistry, names: FigureNames): OutcomePartView {
  if (part.status === null) return part;
  const { figureId, key } = part.status;
  let line: { labelKey: string; params?: Readonly<Record<string, JsonValue>> } | undefined;
  try {
    line = registry.get(state.rulesetId)?.figureStatus?.(state, figureId).find((l) => l.labelKey === key);
  } catch {
    line = undefined;
  }
  if (line === undefined) return part;
  const extra = labelOf(state.scenario, key, line.params, names).params;
  // The same length twice (the path and the allowance used: a walk on open ground) reads once, as
  // the figure card has it: the flag picks `<key>OfWithSameLength` ("moved 5.9″ of 6.0″") and the
  // path's own copy goes (so the two never print apart by a rounding: 4 and 3.9999…).
  const { lengthIn, ...rest } = part.label.params;
  const sameLength = typeof lengthIn === 'number' && typeof extra.usedIn === 'number' && Math.abs(lengthIn - extra.usedIn) < 5e-4;
  const params = sameLength ? { ...rest, ...extra, sameLength: true } : { ...part.label.params, ...extra };
  return { ...part, label: { key: `${part.label.key}Of`, params } };
}

const resultCard = memoLast((game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): ResultCardView | null => {
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
  const names = gameFigureNames(game, replay, registry);
  const own = partsOfEntry(state, last, names, registry);
  if (own.length === 0) return null;
  const parts = own.map((p) => withStatus(p, state, registry, names));
  const reading = readEntry(registry, state.rulesetId, last.events);
  const ids = [...(last.action.figureId === undefined ? [] : [last.action.figureId]), ...(last.action.targetIds ?? []), ...reading.figureIds];
  const before = replay === null ? game?.timeline.past.find((p) => p.actionSeq === last.seq)?.state : replay.frames[last.seq - 1];
  return { seq: last.seq, parts, box: boxOf(ids, [before?.scenario.figures ?? [], state.scenario.figures]) };
});

/** The result card of the step just taken, or null when it rolled nothing and changed nothing worth a word. */
export const selectResultCard = (s: StoreState): ResultCardView | null => resultCard(s.game, s.replay, s.registry);
