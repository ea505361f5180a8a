/**
 * What the hotseat panels draw, computed from the game: the turn banner, undo/redo and the side
 * actions with their legality (the action log and the dice log are in logSelectors.ts, the New game
 * dialog's choices in newGameSelectors.ts: only panels in a chunk read them). Each selector is
 * memoised on the identity of its inputs (the game record, the replay view, the registry), so a drag
 * or a camera move recomputes none of them, and a component that subscribes gets the same object back
 * until the game changes.
 *
 * The views hold keys and parameters, never display text: the UI translates. Parameters whose key
 * ends in `FigureId` / `SideId` (or is `figureId` / `side`) arrive here as ids and leave as names
 * (the ruleset contract in engine/ruleset.ts); numbers ending in `In` stay numbers (inches) for the
 * UI to format. Every call into a ruleset is guarded: a throwing ruleset gives a readable fallback,
 * never a crash of the panels.
 */
import { engineRefusal } from '../engine/applyAction';
import type { JsonValue } from '../engine/json';
import type { Scenario } from '../engine/model';
import type { Ruleset } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import { stateWithLog } from '../engine/snapshot';
import type { Action, GameState, Refusal } from '../engine/state';
import type { GameRecord } from './gameSlice';
import type { ReplayView } from './playSlice';
import { memoLast } from './memoLast';
import { replayFrame } from './replayFrame';
import type { StoreState } from './storeState';
import type { FigureNames } from './figureNames';
import { pieceOf } from '../engine/pieces';

export type LabelValue = string | number | boolean | null;

/** A translation key with its parameters, ids already turned into names. */
export interface Label {
  readonly key: string;
  readonly params: Readonly<Record<string, LabelValue>>;
}

/** A side as the panels show it: its name in its colour. */
export interface SideView {
  readonly id: string;
  readonly name: string;
  readonly color: string;
}

const isFigureIdKey = (k: string): boolean => k === 'figureId' || k.endsWith('FigureId');
const isSideIdKey = (k: string): boolean => k === 'side' || k.endsWith('SideId');

export function sideView(scenario: Scenario | null | undefined, id: string): SideView {
  const side = scenario?.sides.find((s) => s.id === id);
  return { id, name: side?.name ?? id, color: side?.color ?? '#c9b899' };
}

const scenarioFigureName = (scenario: Scenario | null | undefined, id: string): string =>
  (scenario === null || scenario === undefined ? undefined : pieceOf(scenario, id)?.name) ?? id;

/**
 * A key and the ruleset's JSON params as a label: id params become names, lists of ids
 * (`…FigureIds`, `…SideIds`) a list of names; other lists and objects are left out. Figure names
 * come from `names` when given (the whole game's, gone figures too: figureNames.ts), else `scenario`.
 */
export function labelOf(scenario: Scenario | null | undefined, key: string, params: Readonly<Record<string, JsonValue>> | undefined, names?: FigureNames): Label {
  const out: Record<string, LabelValue> = {};
  const nameOf = names ?? ((id: string): string => scenarioFigureName(scenario, id));
  for (const [k, v] of Object.entries(params ?? {})) {
    if (typeof v === 'string' && isFigureIdKey(k)) out[k] = nameOf(v);
    else if (typeof v === 'string' && isSideIdKey(k)) out[k] = sideView(scenario, v).name;
    else if (Array.isArray(v) && (k.endsWith('FigureIds') || k.endsWith('SideIds'))) {
      const names = v.filter((x): x is string => typeof x === 'string')
        .map((id) => (k.endsWith('FigureIds') ? nameOf(id) : sideView(scenario, id).name));
      out[k] = names.join(', ');
    } else if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  }
  return { key, params: out };
}

const refused = (reasonKey: string, ruleId: string, words: string): Refusal => ({ reasonKey, ruleId, message: `${words} — ${ruleId}` });
const internal = (error: unknown): Refusal =>
  refused('engine.internalError', 'ENGINE-INTERNAL', `the rules failed: ${error instanceof Error ? error.message : String(error)}`);

/**
 * Why the players may not act on the game now, whatever the rules say (the same reasons, keys and
 * rule IDs the store refuses with): the replay viewer is open, the device is being handed over,
 * there is no game or its ruleset is missing.
 */
