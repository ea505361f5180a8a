/**
 * Action points and action tests (BP-GAP-03, house rule): a player's AP for a turn are 2 × (own
 * Groups + lone fighters); a fighter's or Group's k-th action in a turn (k = 1…3, no 4th) costs
 * k AP (1 + 2 + 3 = 6 for three) and needs 1d6 > SD[k]. A failed test still spends the AP and ends
 * that actor's actions for the turn. The reaction test (BP-REACT-2) reuses the first action's cost.
 */
import type { Fraction } from '../../../engine/fraction';
import { probAtLeast } from '../../../engine/odds';
import type { Scenario } from '../../../engine/model';
import type { ResolveContext } from '../../../engine/ruleset';
import type { IdSet, Refused } from './refused';
import { idSetHas, refused } from './refused';

/** СД x/y/z: SD[1], SD[2], SD[3] (index 0, 1, 2). */
export type SdStat = readonly [number, number, number];

export const MAX_ACTIONS_PER_TURN = 3;
export const AP_PER_ACTOR = 2;

/** The AP the k-th action of a turn costs: k. */
export function actionApCost(k: number): number {
  if (!Number.isInteger(k) || k < 1 || k > MAX_ACTIONS_PER_TURN) throw new RangeError(`an actor's action of a turn is the 1st, 2nd or 3rd, not ${k}`);
  return k;
}

/** A player's AP at the start of his turn. */
export const turnApAllowance = (groups: number, loneFighters: number): number => AP_PER_ACTOR * (groups + loneFighters);

/**
 * The allowance of `sideId` on the table: each unit of the side with a member still in action is a
 * Group, each figure of the side in no unit and not out of action a lone fighter.
 */
export function sideApAllowance(scenario: Scenario, sideId: string, outOfActionIds?: IdSet): number {
  const inAction = (id: string): boolean => !idSetHas(outOfActionIds, id) && scenario.figures.some((f) => f.id === id);
  const units = (scenario.units ?? []).filter((u) => u.side === sideId);
  const grouped = new Set(units.flatMap((u) => u.memberIds));
  const groups = units.filter((u) => u.memberIds.some(inAction)).length;
  const lone = scenario.figures.filter((f) => f.side === sideId && !grouped.has(f.id) && inAction(f.id)).length;
  return turnApAllowance(groups, lone);
}

/** SD[k], the number the k-th action's die must beat. */
export const sdFor = (sd: SdStat, k: number): number => sd[k - 1] ?? Infinity;

/** Whether a face beats SD[k] (strictly greater). */
export const beatsSd = (face: number, sdValue: number): boolean => face > sdValue;

/** The exact chance of passing the k-th action's test. */
export const actionTestChance = (sd: SdStat, k: number): Fraction => probAtLeast(6, Math.floor(sdFor(sd, k)) + 1);

/** An actor's actions so far this turn. */
export interface ActorTurn {
  readonly actionsTaken: number;
  /** A test failed: no more actions this turn. */
  readonly stopped: boolean;
}

export const FRESH_ACTOR_TURN: ActorTurn = { actionsTaken: 0, stopped: false };

export interface ActionTestRequest {
  /** A fighter or a Group (unit) id. */
  readonly actorId: string;
  /** The figures acting (a Group's members), for the roll's log. */
  readonly figureIds: readonly string[];
  readonly sd: SdStat;
  readonly turn: ActorTurn;
  readonly apLeft: number;
}

/** Whether the actor may try its next action: which one it is and what it costs. */
export function checkActionTest(req: Pick<ActionTestRequest, 'actorId' | 'turn' | 'apLeft'>): { readonly ok: true; readonly k: number; readonly cost: number } | Refused {
  const params = { actorFigureId: req.actorId };
  if (req.turn.stopped) return refused('blackpowder.action.stopped', 'BP-GAP-03', `${req.actorId} failed an action test and can act no more this turn`, params);
  const k = req.turn.actionsTaken + 1;
  if (k > MAX_ACTIONS_PER_TURN) return refused('blackpowder.action.noFourth', 'BP-GAP-03', `${req.actorId} has taken its three actions this turn`, params);
  const cost = actionApCost(k);
  if (req.apLeft < cost) {
    return refused('blackpowder.action.noAp', 'BP-GAP-03', `${req.actorId}'s action ${k} costs ${cost} AP, ${req.apLeft} left`, { ...params, k, cost, apLeft: req.apLeft });
  }
  return { ok: true, k, cost };
}

export interface ActionTestResult {
  readonly ok: true;
  readonly k: number;
  readonly cost: number;
  readonly face: number;
  /** SD[k]: the face had to be greater. */
  readonly need: number;
  readonly passed: boolean;
  /** Spent on a failure too. */
  readonly apLeft: number;
  readonly turn: ActorTurn;
  /** No further action this turn (a failure, or the 3rd action). */
  readonly actorDone: boolean;
  readonly ruleId: 'BP-GAP-03';
}

/** Test the actor's next action (purpose `blackpowder.roll.actionTest`, `atLeast` SD[k] + 1). */
export function rollActionTest(ctx: ResolveContext, req: ActionTestRequest): ActionTestResult | Refused {
  const may = checkActionTest(req);
  if (!may.ok) return may;
  const need = sdFor(req.sd, may.k);
  const face = ctx.roll({
    count: 1, sides: 6, purpose: 'blackpowder.roll.actionTest', ruleId: 'BP-GAP-03', figureIds: req.figureIds, atLeast: need + 1,
    params: { actorFigureId: req.actorId, k: may.k, cost: may.cost, sd: need },
  })[0] ?? 1;
  const passed = beatsSd(face, need);
  const turn: ActorTurn = { actionsTaken: may.k, stopped: !passed };
  return {
    ok: true, k: may.k, cost: may.cost, face, need, passed, apLeft: req.apLeft - may.cost, turn,
    actorDone: !passed || may.k === MAX_ACTIONS_PER_TURN, ruleId: 'BP-GAP-03',
  };
}
