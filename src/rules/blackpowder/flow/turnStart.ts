/**
 * The start of a side's turn (BP-GAP-03, BP-REACT-3, BP-GAP-14), shared by the set-up and the end
 * of every turn:
 *   - the side's unspent AP are lost and it gets its allowance: `apPerUnit` × (its Groups + lone
 *     fighters in action), counted by damage/actionTest.ts `sideApAllowance`; every other side
 *     keeps what it had left, for reactions in this turn;
 *   - every actor's action count starts again (FRESH_ACTOR_TURN), the pending move slot is empty;
 *   - the reaction attempts start again: this is a new enemy turn for every other side (BP-REACT-3);
 *   - a shaken side's Groups test morale (flow/gameEnd.ts): those that fail must withdraw, and
 *     `startTurn` withdraws them (flow/withdraw.ts) before the side acts.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import { optionsOf } from '../profile/bpOptions';
import { AP_PER_ACTOR, sideApAllowance } from '../damage/actionTest';
import type { BpFlow, BpState } from './bpTypes';
import { activeSideOf } from './flowAccess';
import { rollSideMorale } from './gameEnd';
import { outOfActionIds } from './inAction';
import { withdrawGroups } from './withdraw';

type TurnInputs = Pick<BpState, 'scenario' | 'figureState' | 'options' | 'flow'>;

/** `sideId`'s AP for a turn now (BP-GAP-03): `apPerUnit` per Group and lone fighter in action. */
export function turnAllowanceOf(state: Pick<BpState, 'scenario' | 'figureState' | 'options'>, sideId: string): number {
  const actors = sideApAllowance(state.scenario, sideId, outOfActionIds(state)) / AP_PER_ACTOR;
  return optionsOf(state).apPerUnit * actors;
}

/** The flow at the start of the turn of `state.flow`'s active side (the caller has set `order`, `active` and `round`). */
export function beginTurn(state: TurnInputs, ctx: ResolveContext): BpFlow {
  const sideId = activeSideOf(state.flow);
  const ap = turnAllowanceOf(state, sideId);
  ctx.emit({ type: 'blackpowder.turnBegan', ruleId: 'BP-GAP-03', params: { sideSideId: sideId, round: state.flow.round, ap } });
  const morale = rollSideMorale(state, sideId, ctx);
  return {
    ...state.flow,
    ap: { ...state.flow.ap, [sideId]: ap },
    actorTurns: {},
    reacted: [],
    pendingMove: null,
    mustWithdraw: morale.mustWithdraw,
  };
}

/** The whole start of the active side's turn on a game state: `beginTurn`, then the Groups that failed morale withdraw (BP-GAP-14). */
export function startTurn(state: BpState, ctx: ResolveContext): BpState {
  return withdrawGroups({ ...state, flow: beginTurn(state, ctx) }, ctx);
}
