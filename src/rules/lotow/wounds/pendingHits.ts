/**
 * Hits part 1 queues on a figure (`pendingHits`: a fall's Strength 3 hits, LOTOW-FALL-2; a thrown
 * rider's Strength 2 hit, LOTOW-THROWN-1) get their wound rolls right after the action that queued
 * them (LOTOW-GAP-07), in scenario order of the figures and queue order of the hits, each with its
 * own rule ID as the cause. The queue is emptied first, so a figure killed by the first hit takes no
 * more rolls. Resolving may queue more (a killed rider's passenger thrown on a 1, LOTOW-PASS-3):
 * those are rolled in the next pass, until no hits wait.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { woundFigure } from './woundFigure';

/** Each pass can only queue hits on passengers of figures killed in it: a few passes always suffice. */
const MAX_PASSES = 8;

export function resolvePendingHits(state: LotowState, ctx: ResolveContext): LotowState {
  let next = state;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const waiting = next.scenario.figures.filter((f) => figStateOf(next, f.id).pendingHits.length > 0).map((f) => f.id);
    if (waiting.length === 0) return next;
    for (const id of waiting) {
      const hits = figStateOf(next, id).pendingHits;
      next = withFigState(next, id, { pendingHits: [] });
      for (const hit of hits) {
        if (figureOf(next, id) === undefined) break;
        next = woundFigure(next, id, { strength: hit.strength, ruleId: hit.ruleId }, ctx).state;
      }
    }
  }
  return next;
}

/** The afterResolve hook (index.ts): hits waiting for their wound roll are rolled now. */
export const pendingHitsAfterResolve = (state: LotowState, _action: Action, ctx: ResolveContext): LotowState => resolvePendingHits(state, ctx);
