/**
 * The action log and the dice log, computed from the game (or the replay step): what the Log and Dice
 * tabs and the handover screen read, so they are in those panels' chunk (ui/deferredUi.tsx), not the
 * entry. Memoised as gameSelectors.ts's views are, with the same guarded calls into the ruleset.
 */
import type { Scenario } from '../engine/model';
import type { Ruleset } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { StateSnapshot } from '../engine/snapshot';
import { stateWithLog } from '../engine/snapshot';
import type { GameEvent, GameState, LogEntry, RollEvent } from '../engine/state';
import { isRollEvent } from '../engine/state';
import type { GameRecord } from './gameSlice';
import type { Label, SideView } from './gameSelectors';
import { describeActionSafe, describeFlowSafe, labelOf, sideView } from './gameSelectors';
import type { FigureNames } from './figureNames';
import { gameFigureNames } from './figureNames';
import { memoLast } from './memoLast';
import type { OutcomeReader } from './outcomeReaders';
import { outcomeReaderOf } from './outcomeReaders';
import type { ReplayView } from './playSlice';
import { replayFrame } from './replayFrame';
import type { StoreState } from './storeState';

// ---------------------------------------------------------------------------------------------
// States before each log entry (to describe an action as it was taken)

/** A state known for a game (without its log) and the length its log had then. */
interface Moment {
  readonly state: StateSnapshot;
  readonly logLength: number;
}

/**
 * The state an action was taken in, from the states known for a game. Every step appends one log
 * entry, so a log length names one moment of the game: the state whose log held `seq` entries is
 * the one the action `seq` was taken in, and the state just after an undo of it (log length
 * `undo.seq + 1`) has the very same table. With the replay viewer open the known states are its
 * frames, one per step, so every action is found exactly. In play they are the timeline's: `past`
 * (the state before each live action, and after each undo later built on), `future` and the
 * present. An action undone and buried under later undos may have neither; it then gets the latest
 * state known before it (figures other actions moved may stand where those put them).
 *
 * The moments come in lists sorted by log length (the timeline's `past` and `future` each grow
 * in time order, the frames are one a step), so a lookup is a binary search in each: building the
 * finder costs one pass over the log (for the undos), not a map of every state.
 */
