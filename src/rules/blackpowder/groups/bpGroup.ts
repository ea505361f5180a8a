/**
 * Groups (BP-GAP-07): a Group is a scenario unit (engine/pieces.ts: a piece whose members are
 * figures) with exactly one Leader among its members by the profile (`leader: true`,
 * profile/bpProfile.ts). It acts as one: one Group action moves or fires all its members. A Group
 * with fewer than two fighters in action has broken up: what is left acts as lone fighters.
 */
import type { Scenario, Unit } from '../../../engine/model';
import type { RulesetProblem } from '../../../engine/ruleset';
import { bpProfileOf } from '../profile/bpProfile';
import type { BpState } from '../flow/bpTypes';
import { isInAction } from '../flow/inAction';

type Readable = Pick<BpState, 'scenario' | 'figureState'>;

/** The fewest fighters in action a Group has; below it the Group breaks up (BP-GAP-07). */
export const GROUP_MIN_FIGHTERS = 2;

/** The ids of the unit's members that are Leaders by their profile (figures on the table only). */
export function leaderIdsOf(scenario: Scenario, unit: Unit): string[] {
  return unit.memberIds.filter((id) => {
    const f = scenario.figures.find((x) => x.id === id);
    return f !== undefined && bpProfileOf(f).leader;
  });
}

/** The Group's one Leader, or null when the unit has none on the table or several (then it is no Group). */
export function groupLeaderId(scenario: Scenario, unit: Unit): string | null {
  const leaders = leaderIdsOf(scenario, unit);
  return leaders.length === 1 ? leaders[0]! : null;
}

/** The unit with this id, or undefined. */
export const unitById = (scenario: Scenario, unitId: string): Unit | undefined => scenario.units?.find((u) => u.id === unitId);

/** A Group's members in action, in slot order. */
export const membersInAction = (state: Readable, unit: Unit): string[] => unit.memberIds.filter((id) => isInAction(state, id));

/** The Group has fewer than two fighters in action: its survivors act as lone fighters (BP-GAP-07). */
export const isBrokenUp = (state: Readable, unit: Unit): boolean => membersInAction(state, unit).length < GROUP_MIN_FIGHTERS;

/** The side's Groups that still act as Groups (units of the side, not broken up), in scenario order. */
export const activeGroupsOf = (state: Readable, sideId: string): Unit[] =>
  (state.scenario.units ?? []).filter((u) => u.side === sideId && !isBrokenUp(state, u));

/**
 * The side's actors (BP-GAP-03): its Groups that have not broken up, then its lone fighters in
 * action (figures in no unit, or left of a broken-up Group), in scenario order.
 */
export function sideActorIds(state: Readable, sideId: string): string[] {
  const groups = activeGroupsOf(state, sideId);
  const grouped = new Set(groups.flatMap((u) => u.memberIds));
  const lone = state.scenario.figures.filter((f) => f.side === sideId && !grouped.has(f.id) && isInAction(state, f.id)).map((f) => f.id);
  return [...groups.map((u) => u.id), ...lone];
}

/**
 * Units that are no Group (no Leader among the members, or more than one): for the scenario check,
 * with the unit's index as the path (`units[2]`).
 */
export function groupProblems(scenario: Scenario): RulesetProblem[] {
  return (scenario.units ?? []).flatMap((u, i) => {
    const n = leaderIdsOf(scenario, u).length;
    if (n === 1) return [];
    const code = n === 0 ? 'groupNoLeader' : 'groupManyLeaders';
    return [{ path: `units[${i}]`, code, message: `a Group has exactly one Leader among its members (BP-GAP-07); ${u.name} has ${n}`, params: { unitId: u.id, leaders: n } }];
  });
}

/**
 * The figures an actor stands for now: a Group's members in action (slot order), or a lone
 * fighter itself (if in action); for an action's rolls, AP bookkeeping and running marks.
 */
export function actorFigureIds(state: Readable, actorId: string): string[] {
  const unit = unitById(state.scenario, actorId);
  if (unit !== undefined) return membersInAction(state, unit);
  return isInAction(state, actorId) ? [actorId] : [];
}
