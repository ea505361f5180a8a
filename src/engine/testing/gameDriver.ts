/**
 * Test support (never shipped): one fluent driver for a game of any ruleset, every step an `applyAction`.
 *
 *   const game = gameDriver(testRuleset, { scenario, options: { turnModel: 'activations' }, seed: 1 });
 *   game.select('a1').do('activate', { dice: 2 }, [6, 5]).moveTo(5, 2).shootAt('b1', [6]);
 *   game.refuse({ type: 'shoot', figureId: 'a1', targetIds: ['b2'] }).ruleId;  // 'TEST-ACT-1': no actions left
 *   game.sideAction('endPhase');                                                 // side b's turn
 *   expect(game.replayHash()).toBe(game.hash());
 *
 * The contract:
 * - Start from a scenario (`newGame`; seed 1 and no options by default) or from a bare `GameState`
 *   (a hand-built one, as the SBH family tests use).
 * - `act` applies an action; `side` defaults to the side of its actor (`figureId`, a figure or a
 *   unit), else to `state.actors[0]`. Accepted: `state` and `events` move on and `refusal` is null.
 *   Refused: `refusal` is set and `state` and `events` stay as they were; `act` does not throw,
 *   unless the driver is `{ strict: true }`, where every refused act (and everything built on it:
 *   `sideAction`, a piece's moves) throws the refusal's message. `accept` always throws on a
 *   refusal; `refuse` returns the refusal and throws when the action is accepted (not applying it).
 * - Dice: `dice` are the faces the action's rolls show, in order. From a scenario they go on the
 *   action as `forcedDice`, so the log replays (too few faces: an `engine.forcedDice` refusal); no
 *   `dice`: the game's seeded stream. From a bare state they go to `applyAction` as
 *   `fixedDice(dice ?? [])`, so an unforced roll throws `DiceTestError` (a bug in the test), and the
 *   action is logged without them — unless the driver is `{ seeded: true }`: then an act given no
 *   `dice` rolls the state's own seeded stream (`state.rng`, moved on as in a real game: for a random
 *   legal stream), and given `dice` still fixes them.
 * - `setUp(change)` replaces the state for a test's set-up (a figure's rule state patched, the
 *   acting side forced): not an action, so not logged; `events` and `refusal` stay as they were.
 *   The game no longer follows from its scenario, so `replayHash()` throws after it.
 * - `select(id)` gives a `PieceDriver` for a figure or a unit (throws if there is none); its methods
 *   act as that piece and return the same driver, so calls chain. `moveTo` is the engine's move
 *   intent (`moveAction`; a unit: the `free` manoeuvre to that tray centre; others by
 *   `do('move', { manoeuvre })`).
 * - `hash()` is `stateHash(state)`; `replayHash()` rebuilds a scenario-started game from its
 *   scenario, options, seed and `stepsOfLog(state.log)` and hashes it (throws for a bare state, a
 *   game changed by `setUp`, or if the replay is refused).
 * - `legalActionsOf(ruleset, state, pieceId)`: the piece's candidate actions that the engine's
 *   judge (`legalActions`: its own checks, then the ruleset's `check`) finds legal now, in the
 *   ruleset's order — what a random stream or a plain player picks from.
 */
import { applyAction, legalActions } from '../applyAction';
import { fixedDice } from '../dice';
import { moveAction } from '../intents';
import type { JsonValue } from '../json';
import { unitMoveAction } from '../manoeuvre';
import type { Scenario } from '../model';
import type { Piece } from '../pieces';
import { pieceOf } from '../pieces';
import { newGame, replayGame, stepsOfLog } from '../replay';
import type { Ruleset } from '../ruleset';
import type { Action, GameEvent, GameState, Refusal } from '../state';
import { stateHash } from '../stateHash';

/** An action whose side the driver may fill in. */
export type DriverAction = Omit<Action, 'side'> & { readonly side?: string };
export type Dice = readonly number[];
export type Params = Readonly<Record<string, JsonValue>>;

export interface GameStart {
  readonly scenario: Scenario;
  readonly options?: Record<string, unknown>;
  readonly seed?: number;
}

export interface GameDriverSettings {
  /** Every refused `act` throws (default: it records the refusal). */
  readonly strict?: boolean;
  /** From a bare state, an act given no dice rolls the state's seeded stream (default: none, so a roll throws `DiceTestError`). */
  readonly seeded?: boolean;
}

