/**
 * `endTurn` as an action family of the kit (engine/kit/familyRuleset.ts) and as the side action the
 * UI shows as a button (label `blackpowder.action.endTurn`, button `actionButton.blackpowder.action.endTurn`).
 * It belongs to no piece, so it has no piece candidates; `bpSideActions` offers it to every side
 * (the engine and `checkEndTurn` refuse it for all but the active one).
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import type { Action } from '../../../engine/state';
import type { BpState } from './bpTypes';
import { END_TURN, checkEndTurn, endTurn, endTurnAction } from './bpTurn';

export const endTurnFamily: ActionFamily<BpState> = {
  types: [END_TURN],
  check: checkEndTurn,
  resolve: (state, _action, ctx) => ({ state: endTurn(state, ctx) }),
  describe: (_state, action) => ({ labelKey: 'blackpowder.action.endTurn', params: { sideSideId: action.side } }),
  candidates: () => [],
};

/** The side actions of the turn flow: End turn. */
export const bpSideActions = (_state: BpState, sideId: string): Action[] => [endTurnAction(sideId)];
