/**
 * A fall or a drop (LOTOW-FALL-1/2), for movement and for other rules (Saddle Up's 1, a climb test's 1):
 *
 * - ≤ 2″ (inclusive, TV-LOTOW-08): no test, no damage, and the drop itself costs no movement.
 * - > 2″: laid prone where it lands, one Strength 3 hit per inch — ⌊height⌋ (house rule, LOTOW-GAP-06;
 *   option `fallHits: ceil` rounds up) — queued in `pendingHits` for the wound roll (part 2), and its
 *   move is over. No jump test is taken.
 *
 * The figure must already be where it lands. `ruleId` names the rule that made it fall.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import type { PendingHit } from '../lotowTypes';

export const SAFE_FALL_IN = 2;
export const FALL_HIT_STRENGTH = 3;

/** Hits for a fall of `heightIn` inches (0 up to 2″). */
export function fallHitsFor(heightIn: number, rounding: 'floor' | 'ceil'): number {
  if (heightIn <= SAFE_FALL_IN + 1e-9) return 0;
  return rounding === 'ceil' ? Math.ceil(heightIn - 1e-9) : Math.floor(heightIn + 1e-9);
}

export function applyFall(state: LotowState, figureId: string, heightIn: number, ctx: ResolveContext, ruleId: string): LotowState {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return state;
  const hits = fallHitsFor(heightIn, optionsOf(state).fallHits);
  const heightRounded = Math.round(heightIn * 1000) / 1000;
  if (hits === 0) {
    ctx.emit({ type: 'fell', ruleId: 'LOTOW-FALL-1', figureIds: [figureId], params: { heightIn: heightRounded, hits: 0, causeRuleId: ruleId } });
    return state;
  }
  const fs = figStateOf(state, figureId);
  const added: PendingHit[] = Array.from({ length: hits }, () => ({ strength: FALL_HIT_STRENGTH, ruleId: 'LOTOW-FALL-2' }));
  ctx.emit({ type: 'fell', ruleId: 'LOTOW-FALL-2', figureIds: [figureId], params: { heightIn: heightRounded, hits, strength: FALL_HIT_STRENGTH, causeRuleId: ruleId } });
  const laid = withFigure(state, figureId, { stance: 'prone' });
  return withFigState(laid, figureId, { pendingHits: [...fs.pendingHits, ...added], moveOver: true, climbing: null });
}
