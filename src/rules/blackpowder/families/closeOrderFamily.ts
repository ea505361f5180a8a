/**
 * Close Order declared (BP-GAP-07, BP-VOLLEY-6): `{ type: 'closeOrder', side, figureId: unit id,
 * params: { on: boolean } }` — a free change (no AP, no test) a Group of the active side makes as
 * it activates: before its first action this turn (`actionsTaken === 0`). Marked `actorAction`, so
 * `activeActorGate` stands before it (the active side, no move pending, one of its actors), but
 * never paid.
 *
 * Forming it (`on: true`) needs the Group in cohesion (groups/cohesion.ts) and, with option
 * `closeOrderNeeds: 'contactRanks'` (the catalog's house rule), every member in action in base
 * contact in one or two ranks. READING of "in one or two ranks": the members' base contacts join
 * them all (engine/kit/baseContact.ts), and their base centres fit in a strip, in some direction,
 * no deeper than 1.5 bases (two ranks of touching bases are one base deep centre to centre, three
 * are two). Leaving it (`on: false`) needs only the first-action condition.
 *
 * DECISION — when Close Order ends: not at the end of a turn (it must hold in the enemy's turn, when
 * most volleys at it are fired), but when the Group declares it off at a later activation or its
 * formation stops holding (a member moved out of contact, a casualty, the Group broken up):
 * `closeOrderUpkeep`, an after-action hook for the ruleset, clears it then (event
 * `blackpowder.event.closeOrderLost`). A Group moving keeps its members' offsets (moveFamily), so it
 * may move in Close Order.
 */
import type { AfterAction } from '../../../engine/kit/familyRuleset';
import { baseRadiusIn } from '../../../engine/figureGeometry';
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import type { Figure } from '../../../engine/model';
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { mmToInches } from '../../../geometry/units';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf, withBpFigState } from '../flow/bpTypes';
import { activeSideOf, actorTurnOf } from '../flow/flowAccess';
import { groupCohesion } from '../groups/cohesion';
import { activeGroupsOf, isBrokenUp, membersInAction, unitById } from '../groups/bpGroup';
import { optionsOf } from '../profile/bpOptions';
import type { BpFamily } from './actionSpend';
import { actorRefusal } from './actionSpend';

export const CLOSE_ORDER = 'closeOrder';
/** How deep, in bases, the members' centres may spread for one or two ranks. */
export const RANKS_DEPTH_BASES = 1.5;

const depthIn = (f: Figure): number => (f.base.shape === 'round' ? 2 * baseRadiusIn(f) : mmToInches(Math.max(f.base.widthMm, f.base.lengthMm)));

/** The least width of the points' strip over all directions (0 for one point or a line). */
export function leastStripWidth(points: readonly { readonly x: number; readonly y: number }[]): number {
  let best = points.length < 3 ? 0 : Number.POSITIVE_INFINITY;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const dx = points[j]!.x - points[i]!.x;
      const dy = points[j]!.y - points[i]!.y;
      const len = Math.hypot(dx, dy);
      if (len < 1e-12) continue;
      const nx = -dy / len;
      const ny = dx / len;
      let lo = Number.POSITIVE_INFINITY;
      let hi = Number.NEGATIVE_INFINITY;
      for (const p of points) { const v = p.x * nx + p.y * ny; lo = Math.min(lo, v); hi = Math.max(hi, v); }
      best = Math.min(best, hi - lo);
    }
  }
  return best === Number.POSITIVE_INFINITY ? 0 : best;
}

