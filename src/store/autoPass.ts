/**
 * The automatic pass: after a player's action, while the side to act has nothing to do but end its
 * part (`engine/nothingToDo.ts` judges, with the rules' own legality), the store takes that side
 * action itself, marked `auto` with the reason. Each pass is an ordinary action in the log, so a
 * replay or a save reproduces it exactly and old saves (with the same End phase clicked by hand)
 * are untouched; only applying a new action runs it, never undo, redo or a load.
 *
 * Undo and redo step over the passes: one undo takes back the automatic passes and the player's
 * own action before them; one redo puts back the player's action and the passes that followed it.
 *
 * The free table is left out: its dice tray and whatever the players settle at the table are
 * always something to do, and no candidate action can say so.
 */
import { nothingToDoAction } from '../engine/nothingToDo';
import type { Ruleset } from '../engine/ruleset';
import type { GameEvent, LogEntry } from '../engine/state';
import type { Timeline, TimelineResult } from '../engine/timeline';
import { timelineApply, timelineRedo, timelineUndo } from '../engine/timeline';

/**
 * The most passes after one action. A LOTOW turn has six parts (three phases, two sides): a whole
 * turn in which neither side can act is six passes, so 24 is four such turns — more is a ruleset
 * whose "end" never ends, and the chain stops rather than loop.
 */
export const AUTO_PASS_LIMIT = 24;

/**
 * Auto-pass is for rulesets with phases; never for the free table, which the registry names as its
 * fallback (`fallbackId`, given by whoever builds the store: the store names no ruleset).
 */
export const autoPassApplies = (ruleset: Ruleset, freeTableId: string | null): boolean => ruleset.id !== freeTableId;

/** `result` followed by every automatic pass it leads to (at most `AUTO_PASS_LIMIT`); its events first. */
export function withAutoPasses(ruleset: Ruleset, result: TimelineResult, freeTableId: string | null): TimelineResult {
  if (!result.ok || !autoPassApplies(ruleset, freeTableId)) return result;
  let timeline = result.timeline;
  const events: GameEvent[] = [...result.events];
  for (let i = 0; i < AUTO_PASS_LIMIT; i++) {
    const pass = nothingToDoAction(ruleset, timeline.present);
    if (pass === null) break;
    const r = timelineApply(ruleset, timeline, pass);
    if (!r.ok) break;
    timeline = r.timeline;
    events.push(...r.events);
  }
  return { ok: true, timeline, events };
}

const isAutoEntry = (log: readonly LogEntry[], seq: number | undefined): boolean => {
  const e = seq === undefined ? undefined : log[seq];
  return e?.kind === 'action' && e.action.auto !== undefined;
};

/** Undo the automatic passes at the end and the player's action before them, in one step. */
export function undoPlayerStep(timeline: Timeline): TimelineResult {
  let r = timelineUndo(timeline);
  let guard = 0;
  while (r.ok && guard++ < AUTO_PASS_LIMIT) {
    const undoneSeq = r.timeline.future[r.timeline.future.length - 1]?.actionSeq;
    if (!isAutoEntry(r.timeline.present.log, undoneSeq) || r.timeline.past.length === 0) break;
    const next = timelineUndo(r.timeline);
    if (!next.ok) break;
    r = next;
  }
  return r;
}

/** Redo the player's action and the automatic passes that followed it, in one step. */
export function redoPlayerStep(timeline: Timeline): TimelineResult {
  let r = timelineRedo(timeline);
  let guard = 0;
  while (r.ok && guard++ < AUTO_PASS_LIMIT) {
    const nextSeq = r.timeline.future[r.timeline.future.length - 1]?.actionSeq;
    if (!isAutoEntry(r.timeline.present.log, nextSeq)) break;
    const next = timelineRedo(r.timeline);
    if (!next.ok) break;
    r = next;
  }
  return r;
}
