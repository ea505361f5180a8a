/**
 * The end of the battle (BS-GAP-16, house rule): the army that destroys `victoryPercent` % (50) of
 * the enemy's starting figures first wins; with `countRouting` (option `victoryCounts`, the house
 * rule's "routs or destroys") the figures of its routing units count as lost too. With `turnLimit` rounds set, the battle ends after the last one: the
 * side that destroyed the larger share of its enemy's figures wins, equal shares are a draw.
 */
import type { Outcome } from '../../../engine/state';
import type { BsState } from './bsTypes';
import { unitStatusNow } from '../morale/unitStatusNow';

export interface VictoryRules {
  readonly victoryPercent: number;
  /** 0 = no limit. */
  readonly turnLimit: number;
  readonly countRouting?: boolean;
}

const lostShare = (state: BsState, sideId: string, countRouting: boolean): number => {
  const start = state.flow.startingFigures[sideId] ?? 0;
  if (start === 0) return 0;
  const routing = new Set(countRouting
    ? (state.scenario.units ?? []).filter((u) => u.side === sideId && unitStatusNow(state, u) === 'routing').flatMap((u) => u.memberIds)
    : []);
  return (start - state.scenario.figures.filter((f) => f.side === sideId && !routing.has(f.id)).length) / start;
};

/** The outcome now, or null while the battle goes on. */
export function bsOutcome(state: BsState, rules: VictoryRules): Outcome | null {
  const sides = state.scenario.sides.map((s) => s.id);
  if (sides.length < 2) return null;
  const broken = sides.filter((s) => lostShare(state, s, rules.countRouting === true) * 100 >= rules.victoryPercent - 1e-9);
  if (broken.length > 0) {
    const standing = sides.filter((s) => !broken.includes(s));
    const winner = standing.length === 1 ? standing[0]! : null;
    return { winner, reasonKey: winner === null ? 'battlesystem.outcome.bothBroken' : 'battlesystem.outcome.halfDestroyed', params: { ...(winner === null ? {} : { winnerSideId: winner }), loserSideId: broken[0]!, percent: rules.victoryPercent } };
  }
  if (rules.turnLimit > 0 && state.flow.round > rules.turnLimit) {
    const shares = sides.map((s) => ({ s, lost: lostShare(state, s, rules.countRouting === true) })).sort((a, b) => a.lost - b.lost);
    const best = shares[0]!;
    const tie = shares.length > 1 && Math.abs(shares[1]!.lost - best.lost) < 1e-12;
    return { winner: tie ? null : best.s, reasonKey: tie ? 'battlesystem.outcome.turnLimitDraw' : 'battlesystem.outcome.turnLimit', params: { ...(tie ? {} : { winnerSideId: best.s }), rounds: rules.turnLimit } };
  }
  return null;
}
