/**
 * A tiny game for testing the engine before any real ruleset exists (test support: not shipped,
 * imported only by tests and benches). One option, `turnModel`, switches between the three turn
 * models our rule systems need, all expressed through `actors`:
 *   - `phases`: each turn every side rolls a d6 for initiative; the highest (ties: scenario order)
 *     acts first in the `move` phase, then the others, then the same order in `shoot`; `endPhase`
 *     hands on. Each figure moves once and shoots once a turn.
 *   - `activations`: `activate` a figure with 1–3 d6 against its quality (4+ by default); each
 *     success is an action (move or shoot); two failed dice in a side's turn pass it to the opponent.
 *   - `actionPoints`: each figure has 2 AP a side-turn; move and shoot cost 1. A move is pending until
 *     the other side either `react`s (one shot at the mover, once a turn per figure) or `pass`es.
 *     A reaction may interrupt the move at a point of the reactor's choosing (`params.atIn`, inches
 *     along the mover's path, TEST-REACT-3): the mover is shot there; if it lives it goes on. The
 *     board offers the point through `pathChoice` (TEST-REACT-4: two stretches, so a pick is tested
 *     across a gap; the check accepts any point of the path).
 * With several actors and units (testGroups.ts): a Group's `volley`, a unit's `move` by manoeuvre
 * (advance, wheel, turn, reform, free); a unit's members move only with it.
 * A figure's move takes `params.x`/`y` or the board's `path`, with an optional `facingDeg` (the test
 * game reads facing: `usesFacing`).
 * Profile: `moveIn` (0–24), `shoot` (2–6: d6 at or above kills), `quality` (2–6, optional, default 4).
 * The game ends when only one side has figures left, or as a draw after `maxTurns`.
 */
import type { Action, Refusal } from '../state';
import { refusal } from '../state';
import type { Figure, Scenario } from '../model';
import type { OptionSpec, PathChoice, ResolveContext, Ruleset, RulesetProblem } from '../ruleset';
import { moveFigure } from '../moveFigure';
import { readMoveFacing, readMovePath } from '../intents';
import { polylineLength } from '../../geometry/polyline';
import { pieceOf, unitOfFigure } from '../pieces';
import { pointAlongPath } from '../pathPoint';
import type { TestFigState, TestFlow, TestState, TurnModel } from './testState';
import { checkActor, checkSpend, enemyTargetRefusal, figState, figureOf, fresh, num, shootAt, spend, stateIds } from './testState';
import { checkGroupAction, checkUnitMove, groupCandidates, resolveGroupAction, resolveUnitMove, testUnitReach, GROUP_ACTIONS, unitProfileProblems } from './testGroups';

export type { TestFigState, TestFlow, TurnModel } from './testState';
export { AP_PER_TURN } from './testState';

type S = TestState;

const OPTIONS: readonly OptionSpec[] = [
  { key: 'turnModel', kind: 'option', type: 'enum', default: 'phases', choices: ['phases', 'activations', 'actionPoints'], labelKey: 'test.option.turnModel', catalogId: 'TEST-OPT-1' },
  { key: 'maxTurns', kind: 'houseRule', type: 'number', default: 10, min: 1, max: 1000, integer: true, labelKey: 'test.option.maxTurns', catalogId: 'TEST-OPT-2' },
];

function actorsOf(flow: TestFlow, sides: readonly string[]): string[] {
  const active = flow.order[flow.active];
  if (active === undefined) return [];
  if (flow.pending !== null) return sides.filter((s) => s !== active);
  return [active];
}

function rollInitiative(scenario: Scenario, ctx: ResolveContext): string[] {
  const rolls = scenario.sides.map((s, i) => ({ side: s.id, i, face: ctx.roll({ count: 1, sides: 6, purpose: `initiative.${s.id}`, ruleId: 'TEST-INIT-1', figureIds: [] })[0] ?? 0 }));
  return rolls.sort((a, b) => b.face - a.face || a.i - b.i).map((r) => r.side);
}

function resetFigures(state: S, model: TurnModel): Record<string, TestFigState> {
  const out: Record<string, TestFigState> = {};
  for (const [id, fs] of Object.entries(state.figureState)) out[id] = { ...fresh(model), dead: fs.dead };
  return out;
}

