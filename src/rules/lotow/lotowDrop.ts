/**
 * The Drop (LOTOW-GAP-01, completion [high]): at the start of each turn every side rolls a d6; the
 * highest wins the Advantage and acts first in every phase of the turn. A tie gives the Advantage
 * to the other side than last turn; a tie on the first turn is rolled again (house rule, option
 * `firstTurnTie`: `reroll`, or `scenarioOrder` — the first side in the scenario wins it).
 * With more than two sides, the tied sides roll again.
 */
import type { ResolveContext } from '../../engine/ruleset';

export const DROP_RULE = 'LOTOW-GAP-01';
/** Re-rolls of a tie before the scenario order settles it: a bound, not a rule (6 ties in a row is 1 in 7,776). */
const MAX_REROLLS = 20;

export interface DropResult {
  readonly advantage: string;
  /** Side ids in acting order. */
  readonly order: string[];
}

/**
 * Roll the Drop for `sides` (scenario order). `previous` is last turn's Advantage side (null on
 * turn 1). Each roll is logged with purpose `lotow.drop`.
 */
export function rollDrop(sides: readonly string[], previous: string | null, firstTurnTie: string, ctx: ResolveContext): DropResult {
  let contenders = [...sides];
  for (let attempt = 0; attempt <= MAX_REROLLS && contenders.length > 1; attempt++) {
    const scores = contenders.map((side) => ({ side, face: ctx.roll({ count: 1, sides: 6, purpose: 'lotow.drop', ruleId: DROP_RULE, figureIds: [], params: { sideSideId: side } })[0] ?? 0 }));
    const best = Math.max(...scores.map((s) => s.face));
    const top = scores.filter((s) => s.face === best).map((s) => s.side);
    if (top.length === 1) return withOrder(sides, top[0]!);
    if (previous !== null && sides.length === 2) {
      // A tie passes the Advantage to the side that did not have it last turn.
      return withOrder(sides, sides.find((s) => s !== previous) ?? previous);
    }
    if (previous === null && firstTurnTie === 'scenarioOrder') return withOrder(sides, top[0]!);
    contenders = top;
  }
  return withOrder(sides, contenders[0] ?? sides[0] ?? '');
}

function withOrder(sides: readonly string[], advantage: string): DropResult {
  return { advantage, order: [advantage, ...sides.filter((s) => s !== advantage)] };
}
