/**
 * The contract between the engine and a rule system. The engine holds no ruleset's rules: it checks
 * the action's shape, ids and `actors`, hands a dice context to the ruleset, and logs.
 *
 * Why `actors` and not a built-in phase/turn machine: phases with initiative, activations with
 * turnovers and action points with reactions differ in who may act next, and nothing else the
 * engine must know. A ruleset resolves each action into a new `actors` list (and its own `flow`),
 * so all three fit without a special case here. boardgame.io's `flow.ts` shows the cost of the
 * alternative: a general phase/stage/turn-order machine every game must be bent to fit.
 */
import type { Vec2 } from '../geometry/point';
import type { DieSides } from './dice';
import type { JsonValue } from './json';
import type { Scenario } from './model';
import type { OutcomeReader } from './outcomeTypes';
import type { UnitReach } from './unitReach';
import type { Action, GameEvent, GameState, OptionValue, Refusal, ResolvedOptions } from './state';

/** How a game's readouts show lengths (Ruleset.lengthUnit): inches (`10.0″`) or centimetres (`25.4 cm`). */
export type LengthUnit = 'in' | 'cm';

/** House rules, options and the catalog's ambiguities the players settle before a game. */
export type OptionKind = 'option' | 'houseRule' | 'ambiguity';

interface OptionSpecBase {
  readonly key: string;
  readonly kind: OptionKind;
  /** i18n key of the label the UI shows. */
  readonly labelKey: string;
  /** The rules catalog ID the option comes from. */
  readonly catalogId: string;
  /**
   * For an option added after games were saved: the value a save that does not name it replays
   * with — the behaviour the game was played under (a save records every option it knew, so a
   * missing key means "before this option"). New games take `default`. Loading fills it in
   * (`optionsOfSave`, engine/options.ts) and compares the hash over the options the file names
   * (scenario/hashAsSaved.ts). Absent: old saves take `default`, fine only when the option changes
   * nothing an old save's steps did.
   */
  readonly legacyDefault?: boolean | number | string;
}

export type OptionSpec =
  | (OptionSpecBase & { readonly type: 'boolean'; readonly default: boolean })
  | (OptionSpecBase & { readonly type: 'number'; readonly default: number; readonly min: number; readonly max: number; readonly integer?: boolean })
  | (OptionSpecBase & { readonly type: 'enum'; readonly default: string; readonly choices: readonly string[] });