/** After the last side of a turn: next turn (with a draw at the turn limit) or the next side. */
function nextSide(state: S, ctx: ResolveContext): S {
  const { flow } = state;
  const sides = state.scenario.sides.map((s) => s.id);
  if (flow.model === 'phases' && flow.active + 1 >= flow.order.length && flow.phase === 'move') {
    const f: TestFlow = { ...flow, phase: 'shoot', active: 0 };
    return { ...state, flow: f, actors: actorsOf(f, sides) };
  }
  if (flow.active + 1 < flow.order.length) {
    const f: TestFlow = { ...flow, active: flow.active + 1, failures: 0 };
    return { ...state, flow: f, actors: actorsOf(f, sides), figureState: flow.model === 'phases' ? state.figureState : resetFigures(state, flow.model) };
  }
  if (state.turn >= Number(state.options.maxTurns)) {
    return { ...state, actors: [], outcome: { winner: null, reasonKey: 'test.outcome.turnLimit' } };
  }
  const order = flow.model === 'phases' ? rollInitiative(state.scenario, ctx) : flow.order;
  const f: TestFlow = { ...flow, order, active: 0, failures: 0, phase: flow.model === 'phases' ? 'move' : 'act' };
  return { ...state, turn: state.turn + 1, flow: f, actors: actorsOf(f, sides), figureState: resetFigures(state, flow.model) };
}

/** The outcome once at most one side has living figures. */
function withVictory(state: S): S {
  const alive = state.scenario.sides.filter((s) => state.scenario.figures.some((f) => f.side === s.id && !figState(state, f.id).dead));
  if (alive.length > 1) return state;
  return { ...state, actors: [], outcome: { winner: alive[0]?.id ?? null, reasonKey: 'test.outcome.lastSide' } };
}

/** Ends the pending move: the mover goes on to its end, unless `cancelled` (shot down where it stands). */
function completePending(state: S, cancelled: boolean): S {
  const pending = state.flow.pending;
  const f: TestFlow = { ...state.flow, pending: null };
  let next: S = { ...state, flow: f, actors: actorsOf(f, state.scenario.sides.map((s) => s.id)) };
  if (pending !== null && !cancelled) {
    const moved = moveFigure(state.scenario, pending.figureId, { x: pending.x, y: pending.y });
    if (moved.ok) next = { ...next, scenario: moved.scenario };
  }
  return withVictory(next);
}

/**
 * Where a figure's `move` ends (TEST-MOVE-1): `params.x`/`y`, or the board's `params.path` (the
 * engine's move intent: its last point; the length is the path's), and the facing it ends with
 * (`params.facingDeg`, TEST-MOVE-3: a figure may turn as it moves, or in place on a one-point path
 * to where it stands).
 */
function moveTarget(f: Figure, a: Action): Refusal | { x: number; y: number; lengthIn: number; facingDeg: number | null } {
  const facing = readMoveFacing(a);
  if (!facing.ok) return refusal('test.badParams', 'TEST-PARAMS-1', facing.why);
  const x = a.params?.x;
  const y = a.params?.y;
  if (typeof x === 'number' && typeof y === 'number') return { x, y, lengthIn: Math.hypot(x - f.x, y - f.y), facingDeg: facing.facingDeg };
  if (a.params?.path === undefined) return refusal('test.badParams', 'TEST-PARAMS-1', 'a move needs params x and y (inches), or a path');
  const path = readMovePath(a);
  if (!path.ok) return refusal('test.badParams', 'TEST-PARAMS-1', path.why);
  const end = path.path[path.path.length - 1]!;
  return { x: end.x, y: end.y, lengthIn: polylineLength([f, ...path.path]), facingDeg: facing.facingDeg };
}

