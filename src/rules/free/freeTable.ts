/**
 * The free table: the hotseat game with no rule system's rules. Sides take turns in the scenario's
 * order; on its turn a side moves its figures anywhere a base may stand (on the table, clear of
 * other bases, out of impassable terrain), rolls dice from the tray, and ends its turn. Players
 * measure and check line of sight with the tools and settle the rest themselves, as at a real table.
 *
 * It is a ruleset players choose (or get, with a notice, when a scenario's own ruleset is not
 * installed yet), and it gives the hotseat machinery — turns, undo, the dice log, saves — a game.
 * A unit moves by any manoeuvre its members can stand at the end of (FREE-UNIT-1).
 * Its rule IDs (FREE-*) are ours, not the catalog's.
 */
import { polylineLength } from '../../geometry/polyline';
import type { Vec2 } from '../../geometry/point';
import { MOVE_ACTION, ROLL_ACTION, readMovePath, readRollParams } from '../../engine/intents';
import type { JsonValue } from '../../engine/json';
import { moveFigure } from '../../engine/moveFigure';
import { readManoeuvre } from '../../engine/manoeuvre';
import type { ManoeuvreResult } from '../../engine/manoeuvreUnit';
import { applyManoeuvre, manoeuvreUnit } from '../../engine/manoeuvreUnit';
import type { PlacementProblem } from '../../engine/placement';
import { placementProblems } from '../../engine/placement';
import type { ActionDescription, OptionSpec, Ruleset } from '../../engine/ruleset';
import type { Action, GameState, Refusal } from '../../engine/state';
import { refusal } from '../../engine/state';
import { FREE_RULESET_ID } from './freeId';

export { FREE_RULESET_ID };

export const END_TURN_ACTION = 'endTurn';

export interface FreeFlow {
  /** Side ids in turn order (the scenario's order). */
  readonly order: readonly string[];
  /** Index in `order` of the side whose turn it is. */
  readonly active: number;
}

export interface FreeFigState {
  /** Moved this turn (FREE-MOVE-1). */
  readonly moved: boolean;
}

type S = GameState<FreeFlow, FreeFigState>;

export const FREE_OPTIONS: readonly OptionSpec[] = [
  { key: 'oneMovePerTurn', kind: 'option', type: 'boolean', default: true, labelKey: 'free.option.oneMovePerTurn', catalogId: 'FREE-MOVE-1' },
];

const activeSide = (flow: FreeFlow): string | undefined => flow.order[flow.active];

function placementRefusal(problem: PlacementProblem | undefined, moverName: string): Refusal {
  const params: Record<string, JsonValue> = { moverName };
  for (const [k, v] of Object.entries(problem ?? {})) if (k !== 'code' && typeof v === 'string') params[k] = v;
  const code = problem?.code ?? 'offTable';
  const words: Record<PlacementProblem['code'], string> = {
    offTable: `${moverName} would leave the table`,
    overlapsFigure: `${moverName} would stand on ${String(params.figureName ?? 'another figure')}`,
    insideImpassable: `${moverName} cannot stand inside ${String(params.pieceName ?? 'impassable terrain')}`,
    unknownFigure: 'there is no such figure',
  };
  return refusal(`placement.${code}`, 'FREE-MOVE-2', `cannot move: ${words[code]}`, params);
}

function checkMove(state: S, a: Action): Refusal | null {
  const figure = state.scenario.figures.find((f) => f.id === a.figureId);
  if (figure === undefined) return refusal('free.needsFigure', 'FREE-MOVE-2', 'a move names the figure that moves');
  const path = readMovePath(a);
  if (!path.ok) return refusal('free.badPath', 'FREE-MOVE-2', `cannot move: ${path.why}`, { why: path.why });
  if (state.options.oneMovePerTurn === true && state.figureState[figure.id]?.moved === true) {
    return refusal('free.alreadyMoved', 'FREE-MOVE-1', `cannot move: ${figure.name} has already moved this turn`, { moverName: figure.name });
  }
  const end = path.path[path.path.length - 1]!;
  const moved = moveFigure(state.scenario, figure.id, end);
  return moved.ok ? null : placementRefusal(moved.problems[0], figure.name);
}

