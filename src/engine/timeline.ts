/**
 * A game with its undo and redo: the present state, the states before each live action (`past`,
 * oldest first) and the states undone since the last new action (`future`, the next redo last).
 * Pure; the store keeps one and replays rebuild one, so a reloaded game can still undo.
 *
 * The timeline has one log, the present's. `past` and `future` keep snapshots without it (the
 * table, the flow, the dice stream: engine/snapshot.ts) with the length the log had and the action
 * between the snapshot and its neighbour, so memory grows with the number of steps, not its square.
 *
 * Why redo restores the undone state instead of applying the action again: applying it again would
 * roll new dice, and undo + redo would be a free re-roll. The restored state keeps the present dice
 * stream (nothing rolled in between, since any new action empties `future`), so a replay of
 * action, undo, redo reaches the same state hash.
 *
 * Each change comes in two forms. `timelineApply`, `timelineUndo` and `timelineRedo` leave the
 * timeline they are given as it was (new arrays: O(steps) a change, as the autosave is). The
 * `…Step` forms with `inPlace` grow the arrays of the timeline they are given instead; only a caller
 * that built every array of that timeline and drops it may pass true (`replaySteps`), which makes a
 * replay linear in its length.
 */
import type { ApplyOptions } from './applyAction';
import { actionResult } from './applyAction';
import type { Ruleset } from './ruleset';
import type { StateSnapshot } from './snapshot';
import { withoutLog } from './snapshot';
import type { ActionLogEntry, GameEvent, GameState, LogEntry, Refusal } from './state';
import { logFullRefusal, refusal } from './state';
import { undoOnto } from './undoAction';

/** A state kept for undo or redo. */
export interface TimelineSnapshot<Flow = unknown, FigState = unknown> {
  /** The state, without its log. */
  readonly state: StateSnapshot<Flow, FigState>;
  /** The length its log had: every step adds one entry, so a length names one moment of the game. */
  readonly logLength: number;
  /**
   * `seq` of the action entry beside it: in `past`, the action taken from this state (the one undo
   * takes back); in `future`, the action that made this state (the one redo puts back).
   */
  readonly actionSeq: number;
}

export interface Timeline<Flow = unknown, FigState = unknown> {
  readonly present: GameState<Flow, FigState>;
  readonly past: readonly TimelineSnapshot<Flow, FigState>[];
  readonly future: readonly TimelineSnapshot<Flow, FigState>[];
}

export type TimelineResult<Flow = unknown, FigState = unknown> =
  | { readonly ok: true; readonly timeline: Timeline<Flow, FigState>; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly refusal: Refusal };

export const startTimeline = <Flow, FigState>(state: GameState<Flow, FigState>): Timeline<Flow, FigState> =>
  ({ present: state, past: [], future: [] });

const snapshotOf = <Flow, FigState>(state: GameState<Flow, FigState>, actionSeq: number): TimelineSnapshot<Flow, FigState> =>
  ({ state: withoutLog(state), logLength: state.log.length, actionSeq });

function pushed<T>(list: readonly T[], item: T, inPlace: boolean): readonly T[] {
  if (!inPlace) return [...list, item];
  (list as T[]).push(item);
  return list;
}

function popped<T>(list: readonly T[], inPlace: boolean): readonly T[] {
  if (!inPlace) return list.slice(0, -1);
  (list as T[]).pop();
  return list;
}

/** Apply an action; a new action forgets what could be redone. See the module comment for `inPlace`. */
export function timelineApplyStep<Flow, FigState>(ruleset: Ruleset<Flow, FigState>, tl: Timeline<Flow, FigState>, action: unknown, options: ApplyOptions | undefined, inPlace: boolean): TimelineResult<Flow, FigState> {
  const r = actionResult(ruleset, tl.present, action, options);
  if (!r.ok) return r;
  const before = snapshotOf(tl.present, r.entry.seq);
  const log = pushed<LogEntry>(tl.present.log, r.entry, inPlace);
  if (inPlace) (tl.future as unknown[]).length = 0;
  return { ok: true, timeline: { present: { ...r.next, log }, past: pushed(tl.past, before, inPlace), future: inPlace ? tl.future : [] }, events: r.events };
}

/** Take back the last live action (see `undoOnto`: the dice stream stays, the log keeps it). */
export function timelineUndoStep<Flow, FigState>(tl: Timeline<Flow, FigState>, inPlace: boolean): TimelineResult<Flow, FigState> {
  const previous = tl.past[tl.past.length - 1];
  // Taken before the undo writes the log (in place, it is the present's own array).
  const undone = previous === undefined ? undefined : snapshotOf(tl.present, previous.actionSeq);
  const r = undoOnto(previous?.state, previous?.logLength ?? 0, previous?.actionSeq, tl.present, inPlace);
  if (!r.ok) return r;
  // The future keeps the state as it was, beside the action just undone.
  return { ok: true, timeline: { present: r.state, past: popped(tl.past, inPlace), future: pushed(tl.future, undone!, inPlace) }, events: [] };
}

/** Put back the last undone action with the result it had; the log marks it live again and says so. */
export function timelineRedoStep<Flow, FigState>(tl: Timeline<Flow, FigState>, inPlace: boolean): TimelineResult<Flow, FigState> {
  const next = tl.future[tl.future.length - 1];
  if (next === undefined) return { ok: false, refusal: refusal('engine.nothingToRedo', 'ENGINE-REDO', 'there is nothing to redo') };
  const entry = tl.present.log[next.actionSeq];
  if (entry?.kind !== 'action' || entry.undone !== true) {
    return { ok: false, refusal: refusal('engine.redoMismatch', 'ENGINE-REDO', 'the action to redo is not the last one undone') };
  }
  const full = logFullRefusal(tl.present.log);
  if (full !== null) return { ok: false, refusal: full };
  const before = snapshotOf(tl.present, entry.seq);
  const log = (inPlace ? tl.present.log : tl.present.log.slice()) as LogEntry[];
  const seq = log.length;
  log[entry.seq] = withoutUndone(entry);
  log.push({ kind: 'redo', seq, redoes: entry.seq });
  const present: GameState<Flow, FigState> = { ...next.state, rng: tl.present.rng, log };
  return { ok: true, timeline: { present, past: pushed(tl.past, before, inPlace), future: popped(tl.future, inPlace) }, events: [] };
}

/** Apply an action; a new action forgets what could be redone. `tl` is left as it was. */
export const timelineApply = <Flow, FigState>(ruleset: Ruleset<Flow, FigState>, tl: Timeline<Flow, FigState>, action: unknown, options?: ApplyOptions): TimelineResult<Flow, FigState> =>
  timelineApplyStep(ruleset, tl, action, options, false);

/** Take back the last live action. `tl` is left as it was. */
export const timelineUndo = <Flow, FigState>(tl: Timeline<Flow, FigState>): TimelineResult<Flow, FigState> => timelineUndoStep(tl, false);

/** Put back the last undone action. `tl` is left as it was. */
export const timelineRedo = <Flow, FigState>(tl: Timeline<Flow, FigState>): TimelineResult<Flow, FigState> => timelineRedoStep(tl, false);

function withoutUndone(entry: ActionLogEntry): ActionLogEntry {
  const { undone: _undone, ...live } = entry;
  return live;
}

export const canUndo = (tl: Timeline): boolean => tl.past.length > 0;
export const canRedo = (tl: Timeline): boolean => tl.future.length > 0;
