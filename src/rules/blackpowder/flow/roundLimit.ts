/**
 * The round limit (BP-GAP-14, DECISION: the catalog's only end is a side with no fighter left, which
 * on a table of hedges and walls can take longer than an evening; a scenario may say how many rounds
 * it lasts). The game ends when the last side of round N ends its turn, where N is option
 * `roundLimit` when it is above 0, else the scenario's `options.roundLimit` when that is a positive
 * whole number, else there is no limit. Then the side that put more enemy fighters out of the fight
 * (Out of Action, or gone from the table by a withdrawal: `fightersLost`) wins; equal is a draw.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Outcome } from '../../../engine/state';
import { optionsOf } from '../profile/bpOptions';
import type { BpState } from './bpTypes';
import { fightersLost } from './gameEnd';

type Readable = Pick<BpState, 'scenario' | 'figureState' | 'options' | 'flow'>;

/** The last round, or null for none (the New game option first, then the scenario's). */
export function roundLimitOf(state: Pick<BpState, 'scenario' | 'options'>): number | null {
  const fromOption = optionsOf(state).roundLimit;
  if (fromOption > 0) return fromOption;
  const fromScenario = state.scenario.options.roundLimit;
  return typeof fromScenario === 'number' && Number.isInteger(fromScenario) && fromScenario > 0 ? fromScenario : null;
}

/** Enemy fighters `sideId` put out of the fight: every other side's losses. */
export const enemiesLostTo = (state: Readable, sideId: string): number =>
  state.scenario.sides.filter((s) => s.id !== sideId).reduce((n, s) => n + fightersLost(state, s.id), 0);

/** The outcome at the end of the last round: more enemies put out wins, equal is a draw. */
export function roundLimitOutcome(state: Readable): Outcome {
  const scores = state.scenario.sides.map((s) => ({ sideId: s.id, downed: enemiesLostTo(state, s.id) }));
  const best = Math.max(0, ...scores.map((s) => s.downed));
  const leaders = scores.filter((s) => s.downed === best);
  const winner = leaders.length === 1 ? leaders[0]!.sideId : null;
  const [first, second] = scores;
  return {
    winner,
    reasonKey: winner === null ? 'blackpowder.outcome.roundLimitDraw' : 'blackpowder.outcome.roundLimit',
    params: {
      round: state.flow.round,
      winnerSideId: winner,
      firstSideId: first?.sideId ?? null, firstDowned: first?.downed ?? 0,
      secondSideId: second?.sideId ?? null, secondDowned: second?.downed ?? 0,
    },
  };
}

/**
 * Whether ending the active side's turn ends the game: `roundComplete` (no side is left to play
 * this round) and the round is the last. If so, the event is emitted and the ended state returned.
 */
export function endAtRoundLimit(state: BpState, roundComplete: boolean, ctx: ResolveContext): BpState | null {
  if (!roundComplete || state.outcome !== null) return null;
  const limit = roundLimitOf(state);
  if (limit === null || state.flow.round < limit) return null;
  ctx.emit({ type: 'blackpowder.roundLimitReached', ruleId: 'BP-GAP-14', params: { round: state.flow.round } });
  return { ...state, outcome: roundLimitOutcome(state), actors: [] };
}
