/**
 * Whether an observer may see (and so target or charge) a figure, for shooting (part 2) and charges:
 * some of it can be seen (LOTOW-PRONE-2, true line of sight with the prone rules, proneVisibility.ts)
 * and, if it is Hidden (LOTOW-GAP-12) and lies behind cover from this observer, the observer has
 * passed a spotting roll for it this turn (LOTOW-SPOT-1) or it revealed itself to the observer by
 * shooting (LOTOW-SPOT-2). A Hidden figure that this observer sees with no cover in between (from the
 * flank, past a figure) is seen by the normal rules.
 */
import { gameLosScene } from '../../../engine/losScene';
import type { LosScene } from '../../../los/losScene';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { isHidden } from './hidden';
import { proneVisibility } from './proneVisibility';

/** Needs a spotting roll from this observer before it may be seen: Hidden, behind cover from it, partly visible, not spotted or revealed. */
export function needsSpotting(state: LotowState, observerId: string, targetId: string, scene: LosScene = gameLosScene(state)): boolean {
  const fs = figStateOf(state, targetId);
  if (fs.spottedBy.includes(observerId) || fs.revealedTo.includes(observerId)) return false;
  if (!isHidden(state, targetId, scene)) return false;
  const v = proneVisibility(state, observerId, targetId, scene);
  return v.visibleFraction > 0 && v.behindCover;
}

export function canSee(state: LotowState, observerId: string, targetId: string, scene: LosScene = gameLosScene(state)): boolean {
  const v = proneVisibility(state, observerId, targetId, scene);
  if (v.visibleFraction <= 0) return false;
  if (!v.behindCover) return true;
  const fs = figStateOf(state, targetId);
  if (fs.spottedBy.includes(observerId) || fs.revealedTo.includes(observerId)) return true;
  return !isHidden(state, targetId, scene);
}