import { sessionBlock } from './playBlock';

export { sessionBlock };

export function describeFlowSafe(ruleset: Ruleset | undefined, state: GameState): { turn: number; label: Label } {
  try {
    if (ruleset !== undefined) {
      const flow = ruleset.describeFlow(state);
      return { turn: flow.turn, label: labelOf(state.scenario, flow.labelKey, flow.params) };
    }
  } catch {
    // Fall through: the turn number is the engine's own.
  }
  return { turn: state.turn, label: { key: 'flow.unknown', params: {} } };
}

export function describeActionSafe(ruleset: Ruleset | undefined, state: GameState, action: Action): Label {
  // A pass the app took by itself reads as its reason ("the Posse had nothing to do — passed").
  if (action.auto !== undefined) return labelOf(state.scenario, action.auto.reasonKey, action.auto.params ?? {});
  try {
    if (ruleset !== undefined) {
      const d = ruleset.describeAction(state, action);
      return labelOf(state.scenario, d.labelKey, d.params);
    }
  } catch {
    // Fall through to the action's type.
  }
  return { key: 'log.unknownAction', params: { type: typeof action.type === 'string' ? action.type : '?' } };
}

// ---------------------------------------------------------------------------------------------
// The turn banner

export interface BannerView {
  readonly turn: number;
  /** The ruleset's flow label (`free.flow.turn`, `lotow.phase.shoot`, …). */
  readonly flow: Label;
  /** The sides that may act now, in the order the state lists them. */
  readonly acting: readonly SideView[];
  /** The ruleset the game is played with. */
  readonly rulesetId: string;
  /** The ruleset the scenario asked for when the game runs on another one (see `GameRecord`). */
  readonly requestedRulesetId: string | null;
  /** Whether that asked-for ruleset is installed (then the players chose another one). */
  readonly requestedInstalled: boolean;
  readonly outcome: { readonly winner: SideView | null; readonly reason: Label } | null;
  /** With the replay viewer open: the step shown (0 = the set-up) of how many; the banner then describes that step. */
  readonly replay: { readonly step: number; readonly steps: number } | null;
}

const bannerView = memoLast((game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): BannerView | null => {
  const frame = replay === null ? game?.timeline.present : replayFrame(replay);
  if (frame === undefined) return null;
  const ruleset = registry.get(frame.rulesetId);
  const flow = describeFlowSafe(ruleset, frame);
  const requested = game?.requestedRulesetId ?? null;
  return {
    turn: flow.turn,
    flow: flow.label,
    acting: frame.actors.map((id) => sideView(frame.scenario, id)),
    rulesetId: frame.rulesetId,
    requestedRulesetId: requested,
    requestedInstalled: requested !== null && registry.get(requested) !== undefined,
    outcome: frame.outcome === null ? null : {
      winner: frame.outcome.winner === null ? null : sideView(frame.scenario, frame.outcome.winner),
      reason: labelOf(frame.scenario, frame.outcome.reasonKey, frame.outcome.params ?? {}),
    },
    replay: replay === null ? null : { step: replay.index, steps: Math.max(0, replay.frames.length - 1) },
  };
});

export const selectBanner = (s: StoreState): BannerView | null => bannerView(s.game, s.replay, s.registry);


// ---------------------------------------------------------------------------------------------
// Undo and redo

