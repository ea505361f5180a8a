/**
 * The turn limit (LOTOW-GAP-16): the game ends after turn N, where N is option `turnLimit` when it is
 * above 0, else the scenario's `options.turnLimit` when that is a positive whole number, else there
 * is no limit. At the end of that turn the side that put more enemy figures out of action (counted
 * casualties, LOTOW-GAP-16: killed mounts do not count) wins; equal is a draw.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { LotowState } from '../lotowTypes';
import { optionsOf } from '../lotowOptions';
import { endGame } from './endGame';
import { countedLossesOf, sidesInPlay } from './sideCounts';

/** The last turn, or null for none (for the UI too). */
export function turnLimitOf(state: LotowState): number | null {
  const fromOption = optionsOf(state).turnLimit;
  if (fromOption > 0) return fromOption;
  const fromScenario = state.scenario.options.turnLimit;
  return typeof fromScenario === 'number' && Number.isInteger(fromScenario) && fromScenario > 0 ? fromScenario : null;
}

/** Enemy figures `sideId` put out of action: every other side's counted casualties. */
export function enemiesDownedBy(state: LotowState, sideId: string): number {
  return state.scenario.sides.filter((s) => s.id !== sideId).reduce((n, s) => n + countedLossesOf(state, s.id), 0);
}

/** The onTurnEnd hook (index.ts): runs after the turn's last Fight phase, before the next Drop. */
export function turnLimitAtTurnEnd(state: LotowState, ctx: ResolveContext): LotowState {
  const limit = turnLimitOf(state);
  if (limit === null || state.turn < limit || state.outcome !== null) return state;
  const sides = sidesInPlay(state);
  const scores = sides.map((s) => ({ sideId: s, downed: enemiesDownedBy(state, s) }));
  const best = Math.max(0, ...scores.map((s) => s.downed));
  const leaders = scores.filter((s) => s.downed === best);
  const winner = leaders.length === 1 ? leaders[0]!.sideId : null;
  const [first, second] = scores;
  ctx.emit({ type: 'lotow.turnLimitReached', ruleId: 'LOTOW-GAP-16', params: { turn: state.turn } });
  return endGame(state, {
    winner,
    reasonKey: 'lotow.outcome.turnLimit',
    params: { turn: state.turn, firstSideId: first?.sideId ?? null, firstDowned: first?.downed ?? 0, secondSideId: second?.sideId ?? null, secondDowned: second?.downed ?? 0 },
  });
}
