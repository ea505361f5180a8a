/**
 * The small actions (BP-GAP-04), each an action of the turn paid by `payAction` (a failed test spends
 * the AP and does nothing):
 * - `aim`: the actor is aimed (BP-SHOOT-REROLL-2, BP-REACT-4) until its next other action
 *   (`clearAimAfterOtherActions`, an AfterAction hook for the ruleset). A Group aims as one: the
 *   unit and each member are marked.
 * - `reload` (BP-GAP-05): every member's weapon loaded; refused when all are loaded already.
 * - `rally` (BP-GAP-11): only a Suppressed fighter; each Suppressed figure of the actor rolls 1d6 >
 *   its SD[1] (purpose `blackpowder.roll.rally`) and stands up on a pass.
 * - `hide` / `unhide` (BP-OBST-2/3): hiding needs every figure's base in contact with (or on) a
 *   terrain piece it may hide behind: level 2 for infantry, level 3 for anyone
 *   (cover/obstacleLevel.ts `hiddenAllowed`); the piece it stands on does not count.
 */
import type { AfterAction } from '../../../engine/kit/familyRuleset';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { footprintDistanceToFootprint } from '../../../geometry/footprintDistance';
import { hiddenAllowed, obstacleLevel } from '../cover/obstacleLevel';
import type { BpFigState, BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { actorFigureIds } from '../groups/bpGroup';
import { optionsOf } from '../profile/bpOptions';
import { bpProfileOf, isCavalry } from '../profile/bpProfile';
import type { BpFamily } from './actionSpend';
import { actionTestChance, actorRefusal, actorSideOf, actorSpent, checkPay, payAction } from './actionSpend';

export const AIM = 'aim';
export const RELOAD = 'reload';
export const RALLY = 'rally';
export const HIDE = 'hide';
export const UNHIDE = 'unhide';
const SMALL = [AIM, RELOAD, RALLY, HIDE, UNHIDE] as const;

/** Base contact tolerance, inches (engine/kit/baseContact.ts uses the same 0.05″). */
const TOUCH_IN = 0.05;

const patch = (state: BpState, ids: readonly string[], change: Partial<BpFigState>): BpState => {
  const figureState = { ...state.figureState };
  for (const id of ids) figureState[id] = { ...bpFigStateOf(state, id), ...change };
  return { ...state, figureState };
};

const figuresOf = (state: BpState, actorId: string): Figure[] =>
  actorFigureIds(state, actorId).map((id) => state.scenario.figures.find((f) => f.id === id)!);

/** The pieces a fighter could hide behind where it stands (BP-OBST-2/3): touched or stood in, not its own surface. */
export function hideCoverOf(state: BpState, figure: Figure): string[] {
  const fp = figureFootprint(figure);
  const thresholds = optionsOf(state).obstacleLevels;
  const cavalry = isCavalry(figure);
  return state.scenario.terrain
    .filter((p) => p.id !== figure.standsOn && hiddenAllowed(obstacleLevel(p, thresholds), cavalry))
    .filter((p) => footprintDistanceToFootprint(fp, { kind: 'polygon', points: p.footprint }) <= TOUCH_IN)
    .map((p) => p.id);
}

function smallRefusal(state: BpState, action: Action): Refusal | null {
  const actorId = action.figureId ?? '';
  const figs = figuresOf(state, actorId);
  const who = { actorFigureId: actorId };
  switch (action.type) {
    case RELOAD:
      return figs.every((f) => bpFigStateOf(state, f.id).loaded) ? refusal('blackpowder.reload.loaded', 'BP-GAP-05', `${actorId}'s weapons are loaded already`, who) : null;
    case RALLY:
      return figs.some((f) => bpFigStateOf(state, f.id).suppressed) ? null : refusal('blackpowder.rally.notSuppressed', 'BP-GAP-11', `${actorId} is not Suppressed: there is nothing to rally`, who);
    case HIDE: {
      if (figs.every((f) => bpFigStateOf(state, f.id).hidden)) return refusal('blackpowder.hide.already', 'BP-OBST-2', `${actorId} is hidden already`, who);
      const open = figs.find((f) => hideCoverOf(state, f).length === 0);
      if (open === undefined) return null;
      const ruleId = isCavalry(open) ? 'BP-OBST-3' : 'BP-OBST-2';
      return refusal('blackpowder.hide.noObstacle', ruleId, `${open.name} touches no obstacle to hide behind (level 2 for infantry, level 3 for cavalry)`, { ...who, figureId: open.id, cavalry: isCavalry(open) });
    }
    case UNHIDE:
      return figs.some((f) => bpFigStateOf(state, f.id).hidden) ? null : refusal('blackpowder.hide.notHidden', 'BP-OBST-2', `${actorId} is not hidden`, who);
    default:
      return null;
  }
}

function check(state: BpState, action: Action): Refusal | null {
  const r = smallRefusal(state, action);
  if (r !== null) return r;
  const pay = checkPay(state, action.figureId ?? '');
  return pay.ok ? null : pay.refusal;
}

/** BP-GAP-11: each Suppressed figure of the actor rolls 1d6 > its SD[1]; a pass stands it up. */
function rally(state: BpState, actorId: string, ctx: ResolveContext): BpState {
  let next = state;
  for (const f of figuresOf(state, actorId).filter((x) => bpFigStateOf(state, x.id).suppressed)) {
    const need = bpProfileOf(f).sd[0];
    const face = ctx.roll({ count: 1, sides: 6, purpose: 'blackpowder.roll.rally', ruleId: 'BP-GAP-11', figureIds: [f.id], atLeast: need + 1, params: { figureId: f.id, sd: need } })[0] ?? 1;
    if (face > need) next = patch(next, [f.id], { suppressed: false });
  }
  return next;
}

function resolve(state: BpState, action: Action, ctx: ResolveContext): { state: BpState } {
  const actorId = action.figureId ?? '';
  if (smallRefusal(state, action) !== null) return { state };
  const paid = payAction(state, actorId, ctx);
  if (!paid.passed) return { state: paid.state };
  const ids = actorFigureIds(state, actorId);
  const withActor = ids.includes(actorId) ? ids : [actorId, ...ids];
  switch (action.type) {
    case AIM: return { state: patch(paid.state, withActor, { aimed: true }) };
    case RELOAD: return { state: patch(paid.state, ids, { loaded: true }) };
    case RALLY: return { state: rally(paid.state, actorId, ctx) };
    case HIDE: return { state: patch(paid.state, ids, { hidden: true }) };
    default: return { state: patch(paid.state, ids, { hidden: false }) };
  }
}

const RULE_OF: Readonly<Record<string, string>> = { aim: 'BP-SHOOT-REROLL-2', reload: 'BP-GAP-05', rally: 'BP-GAP-11', hide: 'BP-OBST-2', unhide: 'BP-OBST-2' };

export const smallActionsFamily: BpFamily = {
  types: SMALL,
  actorAction: true,
  check,
  resolve,
  describe: (_state, action) => ({ labelKey: `blackpowder.action.${action.type}`, params: { actorFigureId: action.figureId ?? null } }),
  candidates(state, pieceId) {
    const side = actorSideOf(state, pieceId);
    if (side === undefined || actorRefusal(state, { type: AIM, side, figureId: pieceId }) !== null || actorSpent(state, pieceId)) return [];
    return SMALL.map((type) => ({ type, side, figureId: pieceId })).filter((a) => smallRefusal(state, a) === null);
  },
  preview(state, action) {
    const chance = actionTestChance(state, action.figureId ?? '');
    return { refusal: check(state, action), lines: [{ labelKey: `blackpowder.action.${action.type}`, params: { actorFigureId: action.figureId ?? null, ruleId: RULE_OF[action.type] ?? null } }], chances: chance === null ? [] : [chance] };
  },
};

/**
 * AfterAction: any action naming an actor other than Aim (a move, a shot, a reaction…) ends the
 * aim of that actor and its figures (BP-SHOOT-REROLL-2: Aim counts only as the last action).
 */
export const clearAimAfterOtherActions: AfterAction<BpState, unknown> = (state, step) => {
  const { action } = step;
  if (action.type === AIM || action.figureId === undefined) return state;
  const ids = [action.figureId, ...(action.actorIds ?? []), ...actorFigureIds(step.before, action.figureId)];
  const aimed = ids.filter((id) => state.figureState[id]?.aimed === true);
  return aimed.length === 0 ? state : patch(state, aimed, { aimed: false });
};
