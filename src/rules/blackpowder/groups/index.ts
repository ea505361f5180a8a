/** Groups of the black-powder ruleset (BP-GAP-07, BP-GAP-11): what a Group is, its cohesion, its volley. */
export { GROUP_MIN_FIGHTERS, activeGroupsOf, actorFigureIds, groupLeaderId, groupProblems, isBrokenUp, leaderIdsOf, membersInAction, sideActorIds, unitById } from './bpGroup';
export { cohesionOf, groupCohesion } from './cohesion';
export type { Cohesion, CohesionBreak, CohesionLimits } from './cohesion';
export { checkGroupVolley, groupShooters, memberFire, membersFire } from './groupRules';
export type { MemberFire, NotShootingWhy, VolleyAllowed } from './groupRules';