/**
 * A unit's move (FREE-UNIT-1, `params.manoeuvre`: engine/manoeuvre.ts): any manoeuvre, of any
 * length, whose members can all stand where it puts them; once a turn for the unit when
 * `oneMovePerTurn` is on. The free table prices nothing: players agree on what a unit may do.
 */
function unitMove(state: S, a: Action): Refusal | Extract<ManoeuvreResult, { ok: true }> {
  const unit = state.scenario.units?.find((u) => u.id === a.figureId);
  if (unit === undefined) return refusal('free.needsFigure', 'FREE-MOVE-2', 'a move names the figure that moves');
  const read = readManoeuvre(a);
  if (read === null || !read.ok) return refusal('free.badPath', 'FREE-UNIT-1', `cannot move: ${read?.ok === false ? read.why : 'a unit moves by a manoeuvre'}`, { why: read?.ok === false ? read.why : 'no manoeuvre' });
  if (state.options.oneMovePerTurn === true && state.figureState[unit.id]?.moved === true) {
    return refusal('free.alreadyMoved', 'FREE-MOVE-1', `cannot move: ${unit.name} has already moved this turn`, { moverName: unit.name });
  }
  const result = manoeuvreUnit(state.scenario, unit.id, read.manoeuvre);
  if (!result.ok) return refusal('free.badPath', 'FREE-UNIT-1', `cannot move: ${result.why}`, { why: result.why });
  const after = applyManoeuvre(state.scenario, result);
  const byId = new Map(after.figures.map((f) => [f.id, f]));
  for (const m of result.members) {
    const member = byId.get(m.figureId);
    const problem = placementProblems(after, m.figureId, m, member?.standsOn ?? null)[0];
    if (problem !== undefined) return placementRefusal(problem, member?.name ?? m.figureId);
  }
  return result;
}

function check(state: S, a: Action): Refusal | null {
  switch (a.type) {
    case MOVE_ACTION:
      if (a.params?.manoeuvre !== undefined) {
        const move = unitMove(state, a);
        return 'reasonKey' in move ? move : null;
      }
      return checkMove(state, a);
    case ROLL_ACTION: {
      const r = readRollParams(a);
      return r.ok ? null : refusal('free.badRoll', 'FREE-ROLL-1', `cannot roll: ${r.why}`, { why: r.why });
    }
    case END_TURN_ACTION:
      return null;
    default:
      return refusal('free.unknownAction', 'FREE-TURN-1', `the free table has no action "${a.type}"`, { type: a.type });
  }
}

