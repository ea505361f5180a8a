/**
 * LOTOW-MOVE-ONCE — one move per figure, finished before the next figure moves. COMPLETION, NOT
 * FROM THE SEED: the seed's movement chapter (000 L1–L115) and the catalog (§3, LOTOW-GAP-02) do
 * not say whether a figure may come back to its move after another has moved; the published game
 * (as the LotR SBG engine it is built on) says a model completes its move before the next starts.
 * Option `moveOnce` (lotowOptions.ts), on in new games; games saved before it existed replay with
 * it off (`legacyDefault`), as they were played.
 *
 * Bookkeeping: `flow.movingFigureId`, the figure whose `move` resolved last (written only under the
 * option, so a game without it keeps its old state and hash). A figure that has moved this turn
 * (`moveStart` set) may move again only while it is that figure. Only `move` actions start a move:
 * lying down, mounting and the rest are not moves. The reach area follows from the refusal
 * (moveBlocked.ts calls `moveOnceReason`, so an over move shades nothing).
 */
import { MOVE_ACTION } from '../../../engine/intents';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';

export const MOVE_ONCE_RULE = 'LOTOW-MOVE-ONCE';

/** Why the figure may not move again: another figure has moved since its move. Null otherwise. */
export function moveOnceReason(state: LotowState, figureId: string): Refusal | null {
  const last = state.flow.movingFigureId;
  if (last === undefined || last === figureId || figStateOf(state, figureId).moveStart === null) return null;
  if (!optionsOf(state).moveOnce) return null;
  const figure = figureOf(state, figureId);
  const other = figureOf(state, last);
  const name = figure?.name ?? figureId;
  return refusal('lotow.moveOnce', MOVE_ONCE_RULE,
    `cannot move: ${name}'s move is over: ${other?.name ?? 'another figure'} has moved since`,
    { moverFigureId: figureId, otherFigureId: last });
}

/** After an accepted action: a `move` makes its figure the one moving (under the option only). */
export function recordMover(state: LotowState, action: Action): LotowState {
  if (action.type !== MOVE_ACTION || action.figureId === undefined || state.flow.movingFigureId === action.figureId) return state;
  if (!optionsOf(state).moveOnce) return state;
  return { ...state, flow: { ...state.flow, movingFigureId: action.figureId } };
}
