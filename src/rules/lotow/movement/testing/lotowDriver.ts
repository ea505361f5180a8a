/**
 * A fluent driver for whole-move scenario tests with forced dice:
 *
 *   const d = lotowDriver(scenario).move('jack', [{ x: 9, y: 5 }]).dice(3);
 *   d.figure('jack').x; d.fig('jack').moveOver; d.events; d.rolls;
 *
 * `move` stages a move (switching the active side to the figure's when needed); `dice(...)` carries
 * it out with those faces; reading anything carries a staged move out with no dice (a rule that
 * rolls then fails the test loudly: `DiceTestError`). A refused move leaves the state, sets
 * `refusal` and empties `events`; `with`, `check` and `nextTurn` leave `events` and `refusal` as
 * they were.
 *
 * LOTOW's movement words on the engine's one driver (engine/testing/gameDriver.ts): the game is set
 * up with side a winning the first Drop (faces 6, 1), then handed to a `gameDriver` as a
 * bare state, so each action's `dice` are fixed faces; `with` and the forced active side are its
 * `setUp`, every move and End phase its `act`/`accept`.
 */
import { fixedDice } from '../../../../engine/dice';
import { moveAction } from '../../../../engine/intents';
import type { Figure, Scenario } from '../../../../engine/model';
import { newGame } from '../../../../engine/replay';
import type { MovementArea } from '../../../../engine/ruleset';
import type { Action, GameEvent, Refusal, RollEvent } from '../../../../engine/state';
import { isRollEvent } from '../../../../engine/state';
import { gameDriver } from '../../../../engine/testing/gameDriver';
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
  // The set-up's Drop (not an action): side a first.
  const start = newGame(movementRuleset, scenario, options, 1, fixedDice([6, 1]));
  if (!start.ok) throw new Error(start.problems.map((p) => p.message).join('; '));
  const g = gameDriver(movementRuleset, start.state);
  // The driver's own: the last move's events and refusal (End phases and set-ups leave them).
  let events: GameEvent[] = [];
  let refused: Refusal | null = null;
  let staged: Action | null = null;

  /** The side acts now: a set-up, as if the flow had come round to it. */
  const activate = (side: string): void => {
    if (g.state.actors.includes(side)) return;
    g.setUp((state) => {
      const order = state.flow.order.includes(side) ? state.flow.order : [...state.flow.order, side];
      return { ...state, actors: [side], flow: { ...state.flow, order, active: order.indexOf(side) } };
    });
  };
  const run = (faces: number[]): void => {
    if (staged === null) return;
    const a = staged;
    staged = null;
    activate(a.side);
    g.act(a, faces);
    refused = g.refusal;
    events = refused === null ? [...g.events] : [];
  };
  const figureOf = (id: string): Figure => {
    const f = g.state.scenario.figures.find((x) => x.id === id);
    if (f === undefined) throw new Error(`no figure ${id}`);
    return f;
  };
  const actionOf = (id: string, path: readonly { x: number; y: number }[], params?: Record<string, string | null>): Action => {
    const a = moveAction(figureOf(id), path);
    return params === undefined ? a : { ...a, params: { ...a.params, ...params } };
  };

  const d: LotowDriver = {
    get state() { run([]); return g.state; },
    get events() { run([]); return events; },
    get rolls() { run([]); return events.filter(isRollEvent); },
    get refusal() { run([]); return refused; },
    figure(id) { run([]); return figureOf(id); },
    fig(id) { run([]); return figStateOf(g.state, id); },
    area(id) { run([]); return lotowMovementArea(g.state, id); },
    with(id, patch) { run([]); g.setUp((state) => withFigState(state, id, patch)); return d; },
    move(id, path, params) { run([]); staged = actionOf(id, path, params); return d; },
    dice(...faces) { run(faces); return d; },
    nextTurn(...drop) {
      run([]);
      const turn = g.state.turn;
      for (let guard = 0; g.state.turn === turn && guard < 20; guard++) {
        const { flow } = g.state;
        // The Drop dice go to the last End phase of the Fight phase, which starts the next turn with its Drop.
        g.accept({ type: 'endPhase', side: g.state.actors[0]! }, flow.phase === 'fight' && flow.active === flow.order.length - 1 ? drop : []);
      }
      return d;
    },
    check(id, path, params) {
      run([]);
      const a = actionOf(id, path, params);
      activate(a.side);
      return movementRuleset.check(g.state, a);
    },
  };
  return d;
}
