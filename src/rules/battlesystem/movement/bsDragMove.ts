/**
 * What a board drag of a unit stands for (Ruleset.dragMove): a regular unit advances straight ahead
 * (BS-GAP-04 has no sidestep), so the drag's sideways drift is dropped and the tray slides along its
 * facing; everything else is the move itself.
 */
import { readManoeuvre, unitMoveAction } from '../../../engine/manoeuvre';
import { pieceOf } from '../../../engine/pieces';
import type { Action } from '../../../engine/state';
import type { BsState } from '../flow/bsTypes';

export function bsDragMove(state: BsState, move: Action): Action {
  const piece = pieceOf(state.scenario, move.figureId);
  const read = readManoeuvre(move);
  if (piece?.kind !== 'unit' || read === null || !read.ok) return move;
  const m = read.manoeuvre;
  if (piece.unit.formation.kind !== 'regular' || m.kind !== 'advance' || m.driftIn === undefined) return move;
  return unitMoveAction(piece.unit, { kind: 'advance', distanceIn: m.distanceIn });
}