function resolve(state: S, a: Action, ctx: Parameters<Ruleset<FreeFlow, FreeFigState>['resolve']>[2]) {
  switch (a.type) {
    case MOVE_ACTION: {
      if (a.params?.manoeuvre !== undefined) {
        const move = unitMove(state, a);
        if ('reasonKey' in move) return { state };
        const from = move.trayBefore.centre;
        const to = move.trayAfter.centre;
        ctx.emit({ type: 'moved', ruleId: 'FREE-UNIT-1', figureIds: [move.unit.id], params: { lengthIn: move.costIn, from: { x: from.x, y: from.y }, to: { x: to.x, y: to.y } } });
        return { state: { ...state, scenario: applyManoeuvre(state.scenario, move), figureState: { ...state.figureState, [move.unit.id]: { moved: true } } } };
      }
      const path = readMovePath(a);
      const figure = state.scenario.figures.find((f) => f.id === a.figureId);
      if (!path.ok || figure === undefined) return { state };
      const end = path.path[path.path.length - 1]!;
      const moved = moveFigure(state.scenario, figure.id, end);
      if (!moved.ok) return { state };
      const from: Vec2 = { x: figure.x, y: figure.y };
      const lengthIn = polylineLength([from, ...path.path]);
      ctx.emit({ type: 'moved', ruleId: 'FREE-MOVE-2', figureIds: [figure.id], params: { lengthIn, from: { ...from }, to: { ...end } } });
      return { state: { ...state, scenario: moved.scenario, figureState: { ...state.figureState, [figure.id]: { moved: true } } } };
    }
    case ROLL_ACTION: {
      const r = readRollParams(a);
      if (!r.ok) return { state };
      ctx.roll({
        count: r.roll.count, sides: r.roll.sides, purpose: 'free.roll', ruleId: 'FREE-ROLL-1', figureIds: [],
        ...(r.roll.label === null ? {} : { params: { label: r.roll.label } }),
      });
      return { state };
    }
    default: {
      // END_TURN_ACTION: the next side in order; a new turn when the order wraps round.
      const n = state.flow.order.length;
      const active = (state.flow.active + 1) % n;
      const turn = active === 0 ? state.turn + 1 : state.turn;
      const flow: FreeFlow = { ...state.flow, active };
      const next = activeSide(flow);
      ctx.emit({ type: 'turnPassed', ruleId: 'FREE-TURN-1', params: { toSideId: next ?? null, turn } });
      const figureState = Object.fromEntries(Object.keys(state.figureState).map((id) => [id, { moved: false }]));
      return { state: { ...state, flow, turn, figureState, actors: next === undefined ? [] : [next] } };
    }
  }
}

export const freeTableRuleset: Ruleset<FreeFlow, FreeFigState> = {
  id: FREE_RULESET_ID,
  options: FREE_OPTIONS,
  profileProblems: () => [],
  setup(scenario) {
    const order = scenario.sides.map((s) => s.id);
    const flow: FreeFlow = { order, active: 0 };
    const first = activeSide(flow);
    return {
      flow,
      figureState: Object.fromEntries(scenario.figures.map((f) => [f.id, { moved: false }])),
      actors: first === undefined ? [] : [first],
      turn: 1,
    };
  },
  candidateActions(state, figureId) {
    const f = state.scenario.figures.find((g) => g.id === figureId);
    if (f === undefined) return [];
    // Continuous choices are sampled: a step of 1″ towards the table's centre.
    const cx = state.scenario.table.widthIn / 2;
    const cy = state.scenario.table.depthIn / 2;
    const d = Math.hypot(cx - f.x, cy - f.y);
    const to = d < 1 ? { x: f.x + 1, y: f.y } : { x: f.x + (cx - f.x) / d, y: f.y + (cy - f.y) / d };
    return [{ type: MOVE_ACTION, side: f.side, figureId, params: { path: [to] } }];
  },
  check,
  resolve,
  describeFlow(state) {
    return { turn: state.turn, labelKey: 'free.flow.turn', params: { activeSideId: activeSide(state.flow) ?? null } };
  },
  sideActions(_state, side) {
    return [{ type: END_TURN_ACTION, side }];
  },
  describeAction(state, action): ActionDescription {
    switch (action.type) {
      case MOVE_ACTION: {
        const path = readMovePath(action);
        const f = state.scenario.figures.find((g) => g.id === action.figureId);
        const lengthIn = path.ok && f !== undefined ? polylineLength([{ x: f.x, y: f.y }, ...path.path]) : 0;
        return { labelKey: 'free.action.move', params: { moverFigureId: action.figureId ?? null, lengthIn } };
      }
      case ROLL_ACTION: {
        const r = readRollParams(action);
        return { labelKey: 'free.action.roll', params: r.ok ? { count: r.roll.count, sides: r.roll.sides, label: r.roll.label } : {} };
      }
      case END_TURN_ACTION:
        return { labelKey: 'free.action.endTurn', params: { sideSideId: action.side } };
      default:
        return { labelKey: 'free.action.unknown', params: { type: action.type } };
    }
  },
};
