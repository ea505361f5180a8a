/**
 * The test ruleset's actions by several actors and by units (test support, never shipped): what
 * the engine must carry for the black-powder Groups and BATTLESYSTEM units, in the smallest game.
 *   - `volley` (TEST-GROUP-1/2): a Group — `figureId` the leader, `actorIds` two or more others, all
 *     living figures of the side within `GROUP_COHESION_IN` of the leader — fires at one target as
 *     one action: each member rolls and spends its shot, the target falls if any roll kills.
 *   - a unit's `move` (TEST-UNIT-2/3; `figureId` = the unit id, `params.manoeuvre`): advance,
 *     wheel, turn, reform or free (engine/manoeuvre.ts), placed by manoeuvreUnit.ts and costing its
 *     measure (a wheel: the outer front corner's arc), a turn in place 1″ more; refused over the
 *     unit profile's `moveIn` (drift at most 1″), or where a member cannot stand; `unitReach` shows
 *     the same limit. Once a turn, in the move phase
 *     (phases) or for 1 AP; a pending move's reactions are for figures' moves only.
 * Unit profile: `moveIn` (0–24, required). Members of a unit move only with it (TEST-UNIT-1).
 */
import type { Action, Refusal } from '../state';
import { refusal } from '../state';
import type { Figure, Unit } from '../model';
import type { Manoeuvre } from '../manoeuvre';
import { readManoeuvre, unitMoveAction } from '../manoeuvre';
import type { ManoeuvreResult } from '../manoeuvreUnit';
import { applyManoeuvre, manoeuvreUnit } from '../manoeuvreUnit';
import { placementProblems } from '../placement';
import type { ResolveContext, RulesetProblem } from '../ruleset';
import { pieceOf } from '../pieces';
import type { UnitReach } from '../unitReach';
import { REACH_EPSILON_IN, unitReach } from '../unitReach';
import type { TestState } from './testState';
import { checkActor, checkSpend, enemyTargetRefusal, figState, figureOf, num, shootAt, spend } from './testState';

export const GROUP_ACTIONS: ReadonlySet<string> = new Set(['volley']);
export const GROUP_COHESION_IN = 4;
/** What a turn in place costs in the test game (manoeuvreUnit measures 0: the rules price it). */
export const TURN_COST_IN = 1;
/** Drift an advance may take in the test game, inches either way. */
export const MAX_DRIFT_IN = 1;

export function unitProfileProblems(profile: Readonly<Record<string, unknown>>): RulesetProblem[] {
  const v = profile.moveIn;
  if (v === undefined) return [{ path: 'moveIn', code: 'missing', message: 'required but missing', params: { field: 'moveIn' } }];
  if (typeof v !== 'number' || !Number.isFinite(v)) return [{ path: 'moveIn', code: 'wrongType', message: 'expected a number', params: { expected: 'number', received: typeof v } }];
  if (v < 0 || v > 24) return [{ path: 'moveIn', code: 'outOfRange', message: `${v} is out of range (0–24)`, params: { value: v, min: 0, max: 24 } }];
  return [];
}

/** The leader and the others of a volley, or why it is no Group. */
function groupOf(state: TestState, a: Action): Refusal | Figure[] {
  const leader = checkActor(state, a);
  if (!('id' in leader)) return leader;
  const others = (a.actorIds ?? []).map((id) => figureOf(state, id));
  if (others.length < 2 || others.some((f) => f === undefined)) {
    return refusal('test.groupTooSmall', 'TEST-GROUP-1', 'a volley is fired by a leader and two or more other figures');
  }
  for (const f of others as Figure[]) {
    if (figState(state, f.id).dead) return refusal('test.dead', 'TEST-DEAD-1', `${f.name} is dead`);
    const apartIn = Math.hypot(f.x - leader.x, f.y - leader.y);
    if (apartIn > GROUP_COHESION_IN) {
      return refusal('test.groupApart', 'TEST-GROUP-2', `${f.name} is ${apartIn.toFixed(1)}″ from ${leader.name}: a Group keeps within ${GROUP_COHESION_IN}″`, { distanceIn: apartIn, maxIn: GROUP_COHESION_IN });
    }
  }
  return [leader, ...(others as Figure[])];
}

export function checkGroupAction(state: TestState, a: Action): Refusal | null {
  if (a.type === 'volley') {
    const group = groupOf(state, a);
    if (!Array.isArray(group)) return group;
    for (const f of group) {
      const why = checkSpend(state, f, 'shot');
      if (why !== null) return why;
    }
    return enemyTargetRefusal(state, a, 'a volley');
  }
  return refusal('test.unknownAction', 'TEST-UNKNOWN-1', `this game has no action "${a.type}"`);
}

export function resolveGroupAction(state: TestState, a: Action, ctx: ResolveContext): TestState {
  if (a.type === 'volley') {
    const group = groupOf(state, a);
    if (!Array.isArray(group)) return state;
    const target = a.targetIds?.[0] ?? '';
    let s = state;
    let killed = false;
    for (const f of group) {
      const shot = shootAt(spend(s, f.id, { shot: true }), f, target, ctx, killed ? 'volley.after' : 'volley');
      s = shot.state;
      killed ||= shot.killed;
    }
    return s;
  }
  return state;
}

/**
 * A unit's `move` (TEST-UNIT-2/3): its manoeuvre (engine/manoeuvre.ts) priced by its measure
 * (manoeuvreUnit.ts), a turn in place at `TURN_COST_IN`, against the unit profile's `moveIn`;
 * every member must be able to stand where it ends. Once a turn, like a figure's move.
 */
