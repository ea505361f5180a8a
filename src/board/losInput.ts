/**
 * The line-of-sight tool's clicks. Presses and drags work as in the select tool (a figure pressed and
 * dragged moves, so the line updates live while either end is dragged); a click without a drag picks:
 *   - no observer yet: the clicked figure becomes the observer (and is selected, for its card);
 *   - another figure: it becomes the pinned target (until then the target is the last figure the pointer
 *     went over: the store's `hover` keeps `los.pointedId`);
 *   - the pinned target again: it is unpinned and the target follows the pointer again;
 *   - the observer again, or the empty table, or Esc: both picks are forgotten.
 */
import type { InputStore } from './inputTypes';

export function losClickFigure(s: InputStore, figureId: string): void {
  const { observerId, targetId } = s.los;
  if (observerId === null) {
    s.setLosObserver(figureId);
    s.select(figureId);
    return;
  }
  if (figureId === observerId) {
    losClear(s);
    return;
  }
  s.setLosTarget(figureId === targetId ? null : figureId);
}

/** Forget the observer and the target (a click on the empty table, or Esc). */
export function losClear(s: InputStore): void {
  s.clearLos();
  s.select(null);
}