function check(state: S, a: Action): Refusal | null {
  const { flow } = state;
  switch (a.type) {
    case 'move': {
      if (pieceOf(state.scenario, a.figureId)?.kind === 'unit') return checkUnitMove(state, a);
      const f = checkActor(state, a);
      if (!('id' in f)) return f;
      const unit = unitOfFigure(state.scenario, f.id);
      if (unit !== undefined) return refusal('test.inUnit', 'TEST-UNIT-1', `${f.name} moves only with ${unit.name}`, { unitFigureId: unit.id });
      const spend = checkSpend(state, f, 'moved');
      if (spend !== null) return spend;
      const to = moveTarget(f, a);
      if ('reasonKey' in to) return to;
      const { x, y, lengthIn: dist } = to;
      const maxIn = num(f.profile, 'moveIn', 0);
      if (dist > maxIn) return refusal('test.tooFar', 'TEST-MOVE-1', `cannot move ${dist.toFixed(2)}″: ${f.name} moves at most ${maxIn}″`, { distanceIn: dist, maxIn });
      const placed = moveFigure(state.scenario, f.id, { x, y });
      if (!placed.ok) return refusal('test.badSpot', 'TEST-MOVE-2', `cannot stand there (${placed.problems[0]?.code ?? 'illegal'})`);
      return null;
    }
    case 'shoot': {
      const f = checkActor(state, a);
      if (!('id' in f)) return f;
      const spend = checkSpend(state, f, 'shot');
      if (spend !== null) return spend;
      return enemyTargetRefusal(state, a, 'shoot');
    }
    case 'activate': {
      if (flow.model !== 'activations') return refusal('test.wrongModel', 'TEST-MODEL-1', 'figures are activated only in the activations model');
      const f = checkActor(state, a);
      if (!('id' in f)) return f;
      if (figState(state, f.id).activated) return refusal('test.once', 'TEST-ONCE-1', `${f.name} has already been activated this turn`);
      const dice = a.params?.dice;
      if (dice !== 1 && dice !== 2 && dice !== 3) return refusal('test.badParams', 'TEST-PARAMS-1', 'activate with 1, 2 or 3 dice');
      return null;
    }
    case 'react': {
      if (flow.pending === null) return refusal('test.noPending', 'TEST-REACT-1', 'there is no move to react to');
      const f = checkActor(state, a);
      if (!('id' in f)) return f;
      if (figState(state, f.id).reacted) return refusal('test.once', 'TEST-REACT-2', `${f.name} has already reacted this turn`);
      if (a.targetIds?.length !== 1 || a.targetIds[0] !== flow.pending.figureId) return refusal('test.badTarget', 'TEST-REACT-1', 'a reaction shoots at the moving figure');
      const stop = interruption(state, a);
      if (stop === 'badParam') return refusal('test.badParams', 'TEST-PARAMS-1', 'atIn is the distance along the move, inches, at least 0');
      if (stop !== null && !stop.placed) return refusal('test.badSpot', 'TEST-REACT-3', 'the mover cannot stand at that point of its move');
      return null;
    }
    case 'pass':
      return flow.pending === null ? refusal('test.noPending', 'TEST-REACT-1', 'there is no move to react to') : null;
    case 'endPhase':
      return flow.pending === null ? null : refusal('test.pending', 'TEST-PENDING-1', 'a move is waiting for reactions');
    default:
      if (GROUP_ACTIONS.has(a.type)) return checkGroupAction(state, a);
      return refusal('test.unknownAction', 'TEST-UNKNOWN-1', `this game has no action "${a.type}"`);
  }
}

/**
 * Where a reaction stops the pending move (TEST-REACT-3): `params.atIn` inches along the mover's
 * path from where it stands, chosen by the reacting side; null without `atIn` (the shot comes
 * before the mover leaves). `placed`: the scenario with the mover at that point, when it can stand
 * there.
 */
function interruption(state: S, a: Action): null | 'badParam' | { placed: Scenario | null } {
  const atIn = a.params?.atIn;
  const pending = state.flow.pending;
  if (atIn === undefined || pending === null) return null;
  if (typeof atIn !== 'number' || !Number.isFinite(atIn) || atIn < 0) return 'badParam';
  const mover = figureOf(state, pending.figureId);
  if (mover === undefined) return { placed: null };
  const { at } = pointAlongPath(mover, [{ x: pending.x, y: pending.y }], atIn);
  const moved = moveFigure(state.scenario, mover.id, at);
  return { placed: moved.ok ? moved.scenario : null };
}

