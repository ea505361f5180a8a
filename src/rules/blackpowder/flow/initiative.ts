/**
 * Who is active first in a round (BP-GAP-02, option `initiative`):
 *   - `rollOffEachRound` (house rule, default): every round each side rolls a d6; the highest is
 *     active first, the others follow in scenario order after it; tied highest sides roll again
 *     (only they). Each die is logged (purpose `blackpowder.roll.initiative`, BP-GAP-02);
 *   - `rollOffOnce`: the same roll-off before the first round only; then every round keeps that
 *     order, so the turns alternate;
 *   - `scenarioOrder`: the scenario's first side, then the next, every round; no dice.
 * DECISION: "higher chooses who is active first" is read as "higher is active first" (no choice to
 * ask for: going first is never worse with AP carried for reactions). After 50 tied roll-offs (never
 * in practice) the first of the tied sides in scenario order goes first, so the flow cannot stall.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { BpOptions } from '../profile/bpOptions';

const MAX_ROLL_OFFS = 50;

/** Each tied side a d6 until one is highest; the winner's id. */
export function rollOff(sideIds: readonly string[], round: number, ctx: ResolveContext): string {
  let tied = [...sideIds];
  for (let n = 1; n <= MAX_ROLL_OFFS && tied.length > 1; n++) {
    const faces = tied.map((s) => ctx.roll({
      count: 1, sides: 6, purpose: 'blackpowder.roll.initiative', ruleId: 'BP-GAP-02', figureIds: [], params: { rollerSideId: s, round, rollOff: n },
    })[0] ?? 0);
    const best = Math.max(...faces);
    tied = tied.filter((_, i) => faces[i] === best);
  }
  return tied[0] ?? sideIds[0] ?? '';
}

/** The sides in scenario order, starting from `first`. */
export function orderFrom(sideIds: readonly string[], first: string): string[] {
  const i = Math.max(0, sideIds.indexOf(first));
  return [...sideIds.slice(i), ...sideIds.slice(0, i)];
}

/**
 * The order of `round`'s turns. `previous` is the last round's order (null before the first). A
 * roll-off emits `blackpowder.initiative` with the winner.
 */
export function roundOrder(sideIds: readonly string[], previous: readonly string[] | null, round: number, initiative: BpOptions['initiative'], ctx: ResolveContext): string[] {
  if (initiative === 'scenarioOrder' || sideIds.length < 2) return [...sideIds];
  if (initiative === 'rollOffOnce' && previous !== null) return [...previous];
  const first = rollOff(sideIds, round, ctx);
  ctx.emit({ type: 'blackpowder.initiative', ruleId: 'BP-GAP-02', params: { firstSideId: first, round } });
  return orderFrom(sideIds, first);
}
