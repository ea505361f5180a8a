/**
 * The answer to a charge (SBH-CHARGE-1..3). When a figure charges one with a ranged weapon, the
 * movement family sets `flow.pendingReaction`; the router then lets only these two actions through,
 * and the charged side acts (sbhFlow.actorsOf). Both cost nothing and clear the reaction.
 *   - `reactMelee` { figureId: the charged figure }: it takes up a melee weapon (every model has at
 *     least a dagger, SBH-CHARGE-1): `meleeWeapon` (no shooting while still in contact).
 *   - `reactShoot` { figureId: the charged figure }: refused when the charger burst from hiding
 *     within Short (`noShot`, SBH-CHARGE-3) or when the free shot itself would be refused from the
 *     short point. A Hero passes at once (an event, no roll); any other takes a Quality test on one
 *     die (`sbh.charge.quality`, SBH-CHARGE-2). Pass: a free shot at the charger, a normal shot at
 *     Short range (no range check or penalty) with sight, cover and woods judged with the charger at
 *     `pendingReaction.shortPoint` (SBH-GAP-11). The charger killed: the charge is over. Beaten
 *     (recoil or fall): it lies fallen at the short point — its charge ends there. Otherwise it
 *     stays in contact. Fail: `hesitant` (−1 in its first round of combat, meleePlan.ts).
 */
import type { ActionPreview, ResolveContext } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { fraction } from '../../../engine/fraction';
import { probAtLeast } from '../../../engine/odds';
import { hasFlag, qualityOf } from '../sbhProfile';
import type { SbhActionHandler, SbhState } from '../sbhTypes';
import { figureOf, withFigure, withFlow } from '../../../engine/kit/pieceState';
import { optionsOf } from '../sbhOptions';
import { withFigState } from '../sbhTypes';
import type { PendingReaction } from '../sbhTypes';
import { combatPreview } from './combatPreview';
import { applyOpposed, rollOpposed } from './opposed';
import { rangeLine } from './shootHandler';
import type { PlannedShot } from './shotPlan';
import { planShot } from './shotPlan';

export const REACT_SHOOT = 'reactShoot';
export const REACT_MELEE = 'reactMelee';

/** The state with the charger put back at its short point (where the free shot is judged, SBH-GAP-11). */
export function chargerAtShortPoint(state: SbhState, pending: PendingReaction): SbhState {
  return withFigure(state, pending.chargerId, { x: pending.shortPoint.x, y: pending.shortPoint.y, standsOn: pending.shortStandsOn });
}

/** The free shot at the charger, judged from the short point. */
export function freeShotPlan(state: SbhState, pending: PendingReaction): PlannedShot {
  return planShot(chargerAtShortPoint(state, pending), pending.targetId, pending.chargerId, { free: true });
}

function pendingRefusal(state: SbhState, a: Action): Refusal | null {
  const pending = state.flow.pendingReaction;
  if (pending === null) return refusal('sbh.react.nothingPending', 'SBH-CHARGE-1', 'no charge is waiting for an answer');
  if (a.figureId !== pending.targetId) {
    return refusal('sbh.react.notCharged', 'SBH-CHARGE-1', `only ${figureOf(state, pending.targetId)?.name ?? pending.targetId}, the charged figure, answers`, { targetFigureId: pending.targetId });
  }
  return null;
}

function check(state: SbhState, a: Action): Refusal | null {
  const early = pendingRefusal(state, a);
  if (early !== null || a.type === REACT_MELEE) return early;
  const pending = state.flow.pendingReaction!;
  if (pending.noShot) {
    return refusal('sbh.react.noShot', 'SBH-CHARGE-3', `${figureOf(state, pending.chargerId)?.name ?? pending.chargerId} burst from cover within Short: no shot`, { chargerFigureId: pending.chargerId });
  }
  return freeShotPlan(state, pending).refusal;
}

