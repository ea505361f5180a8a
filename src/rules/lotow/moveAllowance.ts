/**
 * The move allowance the rules use for a figure now, and the mode it is in — the one number the
 * card shows ("Move 10.0″ mounted (horse)"), the same `remainingAllowanceIn` (movement/reachField.ts)
 * counts against: mounted, the mount's rate (LOTOW-GAP-02: horse 10″, mule 8″, Appaloosa 12″; a
 * profile's `mountMoveIn` wins); on foot the profile's `moveIn`, halved while holding a horse
 * (LOTOW-HOLD-1), capped at the 2″ crawl when prone (LOTOW-PRONE-4). A riderless mount has its
 * mount's rate (it moves only when it bolts, LOTOW-LOOSE-2). Inches.
 */
import type { Figure } from '../../engine/model';
import { moverOf } from './lotowMover';
import type { LotowOptions } from './lotowOptions';
import { mountKindOf, mountMoveIn } from './lotowProfile';
import type { LotowFigState } from './lotowTypes';

export type AllowanceMode = 'foot' | 'holding' | 'prone' | 'horse' | 'mule' | 'appaloosa';

export interface MoveAllowance {
  readonly allowanceIn: number;
  readonly mode: AllowanceMode;
}

export function moveAllowanceOf(figure: Figure, fs: LotowFigState, options: LotowOptions): MoveAllowance {
  if (figure.profile.riderless === true || fs.riderId !== null) return { allowanceIn: mountMoveIn(figure), mode: mountKindOf(figure) };
  const mover = moverOf(figure, fs, options);
  const allowanceIn = Math.min(mover.allowanceIn, mover.crawlMaxIn);
  if (figure.mounted) return { allowanceIn, mode: mountKindOf(figure) };
  return { allowanceIn, mode: mover.prone ? 'prone' : fs.holding ? 'holding' : 'foot' };
}
