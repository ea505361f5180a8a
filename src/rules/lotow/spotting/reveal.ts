/**
 * A Hidden shooter gives itself away (LOTOW-SPOT-2): when it shoots, every enemy fighter within 6″
 * of it (base edge to base edge, in 3-D: a shooter on a balcony is measured through the air) no
 * longer counts it as hidden, this turn and later turns, and may charge it freely. That lasts until
 * it moves at least 1″ while staying Hidden (LOTOW-GAP-12, house rule), or until it stands up (a new
 * hiding place starts afresh; completion).
 *
 * "Moves at least 1″": completion — the allowance it has spent this turn (`movedIn`), so two crawls
 * of ½″ count as 1″. Reveals come in the Shoot phase, after the turn's moves, so this turn's moves
 * are always moves made after the reveal.
 */
import { figureEdgeDistance } from '../../../engine/figureGeometry';
import { MOVE_ACTION } from '../../../engine/intents';
import type { Action } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { enemyFightersOf, hiddenRefresh, isHidden } from './hidden';

export const REVEAL_RANGE_IN = 6;
/** LOTOW-GAP-12: a move of at least this much while Hidden ends the revealed status, inches. */
export const HIDE_AGAIN_MOVE_IN = 1;

/** Call when figure `shooterId` shoots (part 2): a Hidden shooter is revealed to enemies within 6″. */
export function revealShooter(state: LotowState, shooterId: string): LotowState {
  const shooter = figureOf(state, shooterId);
  if (shooter === undefined || !isHidden(state, shooterId)) return state;
  const near = enemyFightersOf(state, shooter)
    .filter((e) => figureEdgeDistance(state.scenario, shooter, e).distance3dIn <= REVEAL_RANGE_IN + 1e-9)
    .map((e) => e.id);
  const revealedTo = [...new Set([...figStateOf(state, shooterId).revealedTo, ...near])];
  return withFigState(state, shooterId, { revealedTo });
}

/**
 * Call after figure `figureId` moved `movedIn` inches (this turn): every Hidden status is brought up
 * to date, and a figure still Hidden after moving at least 1″ is hidden again from those it had
 * revealed itself to.
 */
export function afterMove(state: LotowState, figureId: string, movedIn: number): LotowState {
  const next = hiddenRefresh(state);
  const fs = figStateOf(next, figureId);
  if (movedIn >= HIDE_AGAIN_MOVE_IN - 1e-9 && fs.hidden && fs.revealedTo.length > 0) return withFigState(next, figureId, { revealedTo: [] });
  return next;
}

/**
 * The spotting rules' `afterAction` hook for the ruleset: after a `move`, `afterMove` with the
 * mover's allowance spent this turn; after anything else, the Hidden statuses are refreshed (a
 * dismount, a stance change, a fall all change what can be seen).
 */
export function spottingAfterAction(state: LotowState, action: Action): LotowState {
  if (action.type === MOVE_ACTION && action.figureId !== undefined && figureOf(state, action.figureId) !== undefined) {
    return afterMove(state, action.figureId, figStateOf(state, action.figureId).movedIn);
  }
  return hiddenRefresh(state);
}
