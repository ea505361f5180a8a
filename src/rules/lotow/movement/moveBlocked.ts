/**
 * Why a figure may not move at all now (before any destination is looked at), or null.
 * A figure with no area has one of these reasons; `check` gives it for any move.
 */
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { moveOnceReason } from './moveOnce';
import { isRiderlessMount } from './moveTargets';
import { remainingAllowanceIn } from './reachField';

export function moveBlockedReason(state: LotowState, figureId: string): Refusal | null {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return refusal('lotow.needsFigure', 'LOTOW-GAP-02', 'a move names the figure that moves');
  const fs = figStateOf(state, figureId);
  const params = { moverFigureId: figure.id };
  if (isRiderlessMount(figure, fs)) {
    return refusal('lotow.riderlessMount', 'LOTOW-LOOSE-2', `cannot move: ${figure.name} is a mount without a rider (it bolts only as a loose mount)`, params);
  }
  if (fs.passengerOf !== null) {
    return refusal('lotow.passenger', 'LOTOW-PASS-2', `cannot move: ${figure.name} rides as a passenger (get off first)`, params);
  }
  if (fs.actionsOver) {
    return refusal('lotow.actionsOver', 'LOTOW-THROWN-1', `cannot move: ${figure.name} may do nothing more this turn`, params);
  }
  if (fs.moveOver || remainingAllowanceIn(state, figureId) <= 1e-6) {
    return refusal('lotow.moveOver', 'LOTOW-GAP-02', `cannot move: ${figure.name} has already moved as far as it may this turn`, params);
  }
  // Another figure has moved since this one did (LOTOW-MOVE-ONCE, option moveOnce).
  return moveOnceReason(state, figureId);
}