export interface GameDriver<F, P> {
  readonly state: GameState<F, P>;
  /** The events of the last accepted action. */
  readonly events: readonly GameEvent[];
  /** The refusal of the last action, null when it was accepted. */
  readonly refusal: Refusal | null;
  act(action: DriverAction, dice?: Dice): GameDriver<F, P>;
  accept(action: DriverAction, dice?: Dice): GameDriver<F, P>;
  refuse(action: DriverAction, dice?: Dice): Refusal;
  /** An action of the acting side (`state.actors[0]`) with no actor: `endPhase`, `pass`… */
  sideAction(type: string, dice?: Dice, params?: Params): GameDriver<F, P>;
  select(pieceId: string): PieceDriver<F, P>;
  /** Replace the state for a test's set-up (not logged; `replayHash` throws afterwards). */
  setUp(change: (state: GameState<F, P>) => GameState<F, P>): GameDriver<F, P>;
  hash(): string;
  replayHash(): string;
}

export interface PieceDriver<F, P> {
  readonly game: GameDriver<F, P>;
  /** The piece as it stands now. */
  readonly piece: Piece;
  moveTo(x: number, y: number, dice?: Dice, facingDeg?: number): PieceDriver<F, P>;
  shootAt(targetId: string, dice?: Dice, params?: Params): PieceDriver<F, P>;
  do(type: string, params?: Params, dice?: Dice, targetIds?: readonly string[]): PieceDriver<F, P>;
  select(otherId: string): PieceDriver<F, P>;
}

const isState = <F, P>(start: GameState<F, P> | GameStart): start is GameState<F, P> => 'log' in start && 'rng' in start;

export function gameDriver<F, P>(ruleset: Ruleset<F, P>, start: GameState<F, P> | GameStart, settings: GameDriverSettings = {}): GameDriver<F, P> {
  const from = isState(start) ? null : { scenario: start.scenario, options: start.options ?? {}, seed: start.seed ?? 1 };
  let state: GameState<F, P>;
  if (isState(start)) state = start;
  else {
    const g = newGame(ruleset, start.scenario, from!.options, from!.seed);
    if (!g.ok) throw new Error(`gameDriver: cannot start the game: ${g.problems.map((p) => p.message).join('; ')}`);
    state = g.state;
  }
  let events: readonly GameEvent[] = [];
  let refused: Refusal | null = null;
  /** Set once `setUp` has changed the state: the log no longer rebuilds it from the scenario. */
  let setByHand = false;

  const pieceNow = (id: string): Piece => {
    const p = pieceOf(state.scenario, id);
    if (p === undefined) throw new Error(`gameDriver: no figure or unit "${id}"`);
    return p;
  };
  const full = (action: DriverAction, dice: Dice | undefined): Action => {
    const side = action.side ?? pieceOf(state.scenario, action.figureId)?.side ?? state.actors[0] ?? '';
    return { ...action, side, ...(from !== null && dice !== undefined ? { forcedDice: dice } : {}) };
  };
  // A bare state's dice: the faces given, else none (or, `seeded`, the state's own stream: no `dice` option).
  const bareDice = (dice: Dice | undefined) => (dice === undefined && settings.seeded === true ? {} : { dice: fixedDice(dice ?? []) });
  const tryAction = (action: DriverAction, dice: Dice | undefined) =>
    applyAction(ruleset, state, full(action, dice), from === null ? bareDice(dice) : {});
  const commit = (r: ReturnType<typeof tryAction>): ReturnType<typeof tryAction> => {
    if (r.ok) {
      state = r.state;
      events = r.events;
      refused = null;
    } else refused = r.refusal;
    return r;
  };
  const describe = (a: DriverAction): string => `${a.type}${a.figureId === undefined ? '' : ` by ${a.figureId}`}`;

  const game: GameDriver<F, P> = {
    get state() { return state; },
    get events() { return events; },
    get refusal() { return refused; },
    act(action, dice) {
      const r = commit(tryAction(action, dice));
      if (!r.ok && settings.strict === true) throw new Error(`gameDriver (strict): ${describe(action)} refused: ${r.refusal.message}`);
      return game;
    },
    accept(action, dice) {
      const r = commit(tryAction(action, dice));
      if (!r.ok) throw new Error(`gameDriver: ${describe(action)} refused: ${r.refusal.message}`);
      return game;
    },
    refuse(action, dice) {
      const r = tryAction(action, dice);
      if (r.ok) throw new Error(`gameDriver: expected a refusal, but ${describe(action)} was accepted: ${JSON.stringify(action)}`);
      refused = r.refusal;
      return r.refusal;
    },
    sideAction: (type, dice, params) => game.act({ type, side: state.actors[0] ?? '', ...(params === undefined ? {} : { params }) }, dice),
    select: (pieceId) => pieceDriver(pieceNow(pieceId).id),
    setUp(change) {
      state = change(state);
      setByHand = true;
      return game;
    },
    hash: () => stateHash(state),
    replayHash() {
      if (from === null) throw new Error('gameDriver: replayHash needs a game started from a scenario, not from a bare state');
      if (setByHand) throw new Error('gameDriver: replayHash cannot rebuild a game changed by setUp from its scenario');
      const r = replayGame(ruleset, from.scenario, from.options, from.seed, stepsOfLog(state.log));
      if (!r.ok) throw new Error(`gameDriver: the replay was refused at step ${r.atIndex}: ${r.refusal.message}`);
      return stateHash(r.state);
    },
  };

  function pieceDriver(id: string): PieceDriver<F, P> {
    const own = (extra: Omit<DriverAction, 'figureId'>, dice: Dice | undefined): PieceDriver<F, P> => {
      game.act({ ...extra, figureId: id }, dice);
      return driver;
    };
    const driver: PieceDriver<F, P> = {
      game,
      get piece() { return pieceNow(id); },
      moveTo(x, y, dice, facingDeg) {
        const p = pieceNow(id);
        const a = p.kind === 'unit' ? unitMoveAction(p, { kind: 'free', path: [{ x, y }], ...(facingDeg === undefined ? {} : { facingDeg }) }) : moveAction(p, [{ x, y }], undefined, facingDeg);
        return own(a, dice);
      },
      shootAt: (targetId, dice, params) => own({ type: 'shoot', targetIds: [targetId], ...(params === undefined ? {} : { params }) }, dice),
      do: (type, params, dice, targetIds) => own({ type, ...(params === undefined ? {} : { params }), ...(targetIds === undefined ? {} : { targetIds }) }, dice),
      select: (otherId) => game.select(otherId),
    };
    return driver;
  }
  return game;
}

