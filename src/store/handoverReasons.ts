/**
 * Why the turn passed, for the handover screen: the player's last action (End phase, the last
 * action of an activation that ended in a turnover…) and the automatic passes after it, oldest
 * first, as the log describes them (the same rows, so the screen and the log say the same thing).
 * Empty when no handover is pending.
 */
import { NOTHING_TO_DO_KEY } from '../engine/nothingToDo';
import type { Label } from './gameSelectors';
import type { LogRow } from './logSelectors';
import { selectActionLog } from './logSelectors';
import { memoLast } from './memoLast';
import type { StoreState } from './storeState';

export interface HandoverReason {
  /** The flow the action was taken in (the log row's). */
  readonly flow: Label;
  readonly description: Label;
  /** Taken by the app: the side had nothing to do. */
  readonly auto: boolean;
  /** The flow said the turn passes on a turnover (a ruleset's `turnover` flag, e.g. SBH's two failures). */
  readonly turnover: boolean;
}

type ActionRow = Extract<LogRow, { kind: 'action' }>;

const reasonOf = (row: ActionRow): HandoverReason => ({
  flow: row.flow,
  description: row.description,
  auto: row.description.key === NOTHING_TO_DO_KEY,
  turnover: row.flow.params.turnover === true,
});

/** From the log rows, newest first: the trailing automatic passes and the action before them. */
export function handoverReasonsOf(rows: readonly LogRow[]): readonly HandoverReason[] {
  const out: HandoverReason[] = [];
  for (const row of rows) {
    if (row.kind !== 'action') break;
    if (row.undone) break;
    out.push(reasonOf(row));
    if (row.description.key !== NOTHING_TO_DO_KEY) break;
  }
  return out.reverse();
}

const reasons = memoLast(handoverReasonsOf);

export const selectHandoverReasons = (s: StoreState): readonly HandoverReason[] =>
  (s.handoverSideId === null || s.replay !== null ? NONE : reasons(selectActionLog(s)));

const NONE: readonly HandoverReason[] = [];