function resolve(state: S, a: Action, ctx: ResolveContext): { state: S } {
  const f = figureOf(state, a.figureId);
  if (GROUP_ACTIONS.has(a.type)) return { state: withVictory(resolveGroupAction(state, a, ctx)) };
  switch (a.type) {
    case 'move': {
      if (f === undefined) return { state: withVictory(resolveUnitMove(state, a, ctx)) };
      const to = moveTarget(f, a);
      if ('reasonKey' in to) return { state };
      const { x, y } = to;
      const spent = spend(state, f.id, { moved: true });
      if (state.flow.model === 'actionPoints') {
        const flow: TestFlow = { ...state.flow, pending: { figureId: f.id, x, y } };
        return { state: { ...spent, flow, actors: actorsOf(flow, state.scenario.sides.map((s) => s.id)) } };
      }
      const moved = moveFigure(state.scenario, f.id, { x, y });
      if (!moved.ok) return { state: spent };
      const scenario = to.facingDeg === null ? moved.scenario
        : { ...moved.scenario, figures: moved.scenario.figures.map((g) => (g.id === f.id ? { ...g, facingDeg: to.facingDeg! } : g)) };
      return { state: { ...spent, scenario } };
    }
    case 'shoot': {
      if (f === undefined) return { state };
      const shot = shootAt(spend(state, f.id, { shot: true }), f, a.targetIds?.[0] ?? '', ctx, 'shoot');
      return { state: withVictory(shot.state) };
    }
    case 'activate': {
      if (f === undefined) return { state };
      const dice = Number(a.params?.dice);
      const faces = ctx.roll({ count: dice, sides: 6, purpose: 'activate', ruleId: 'TEST-ACT-1', figureIds: [f.id] });
      const successes = faces.filter((x) => x >= num(f.profile, 'quality', 4)).length;
      const failures = state.flow.failures + dice - successes;
      const next: S = { ...state, figureState: { ...state.figureState, [f.id]: { ...figState(state, f.id), activated: true, ap: successes } } };
      if (failures >= 2) {
        ctx.emit({ type: 'turnover', ruleId: 'TEST-ACT-2', figureIds: [f.id] });
        return { state: nextSide(next, ctx) };
      }
      return { state: { ...next, flow: { ...state.flow, failures } } };
    }
    case 'react': {
      if (f === undefined) return { state };
      const target = state.flow.pending?.figureId ?? '';
      // Interrupted at a point of its path: the mover is there when shot; it goes on if it lives.
      const stop = interruption(state, a);
      const from = stop !== null && stop !== 'badParam' && stop.placed !== null ? { ...state, scenario: stop.placed } : state;
      const shot = shootAt(spend(from, f.id, { reacted: true }), f, target, ctx, 'react');
      return { state: completePending(shot.state, shot.killed) };
    }
    case 'pass':
      return { state: completePending(state, false) };
    default:
      return { state: nextSide(state, ctx) };
  }
}

/** Reactions to the pending move: before it starts, and at its middle (an interruption). */
function reactions(state: S, f: Figure): Action[] {
  const pending = state.flow.pending;
  const mover = figureOf(state, pending?.figureId);
  if (pending === null || mover === undefined) return [];
  const base = { type: 'react', side: f.side, figureId: f.id, targetIds: [pending.figureId] };
  const halfIn = Math.hypot(pending.x - mover.x, pending.y - mover.y) / 2;
  return [base, { ...base, params: { atIn: halfIn } }];
}

/**
 * TEST-REACT-4: the point a reacting figure may pick on the pending move, for the board: the mover's
 * straight path, allowed over its first quarter and its second half (two runs with a gap between,
 * so the board's pick is tested across one). Null without a pending move, for the mover's own side,
 * a dead figure or one that has reacted.
 */