function unitMove(state: TestState, a: Action): Refusal | { unit: Unit; manoeuvre: Manoeuvre; result: Extract<ManoeuvreResult, { ok: true }>; costIn: number } {
  const piece = pieceOf(state.scenario, a.figureId);
  if (piece?.kind !== 'unit') return refusal('test.needsUnit', 'TEST-UNIT-2', 'a manoeuvre is a unit\'s move');
  const read = readManoeuvre(a);
  if (read === null || !read.ok) return refusal('test.badParams', 'TEST-PARAMS-1', `a unit's move needs params.manoeuvre: ${read?.ok === false ? read.why : 'missing'}`);
  const result = manoeuvreUnit(state.scenario, piece.id, read.manoeuvre);
  if (!result.ok) return refusal('test.badManoeuvre', 'TEST-UNIT-2', result.why);
  const costIn = result.costIn + (read.manoeuvre.kind === 'turn' ? TURN_COST_IN : 0);
  return { unit: piece.unit, manoeuvre: read.manoeuvre, result, costIn };
}

export function checkUnitMove(state: TestState, a: Action): Refusal | null {
  const move = unitMove(state, a);
  if (!('result' in move)) return move;
  const why = checkSpend(state, { id: move.unit.id, name: move.unit.name }, 'moved');
  if (why !== null) return why;
  const allowanceIn = num(move.unit.profile, 'moveIn', 0);
  const m = move.manoeuvre;
  const drift = m.kind === 'advance' ? Math.abs(m.driftIn ?? 0) : 0;
  if (drift > MAX_DRIFT_IN + REACH_EPSILON_IN) {
    return refusal('test.tooFar', 'TEST-UNIT-2', `${move.unit.name} drifts at most ${MAX_DRIFT_IN}″ in an advance`, { distanceIn: drift, maxIn: MAX_DRIFT_IN });
  }
  if (move.costIn > allowanceIn + REACH_EPSILON_IN) {
    const what = m.kind === 'wheel' ? `wheel ${m.angleDeg}°: the outer corner would travel` : 'make that manoeuvre: it costs';
    return refusal('test.tooFar', 'TEST-UNIT-2', `${move.unit.name} cannot ${what} ${move.costIn.toFixed(2)}″ of ${allowanceIn}″`, { distanceIn: move.costIn, maxIn: allowanceIn });
  }
  const after = applyManoeuvre(state.scenario, move.result);
  for (const m of move.result.members) {
    const f = after.figures.find((g) => g.id === m.figureId)!;
    const problem = placementProblems(after, f.id, f, f.standsOn)[0];
    if (problem !== undefined) return refusal('test.badSpot', 'TEST-UNIT-3', `${f.name} cannot stand there (${problem.code})`);
  }
  return null;
}

export function resolveUnitMove(state: TestState, a: Action, ctx: ResolveContext): TestState {
  const move = unitMove(state, a);
  if (!('result' in move)) return state;
  ctx.emit({ type: 'manoeuvred', ruleId: 'TEST-UNIT-2', figureIds: [move.unit.id], params: { costIn: move.costIn, facingDeg: move.result.unit.facingDeg } });
  return spend({ ...state, scenario: applyManoeuvre(state.scenario, move.result) }, move.unit.id, { moved: true });
}

/**
 * A unit's reach for an advance or a wheel on its `moveIn` (TEST-UNIT-2), or null when it may not
 * move now (not a unit, moved already, or another phase). Drift beyond `MAX_DRIFT_IN` is refused by `check`.
 */
export function testUnitReach(state: TestState, unitId: string, kind: 'advance' | 'wheel'): UnitReach | null {
  const piece = pieceOf(state.scenario, unitId);
  if (piece?.kind !== 'unit' || checkSpend(state, { id: piece.id, name: piece.name }, 'moved') !== null) return null;
  if (kind === 'wheel' && piece.unit.formation.kind !== 'regular') return null;
  return unitReach(state.scenario, unitId, kind, num(piece.unit.profile, 'moveIn', 0), MAX_DRIFT_IN);
}

/** A unit's manoeuvres to try (some over its allowance), or a figure's volleys with its two nearest living friends. */
export function groupCandidates(state: TestState, id: string): Action[] {
  const piece = pieceOf(state.scenario, id);
  if (piece === undefined) return [];
  const side = piece.side;
  if (piece.kind === 'unit') {
    const manoeuvres: Manoeuvre[] = [
      ...(['left', 'right'] as const).flatMap((corner) => [15, 45, 90].map((angleDeg) => ({ kind: 'wheel' as const, corner, angleDeg }))),
      { kind: 'advance', distanceIn: 1 }, { kind: 'advance', distanceIn: 2, driftIn: 0.5 }, { kind: 'turn', angleDeg: 180 },
      { kind: 'reform', files: 2, ranks: 3 }, { kind: 'reform', files: 3, ranks: 2 },
    ];
    return manoeuvres.map((m) => unitMoveAction(piece.unit, m));
  }
  const f = piece.figure;
  const friends = state.scenario.figures
    .filter((g) => g.side === side && g.id !== f.id && !figState(state, g.id).dead)
    .map((g) => ({ g, d: Math.hypot(g.x - f.x, g.y - f.y) }))
    .sort((x, y) => x.d - y.d || (x.g.id < y.g.id ? -1 : 1))
    .slice(0, 2);
  if (friends.length < 2) return [];
  const actorIds = friends.map(({ g }) => g.id);
  return state.scenario.figures
    .filter((g) => g.side !== side && !figState(state, g.id).dead)
    .map((g) => ({ type: 'volley', side, figureId: f.id, actorIds, targetIds: [g.id] }));
}
