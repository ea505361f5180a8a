/**
 * A game state kept without its log, and the log as it stood at an earlier moment.
 *
 * Why: a game's log only grows, one entry a step, and every state but the latest is a moment of
 * the same game, so each state carrying its own copy of the log made memory grow with the square
 * of the game's length (20,000 steps: 2.7 GB). The timeline's kept states and the replay viewer's
 * frames are `StateSnapshot`s instead (a few hundred bytes each: the table, the flow, the dice
 * stream), beside the length the log had at that moment; the one log is the present's.
 *
 * The log at an earlier moment is its first `length` entries — every step appends exactly one —
 * except that an undo or a redo after that moment has since marked an entry undone or live again
 * (a new entry object: the engine never edits one in place). `logAsItStood` puts those marks back
 * as they were.
 */
import type { ActionLogEntry, GameState, LogEntry } from './state';

export type StateSnapshot<Flow = unknown, FigState = unknown> = Omit<GameState<Flow, FigState>, 'log'>;

/** The state without its log (a shallow copy of the other fields; nothing is cloned). */
export function withoutLog<Flow, FigState>(state: StateSnapshot<Flow, FigState> & { readonly log?: unknown }): StateSnapshot<Flow, FigState> {
  const { log: _log, ...rest } = state;
  return rest;
}

const live = (entry: ActionLogEntry): ActionLogEntry => {
  const { undone: _undone, ...rest } = entry;
  return rest;
};

/**
 * The first `length` entries of `log`, each action marked undone exactly when it was undone at the
 * moment the log had `length` entries. Entries whose mark has not changed since are `log`'s own
 * objects. O(length).
 */
export function logAsItStood(log: readonly LogEntry[], length: number): LogEntry[] {
  const n = Math.max(0, Math.min(length, log.length));
  // The last undo or redo of each action up to that moment decides its mark.
  const undoneThen = new Map<number, boolean>();
  for (let i = 0; i < n; i++) {
    const e = log[i]!;
    if (e.kind === 'undo') undoneThen.set(e.undoes, true);
    else if (e.kind === 'redo') undoneThen.set(e.redoes, false);
  }
  const out: LogEntry[] = new Array<LogEntry>(n);
  for (let i = 0; i < n; i++) {
    const e = log[i]!;
    if (e.kind !== 'action') {
      out[i] = e;
      continue;
    }
    const wasUndone = undoneThen.get(e.seq) === true;
    out[i] = wasUndone === (e.undone === true) ? e : wasUndone ? { ...e, undone: true } : live(e);
  }
  return out;
}

/**
 * A full game state from a snapshot: its log is `logAsItStood(log, length)`, computed the first
 * time something reads it (and kept), so a state built only to be described — the rules name an
 * action from the table and the flow, never the log — costs nothing for the log. The property is
 * an enumerable getter: spreading or serialising the state reads it like any other field.
 */
export function stateWithLog<Flow, FigState>(snapshot: StateSnapshot<Flow, FigState>, log: readonly LogEntry[], length: number): GameState<Flow, FigState> {
  // The log as it stands has every mark as it stands.
  if (length === log.length) return { ...snapshot, log };
  let kept: readonly LogEntry[] | undefined;
  const state = { ...snapshot } as GameState<Flow, FigState>;
  Object.defineProperty(state, 'log', {
    enumerable: true,
    configurable: false,
    get: () => (kept ??= logAsItStood(log, length)),
  });
  return state;
}