/** A problem in input the ruleset validates (a figure profile, options): path into the JSON. */
export interface RulesetProblem {
  readonly path: string;
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface RollRequest {
  readonly count: number;
  readonly sides: DieSides;
  /** What the roll is for, e.g. `initiative`, `shoot.hit` (a key the UI translates). */
  readonly purpose: string;
  readonly ruleId: string;
  readonly figureIds: readonly string[];
  /** Each die succeeds at this face or above; recorded in the roll event for the dice log. */
  readonly atLeast?: number;
  /** Anything else the dice log shows with the roll (e.g. a label the player typed). */
  readonly params?: Readonly<Record<string, JsonValue>>;
}

/** What a ruleset may do while it sets up or resolves: roll (each roll is logged) and emit events. */
export interface ResolveContext {
  roll(req: RollRequest): number[];
  /** Roll the dice at `indices` of `faces` again; logs a roll event with the faces before. */
  reroll(faces: readonly number[], indices: readonly number[], req: Omit<RollRequest, 'count'>): number[];
  emit(event: GameEvent): void;
}

export interface SetupResult<Flow, FigState> {
  readonly flow: Flow;
  readonly figureState: Readonly<Record<string, FigState>>;
  readonly actors: readonly string[];
  readonly turn: number;
}

export interface FlowDescription {
  readonly turn: number;
  /** i18n key, e.g. `lotow.phase.shoot`. */
  readonly labelKey: string;
  readonly params: Readonly<Record<string, JsonValue>>;
}

export interface Ruleset<Flow = unknown, FigState = unknown> {
  readonly id: string;
  readonly options: readonly OptionSpec[];
  /**
   * The rules read which way a figure or unit faces: a move may end with a new `facingDeg`, and the
   * board offers the rotate handle, Q / E and the two-finger twist. Absent or false: facing is
   * drawn but never changed by the board (a turn would be a move the rules count for nothing).
   */
  readonly usesFacing?: boolean;
  /**
   * The unit the ruleset's players measure the table in: every readout of its game (the board's
   * heights, the panels, the rulers) shows lengths in it. Display only: the core, this interface and
   * every number in it stay in inches. Absent: inches.
   */
  readonly lengthUnit?: LengthUnit;
  /** Problems with a figure's profile; paths are relative to the profile (`moveIn`). */
  profileProblems(profile: Readonly<Record<string, unknown>>): RulesetProblem[];
  /** Problems with a unit's profile (`Scenario.units[i].profile`); paths relative to it. Absent: every unit profile is accepted. */
  unitProfileProblems?(profile: Readonly<Record<string, unknown>>): RulesetProblem[];
  /** Problems with the scenario as a whole that no one profile shows (a Group without its one Leader); paths from the scenario's root (`units[1]`). Absent: none. */
  scenarioProblems?(scenario: Scenario): RulesetProblem[];
  /** The state at the start of the game (may roll, e.g. for the first initiative). */
  setup(scenario: Scenario, options: ResolvedOptions, ctx: ResolveContext): SetupResult<Flow, FigState>;
  /**
   * The actions this figure might take now, legal or not (continuous choices such as a move's end
   * point are sampled). The engine's `legalActions` runs each through its own checks and `check`, so
   * a ruleset writes its rules once, in `check`.
   */
  candidateActions(state: GameState<Flow, FigState>, figureId: string): Action[];
  /** Pure: why this action is not allowed now, or null. Called after the engine's own checks. */
  check(state: GameState<Flow, FigState>, action: Action): Refusal | null;
  /**
   * Carry out an action `check` allowed. The returned state's `rng` and `log` are ignored (the engine
   * owns them); dice come through `ctx`. Returned events are logged after the ones emitted on `ctx`.
   */
  resolve(state: GameState<Flow, FigState>, action: Action, ctx: ResolveContext): { state: GameState<Flow, FigState>; events?: readonly GameEvent[] };
  /** The turn and flow for banners and the CLI. */
  describeFlow(state: GameState<Flow, FigState>): FlowDescription;
  /**
   * Actions a side takes that belong to no figure (end the phase, pass, end the turn), legal or not:
   * the UI shows each as a button with `describeAction`'s label and the refusal as its reason.
   */
  sideActions(state: GameState<Flow, FigState>, side: string): Action[];
  /** How the action log and the buttons name an action: an i18n key and its parameters. */
  describeAction(state: GameState<Flow, FigState>, action: Action): ActionDescription;
  /**
   * Where this figure may end a move now, for the board to shade, computed by the rules. Absent
   * (or null) when the ruleset has no measured movement (the free table) or the figure may not
   * move. The ruleset's `check` of a `move` must agree with it cell for cell.
   */
  movementArea?(state: GameState<Flow, FigState>, figureId: string): MovementArea | null;
  /**
   * What a board drag's `move` (engine/intents.ts `moveAction`, or a unit's manoeuvre) stands for
   * under these rules: the action the drop dispatches and its ghost is judged by — a run past the
   * Move, a charge into base contact, a crawl for a pinned figure. Pure; the result goes through
   * `check` like any action. Absent: the move itself.
   */
  dragMove?(state: GameState<Flow, FigState>, move: Action): Action;
  /**
   * The surface a drop of this figure at `end` (inches) stands on — a standable piece id, or null
   * for the table — which the board's move names in `params.standsOn` and its readouts show. Where
   * surfaces are stacked (the street under a balcony) the rules choose, not the board. Absent: the
   * engine's default (dropSurface.ts: the movement area's choice, else the ruleset's `surfaceAt`).
   */
  dropSurface?(state: GameState<Flow, FigState>, figureId: string, end: Vec2): string | null;
  /**
   * A unit's reach for a chosen manoeuvre (engine/unitReach.ts: where its front edge can end on
   * what is left of its allowance), for the board to draw before the drag. Must agree with `check`:
   * a manoeuvre of that kind within the reach is one `check` does not refuse for its cost. Null: the
   * unit may not make that manoeuvre now.
   */
  unitReach?(state: GameState<Flow, FigState>, unitId: string, kind: 'advance' | 'wheel'): UnitReach | null;
  /**
   * What the rules track about a figure now, one line each for its card (movement spent, hits
   * waiting for a wound roll, hidden, tethered…). Absent or empty when there is nothing to say.
   */
  figureStatus?(state: GameState<Flow, FigState>, figureId: string): ActionDescription[];
  /**
   * How far the figure may have moved this turn and still shoot each of its weapons (LOTOW's
   * LOTOW-SHOOT-MOVE-1), for the Move phase's rings and drag line. `limitIn` is in the units of
   * `MovementArea.usedIn` (allowance spent this turn in the current mode). Absent or empty: no limits.
   */
  shootAfterMoveLimits?(state: GameState<Flow, FigState>, figureId: string): readonly ShootAfterMoveLimit[];
  /**
   * A point this piece may choose along a path now — the black-powder reaction's point on the
   * enemy's pending move (BP-REACT-1) — for the board to draw (the path, the stretches where the
   * choice is allowed) and to pick: the board's action is `action` with `params[alongParam]` set to
   * the inches along the path of the point picked. Null: nothing to choose.
   */
  pathChoice?(state: GameState<Flow, FigState>, pieceId: string): PathChoice | null;
  /**
   * What an action would do, before any die is rolled (a shot's range, visibility, In the Way list
   * and chances): for the panel beside the board. Null when the ruleset has nothing to show for it.
   * Pure; may look at lines of sight. Must agree with `check` (its `refusal` is `check`'s answer).
   */
  previewAction?(state: GameState<Flow, FigState>, action: Action): ActionPreview | null;
  /**
   * What the rules make of `observerId` looking at `targetId` now — visible, in cover or blocked,
   * by which rule — computed by the same code the shot's `check` uses (one answer per fact), for the
   * line-of-sight tool to show beside the geometric share. Null: the figures are unknown or the
   * ruleset judges no sight (the free table: geometry only). Pure.
   */
  sightVerdict?(state: GameState<Flow, FigState>, observerId: string, targetId: string): SightVerdict | null;
  /**
   * The named lengths the rules measure in (SBH's sticks), shortest first, for the Measure tool to
   * say which one a distance is within. Absent or empty: inches only.
   */
  measureBands?(state: GameState<Flow, FigState>): readonly MeasureBand[];
  /** How the ruleset's events read as outcomes, roll verdicts and names (engine/outcomeTypes.ts); absent: nothing to report. */
  readonly outcome?: OutcomeReader;
}

/** A choice of a point along a path (Ruleset.pathChoice). Inches. */
export interface PathChoice {
  /** The figure that moves along the path (the one the point is on). */
  readonly moverId: string;
  /** The path, start first, inches. */
  readonly path: readonly Vec2[];
  /** Where along the path (inches from its start) a point may be chosen: disjoint, in order. */
  readonly runs: readonly { readonly fromIn: number; readonly toIn: number }[];
  /** The action to take, without the point: the board sets `params[alongParam]`. */
  readonly action: Action;
  readonly alongParam: string;
  /** An i18n key (and params) naming the choice for the board's hint ("fire at Arnaud along his move"). */
  readonly labelKey: string;
  readonly params: Readonly<Record<string, JsonValue>>;
}

/** One named length of the rules: an i18n key (`sbh.stick.short`), its length in inches and, when the rules define it in cm, in cm. */
export interface MeasureBand {
  readonly labelKey: string;
  readonly lengthIn: number;
  readonly lengthCm?: number;
}

/**
 * A ruleset's answer on one line of sight. `visibleFraction` is the share the rules used (0–1: the
 * raycast's, with the figures and pieces the rules leave out, or a dispute roll's override as 0/1).
 * `reasonKey` + `params` say why in words (params ending in `FigureId` / `PieceId` hold ids).
 */
export interface SightVerdict {
  readonly verdict: 'visible' | 'cover' | 'blocked';
  readonly ruleId: string;
  readonly reasonKey: string;
  readonly params: Readonly<Record<string, JsonValue>>;
  readonly visibleFraction: number;
  /**
   * What the rules count In the Way on this line, in order from the observer (absent: the ruleset
   * rolls no In the Way): so the tool's row for a piece or figure says what the rules make of it —
   * above all for area terrain, which stops no ray (hides 0 % to the geometry) yet may be rolled for.
   */
  readonly inTheWay?: readonly SightInTheWay[];
}

/** One In the Way of a `SightVerdict`: the piece or figure, its d6 value, the share of the target the rules give it (0–1), and whether it is rolled for. */
export interface SightInTheWay {
  readonly kind: 'piece' | 'figure';
  readonly id: string;
  readonly value: number;
  readonly hiddenFraction: number;
  readonly rolled: boolean;
  readonly ruleId: string;
}

/**
 * A preview of one action. `lines` are facts in order (range, moved, visible share…); `chances`
 * are the steps of its dice in order, each with its exact probability (engine/odds.ts) as a
 * fraction `num/den` in decimal strings (JSON has no bigint). `sight` is the line of sight the rules
 * used, so the board draws the same rays the rules judged.
 */
export interface ActionPreview {
  readonly refusal: Refusal | null;
  readonly lines: readonly ActionDescription[];
  readonly chances: readonly PreviewChance[];
  readonly sight?: PreviewSight;
  /** Each shooting figure's arc as the rules judged it (BATTLESYSTEM's 90° front arcs), for the board to draw. */
  readonly arcs?: readonly PreviewArc[];
  /** Figures the rules single out (the target figures the shooters see), for the board to ring. */
  readonly markedFigureIds?: readonly string[];
}

/** One figure's arc: centred on its facing (compass degrees), `arcDeg` wide in all, drawn `reachIn` out; `fires` when the rules let it shoot. */
export interface PreviewArc {
  readonly figureId: string;
  readonly facingDeg: number;
  readonly arcDeg: number;
  readonly reachIn: number;
  readonly fires: boolean;
}

export interface PreviewChance {
  /** i18n key and params naming the step ("to hit on 4+", "past the fence, 3+"). */
  readonly labelKey: string;
  readonly params: Readonly<Record<string, JsonValue>>;
  /** Exact probability as decimal strings: `num` / `den`. */
  readonly num: string;
  readonly den: string;
  /** The rule the step comes from. */
  readonly ruleId: string;
  /** True for the overall chance (drawn apart from the steps). */
  readonly total?: boolean;
}

export interface PreviewSight {
  readonly observerId: string;
  readonly targetId: string;
  readonly ignoreFigureIds: readonly string[];
  readonly ignorePieceIds: readonly string[];
  /** The visible share the rules used (0–1) and whether a dispute roll overrode it. */
  readonly visibleFraction: number;
  readonly overridden: boolean;
}

/** How a cell of a movement area is reached (`run`: only by a run, the mover then counting as running). */
export const REACH = { none: 0, sure: 1, afterTest: 2, fall: 3, run: 4 } as const;
export type ReachTier = (typeof REACH)[keyof typeof REACH];

/**
 * A figure's reach as a grid of base-centre positions. Cell (c, r) covers
 * [originXIn + c·cellIn, +cellIn) × [originYIn + r·cellIn, +cellIn); index r·cols + c.
 * One layer per surface the figure could stand on (null: the table). Not game state: derived data,
 * recomputed from the state (typed arrays are fine here).
 */
export interface MovementArea {
  readonly figureId: string;
  /** The whole move this turn in the current mode, and what is already spent, inches. */
  readonly allowanceIn: number;
  readonly usedIn: number;
  readonly cellIn: number;
  readonly originXIn: number;
  readonly originYIn: number;
  readonly cols: number;
  readonly rows: number;
  /**
   * The table first, then the raised surfaces from low to high by their tops: where layers overlap
   * (the street under a balcony) a drop ends on the last that reaches the cell (movementArea.ts
   * `destinationSurface`, `dropLayerOfCells`), and the board shades that layer's tier alone.
   */
  readonly layers: readonly MovementLayer[];
  /**
   * How the board shows a move's length: inches, or inches with centimetres beside them for rules
   * written in cm (SBH's sticks). Absent = inches. Display only: every number here stays in inches.
   */
  readonly units?: 'in' | 'inAndCm';
}

/** One weapon's move limit (Ruleset.shootAfterMoveLimits). */
export interface ShootAfterMoveLimit {
  /** Stable id of the weapon (`rifle`). */
  readonly weaponId: string;
  /** i18n key of its name. */
  readonly labelKey: string;
  /** The most the figure may have moved this turn and still fire it, inches (0: only standing still). */
  readonly limitIn: number;
  readonly ruleId: string;
}

export interface MovementLayer {
  readonly surfaceId: string | null;
  /** REACH tier per cell. */
  readonly tiers: Uint8Array;
  /** Allowance a move to the cell costs (inches, from where the figure stands now); Infinity when out of reach. */
  readonly costIn: Float32Array;
}

/**
 * An action's name for people. Params whose key ends in `FigureId` or `SideId` hold ids the UI
 * turns into names; numbers ending in `In` are inches.
 */
export interface ActionDescription {
  readonly labelKey: string;
  readonly params: Readonly<Record<string, JsonValue>>;
}

export type { OptionValue };