/** The Quality test for the shot at the charger (a Hero passes without one). */
function passesQuality(state: SbhState, figureId: string, ctx: ResolveContext): boolean {
  const f = figureOf(state, figureId);
  if (f === undefined) return false;
  if (hasFlag(f, 'hero')) {
    ctx.emit({ type: 'sbh.charge.heroPasses', ruleId: 'SBH-CHARGE-2', params: { figureId } });
    return true;
  }
  const q = qualityOf(f);
  const die = ctx.roll({ count: 1, sides: 6, purpose: 'sbh.charge.quality', ruleId: 'SBH-CHARGE-2', figureIds: [figureId], atLeast: q })[0] ?? 1;
  // SBH-GAP-02: a natural 1 fails and a natural 6 passes (with the option; Quality 2–6 agrees anyway).
  const natural = optionsOf(state).naturalOnesAndSixes;
  return natural && die === 1 ? false : natural && die === 6 ? true : die >= q;
}

function resolveShot(state: SbhState, pending: PendingReaction, ctx: ResolveContext): SbhState {
  if (!passesQuality(state, pending.targetId, ctx)) {
    ctx.emit({ type: 'sbh.charge.hesitates', ruleId: 'SBH-CHARGE-2', params: { figureId: pending.targetId } });
    return withFigState(state, pending.targetId, { hesitant: true });
  }
  const moved = chargerAtShortPoint(state, pending);
  const { plan } = planShot(moved, pending.targetId, pending.chargerId, { free: true });
  if (plan === null) return state;
  ctx.emit({ type: 'sbh.charge.freeShot', ruleId: 'SBH-CHARGE-2', params: { figureId: pending.targetId, chargerFigureId: pending.chargerId } });
  const out = applyOpposed(moved, plan.setup, rollOpposed(moved, plan.setup, ctx), ctx, { beatenFalls: true });
  if (out.effect === 'none') return { ...out.state, scenario: state.scenario }; // the charge goes on: the charger stays in contact
  if (out.effect === 'fall') ctx.emit({ type: 'sbh.charge.stopped', ruleId: 'SBH-GAP-11', params: { chargerFigureId: pending.chargerId } });
  return out.state;
}

export const reactionHandler: SbhActionHandler = {
  types: [REACT_SHOOT, REACT_MELEE],
  check,
  resolve(state, a, ctx) {
    const pending = state.flow.pendingReaction;
    if (pending === null) return { state };
    let next: SbhState;
    if (a.type === REACT_MELEE) {
      ctx.emit({ type: 'sbh.charge.meleeWeapon', ruleId: 'SBH-CHARGE-1', params: { figureId: pending.targetId } });
      next = withFigState(state, pending.targetId, { meleeWeapon: true });
    } else {
      next = resolveShot(state, pending, ctx);
    }
    return { state: withFlow(next, { pendingReaction: null }) };
  },
  describe: (state, a) => ({
    labelKey: a.type === REACT_SHOOT ? 'sbh.action.reactShoot' : 'sbh.action.reactMelee',
    params: { figureId: a.figureId ?? '', chargerFigureId: state.flow.pendingReaction?.chargerId ?? '' },
  }),
  candidates(state, figureId) {
    const pending = state.flow.pendingReaction;
    const f = figureOf(state, figureId);
    if (pending === null || f === undefined || pending.targetId !== figureId) return [];
    return [REACT_SHOOT, REACT_MELEE].map((type): Action => ({ type, side: f.side, figureId }));
  },
  preview(state, a): ActionPreview | null {
    const refused = check(state, a);
    const pending = state.flow.pendingReaction;
    if (a.type !== REACT_SHOOT || pending === null) return { refusal: refused, lines: [], chances: [] };
    const f = figureOf(state, pending.targetId);
    const { plan } = freeShotPlan(state, pending);
    if (f === undefined || plan === null) return { refusal: refused, lines: [], chances: [] };
    const p = combatPreview(chargerAtShortPoint(state, pending), plan.setup, refused, [rangeLine(plan)], plan.sight ?? undefined);
    const q = hasFlag(f, 'hero') ? fraction(1) : probAtLeast(6, qualityOf(f));
    return {
      ...p,
      chances: [
        { labelKey: 'sbh.charge.chance.quality', params: { figureId: f.id, quality: qualityOf(f) }, num: q.num.toString(), den: q.den.toString(), ruleId: 'SBH-CHARGE-2' },
        ...p.chances.map((c) => ({ ...c, total: false })),
      ],
    };
  },
  cost: () => 0,
};