function pathChoice(state: S, pieceId: string): PathChoice | null {
  const pending = state.flow.pending;
  const f = figureOf(state, pieceId);
  const mover = figureOf(state, pending?.figureId);
  if (pending === null || f === undefined || mover === undefined || f.side === mover.side) return null;
  if (!state.actors.includes(f.side) || figState(state, f.id).dead || figState(state, f.id).reacted) return null;
  const lengthIn = Math.hypot(pending.x - mover.x, pending.y - mover.y);
  return {
    moverId: mover.id,
    path: [{ x: mover.x, y: mover.y }, { x: pending.x, y: pending.y }],
    runs: [{ fromIn: 0, toIn: lengthIn / 4 }, { fromIn: lengthIn / 2, toIn: lengthIn }],
    action: { type: 'react', side: f.side, figureId: f.id, targetIds: [mover.id] },
    alongParam: 'atIn',
    labelKey: 'test.pathChoice.react',
    params: { moverFigureId: mover.id },
  };
}

export const testRuleset: Ruleset<TestFlow, TestFigState> = {
  id: 'test',
  options: OPTIONS,
  usesFacing: true,
  profileProblems(profile) {
    const problems: RulesetProblem[] = [];
    const need = (key: string, min: number, max: number, required: boolean, integer: boolean) => {
      const v = profile[key];
      if (v === undefined) {
        if (required) problems.push({ path: key, code: 'missing', message: 'required but missing', params: { field: key } });
      } else if (typeof v !== 'number' || !Number.isFinite(v)) {
        problems.push({ path: key, code: 'wrongType', message: 'expected a number', params: { expected: 'number', received: typeof v } });
      } else if (v < min || v > max || (integer && !Number.isInteger(v))) {
        problems.push({ path: key, code: 'outOfRange', message: `${v} is out of range (${min}–${max})`, params: { value: v, min, max } });
      }
    };
    need('moveIn', 0, 24, true, false);
    need('shoot', 2, 6, true, true);
    need('quality', 2, 6, false, true);
    return problems;
  },
  unitProfileProblems,
  unitReach: testUnitReach,
  setup(scenario, options, ctx) {
    const model = options.turnModel as TurnModel;
    const order = model === 'phases' ? rollInitiative(scenario, ctx) : scenario.sides.map((s) => s.id);
    const flow: TestFlow = { model, order, active: 0, phase: model === 'phases' ? 'move' : 'act', failures: 0, pending: null };
    const figureState = Object.fromEntries(stateIds(scenario).map((id) => [id, fresh(model)]));
    return { flow, figureState, actors: actorsOf(flow, scenario.sides.map((s) => s.id)), turn: 1 };
  },
  candidateActions(state, figureId) {
    const f = figureOf(state, figureId);
    if (f === undefined) return pieceOf(state.scenario, figureId) === undefined ? [] : groupCandidates(state, figureId);
    const side = f.side;
    const step = num(f.profile, 'moveIn', 0);
    const moves = [[0.5, 0], [-0.5, 0], [0, 0.5], [0, -0.5], [1.5, 0]].map(([dx = 0, dy = 0]) =>
      ({ type: 'move', side, figureId, params: { x: f.x + dx * step, y: f.y + dy * step } }));
    const enemies = state.scenario.figures.filter((g) => g.side !== side);
    return [
      ...moves,
      ...enemies.map((g) => ({ type: 'shoot', side, figureId, targetIds: [g.id] })),
      ...[1, 2, 3].map((dice) => ({ type: 'activate', side, figureId, params: { dice } })),
      ...reactions(state, f),
      ...groupCandidates(state, figureId),
      { type: 'pass', side },
      { type: 'endPhase', side },
    ];
  },
  check,
  resolve,
  pathChoice,
  describeFlow(state) {
    const { flow } = state;
    return {
      turn: state.turn,
      labelKey: `test.${flow.model}.${flow.pending === null ? flow.phase : 'reaction'}`,
      params: { side: flow.order[flow.active] ?? null, failures: flow.failures },
    };
  },
  sideActions(state, side) {
    return state.flow.pending === null ? [{ type: 'endPhase', side }] : [{ type: 'pass', side }];
  },
  describeAction(_state, action) {
    return { labelKey: `test.action.${action.type}`, params: { figureFigureId: action.figureId ?? null } };
  },
};

/** The engine's test table with profiles for the test game (moveIn 6″, shoot 4+, quality 4+). */
export function testGameScenario(base: Scenario): Scenario {
  return { ...base, figures: base.figures.map((f) => ({ ...f, profile: { moveIn: 6, shoot: 4, quality: 4 } })) };
}
