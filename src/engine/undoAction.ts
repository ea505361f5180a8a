/**
 * Undo without a free re-roll. The engine cannot rebuild the state before an action from the log
 * alone cheaply, so the caller (the store) keeps the snapshots; `undoAction` takes the last one back
 * and stamps the log. Two rules make undo honest:
 *   - the dice stream stays where it is (`rng` of the current state): undoing a bad roll and doing
 *     the same thing again rolls new dice, it does not get the old ones back;
 *   - the undone action stays in the log, marked `undone: true`, followed by an `undo` entry, so the
 *     dice log still shows what was rolled and a replay goes through the same steps.
 */
import type { ActionLogEntry, GameState, LogEntry, Refusal } from './state';
import { refusal } from './state';

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
 * `history` holds the states before each live action, oldest first; its last one is the state
 * before the action to take back. Returns that state with `current`'s dice stream and log (the
 * action marked undone, an undo entry appended).
 */
export function undoAction<Flow, FigState>(history: readonly GameState<Flow, FigState>[], current: GameState<Flow, FigState>): UndoResult<Flow, FigState> {
  const previous = history[history.length - 1];
  const entry = lastLiveAction(current.log);
  if (previous === undefined || entry === undefined) {
    return { ok: false, refusal: refusal('engine.nothingToUndo', 'ENGINE-UNDO', 'there is nothing to undo') };
  }
  // After an undo and a redo the snapshot before an action is a state whose log already holds the
  // undo (it is the state the redo started from), so only a snapshot from the future is wrong.
  if (previous.log.length > current.log.length) {
    return { ok: false, refusal: refusal('engine.undoMismatch', 'ENGINE-UNDO', 'the snapshot does not come before the last action') };
  }
  const log: LogEntry[] = current.log.map((e) => (e === entry ? { ...entry, undone: true } : e));
  log.push({ kind: 'undo', seq: current.log.length, undoes: entry.seq });
  return { ok: true, state: { ...previous, rng: current.rng, log } };
}
