/**
 * The end of an SBH game (SBH-GAP-14 and issue 7): after every action, when a warband has no figure
 * left on the table, or fewer than `endAtPercent` % of its starting figures (the option; when it is
 * 0, the scenario's `options.sbhEndAtPercent` if a whole number 1–90; 0 = only when wiped out), the
 * game ends. The winner is the side with more points of enemy figures destroyed — killed, fled
 * (SBH-MORALE-3 counts fleeing as destroyed) or out of action, every casualty counts — and equal
 * points are a draw.
 *
 * `state.outcome` = { winner, reasonKey `sbh.outcome.wipedOut` | `sbh.outcome.routed`, params
 * { brokenSideId, winnerSideId, winnerPoints, loserSideId, loserPoints } }: the side with the most
 * points and the one with the fewest (on a draw simply the first two in turn order). The router's
 * `withActors` empties `actors` once the outcome is set.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action } from '../../../engine/state';
import type { SbhState } from '../sbhTypes';
import { optionsOf } from '../sbhOptions';

/** The share (%) below which a warband is routed; 0 = only when wiped out. */
export function endAtPercentOf(state: SbhState): number {
  const own = optionsOf(state).endAtPercent;
  if (own > 0) return own;
  const sc = state.scenario.options.sbhEndAtPercent;
  return typeof sc === 'number' && Number.isInteger(sc) && sc >= 1 && sc <= 90 ? sc : 0;
}

/** Points of enemy figures each side has destroyed (every casualty of the other sides). */
export function destroyedPointsBySide(state: SbhState): Record<string, number> {
  const sides = sidesOf(state);
  return Object.fromEntries(sides.map((s) => [s, state.flow.casualties.filter((c) => c.sideId !== s).reduce((t, c) => t + c.points, 0)]));
}

const sidesOf = (state: SbhState): string[] => (state.flow.order.length > 0 ? [...state.flow.order] : state.scenario.sides.map((s) => s.id));

/** The side that ends the game and how, or null while every warband holds. */
export function brokenSideOf(state: SbhState): { readonly sideId: string; readonly how: 'wipedOut' | 'routed' } | null {
  const percent = endAtPercentOf(state);
  let routed: string | null = null;
  for (const s of sidesOf(state)) {
    const start = state.flow.startingCounts[s] ?? 0;
    if (start <= 0) continue;
    const left = state.scenario.figures.filter((f) => f.side === s).length;
    if (left === 0) return { sideId: s, how: 'wipedOut' };
    if (routed === null && percent > 0 && left * 100 < percent * start) routed = s;
  }
  return routed === null ? null : { sideId: routed, how: 'routed' };
}

export function sbhGameEnd(state: SbhState, _action: Action, ctx: ResolveContext): SbhState {
  if (state.outcome !== null) return state;
  const broken = brokenSideOf(state);
  if (broken === null) return state;
  const points = destroyedPointsBySide(state);
  const ranked = sidesOf(state).map((s, i) => ({ s, i, p: points[s] ?? 0 })).sort((a, b) => b.p - a.p || a.i - b.i);
  const best = ranked[0]!;
  const worst = ranked[ranked.length - 1]!;
  const draw = ranked.length < 2 || ranked[1]!.p === best.p;
  const params = { brokenSideId: broken.sideId, winnerSideId: best.s, winnerPoints: best.p, loserSideId: worst.s, loserPoints: worst.p };
  ctx.emit({ type: 'sbh.gameEnded', ruleId: 'SBH-GAP-14', params: { ...params, draw } });
  const reasonKey = broken.how === 'wipedOut' ? 'sbh.outcome.wipedOut' : 'sbh.outcome.routed';
  return { ...state, actors: [], outcome: { winner: draw ? null : best.s, reasonKey, params } };
}
