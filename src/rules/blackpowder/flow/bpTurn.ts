/**
 * The end of a side's turn (BP-GAP-02/03/06): the next side in the round's order that has not had
 * its turn takes it; when every side has had one, a new round begins with its initiative (roll-off
 * again per option `initiative`, flow/initiative.ts). Then the new turn starts (flow/turnStart.ts:
 * its AP, fresh action counts and reaction attempts, morale and the withdrawal of the Groups that fail it). Running marks of the side whose turn
 * ended expire per `runningUntil` (flow/running.ts). `GameState.turn` goes up by one each turn.
 *
 * The `endTurn` side action may be taken only by the active side and not while a move waits for
 * reactions (BP-REACT-1: the move must finish first).
 */
import { pieceOf } from '../../../engine/pieces';
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { optionsOf } from '../profile/bpOptions';
import type { BpFlow, BpState } from './bpTypes';
import { activeSideOf, withBpActors } from './flowAccess';
import { withVictory } from './gameEnd';
import { roundOrder } from './initiative';
import { endAtRoundLimit } from './roundLimit';
import { expireRunningAtTurnEnd } from './running';
import { startTurn } from './turnStart';

export const END_TURN = 'endTurn';

/** The side action that ends the active side's turn. */
export const endTurnAction = (sideId: string): Action => ({ type: END_TURN, side: sideId });

/** Why `action` (an `endTurn`) may not be taken now, or null. */
export function checkEndTurn(state: BpState, action: Action): Refusal | null {
  const active = activeSideOf(state.flow);
  if (action.side !== active) return refusal('blackpowder.turn.notYours', 'BP-GAP-02', `not your turn: ${active} to act, not ${action.side}`, { sideSideId: action.side, activeSideId: active });
  const pending = state.flow.pendingMove;
  if (pending !== null) return refusal('blackpowder.turn.movePending', 'BP-REACT-1', 'a move is waiting for reactions: it must finish first', { actorFigureId: pending.actorId, actorName: pieceOf(state.scenario, pending.actorId)?.name ?? pending.actorId });
  return null;
}

/** The flow with the next turn's side chosen: the next in order without a turn, else round + 1 with its initiative. */
function nextTurnFlow(state: BpState, ctx: ResolveContext): BpFlow {
  const { flow } = state;
  const side = activeSideOf(flow);
  const hadTurn = flow.hadTurn.includes(side) ? flow.hadTurn : [...flow.hadTurn, side];
  const next = flow.order.findIndex((s, i) => i > flow.active && !hadTurn.includes(s));
  if (next >= 0) return { ...flow, active: next, hadTurn, mustWithdraw: [] };
  const round = flow.round + 1;
  const sides = state.scenario.sides.map((s) => s.id);
  const order = roundOrder(sides, flow.order, round, optionsOf(state).initiative, ctx);
  return { ...flow, order, active: 0, round, hadTurn: [], mustWithdraw: [] };
}

/** Whether no side is left to play this round once the active one's turn ends. */
function roundCompleteAfter(flow: BpFlow): boolean {
  const side = activeSideOf(flow);
  return flow.order.every((s, i) => s === side || i < flow.active || flow.hadTurn.includes(s));
}

/**
 * The active side's turn ends and the next begins (pure: a new state; dice and events through `ctx`);
 * or, at the end of the last round (flow/roundLimit.ts), the game ends.
 */
export function endTurn(state: BpState, ctx: ResolveContext): BpState {
  const side = activeSideOf(state.flow);
  ctx.emit({ type: 'blackpowder.turnEnded', ruleId: 'BP-GAP-02', params: { sideSideId: side, round: state.flow.round } });
  const expired = expireRunningAtTurnEnd(state, side);
  const hadTurn = expired.flow.hadTurn.includes(side) ? expired.flow.hadTurn : [...expired.flow.hadTurn, side];
  const ended = endAtRoundLimit({ ...expired, flow: { ...expired.flow, hadTurn } }, roundCompleteAfter(expired.flow), ctx);
  if (ended !== null) return ended;
  const chosen: BpState = { ...expired, flow: nextTurnFlow(expired, ctx) };
  const started: BpState = startTurn({ ...chosen, turn: state.turn + 1 }, ctx);
  return withVictory(withBpActors(started));
}