export interface HistoryView {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Why undo is not possible now (for the button's title), or null. */
  readonly undoRefusal: Refusal | null;
  readonly redoRefusal: Refusal | null;
  /** What undo would take back / redo put back. */
  readonly undoTarget: Label | null;
  readonly redoTarget: Label | null;
}

const historyView = memoLast((game: GameRecord | null, replay: ReplayView | null, handoverSideId: string | null, registry: RulesetRegistry): HistoryView => {
  const block = sessionBlock(game, replay, handoverSideId, registry);
  const tl = game?.timeline;
  const undoable = tl !== undefined && tl.past.length > 0;
  const redoable = tl !== undefined && tl.future.length > 0;
  const ruleset = tl === undefined ? undefined : registry.get(tl.present.rulesetId);
  /** The action at `seq` of the game's log, described in the state it was taken in (as its log row is). */
  const labelFor = (seq: number, before: GameState): Label | null => {
    const e = tl?.present.log[seq];
    return e?.kind === 'action' ? describeActionSafe(ruleset, before, e.action) : null;
  };
  // The timeline's snapshots name the action beside them: undo takes back the action taken from the
  // last past state; redo puts back one taken from the table as it stands now (the undo restored it).
  const previous = tl?.past[tl.past.length - 1];
  const next = tl?.future[tl.future.length - 1];
  return {
    canUndo: block === null && undoable,
    canRedo: block === null && redoable,
    undoRefusal: block ?? (undoable ? null : refused('engine.nothingToUndo', 'ENGINE-UNDO', 'there is nothing to undo')),
    redoRefusal: block ?? (redoable ? null : refused('engine.nothingToRedo', 'ENGINE-REDO', 'there is nothing to redo')),
    undoTarget: tl === undefined || previous === undefined ? null : labelFor(previous.actionSeq, stateWithLog(previous.state, tl.present.log, previous.logLength)),
    redoTarget: tl === undefined || next === undefined ? null : labelFor(next.actionSeq, tl.present),
  };
});

export const selectHistory = (s: StoreState): HistoryView => historyView(s.game, s.replay, s.handoverSideId, s.registry);

// ---------------------------------------------------------------------------------------------
// Side actions and the acting sides

export interface SideActionView {
  readonly action: Action;
  readonly label: Label;
  /** Why it may not be taken now (the rules' refusal, or the session's), or null. */
  readonly refusal: Refusal | null;
}

export interface SideActionsView {
  readonly side: SideView;
  readonly actions: readonly SideActionView[];
}

const sideActionsView = memoLast((game: GameRecord | null, replay: ReplayView | null, handoverSideId: string | null, registry: RulesetRegistry): readonly SideActionsView[] => {
  if (game === null) return [];
  const state = game.timeline.present;
  const ruleset = registry.get(state.rulesetId);
  if (ruleset === undefined) return [];
  const block = sessionBlock(game, replay, handoverSideId, registry);
  return state.actors.map((sideId) => {
    let actions: Action[];
    try {
      actions = ruleset.sideActions(state, sideId);
    } catch (error) {
      return { side: sideView(state.scenario, sideId), actions: [{ action: { type: 'unknown', side: sideId }, label: { key: 'log.unknownAction', params: { type: '?' } }, refusal: internal(error) }] };
    }
    return {
      side: sideView(state.scenario, sideId),
      actions: actions.map((action) => {
        let refusal: Refusal | null;
        try {
          refusal = block ?? engineRefusal(state, action) ?? ruleset.check(state, action);
        } catch (error) {
          refusal = internal(error);
        }
        return { action, label: describeActionSafe(ruleset, state, action), refusal };
      }),
    };
  });
});

/** For each side that may act now: the actions it takes that belong to no figure (End turn…), each with its refusal. */
export const selectSideActions = (s: StoreState): readonly SideActionsView[] => sideActionsView(s.game, s.replay, s.handoverSideId, s.registry);

export interface ActingView {
  /** The sides that may act in the game in progress. */
  readonly sides: readonly SideView[];
  /** Why nobody may act now whatever the rules say (replay, handover, no game), or null. */
  readonly block: Refusal | null;
}

const actingView = memoLast((game: GameRecord | null, replay: ReplayView | null, handoverSideId: string | null, registry: RulesetRegistry): ActingView => {
  const state = game?.timeline.present;
  return {
    sides: state === undefined ? [] : state.actors.map((id) => sideView(state.scenario, id)),
    block: sessionBlock(game, replay, handoverSideId, registry),
  };
});

export const selectActing = (s: StoreState): ActingView => actingView(s.game, s.replay, s.handoverSideId, s.registry);

/** The side the device is being passed to, with its name and colour, or null. */
const handoverView = memoLast((game: GameRecord | null, sideId: string | null): SideView | null =>
  sideId === null ? null : sideView(game?.timeline.present.scenario, sideId));

export const selectHandover = (s: StoreState): SideView | null => (s.replay === null ? handoverView(s.game, s.handoverSideId) : null);
