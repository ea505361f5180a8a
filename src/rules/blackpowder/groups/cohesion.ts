/**
 * Group cohesion (BP-GAP-07, house rule): a Group is in cohesion when every member in action is
 * within `cohesionMemberIn` (8 cm) of another member in action and within `cohesionLeaderIn`
 * (16 cm) of the Leader, edge to edge (closest points of the bases, in 3-D: BP-GAP-01, as the hit
 * chain measures). Out-of-Action members are left out, as if gone. The answer lists each member
 * that breaks it, with the figure it was measured to and by how much it is too far, in inches and
 * cm, for the board to draw.
 *
 * A Group with fewer than two members in action has broken up (groups/bpGroup.ts): there is
 * nothing to hold together, so it reads as in cohesion with no breaks. With its Leader out of action
 * (or no single Leader) only the member rule is checked: `leaderId` is null.
 */
import { inchesToCm } from '../../../geometry/units';
import { figureEdgeDistance } from '../../../engine/figureGeometry';
import type { Figure, Scenario } from '../../../engine/model';
import { optionsOf } from '../profile/bpOptions';
import type { BpState } from '../flow/bpTypes';
import { groupLeaderId, membersInAction, unitById } from './bpGroup';

const EPS_IN = 1e-9;

export interface CohesionLimits {
  /** Each member within this of another member, inches. */
  readonly memberIn: number;
  /** Each member within this of the Leader, inches. */
  readonly leaderIn: number;
}

export interface CohesionBreak {
  readonly figureId: string;
  /** `member`: no other member near enough; `leader`: too far from the Leader. */
  readonly rule: 'member' | 'leader';
  /** The figure measured to: the nearest other member, or the Leader. */
  readonly toFigureId: string;
  readonly distanceIn: number;
  readonly limitIn: number;
  /** How much too far: distance − limit (> 0). */
  readonly overIn: number;
  readonly distanceCm: number;
  readonly overCm: number;
}

export interface Cohesion {
  readonly inCohesion: boolean;
  readonly leaderId: string | null;
  readonly breaks: readonly CohesionBreak[];
  readonly ruleId: 'BP-GAP-07';
}

const edgeIn = (scenario: Scenario, a: Figure, b: Figure): number => figureEdgeDistance(scenario, a, b).distance3dIn;

function breakOf(figureId: string, rule: CohesionBreak['rule'], toFigureId: string, distanceIn: number, limitIn: number): CohesionBreak {
  const overIn = distanceIn - limitIn;
  return { figureId, rule, toFigureId, distanceIn, limitIn, overIn, distanceCm: inchesToCm(distanceIn), overCm: inchesToCm(overIn) };
}

/**
 * Cohesion of these members (all in action) about `leaderId` (one of them, or null), on the table
 * `scenario`. Pure; ids not on the table are left out.
 */
export function cohesionOf(scenario: Scenario, memberIds: readonly string[], leaderId: string | null, limits: CohesionLimits): Cohesion {
  const members = memberIds.flatMap((id) => scenario.figures.filter((f) => f.id === id));
  const leader = members.find((f) => f.id === leaderId);
  const breaks: CohesionBreak[] = [];
  if (members.length >= 2) {
    for (const m of members) {
      let nearest: { id: string; d: number } | null = null;
      for (const o of members) {
        if (o.id === m.id) continue;
        const d = edgeIn(scenario, m, o);
        if (nearest === null || d < nearest.d - EPS_IN || (Math.abs(d - nearest.d) <= EPS_IN && o.id < nearest.id)) nearest = { id: o.id, d };
      }
      if (nearest !== null && nearest.d > limits.memberIn + EPS_IN) breaks.push(breakOf(m.id, 'member', nearest.id, nearest.d, limits.memberIn));
      if (leader !== undefined && m.id !== leader.id) {
        const d = edgeIn(scenario, m, leader);
        if (d > limits.leaderIn + EPS_IN) breaks.push(breakOf(m.id, 'leader', leader.id, d, limits.leaderIn));
      }
    }
  }
  return { inCohesion: breaks.length === 0, leaderId: leader?.id ?? null, breaks, ruleId: 'BP-GAP-07' };
}

/** The cohesion of Group `unitId` now, with the game's option distances; null when there is no such unit. */
export function groupCohesion(state: Pick<BpState, 'scenario' | 'figureState' | 'options'>, unitId: string): Cohesion | null {
  const unit = unitById(state.scenario, unitId);
  if (unit === undefined) return null;
  const opts = optionsOf(state);
  const members = membersInAction(state, unit);
  const leaderId = groupLeaderId(state.scenario, unit);
  return cohesionOf(state.scenario, members, leaderId !== null && members.includes(leaderId) ? leaderId : null, { memberIn: opts.cohesionMemberIn, leaderIn: opts.cohesionLeaderIn });
}
