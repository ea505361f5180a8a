/**
 * The banner's line (FlowDescription): the turn (`GameState.turn`) and, in params, the round, the
 * active side and its AP, and the side that may react with what it has left — "Round 2 ·
 * Prussians: 7 AP · Zouaves: 3 AP left for reactions". While a move waits for reactions, the
 * reacting side and the mover (BP-REACT-1). Side params end in `SideId` (the UI shows names).
 *   blackpowder.flow.turn      {round, activeSideId, activeAp, reactingSideId, reactingAp}
 *   blackpowder.flow.turnPlain {round, activeSideId, activeAp}   (no other side)
 *   blackpowder.flow.reaction  {round, reactingSideId, reactingAp, actorFigureId, actorName, activeSideId, activeAp}
 *     (`actorName`: a Group's name — the UI turns `…FigureId` into a figure's name only)
 *   blackpowder.flow.gameOver  {round}
 * With a round limit (flow/roundLimit.ts) `turn` and `turnPlain` become `turnOfLast` and
 * `turnPlainOfLast`, with `lastRound` too: "Round 2 of 6 · …".
 * With more than two sides the reacting side named is the next in the round's order.
 */
import { pieceOf } from '../../../engine/pieces';
import type { FlowDescription } from '../../../engine/ruleset';
import type { BpState } from './bpTypes';
import { activeSideOf, apOf, bpActorsOf, reactingSidesOf } from './flowAccess';
import { roundLimitOf } from './roundLimit';

export function describeBpFlow(state: BpState): FlowDescription {
  const { flow } = state;
  const active = activeSideOf(flow);
  const lastRound = roundLimitOf(state);
  const base = { round: flow.round, activeSideId: active, activeAp: apOf(flow, active), ...(lastRound === null ? {} : { lastRound }) };
  const turnKey = (key: 'turn' | 'turnPlain'): string => `blackpowder.flow.${key}${lastRound === null ? '' : 'OfLast'}`;
  if (state.outcome !== null) return { turn: state.turn, labelKey: 'blackpowder.flow.gameOver', params: { round: flow.round } };
  const pending = flow.pendingMove;
  if (pending !== null) {
    const reacting = bpActorsOf(state).find((s) => s !== active) ?? reactingSidesOf(flow)[0] ?? '';
    return {
      turn: state.turn, labelKey: 'blackpowder.flow.reaction',
      params: { ...base, reactingSideId: reacting, reactingAp: apOf(flow, reacting), actorFigureId: pending.actorId, actorName: pieceOf(state.scenario, pending.actorId)?.name ?? pending.actorId },
    };
  }
  const others = reactingSidesOf(flow);
  const after = flow.order.slice(flow.active + 1).concat(flow.order.slice(0, flow.active)).find((s) => others.includes(s));
  if (after === undefined) return { turn: state.turn, labelKey: turnKey('turnPlain'), params: base };
  return { turn: state.turn, labelKey: turnKey('turn'), params: { ...base, reactingSideId: after, reactingAp: apOf(flow, after) } };
}
