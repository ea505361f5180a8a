/**
 * `shoot` { figureId, targetIds: [an enemy], params: { aimed? } }: a ranged attack (SBH-GAP-07),
 * 1 action, or 2 aimed (SBH-GAP-05: the target −1); the activation's one attack. Every check and
 * modifier is in shotPlan.ts.
 */
import { inchParam } from '../../../engine/inchesApart';
import type { ActionDescription } from '../../../engine/ruleset';
import type { Action } from '../../../engine/state';
import { shootBandOf } from '../sbhProfile';
import type { SbhActionHandler } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { combatPreview } from './combatPreview';
import { applyOpposed, rollOpposed } from './opposed';
import type { ShotPlan } from './shotPlan';
import { planShot } from './shotPlan';

export const SHOOT = 'shoot';

export const isAimed = (a: Action): boolean => a.params?.aimed === true;
const targetOf = (a: Action): string | undefined => (a.targetIds?.length === 1 ? a.targetIds[0] : undefined);

/** The range line of a shot's preview (unrounded, so the panel can tell a range from the band: engine/inchesApart.ts). */
export function rangeLine(plan: ShotPlan): ActionDescription {
  return plan.free
    ? { labelKey: 'sbh.shoot.line.freeShot', params: { rangeIn: inchParam(plan.rangeIn) } }
    : { labelKey: 'sbh.shoot.line.range', params: { rangeIn: inchParam(plan.rangeIn), bandIn: inchParam(plan.bandIn) } };
}

export const shootHandler: SbhActionHandler = {
  types: [SHOOT],
  check: (state, a) => planShot(state, a.figureId, targetOf(a), { aimed: isAimed(a) }).refusal,
  resolve(state, a, ctx) {
    const { plan } = planShot(state, a.figureId, targetOf(a), { aimed: isAimed(a) });
    if (plan === null) return { state };
    return { state: applyOpposed(state, plan.setup, rollOpposed(state, plan.setup, ctx), ctx).state };
  },
  describe: (_state, a) => ({
    labelKey: isAimed(a) ? 'sbh.action.aimedShot' : 'sbh.action.shoot',
    params: { figureId: a.figureId ?? '', targetFigureId: targetOf(a) ?? '' },
  }),
  candidates(state, figureId) {
    const f = figureOf(state, figureId);
    if (f === undefined || state.flow.activation?.figureId !== figureId || shootBandOf(f) === null) return [];
    return state.scenario.figures.filter((e) => e.side !== f.side).flatMap((e) => [false, true].map((aimed): Action => ({
      type: SHOOT, side: f.side, figureId, targetIds: [e.id], ...(aimed ? { params: { aimed: true } } : {}),
    })));
  },
  preview(state, a) {
    const { refusal, plan } = planShot(state, a.figureId, targetOf(a), { aimed: isAimed(a) });
    if (plan === null) return { refusal, lines: [], chances: [] };
    return combatPreview(state, plan.setup, refusal, [rangeLine(plan)], plan.sight ?? undefined);
  },
  cost: (_state, a) => (isAimed(a) ? 2 : 1),
  isAttack: () => true,
};
