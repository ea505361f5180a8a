/**
 * Undo without a free re-roll. The engine cannot rebuild the state before an action from the log
 * alone cheaply, so the caller keeps snapshots (the timeline: engine/timeline.ts); an undo takes the
 * last one back and stamps the log. Two rules make undo honest:
 *   - the dice stream stays where it is (`rng` of the current state): undoing a bad roll and doing
 *     the same thing again rolls new dice, it does not get the old ones back;
 *   - the undone action stays in the log, marked `undone: true`, followed by an `undo` entry, so the
 *     dice log still shows what was rolled and a replay goes through the same steps.
 */
import type { StateSnapshot } from './snapshot';
import type { ActionLogEntry, GameState, LogEntry, Refusal } from './state';
import { logFullRefusal, refusal } from './state';

export type UndoResult<Flow = unknown, FigState = unknown> =
  | { readonly ok: true; readonly state: GameState<Flow, FigState> }
  | { readonly ok: false; readonly refusal: Refusal };

/** The last action entry not yet undone, or undefined. */
export function lastLiveAction(log: readonly LogEntry[]): ActionLogEntry | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e?.kind === 'action' && e.undone !== true) return e;
  }
  return undefined;
}

/**
 * The undo itself: `previous` is the state before the action to take back (a snapshot, or a whole
 * state whose log is replaced) and `previousLogLength` the length its log had; `entrySeq` is that
 * action's `seq` in `current.log`. Returns `previous` with `current`'s dice stream and log, the
 * action marked undone and an undo entry appended. `inPlace` writes into `current.log` instead of a
 * copy: only for a caller that owns that array and drops `current` (the timeline's replay).
 */
export function undoOnto<Flow, FigState>(
  previous: StateSnapshot<Flow, FigState> | undefined,
  previousLogLength: number,
  entrySeq: number | undefined,
  current: GameState<Flow, FigState>,
  inPlace = false,
): UndoResult<Flow, FigState> {
  if (previous === undefined || entrySeq === undefined) {
    return { ok: false, refusal: refusal('engine.nothingToUndo', 'ENGINE-UNDO', 'there is nothing to undo') };
  }
  const entry = current.log[entrySeq];
  // After an undo and a redo the snapshot before an action is a state whose log already holds the
  // undo (it is the state the redo started from), so only a snapshot from the future is wrong.
  if (entry?.kind !== 'action' || entry.undone === true || previousLogLength > current.log.length) {
    return { ok: false, refusal: refusal('engine.undoMismatch', 'ENGINE-UNDO', 'the snapshot does not come before the last action') };
  }
  const full = logFullRefusal(current.log);
  if (full !== null) return { ok: false, refusal: full };
  const log = (inPlace ? current.log : current.log.slice()) as LogEntry[];
  const seq = log.length;
  log[entry.seq] = { ...entry, undone: true };
  log.push({ kind: 'undo', seq, undoes: entry.seq });
  return { ok: true, state: { ...previous, rng: current.rng, log } };
}

/**
 * `history` holds the states before each live action, oldest first; its last one is the state
 * before the action to take back. Returns that state with `current`'s dice stream and log (the
 * action marked undone, an undo entry appended). For callers that keep whole states (tests, the
 * random streams); the timeline keeps snapshots without the log and calls `undoOnto`.
 */
export function undoAction<Flow, FigState>(history: readonly GameState<Flow, FigState>[], current: GameState<Flow, FigState>): UndoResult<Flow, FigState> {
  const previous = history[history.length - 1];
  return undoOnto(previous, previous?.log.length ?? 0, lastLiveAction(current.log)?.seq, current);
}
