/**
 * Rolling a volley inside a ruleset's resolve, where the dice come only through the engine's
 * `ResolveContext`: the pool with `ctx.roll`, the forced rerolls with `ctx.reroll` (so the dice log
 * shows the faces before and after, BP-SHOOT-REROLL-1..3). The faces are drawn in the same order
 * as `rollVolley` draws them from a `DiceSource`, and the context logs the same `RollEvent`s as the
 * result's `rolls`, so the caller must not emit `rolls` again.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { VolleyInput, VolleyResult } from './volleyHits';
import { checkVolleyInput, volleyRerollRequest, volleyResultOf, volleyRollRequest } from './volleyHits';
import { forcedRerollIndices } from './forcedRerolls';

export function rollVolleyInContext(ctx: ResolveContext, input: VolleyInput): VolleyResult {
  checkVolleyInput(input);
  const first = ctx.roll({ count: input.dice, sides: 6, ...volleyRollRequest(input) });
  const indices = forcedRerollIndices(first, input.regime);
  const re = volleyRerollRequest(input);
  if (re === null || indices.length === 0) return volleyResultOf(input, first, []);
  const final = ctx.reroll(first, indices, { sides: 6, ...re });
  return volleyResultOf(input, first, indices.map((i) => final[i]!));
}
