/**
 * The one way a game changes: `applyAction(ruleset, state, action)`. Pure, and it never throws for
 * a bad action — a malformed action, an unknown id, a side that may not act now, a finished game or
 * a rule the ruleset enforces all come back as a `Refusal` (reason key, rule ID, English words), with
 * the state untouched. A ruleset that throws is refused as `engine.internalError`; only a test's
 * `fixedDice` running out (a bug in the test) is let through.
 *
 * Forced dice: an action may carry `forcedDice` (the faces its rolls must show, in order). The
 * faces live in the action, so the log and a save file replay it exactly; the seeded stream is not
 * advanced. Only tests and the window test API set it (a hotseat game has nothing to hide). Too few
 * faces, or a face not on the die, is a refusal (`engine.forcedDice`), never a throw.
 *
 * Order: shape → game over → log full → side exists → every actor and target is a figure or a unit
 * (engine/pieces.ts) → every actor (`figureId`, `actorIds`) is the side's → side in `actors` →
 * `ruleset.check` → `ruleset.resolve` with the dice → log entry. A ruleset sees only actions
 * whose ids all exist.
 */
import type { DiceSource } from './dice';
import { DiceTestError, fixedDice, seededDice } from './dice';
import { isJsonValue, isPlainObject } from './json';
import { actionActorIds, pieceOf } from './pieces';
import { notActingRefusal, sideRefusal } from './sideMayAct';
import { makeResolveContext } from './resolveContext';
import type { Ruleset } from './ruleset';
import type { StateSnapshot } from './snapshot';
import { withoutLog } from './snapshot';
import type { Action, ActionLogEntry, GameEvent, GameState, Refusal } from './state';
import { ENGINE_ACTION_PREFIX, refusal } from './state';

export type ApplyResult<Flow = unknown, FigState = unknown> =
  | { readonly ok: true; readonly state: GameState<Flow, FigState>; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly refusal: Refusal };

export interface ApplyOptions {
  /** Where the faces come from (default: the seeded stream in the state). Tests pass `fixedDice`. */
  readonly dice?: DiceSource;
}

export const MAX_ACTION_TYPE_LENGTH = 64;
export const MAX_ID_LENGTH = 200;
export const MAX_TARGETS = 100;
export const MAX_FORCED_DICE = 200;

const ACTION_KEYS = new Set(['type', 'side', 'figureId', 'actorIds', 'targetIds', 'params', 'forcedDice', 'auto']);

/** A list of piece ids (actors or targets), or why not. */
function idListRefusal(ids: unknown, field: string): string | null {
  if (!Array.isArray(ids) || ids.length > MAX_TARGETS) return `${field} must be a list of at most ${MAX_TARGETS} figure or unit ids`;
  if (!ids.every((t) => typeof t === 'string' && t.length <= MAX_ID_LENGTH)) return `${field} must be figure or unit ids`;
  return null;
}

/** Why the action is malformed, or null. */
export function actionShapeRefusal(action: unknown): Refusal | null {
  const bad = (what: string) => refusal('engine.badAction', 'ENGINE-ACTION-SHAPE', `not a valid action: ${what}`, { what });
  if (!isPlainObject(action)) return bad('expected an object');
  for (const key of Object.keys(action)) if (!ACTION_KEYS.has(key)) return bad(`unknown field "${key.slice(0, 40)}"`);
  const { type, side, figureId, actorIds, targetIds, params } = action;
  if (typeof type !== 'string' || type.length === 0 || type.length > MAX_ACTION_TYPE_LENGTH) return bad(`type must be a text of 1–${MAX_ACTION_TYPE_LENGTH} characters`);
  if (type.startsWith(ENGINE_ACTION_PREFIX)) return bad(`type "${type}" is reserved for the engine`);
  if (typeof side !== 'string' || side.length > MAX_ID_LENGTH) return bad('side must be a side id');
  if (figureId !== undefined && (typeof figureId !== 'string' || figureId.length > MAX_ID_LENGTH)) return bad('figureId must be a figure or unit id');
  for (const [field, ids] of [['actorIds', actorIds], ['targetIds', targetIds]] as const) {
    const why = ids === undefined ? null : idListRefusal(ids, field);
    if (why !== null) return bad(why);
  }
  if (actorIds !== undefined) {
    const all = [...(figureId === undefined ? [] : [figureId]), ...(actorIds as string[])];
    if (new Set(all).size !== all.length) return bad('an actor is named twice (figureId and actorIds name each actor once)');
  }
  if (params !== undefined && !(isPlainObject(params) && isJsonValue(params))) return bad('params must be a JSON object');
  const { forcedDice } = action;
  if (forcedDice !== undefined && !(Array.isArray(forcedDice) && forcedDice.length <= MAX_FORCED_DICE && forcedDice.every((f) => Number.isInteger(f) && f >= 1 && f <= 100))) {
    return bad(`forcedDice must be a list of at most ${MAX_FORCED_DICE} whole faces 1–100`);
  }
  const { auto } = action;
  if (auto !== undefined && !(isPlainObject(auto) && isJsonValue(auto) && typeof auto.reasonKey === 'string' && auto.reasonKey.length > 0
    && auto.reasonKey.length <= MAX_ACTION_TYPE_LENGTH && (auto.params === undefined || isPlainObject(auto.params)))) {
    return bad('auto must be {"reasonKey": text, "params"?: object}');
  }
  return null;
}

/**
 * The engine's own checks (everything but the ruleset's rules), or null when they pass. Never throws.
 * Exported for `legalActions` and for validators that must name the first bad id.
 */