function momentFinder(lists: readonly (readonly Moment[])[], log: readonly LogEntry[]): (seq: number) => Moment | undefined {
  /** The last moment of `list` (log lengths ascending) whose log length is at most `n`, or undefined. */
  const atMost = (list: readonly Moment[], n: number): Moment | undefined => {
    let lo = 0;
    let hi = list.length - 1;
    let best: Moment | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const m = list[mid]!;
      if (m.logLength <= n) {
        best = m;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return best;
  };
  const latest = (n: number): Moment | undefined => {
    let best: Moment | undefined;
    for (const list of lists) {
      const m = atMost(list, n);
      if (m !== undefined && (best === undefined || m.logLength > best.logLength)) best = m;
    }
    return best;
  };
  const exactly = (n: number): Moment | undefined => {
    const m = latest(n);
    return m?.logLength === n ? m : undefined;
  };
  // The last undo of each action (its `seq + 1` is a moment with the action's own table).
  const undoneBy = new Map<number, number>();
  for (const e of log) if (e.kind === 'undo') undoneBy.set(e.undoes, e.seq);
  return (seq) => {
    const exact = exactly(seq);
    if (exact !== undefined) return exact;
    const undo = undoneBy.get(seq);
    const restored = undo === undefined ? undefined : exactly(undo + 1);
    if (restored !== undefined) return restored;
    // The latest moment before `seq`, else the earliest known.
    return latest(seq) ?? lists.map((l) => l[0]).filter((m) => m !== undefined).sort((a, b) => a.logLength - b.logLength)[0];
  };
}

interface GameSource {
  /** The log shown (the game's, or the replay step's). */
  readonly state: GameState;
  /** A finder of the moment an entry's action was taken in (see `momentFinder`; built when first needed). */
  readonly momentOf: () => (seq: number) => Moment | undefined;
  /** That moment as a whole state; its log is built only if something reads it (`stateWithLog`: the rules describe an action from the table and the flow). */
  readonly stateOf: (moment: Moment) => GameState;
  readonly ruleset: Ruleset | undefined;
}

/** The replay viewer's frames as moments: frame k is the state after step k, its log k + 1 entries long. */
const frameMoments = new WeakMap<readonly StateSnapshot[], readonly Moment[]>();
function momentsOfFrames(frames: readonly StateSnapshot[]): readonly Moment[] {
  let moments = frameMoments.get(frames);
  if (moments === undefined) {
    moments = frames.map((state, k) => ({ state, logLength: k + 1 }));
    frameMoments.set(frames, moments);
  }
  return moments;
}

function gameSource(game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): GameSource | null {
  let state: GameState | undefined;
  let moments: readonly (readonly Moment[])[];
  if (replay !== null) {
    state = replayFrame(replay);
    moments = [momentsOfFrames(replay.frames)];
  } else {
    const tl = game?.timeline;
    state = tl?.present;
    moments = tl === undefined ? [] : [tl.past, tl.future, [{ state: tl.present, logLength: tl.present.log.length }]];
  }
  if (state === undefined) return null;
  const log = state.log;
  return {
    state,
    momentOf: () => momentFinder(moments, log),
    stateOf: (m) => stateWithLog(m.state, log, m.logLength),
    ruleset: registry.get(state.rulesetId),
  };
}

// ---------------------------------------------------------------------------------------------
// The action log

interface LogRowBase {
  /** The log entry's `seq` (unique in a game; React key). */
  readonly seq: number;
  readonly turn: number | null;
}

export type LogRow =
  | (LogRowBase & { readonly kind: 'setup'; readonly flow: Label; readonly rolls: number })
  | (LogRowBase & {
    readonly kind: 'action';
    readonly flow: Label;
    readonly side: SideView;
    readonly description: Label;
    /** Taken back: it stays in the log (both players saw it, and its dice). */
    readonly undone: boolean;
  })
  | (LogRowBase & {
    readonly kind: 'undo' | 'redo';
    /** The action taken back or put back, as its own row describes it. */
    readonly target: Label | null;
    readonly targetSeq: number;
    readonly side: SideView | null;
  });

function flowOfEntry(ruleset: Ruleset | undefined, before: GameState | undefined, entry: { flowLabel: string }): Label {
  if (before !== undefined && ruleset !== undefined) {
    const flow = describeFlowSafe(ruleset, before);
    if (flow.label.key === entry.flowLabel) return flow.label;
  }
  return { key: entry.flowLabel, params: {} };
}

/**
 * Rows already built, by log entry. An entry is never edited in place (an undo or a redo writes a
 * new one), and the state it is described in is history: the best moment for it is known the first
 * time its row is built (in play, the state just before it is the last past state; loading, every
 * moment the timeline kept), and later states only drop moments. So a row is built once per entry
 * and rules, and a new step describes one entry, not the whole game (describing every entry on
 * every action cost ~25 µs an entry: a quarter of a second a move at 10,000 steps).
 */
interface CachedRow {
  readonly ruleset: Ruleset | undefined;
  /** For an undo or redo row: the row of the action it names. */
  readonly target: LogRow | undefined;
  readonly row: LogRow;
}
const rowCache = new WeakMap<LogEntry, CachedRow>();

/** The last log built, oldest row first (row k is entry k's: an entry's `seq` is its index). */
let lastBuilt: { readonly log: readonly LogEntry[]; readonly ruleset: Ruleset | undefined; readonly rows: readonly LogRow[] } | null = null;

function buildActionLog(game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): readonly LogRow[] {
  const src = gameSource(game, replay, registry);
  if (src === null) return [];
  const log = src.state.log;
  const scenario = src.state.scenario;
  // The rows of the entries this log shares with the last one built (a new step appends one; an
  // undo or a redo replaces one near the end) are taken as they are.
  let same = 0;
  const last = lastBuilt;
  if (last !== null && last.ruleset === src.ruleset) {
    const n = Math.min(last.log.length, log.length);
    while (same < n && last.log[same] === log[same]) same++;
  }
  const rows: LogRow[] = same === 0 ? [] : last!.rows.slice(0, same);
  let momentOf: ((seq: number) => Moment | undefined) | undefined;
  for (let i = same; i < log.length; i++) {
    const e = log[i]!;
    const hit = rowCache.get(e);
    let row: LogRow;
    if (e.kind === 'setup' || e.kind === 'action') {
      if (hit !== undefined && hit.ruleset === src.ruleset) row = hit.row;
      else {
        momentOf ??= src.momentOf();
        // An action is described in the state it was taken in; the set-up in the state it made,
        // which is the one the first action (always `seq` 1) was taken in.
        const moment = momentOf(e.kind === 'setup' ? 1 : e.seq);
        const before = moment === undefined ? undefined : src.stateOf(moment);
        if (e.kind === 'setup') {
          row = { kind: 'setup', seq: e.seq, turn: e.turn, flow: flowOfEntry(src.ruleset, before, e), rolls: e.events.filter(isRollEvent).length };
        } else {
          const description = describeActionSafe(src.ruleset, before ?? src.state, e.action);
          row = { kind: 'action', seq: e.seq, turn: e.turn, flow: flowOfEntry(src.ruleset, before, e), side: sideView(scenario, e.action.side), description, undone: e.undone === true };
        }
        rowCache.set(e, { ruleset: src.ruleset, target: undefined, row });
      }
    } else {
      const targetSeq = e.kind === 'undo' ? e.undoes : e.redoes;
      const target = rows[targetSeq];
      if (hit !== undefined && hit.target === target) row = hit.row;
      else {
        const t = target?.kind === 'action' ? target : undefined;
        row = { kind: e.kind, seq: e.seq, turn: t?.turn ?? null, target: t?.description ?? null, targetSeq, side: t?.side ?? null };
        rowCache.set(e, { ruleset: undefined, target, row });
      }
    }
    rows.push(row);
  }
  lastBuilt = { log, ruleset: src.ruleset, rows };
  return rows.slice().reverse();
}

const actionLog = memoLast(buildActionLog);

/** The action log, newest first: the game's, or the replay step's while the viewer is open. */
export const selectActionLog = (s: StoreState): readonly LogRow[] => actionLog(s.game, s.replay, s.registry);

// ---------------------------------------------------------------------------------------------
// The dice log

export type RollOutcome =
  | { readonly kind: 'sum'; readonly value: number }
  | { readonly kind: 'successes'; readonly value: number; readonly atLeast: number };

export interface DiceRow {
  /** `seq:index` — the log entry and the roll's place among its events (React key). */
  readonly id: string;
  readonly seq: number;
  readonly turn: number;
  /** Who rolled (null: the set-up). */
  readonly side: SideView | null;
  readonly count: number;
  readonly sides: number;
  readonly faces: readonly number[];
  /** What the roll was for: the purpose key with the roll's params (`free.roll` {label}). */
  readonly purpose: Label;
  readonly ruleId: string;
  readonly figureNames: readonly string[];
  /** The sum, or the dice at `atLeast` or above when the rules count successes. */
  readonly outcome: RollOutcome;
  /** For a reroll: the faces before and which dice were rolled again. */
  readonly rerolled: { readonly before: readonly number[]; readonly indices: readonly number[] } | null;
  /** Its action was taken back (the roll still happened and stays visible). */
  readonly undone: boolean;
}

export function rollOutcome(roll: Pick<RollEvent, 'faces' | 'atLeast'>): RollOutcome {
  if (roll.atLeast !== undefined) {
    return { kind: 'successes', value: roll.faces.filter((f) => f >= roll.atLeast!).length, atLeast: roll.atLeast };
  }
  return { kind: 'sum', value: roll.faces.reduce((a, b) => a + b, 0) };
}

/** `names`: every figure's name for the whole game, gone ones too (figureNames.ts); `rulesetId` names the figures a roll is for. */
function diceRows(scenario: Scenario, entry: LogEntry, side: string | null, undone: boolean, names: FigureNames, reader: OutcomeReader): DiceRow[] {
  if (entry.kind !== 'setup' && entry.kind !== 'action') return [];
  const rows: DiceRow[] = [];
  const rollFigureIds = reader.rollFigureIds ?? ((r: RollEvent) => r.figureIds ?? []);
  entry.events.forEach((ev: GameEvent, i) => {
    if (!isRollEvent(ev) || !Array.isArray(ev.faces)) return;
    rows.push({
      id: `${entry.seq}:${i}`, seq: entry.seq, turn: entry.turn, side: side === null ? null : sideView(scenario, side),
      count: ev.faces.length, sides: ev.sides, faces: ev.faces,
      purpose: labelOf(scenario, ev.purpose, ev.params, names), ruleId: ev.ruleId,
      figureNames: rollFigureIds(ev).map(names),
      outcome: rollOutcome(ev),
      rerolled: ev.rerolled === undefined ? null : { before: ev.rerolled.before, indices: ev.rerolled.indices },
      undone,
    });
  });
  return rows;
}

/**
 * Dice rows already built, by log entry (never edited in place: an undo writes a new one) and the
 * scenario's sides (names and colours). Figure names are a figure's for the whole game, so the rows
 * built once serve every later state; a new step builds its own rows only.
 */
const diceCache = new WeakMap<LogEntry, { readonly sides: Scenario['sides']; readonly rows: readonly DiceRow[] }>();

const diceLog = memoLast((game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): readonly DiceRow[] => {
  const state = replay === null ? game?.timeline.present : replayFrame(replay);
  if (state === undefined) return [];
  const rows: DiceRow[] = [];
  const names = gameFigureNames(game, replay, registry);
  const reader = outcomeReaderOf(registry, state.rulesetId);
  for (const e of state.log) {
    if (e.kind !== 'setup' && e.kind !== 'action') continue;
    let hit = diceCache.get(e);
    if (hit === undefined || hit.sides !== state.scenario.sides) {
      hit = { sides: state.scenario.sides, rows: e.kind === 'setup' ? diceRows(state.scenario, e, null, false, names, reader) : diceRows(state.scenario, e, e.action.side, e.undone === true, names, reader) };
      diceCache.set(e, hit);
    }
    for (const r of hit.rows) rows.push(r);
  }
  return rows.reverse();
});

/** Every roll of the game (set-up and actions, undone ones too), newest first. */
export const selectDiceLog = (s: StoreState): readonly DiceRow[] => diceLog(s.game, s.replay, s.registry);
