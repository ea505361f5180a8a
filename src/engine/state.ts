/**
 * The game state and what changes it. Everything is plain JSON (records keyed by id, no classes),
 * so a state can be saved, hashed, compared and replayed.
 *
 * The engine knows exactly one turn rule: an action whose `side` is not in `actors` is refused.
 * Rulesets set `actors`, and that one field expresses every turn model we have: phases with
 * initiative (the side whose half of the phase it is), activations (the side whose activation it
 * is; a turnover hands it to the other), and reactions (while a move is pending, the inactive side
 * is the actor). The rest of the flow (phase, activation, AP, pending move) is the ruleset's own
 * JSON in `flow` and `figureState`.
 */
import type { JsonValue } from './json';
import type { Scenario } from './model';
import type { RngState } from './rng';

export type OptionValue = boolean | number | string;
export type ResolvedOptions = Readonly<Record<string, OptionValue>>;

/**
 * A player's intent. `side` is who acts; every id the action names is in `figureId` or `targetIds`
 * so the engine can check they exist before any ruleset sees them. `params` carries the rest
 * (a point to move to, a number of dice); the ruleset's `check` validates it. Types starting with
 * `engine.` are reserved.
 */
export interface Action {
  readonly type: string;
  readonly side: string;
  /** The one acting: a figure or a unit id (engine/pieces.ts). */
  readonly figureId?: string;
  /**
   * Those acting with `figureId` as one (a Group's members firing one volley, several units given
   * one order): figure or unit ids, each on the acting side. Absent for a single actor.
   */
  readonly actorIds?: readonly string[];
  /** Figures or units the action is aimed at. */
  readonly targetIds?: readonly string[];
  readonly params?: Readonly<Record<string, JsonValue>>;
  /** The faces this action's rolls must show, in order (tests, the window test API): see applyAction. */
  readonly forcedDice?: readonly number[];
  /**
   * Set when the app took this action itself rather than a player (a phase in which the side had
   * nothing to do passed: `engine/nothingToDo.ts`), with why, for the log. The rules never read it;
   * it is logged and saved with the action, so a replay reproduces it (and its hash) exactly.
   */
  readonly auto?: AutoMark;
}

/** Why the app took an action by itself: an i18n key and its params (ids named `…SideId` / `…FigureId`). */
export interface AutoMark {
  readonly reasonKey: string;
  readonly params?: Readonly<Record<string, JsonValue>>;
}

/** Something that happened, for the dice log, the CLI and the replay. */
export interface GameEvent {
  readonly type: string;
  readonly ruleId?: string;
  readonly figureIds?: readonly string[];
  readonly params?: Readonly<Record<string, JsonValue>>;
}

/** Every roll is an event: the faces, what it was for, the rule behind it and who was involved. */
export interface RollEvent extends GameEvent {
  readonly type: 'roll';
  readonly sides: number;
  readonly faces: readonly number[];
  readonly purpose: string;
  readonly ruleId: string;
  readonly figureIds: readonly string[];
  /** For a reroll: the faces before and the indices rolled again. */
  readonly rerolled?: { readonly before: readonly number[]; readonly indices: readonly number[] };
  /** Each die succeeds at this face or above (the dice log counts successes); absent: the sum matters. */
  readonly atLeast?: number;
}

export const isRollEvent = (e: GameEvent): e is RollEvent => e.type === 'roll';

/**
 * Why an action was refused: `reasonKey` for the UI to translate, `ruleId` of the rule behind it,
 * `params` for the sentence, and `message` in plain English ending with the rule ID
 * ("cannot shoot: target is in melee — LOTOW-SHOOT-MELEE-1").
 */
export interface Refusal {
  readonly reasonKey: string;
  readonly ruleId: string;
  readonly params?: Readonly<Record<string, JsonValue>>;
  readonly message: string;
}

export function refusal(reasonKey: string, ruleId: string, words: string, params?: Readonly<Record<string, JsonValue>>): Refusal {
  const base = { reasonKey, ruleId, message: `${words} — ${ruleId}` };
  return params === undefined ? base : { ...base, params };
}

