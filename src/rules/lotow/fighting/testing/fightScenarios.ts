/**
 * Hand-built fights for the fighting tests (not shipped): figures put exactly in base contact, the
 * Fight phase, a ruleset with the fight handler and the end-of-phase check, and readers of the
 * rolls an action made.
 */
import { figureFootprint } from '../../../../engine/figureGeometry';
import type { Figure } from '../../../../engine/model';
import type { Ruleset } from '../../../../engine/ruleset';
import type { Action, GameEvent, RollEvent } from '../../../../engine/state';
import { isRollEvent } from '../../../../engine/state';
import { footprintDistanceToFootprint } from '../../../../geometry/footprint';
import { makeLotowRuleset } from '../../index';
import type { LotowFigState, LotowFlow } from '../../lotowTypes';
import { fightHandler } from '../fightHandler';
import { fightsLeftRefusal } from '../fightsLeft';

/** The fight handler with the Fight phase's end check, nothing else. */
export const fightRuleset: Ruleset<LotowFlow, LotowFigState> = makeLotowRuleset({
  handlers: [fightHandler], onMovePhaseStart: [], afterAction: [], endPhaseChecks: [fightsLeftRefusal],
});

/** Gap left between bases "in contact", inches (inside the 0.05″ tolerance). */
export const GAP_IN = 0.01;

/**
 * `b` moved along the direction (dx, dy) from `a`'s centre so that the bases are `gapIn` apart
 * edge to edge (bisection on the footprint distance).
 */
export function besides(a: Figure, b: Figure, dx = 1, dy = 0, gapIn = GAP_IN): Figure {
  const len = Math.hypot(dx, dy);
  const u = { x: dx / len, y: dy / len };
  let lo = 0;
  let hi = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const d = footprintDistanceToFootprint(figureFootprint(a), figureFootprint(b, { x: a.x + u.x * mid, y: a.y + u.y * mid }));
    if (d < gapIn) lo = mid;
    else hi = mid;
  }
  return { ...b, x: a.x + u.x * hi, y: a.y + u.y * hi };
}

export const fight = (side: string, figureId: string, params?: Action['params']): Action =>
  params === undefined ? { type: 'fight', side, figureId } : { type: 'fight', side, figureId, params };

export const rollsOf = (events: readonly GameEvent[], purpose: string): RollEvent[] =>
  events.filter(isRollEvent).filter((e) => e.purpose === purpose);

export const eventsOf = (events: readonly GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);
