/**
 * A fluent driver for whole-move scenario tests with forced dice:
 *
 *   const d = lotowDriver(scenario).move('jack', [{ x: 9, y: 5 }]).dice(3);
 *   d.figure('jack').x; d.fig('jack').moveOver; d.events; d.rolls;
 *
 * `move` stages a move (switching the active side to the figure's when needed); `dice(...)` carries
 * it out with those faces; reading anything carries a staged move out with no dice (a rule that
 * rolls then fails the test loudly). A refused move leaves the state and sets `refusal`.
 */
import { applyAction } from '../../../../engine/applyAction';
import { fixedDice } from '../../../../engine/dice';
import { moveAction } from '../../../../engine/intents';
import type { Figure, Scenario } from '../../../../engine/model';
import { newGame } from '../../../../engine/replay';
import type { MovementArea } from '../../../../engine/ruleset';
import type { Action, GameEvent, Refusal, RollEvent } from '../../../../engine/state';
import { isRollEvent } from '../../../../engine/state';
import { makeLotowRuleset } from '../../index';
import type { LotowState } from '../../lotowTypes';
import { figStateOf, withFigState } from '../../lotowTypes';
import type { LotowFigState } from '../../lotowTypes';
import { lotowMovementArea } from '../movementArea';
import { movementHandler } from '../movementHandler';

export const movementRuleset = makeLotowRuleset({ handlers: [movementHandler], onMovePhaseStart: [], afterAction: [], movementArea: lotowMovementArea });

export interface LotowDriver {
  readonly state: LotowState;
  readonly events: readonly GameEvent[];
  readonly rolls: readonly RollEvent[];
  readonly refusal: Refusal | null;
  figure(id: string): Figure;
  fig(id: string): LotowFigState;
  area(id: string): MovementArea | null;
  /** Patch a figure's LOTOW state (a test's set-up). */
  with(id: string, patch: Partial<LotowFigState>): LotowDriver;
  move(id: string, path: readonly { x: number; y: number }[], params?: Record<string, string | null>): LotowDriver;
  dice(...faces: number[]): LotowDriver;
  check(id: string, path: readonly { x: number; y: number }[], params?: Record<string, string | null>): Refusal | null;
  /** End phases until the next turn's Move phase; `drop` are the two sides' Drop dice. */
  nextTurn(...drop: number[]): LotowDriver;
}

export function lotowDriver(scenario: Scenario, options: Record<string, unknown> = {}): LotowDriver {
  const g = newGame(movementRuleset, scenario, options, 1, fixedDice([6, 1]));
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  let state: LotowState = g.state;
  let events: GameEvent[] = [];
  let refused: Refusal | null = null;
  let staged: Action | null = null;

  const activate = (side: string): void => {
    if (state.actors.includes(side)) return;
    const order = state.flow.order.includes(side) ? state.flow.order : [...state.flow.order, side];
    state = { ...state, actors: [side], flow: { ...state.flow, order, active: order.indexOf(side) } };
  };
  const run = (faces: number[]): void => {
    if (staged === null) return;
    const a = staged;
    staged = null;
    activate(a.side);
    const r = applyAction(movementRuleset, state, a, { dice: fixedDice(faces) });
    if (r.ok) {
      state = r.state;
      events = [...r.events];
      refused = null;
    } else {
      events = [];
      refused = r.refusal;
    }
  };
  const figureOf = (id: string): Figure => {
    const f = state.scenario.figures.find((x) => x.id === id);
    if (f === undefined) throw new Error(`no figure ${id}`);
    return f;
  };
  const actionOf = (id: string, path: readonly { x: number; y: number }[], params?: Record<string, string | null>): Action => {
    const a = moveAction(figureOf(id), path);
    return params === undefined ? a : { ...a, params: { ...a.params, ...params } };
  };

  const d: LotowDriver = {
    get state() { run([]); return state; },
    get events() { run([]); return events; },
    get rolls() { run([]); return events.filter(isRollEvent); },
    get refusal() { run([]); return refused; },
    figure(id) { run([]); return figureOf(id); },
    fig(id) { run([]); return figStateOf(state, id); },
    area(id) { run([]); return lotowMovementArea(state, id); },
    with(id, patch) { run([]); state = withFigState(state, id, patch); return d; },
    move(id, path, params) { run([]); staged = actionOf(id, path, params); return d; },
    dice(...faces) { run(faces); return d; },
    nextTurn(...drop) {
      run([]);
      const turn = state.turn;
      for (let guard = 0; state.turn === turn && guard < 20; guard++) {
        const side = state.actors[0]!;
        const r = applyAction(movementRuleset, state, { type: 'endPhase', side }, { dice: fixedDice(state.flow.phase === 'fight' && state.flow.active === state.flow.order.length - 1 ? drop : []) });
        if (!r.ok) throw new Error(r.refusal.message);
        state = r.state;
      }
      return d;
    },
    check(id, path, params) {
      run([]);
      const a = actionOf(id, path, params);
      activate(a.side);
      return movementRuleset.check(state, a);
    },
  };
  return d;
}