/**
 * The most steps (actions, undos and redos) a game's log holds after its set-up entry. The engine
 * refuses a step past it (`logFullRefusal`) and a save file may hold no more (`MAX_SAVE_STEPS`,
 * checked before any replay), so whatever the engine applied, the loader loads.
 *
 * Why 100,000: a load is linear in the steps (issue 12), so the limit only bounds the whole load,
 * and at 100,000 a save still loads in a few seconds: 28–39 µs a step on the free table (2.8–3.9 s,
 * ≈ 6.5 MB of file; bench/longSave.bench.ts), ~0.5 ms a step for LOTOW moves. No game comes near
 * it — LOTOW's turn limit is at most 50 turns, ≈ 1,000 steps — so a lower limit would only risk
 * refusing a long free-table session, and a higher one would let a hostile file make a loader
 * replay for minutes.
 */
export const MAX_GAME_STEPS = 100_000;

/** `engine.logFull` when the log already holds `MAX_GAME_STEPS` steps (the next one would not load), else null. */
export function logFullRefusal(log: readonly unknown[]): Refusal | null {
  return log.length - 1 >= MAX_GAME_STEPS
    ? refusal('engine.logFull', 'ENGINE-LOG-FULL', `the game's log is full: ${MAX_GAME_STEPS} steps is the most a game holds (start a new game)`, { max: MAX_GAME_STEPS })
    : null;
}

/** The set-up rolls (e.g. the first initiative), logged before any action. */
export interface SetupLogEntry {
  readonly kind: 'setup';
  readonly seq: number;
  readonly turn: number;
  readonly flowLabel: string;
  readonly events: readonly GameEvent[];
}

/** An accepted action: the turn and flow it was taken in, and what it produced. */
export interface ActionLogEntry {
  readonly kind: 'action';
  readonly seq: number;
  readonly turn: number;
  /** The ruleset's `describeFlow(state).labelKey` before the action (e.g. `test.phase.move`). */
  readonly flowLabel: string;
  readonly action: Action;
  readonly events: readonly GameEvent[];
  /** Set when the action was taken back; it stays in the log (its dice were seen). */
  readonly undone?: true;
}

/** An undo: `undoes` is the `seq` of the action entry taken back. */
export interface UndoLogEntry {
  readonly kind: 'undo';
  readonly seq: number;
  readonly undoes: number;
}

/** A redo: the action entry `redoes` is live again, with the very result (and dice) it had. */
export interface RedoLogEntry {
  readonly kind: 'redo';
  readonly seq: number;
  readonly redoes: number;
}

export type LogEntry = SetupLogEntry | ActionLogEntry | UndoLogEntry | RedoLogEntry;

export interface Outcome {
  /** The winning side's id, or null for a draw. */
  readonly winner: string | null;
  /** Why the game ended: an i18n key and its params (ids in params named `…SideId` / `…FigureId`). */
  readonly reasonKey: string;
  readonly params?: Readonly<Record<string, JsonValue>>;
}

export interface GameState<Flow = unknown, FigState = unknown> {
  readonly schemaVersion: 1;
  readonly rulesetId: string;
  /** Every option of the ruleset, defaults filled in. */
  readonly options: ResolvedOptions;
  /** The seed the game started from (kept so a save needs nothing but the state and the first scenario). */
  readonly seed: number;
  /** The table with the figures where they stand now. */
  readonly scenario: Scenario;
  readonly turn: number;
  /** Side ids that may act now: the engine's only turn rule. */
  readonly actors: readonly string[];
  /** Ruleset-owned flow: phase, activation, action points, pending reactions… */
  readonly flow: Flow;
  /** Ruleset-owned per-figure state, keyed by figure id. */
  readonly figureState: Readonly<Record<string, FigState>>;
  /** The dice stream: sfc32 state (rng.ts). */
  readonly rng: RngState;
  readonly log: readonly LogEntry[];
  readonly outcome: Outcome | null;
}

export const ENGINE_ACTION_PREFIX = 'engine.';