/** The piece's candidate actions that are legal now, by the engine's judge (`legalActions`), in the ruleset's order. */
export const legalActionsOf = <F, P>(ruleset: Ruleset<F, P>, state: GameState<F, P>, pieceId: string): Action[] =>
  legalActions(ruleset, state, pieceId).flatMap((l) => (l.legal ? [l.action] : []));

/** One action applied to a given state, accepted or refused (the step driver's answer). */
export type Applied<F, P> = { ok: true; state: GameState<F, P>; events: readonly GameEvent[] } | { ok: false; refusal: Refusal };

export interface StepDriver<F, P> {
  act(state: GameState<F, P>, action: DriverAction, faces?: Dice): Applied<F, P>;
  /** Throws with the refusal's message when refused. */
  accept(state: GameState<F, P>, action: DriverAction, faces?: Dice): { state: GameState<F, P>; events: readonly GameEvent[] };
  /** Throws when accepted. */
  refuse(state: GameState<F, P>, action: DriverAction): Refusal;
}

/**
 * The same driver for tests that hand it a state each time (a family's table tests build their
 * states by hand): each call is a one-step `gameDriver` from that state, so its dice are fixed faces.
 */
export function stepDriver<F, P>(ruleset: Ruleset<F, P>): StepDriver<F, P> {
  const act = (state: GameState<F, P>, action: DriverAction, faces: Dice = []): Applied<F, P> => {
    const g = gameDriver(ruleset, state).act(action, faces);
    return g.refusal === null ? { ok: true, state: g.state, events: g.events } : { ok: false, refusal: g.refusal };
  };
  return {
    act,
    accept(state, action, faces) {
      const r = act(state, action, faces);
      if (!r.ok) throw new Error(`refused: ${r.refusal.message}`);
      return r;
    },
    refuse: (state, action) => gameDriver(ruleset, state).refuse(action, []),
  };
}
