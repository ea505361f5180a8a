/**
 * Wiped out (LOTOW-GAP-16): when every side in play but one has no counted figures left on the
 * table, that one wins (`lotow.outcome.wipedOut`); when none has any left, a draw
 * (`lotow.outcome.allWipedOut`). Checked after
 * every action (a shot, a fight, a fall's wounds) and after Pluck sends figures running.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { endGame } from './endGame';
import { countedFiguresOf, sidesInPlay } from './sideCounts';

export function wipeOutCheck(state: LotowState, ctx: ResolveContext): LotowState {
  if (state.outcome !== null) return state;
  const sides = sidesInPlay(state);
  const standing = sides.filter((s) => countedFiguresOf(state, s).length > 0);
  const gone = sides.filter((s) => !standing.includes(s));
  if (gone.length === 0 || standing.length > 1) return state;
  for (const s of gone) ctx.emit({ type: 'lotow.sideWipedOut', ruleId: 'LOTOW-GAP-16', params: { sideSideId: s } });
  const winner = standing[0];
  if (winner === undefined) return endGame(state, { winner: null, reasonKey: 'lotow.outcome.allWipedOut', params: {} });
  return endGame(state, { winner, reasonKey: 'lotow.outcome.wipedOut', params: { winnerSideId: winner, loserSideId: gone[0]! } });
}

/** The afterResolve hook (index.ts). */
export const victoryAfterResolve = (state: LotowState, _action: Action, ctx: ResolveContext): LotowState => wipeOutCheck(state, ctx);
