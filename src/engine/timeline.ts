/**
 * A game with its undo and redo: the present state, the states before each live action (`past`,
 * oldest first) and the states undone since the last new action (`future`, the next redo last).
 * Pure; the store keeps one and replays rebuild one, so a reloaded game can still undo.
 *
 * Why redo restores the undone state instead of applying the action again: applying it again would
 * roll new dice, and undo + redo would be a free re-roll. The restored state keeps the present dice
 * stream (nothing rolled in between, since any new action empties `future`), so a replay of
 * action, undo, redo reaches the same state hash.
 */
import type { ApplyOptions } from './applyAction';
import { applyAction } from './applyAction';
import type { Ruleset } from './ruleset';
import type { ActionLogEntry, GameEvent, GameState, LogEntry, Refusal } from './state';
import { refusal } from './state';
import { undoAction } from './undoAction';

export interface Timeline<Flow = unknown, FigState = unknown> {
  readonly present: GameState<Flow, FigState>;
  readonly past: readonly GameState<Flow, FigState>[];
  readonly future: readonly GameState<Flow, FigState>[];
}

export type TimelineResult<Flow = unknown, FigState = unknown> =
  | { readonly ok: true; readonly timeline: Timeline<Flow, FigState>; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly refusal: Refusal };

export const startTimeline = <Flow, FigState>(state: GameState<Flow, FigState>): Timeline<Flow, FigState> =>
  ({ present: state, past: [], future: [] });

/** Apply an action; a new action forgets what could be redone. */
export function timelineApply<Flow, FigState>(ruleset: Ruleset<Flow, FigState>, tl: Timeline<Flow, FigState>, action: unknown, options?: ApplyOptions): TimelineResult<Flow, FigState> {
  const r = applyAction(ruleset, tl.present, action, options);
  if (!r.ok) return r;
  return { ok: true, timeline: { present: r.state, past: [...tl.past, tl.present], future: [] }, events: r.events };
}

/** Take back the last live action (see `undoAction`: the dice stream stays, the log keeps it). */
export function timelineUndo<Flow, FigState>(tl: Timeline<Flow, FigState>): TimelineResult<Flow, FigState> {
  const r = undoAction(tl.past, tl.present);
  if (!r.ok) return r;
  // The future keeps the state as it was, so its log's last live action is the one just undone.
  return { ok: true, timeline: { present: r.state, past: tl.past.slice(0, -1), future: [...tl.future, tl.present] }, events: [] };
}

/** Put back the last undone action with the result it had; the log marks it live again and says so. */
export function timelineRedo<Flow, FigState>(tl: Timeline<Flow, FigState>): TimelineResult<Flow, FigState> {
  const next = tl.future[tl.future.length - 1];
  if (next === undefined) return { ok: false, refusal: refusal('engine.nothingToRedo', 'ENGINE-REDO', 'there is nothing to redo') };
  // `next` is the state the undo took away, with its log as it stood then: the action undone is
  // the last live one in that log.
  const seq = lastLiveSeq(next.log);
  const entry = seq === undefined ? undefined : tl.present.log[seq];
  if (entry?.kind !== 'action' || entry.undone !== true) {
    return { ok: false, refusal: refusal('engine.redoMismatch', 'ENGINE-REDO', 'the action to redo is not the last one undone') };
  }
  const log: LogEntry[] = tl.present.log.map((e) => (e === entry ? withoutUndone(entry) : e));
  log.push({ kind: 'redo', seq: tl.present.log.length, redoes: entry.seq });
  const present: GameState<Flow, FigState> = { ...next, rng: tl.present.rng, log };
  return { ok: true, timeline: { present, past: [...tl.past, tl.present], future: tl.future.slice(0, -1) }, events: [] };
}

function lastLiveSeq(log: readonly LogEntry[]): number | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e?.kind === 'action' && e.undone !== true) return e.seq;
  }
  return undefined;
}

function withoutUndone(entry: ActionLogEntry): ActionLogEntry {
  const { undone: _undone, ...live } = entry;
  return live;
}

export const canUndo = (tl: Timeline): boolean => tl.past.length > 0;
export const canRedo = (tl: Timeline): boolean => tl.future.length > 0;