/** Why the Group's members are not in a Close Order formation now, or null (the reading above). */
export function closeOrderFormationRefusal(state: BpState, unitId: string): Refusal | null {
  const unit = unitById(state.scenario, unitId);
  if (unit === undefined || isBrokenUp(state, unit)) return refusal('blackpowder.closeOrder.notGroup', 'BP-GAP-07', `${unitId} is no Group in action`, { actorFigureId: unitId });
  const co = groupCohesion(state, unitId);
  const br = co?.breaks[0];
  if (br !== undefined) return refusal('blackpowder.closeOrder.noCohesion', 'BP-GAP-07', `${unit.name} is not in cohesion: ${br.figureId} is ${br.overCm.toFixed(1)} cm too far`, { groupName: unit.name, figureId: br.figureId, overCm: Math.round(br.overCm * 10) / 10 });
  if (optionsOf(state).closeOrderNeeds === 'cohesion') return null;
  const members = membersInAction(state, unit).map((id) => state.scenario.figures.find((f) => f.id === id)!);
  const reached = new Set([members[0]!.id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const m of members) {
      if (reached.has(m.id)) continue;
      if (members.some((o) => reached.has(o.id) && figuresInBaseContact(state.scenario, m, o))) { reached.add(m.id); grew = true; }
    }
  }
  const apart = members.find((m) => !reached.has(m.id));
  if (apart !== undefined) return refusal('blackpowder.closeOrder.notInContact', 'BP-GAP-07', `${apart.id} is not in base contact with the rest of ${unit.name}`, { groupName: unit.name, figureId: apart.id });
  const limit = RANKS_DEPTH_BASES * Math.max(...members.map(depthIn));
  if (leastStripWidth(members) > limit + 1e-9) return refusal('blackpowder.closeOrder.tooDeep', 'BP-GAP-07', `${unit.name} stands deeper than two ranks`, { groupName: unit.name });
  return null;
}

const onOf = (action: Action): boolean => action.params?.on === true;

function check(state: BpState, action: Action): Refusal | null {
  const id = action.figureId ?? '';
  const unit = unitById(state.scenario, id);
  if (unit === undefined) return refusal('blackpowder.closeOrder.notGroup', 'BP-GAP-07', `${id} is no Group in action`, { actorFigureId: id });
  if (actorTurnOf(state.flow, id).actionsTaken > 0) return refusal('blackpowder.closeOrder.afterActing', 'BP-GAP-07', `${unit.name} has already acted this turn: Close Order is declared as it activates`, { groupName: unit.name });
  const on = onOf(action);
  if (bpFigStateOf(state, id).closeOrder === on) return refusal(on ? 'blackpowder.closeOrder.alreadyOn' : 'blackpowder.closeOrder.alreadyOff', 'BP-GAP-07', `${unit.name} is ${on ? 'already' : 'not'} in Close Order`, { groupName: unit.name });
  return on ? closeOrderFormationRefusal(state, id) : null;
}

function resolve(state: BpState, action: Action, ctx: ResolveContext): { state: BpState } {
  if (check(state, action) !== null) return { state };
  const id = action.figureId!;
  const unit = unitById(state.scenario, id)!;
  const on = onOf(action);
  ctx.emit({ type: 'blackpowder.event.closeOrder', ruleId: 'BP-GAP-07', figureIds: membersInAction(state, unit), params: { unitId: id, groupName: unit.name, on } });
  return { state: withBpFigState(state, id, { closeOrder: on }) };
}

function candidates(state: BpState, pieceId: string): Action[] {
  const side = activeSideOf(state.flow);
  if (!activeGroupsOf(state, side).some((u) => u.id === pieceId)) return [];
  const action: Action = { type: CLOSE_ORDER, side, figureId: pieceId, params: { on: !bpFigStateOf(state, pieceId).closeOrder } };
  return actorRefusal(state, action) === null && check(state, action) === null ? [action] : [];
}

export const closeOrderFamily: BpFamily = {
  types: [CLOSE_ORDER],
  actorAction: true,
  check,
  resolve,
  describe: (_state, action) => ({ labelKey: onOf(action) ? 'blackpowder.action.closeOrderOn' : 'blackpowder.action.closeOrderOff', params: { actorFigureId: action.figureId ?? null } }),
  candidates,
};

/** After every action: a Group in Close Order whose formation no longer holds leaves it (DECISION above). */
export const closeOrderUpkeep: AfterAction<BpState, unknown> = (state, _step, ctx) => {
  let s = state;
  for (const unit of state.scenario.units ?? []) {
    if (!bpFigStateOf(s, unit.id).closeOrder || closeOrderFormationRefusal(s, unit.id) === null) continue;
    s = withBpFigState(s, unit.id, { closeOrder: false });
    ctx.emit({ type: 'blackpowder.event.closeOrderLost', ruleId: 'BP-GAP-07', figureIds: membersInAction(s, unit), params: { unitId: unit.id, groupName: unit.name } });
  }
  return s;
};