export function engineRefusal(state: GameState, action: unknown): Refusal | null {
  try {
    const shape = actionShapeRefusal(action);
    if (shape !== null) return shape;
    const a = action as Action;
    const side = sideRefusal(state, a.side);
    if (side !== null) return side;
    // Every actor and target is a figure or a unit; every actor is the acting side's.
    const actors = actionActorIds(a);
    for (const id of [...actors, ...(a.targetIds ?? [])]) {
      if (pieceOf(state.scenario, id) === undefined) {
        return refusal('engine.unknownFigure', 'ENGINE-UNKNOWN-ID', `there is no figure or unit "${id}"`, { id });
      }
    }
    for (const id of actors) {
      const p = pieceOf(state.scenario, id);
      if (p !== undefined && p.side !== a.side) {
        return refusal('engine.notYourFigure', 'ENGINE-OWN-FIGURE', `${p.name} belongs to side "${p.side}", not "${a.side}"`, { figureId: p.id, side: a.side });
      }
    }
    return notActingRefusal(state, a.side);
  } catch (error) {
    // Hostile objects (throwing getters, proxies) end here.
    return refusal('engine.badAction', 'ENGINE-ACTION-SHAPE', `not a valid action: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const internal = (error: unknown): Refusal =>
  refusal('engine.internalError', 'ENGINE-INTERNAL', `the rules failed on this action: ${error instanceof Error ? error.message : String(error)}`);

/** Apply one action. See the module comment for the order of checks. */
export function applyAction<Flow, FigState>(
  ruleset: Ruleset<Flow, FigState>,
  state: GameState<Flow, FigState>,
  action: unknown,
  options: ApplyOptions = {},
): ApplyResult<Flow, FigState> {
  const r = actionResult(ruleset, state, action, options);
  if (!r.ok) return r;
  return { ok: true, state: { ...r.next, log: [...state.log, r.entry] }, events: r.events };
}

export type ActionResult<Flow = unknown, FigState = unknown> =
  | { readonly ok: true; readonly next: StateSnapshot<Flow, FigState>; readonly entry: ActionLogEntry; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly refusal: Refusal };

/**
 * `applyAction` without the new log: the next state but its log, and the entry to append. For the
 * timeline's replay, which appends to a log it owns instead of copying the log at every step (a
 * copy a step is quadratic over a long game). Same checks, same result, never throws.
 */
export function actionResult<Flow, FigState>(
  ruleset: Ruleset<Flow, FigState>,
  state: GameState<Flow, FigState>,
  action: unknown,
  options: ApplyOptions = {},
): ActionResult<Flow, FigState> {
  const own = engineRefusal(state as GameState, action);
  if (own !== null) return { ok: false, refusal: own };
  const a = action as Action;
  try {
    const ruled = ruleset.check(state, a);
    if (ruled !== null) return { ok: false, refusal: ruled };
    const forced = a.forcedDice === undefined ? undefined : fixedDice(a.forcedDice);
    const seeded = options.dice === undefined && forced === undefined ? seededDice(state.rng) : undefined;
    const { ctx, events } = makeResolveContext(forced ?? options.dice ?? seeded!);
    const flowLabel = ruleset.describeFlow(state).labelKey;
    const resolved = ruleset.resolve(state, a, ctx);
    const all = [...events(), ...(resolved.events ?? [])];
    // One copy of the resolved state, without its log, with the dice stream moved on.
    const next = withoutLog(resolved.state) as { -readonly [K in keyof StateSnapshot<Flow, FigState>]: StateSnapshot<Flow, FigState>[K] };
    next.rng = seeded === undefined ? state.rng : seeded.rng();
    const entry: ActionLogEntry = { kind: 'action', seq: state.log.length, turn: state.turn, flowLabel, action: a, events: all };
    return { ok: true, next, entry, events: all };
  } catch (error) {
    if (error instanceof DiceTestError) {
      if (a.forcedDice === undefined) throw error;
      return { ok: false, refusal: refusal('engine.forcedDice', 'ENGINE-FORCED-DICE', `the forced dice do not fit this action: ${error.message}`, { forced: a.forcedDice.join(' ') }) };
    }
    return { ok: false, refusal: internal(error) };
  }
}

export type LegalAction =
  | { readonly action: Action; readonly legal: true }
  | { readonly action: Action; readonly legal: false; readonly refusal: Refusal };

/** `actions` (from `list`, which may throw) each judged as `applyAction` would: legal, or with its refusal. Never throws. */
function judged<Flow, FigState>(ruleset: Ruleset<Flow, FigState>, state: GameState<Flow, FigState>, list: () => Action[], side: string): LegalAction[] {
  let actions: Action[];
  try {
    actions = list();
  } catch (error) {
    return [{ action: { type: 'unknown', side }, legal: false, refusal: internal(error) }];
  }
  return actions.map((action) => {
    let r: Refusal | null;
    try {
      r = engineRefusal(state as GameState, action) ?? ruleset.check(state, action);
    } catch (error) {
      r = internal(error);
    }
    return r === null ? { action, legal: true } : { action, legal: false, refusal: r };
  });
}

/** The figure's candidate actions now, each legal or with the refusal it would get. */
export const legalActions = <Flow, FigState>(ruleset: Ruleset<Flow, FigState>, state: GameState<Flow, FigState>, figureId: string): LegalAction[] =>
  judged(ruleset, state, () => ruleset.candidateActions(state, figureId), '');

/** The side's own actions now (`sideActions`: End phase, End turn…), each legal or with the refusal it would get. */
export const legalSideActions = <Flow, FigState>(ruleset: Ruleset<Flow, FigState>, state: GameState<Flow, FigState>, side: string): LegalAction[] =>
  judged(ruleset, state, () => ruleset.sideActions(state, side), side);
