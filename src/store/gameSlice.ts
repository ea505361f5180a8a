/**
 * The game slice: what a save file holds — the game (its timeline: the present state, what can be
 * undone and redone), the scenario it started from, and where it is autosaved. Every change is an
 * action applied by the engine through the game's ruleset; a refused action leaves the game as it
 * was and puts the refusal, with its rule ID, on the status line.
 *
 * The table the board draws is derived (`scenarioSelectors.ts`), never kept here.
 * After every accepted change the game is autosaved (the saves slice writes it in the background).
 */
import type { StateCreator } from 'zustand';
import type { Vec2 } from '../geometry/point';
import { moveAction } from '../engine/intents';
import type { Scenario } from '../engine/model';
import { newGame } from '../engine/replay';
import type { Ruleset, RulesetProblem } from '../engine/ruleset';
import type { RulesetCatalog } from '../engine/rulesetRegistry';
import type { SaveFileV1, SaveProblem } from '../engine/saveFile';
import { serializeSave } from '../engine/saveFile';
import type { Action, GameEvent, OptionValue, Refusal } from '../engine/state';
import type { Timeline } from '../engine/timeline';
import { startTimeline, timelineApply } from '../engine/timeline';
import { parseSaveText } from '../scenario/loadSave';
import { rulesetLoadProblem } from './rulesetLoadProblem';
import { parseScenario } from '../scenario/parseScenario';
import { serializeScenario } from '../scenario/serializeScenario';
import { redoPlayerStep, undoPlayerStep, withAutoPasses } from './autoPass';
import type { GameRecord } from './gameRecord';
import { sessionBlock } from './playBlock';
import { NO_PREVIEW } from './previewSlice';
import { moveSurface } from './selectors';
import { ruledDrag } from './rulesVerdict';
import type { Message } from './messages';
import type { StoreDeps } from './storeDeps';
import type { StoreState } from './storeState';

export type { GameRecord } from './gameRecord';
export { saveMeta } from './gameRecord';

export interface NewGameSettings {
  /** Default: the scenario's ruleset when installed, else the registry's fallback (the free table in the app). */
  readonly rulesetId?: string;
  /** Options not given take the ruleset's defaults. */
  readonly options?: Readonly<Record<string, OptionValue>>;
  /** Default: a fresh seed from `deps.newSeed`. */
  readonly seed?: number;
}

export type StartOutcome = { readonly ok: true } | { readonly ok: false; readonly problems: readonly RulesetProblem[] };
export type DispatchOutcome =
  | { readonly ok: true; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly refusal: Refusal };
export type ResumeOutcome = { readonly ok: true } | { readonly ok: false; readonly problems: readonly SaveProblem[] };

export interface GameSlice {
  /** Where the scenario came from (a URL path or a file name), for the top bar and error messages. */
  readonly scenarioSource: string | null;
  readonly game: GameRecord | null;
  /** The rulesets this store can play (the shipped ones in the app), loaded or loadable (`rulesetSlice.ts`). */
  readonly registry: RulesetCatalog;

  /** Start a new game on this scenario (the game in progress stays in the saved games). */
  loadScenario(scenario: Scenario, source: string, settings?: NewGameSettings): StartOutcome;
  /** A new game on the scenario the game in progress started from, with these settings. */
  restartGame(settings: NewGameSettings): StartOutcome;
  /**
   * Faces the next action that reaches the rules must roll (set by the window test API's
   * `forceDice`), or null. Never saved: the faces go into that action (`Action.forcedDice`), so the
   * log and a replay hold them.
   */
  readonly forcedDice: readonly number[] | null;
  /** The next action dispatched from any path (a button, a drop, the test API) carries these faces; null forgets them. */
  forceDice(faces: readonly number[] | null): void;
  /** Apply a player's action through the rules (with the forced dice, if any: see `forcedDice`). */
  dispatch(action: Action): DispatchOutcome;
  /** Move a figure along `path` (the points after its start, inches) — the board's drop. */
  /** A figure's move along `path` (after its start), ending with `facingDeg` when given (rules that use facing). */
  moveFigure(figureId: string, path: readonly Vec2[], facingDeg?: number): DispatchOutcome;
  undo(): DispatchOutcome;
  redo(): DispatchOutcome;
  /** Load a save file's text (an import, or a saved game); the game in progress is kept on failure. */
  resumeSaveText(text: string, source: string, id?: string): ResumeOutcome;
  /** The save file of the game in progress. */
  exportSave(): SaveFileV1 | null;
}

/** A refusal as a status message: its key, its params (scalars), its rule ID, and its English words as the fallback. */
export function refusalMessage(r: Refusal): Message {
  const params: Record<string, string | number> = { ruleId: r.ruleId, fallback: r.message };
  for (const [k, v] of Object.entries(r.params ?? {})) {
    if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  }
  return { key: r.reasonKey, params, tone: 'error' };
}

const refused = (reasonKey: string, ruleId: string, words: string): Refusal => ({ reasonKey, ruleId, message: `${words} — ${ruleId}` });

export function rulesetOf(deps: StoreDeps, game: GameRecord | null): Ruleset | undefined {
  return game === null ? undefined : deps.registry.get(game.timeline.present.rulesetId);
}

export const createGameSlice = (deps: StoreDeps): StateCreator<StoreState, [['zustand/immer', never]], [], GameSlice> => (set, get) => {
  /** Autosave in the background (the saves slice: a failed write is its notice, and changes nothing else). */
  const autosave = (game: GameRecord): void => get().autosave(game);

  /** Put a new timeline in place: the board's scenario follows, the acting side may need the device. */
  const commit = (game: GameRecord, timeline: Timeline, handsOver: boolean): void => {
    const before = game.timeline.present.actors;
    const next: GameRecord = { ...game, timeline };
    const after = timeline.present.actors;
    // Undo and redo never raise the screen (bug 14): the player at the device is the one who asked.
    const handTo = handsOver && after.length === 1 && !before.includes(after[0]!) ? after[0]! : null;
    const s = get();
    // Plain `set` (no immer draft): the timeline is engine data, replaced whole, never edited in place.
    set({
      game: next,
      status: null,
      handoverSideId: s.handoverEnabled && handTo !== null ? handTo : s.handoverSideId,
    });
    autosave(next);
  };

  const blocked = (): Refusal | null => {
    const s = get();
    return sessionBlock(s.game, s.replay, s.handoverSideId, deps.registry);
  };

  const step = (change: (ruleset: Ruleset, game: GameRecord) => ReturnType<typeof timelineApply>, handsOver = true): DispatchOutcome => {
    const stop = blocked();
    const game = get().game;
    const ruleset = rulesetOf(deps, game);
    if (stop !== null || game === null || ruleset === undefined) {
      const r = stop ?? refused('session.noRuleset', 'APP-NO-RULESET', 'the game\'s ruleset is not installed');
      set({ status: refusalMessage(r) });
      return { ok: false, refusal: r };
    }
    const result = change(ruleset, game);
    if (!result.ok) {
      set({ status: refusalMessage(result.refusal) });
      return result;
    }
    commit(game, result.timeline, handsOver);
    return { ok: true, events: result.events };
  };

  const install = (game: GameRecord, source: string): void => {
    set((s) => {
      s.selectedFigureId = null;
      s.drag = null;
      s.measure = null;
      s.los.observerId = null;
      s.los.targetId = null;
      s.los.pointedId = null;
      s.hoveredFigureId = null;
      s.preview = NO_PREVIEW;
      s.forcedDice = null;
      s.loadProblems = null;
      s.status = null;
    });
    set({ game, scenarioSource: source, replay: null, handoverSideId: null, dialog: null, saveFailure: null });
    autosave(game);
  };

  return {
    scenarioSource: null,
    game: null,
    registry: deps.registry,

    loadScenario(scenario, source, settings = {}) {
      const asked = scenario.ruleset;
      // An installed ruleset must be loaded first (`startScenario` awaits it); the fallback is loaded from the start.
      const rulesetId = settings.rulesetId ?? (deps.registry.isKnown(asked) ? asked : (deps.registry.fallbackId ?? asked));
      const ruleset = deps.registry.get(rulesetId);
      if (ruleset === undefined && deps.registry.isKnown(rulesetId)) {
        return { ok: false, problems: [rulesetLoadProblem(rulesetId, 'not loaded yet')] };
      }
      if (ruleset === undefined) {
        return { ok: false, problems: [{ path: 'rulesetId', code: 'unknownRuleset', message: `rulesetId: no ruleset "${rulesetId}" is installed`, params: { id: rulesetId } }] };
      }
      // The game starts from the scenario as its file says it, so a save of it loads back identical
      // (a scenario built in code may lack fields the parser fills in).
      const initialScenarioJson = serializeScenario(scenario);
      const reparsed = parseScenario(initialScenarioJson);
      if (!reparsed.ok) {
        set({ loadProblems: { source, problems: reparsed.problems } });
        return { ok: false, problems: reparsed.problems };
      }
      const started = newGame(ruleset, reparsed.scenario, settings.options ?? {}, settings.seed ?? deps.newSeed());
      if (!started.ok) {
        set({ loadProblems: { source, problems: started.problems } });
        return started;
      }
      install({
        id: deps.newGameId(),
        initialScenarioJson,
        timeline: startTimeline(started.state),
        // Missing only when the scenario's own ruleset is not installed (not when the players chose another).
        requestedRulesetId: deps.registry.isKnown(asked) ? null : asked,
      }, source);
      return { ok: true };
    },

    restartGame(settings) {
      const { game, scenarioSource } = get();
      const parsed = game === null ? null : parseScenario(game.initialScenarioJson);
      if (parsed === null || !parsed.ok) {
        const problems: RulesetProblem[] = parsed?.ok === false ? parsed.problems : [{ path: '(root)', code: 'missing', message: '(root): no game is in progress' }];
        return { ok: false, problems };
      }
      return get().loadScenario(parsed.scenario, scenarioSource ?? parsed.scenario.name, settings);
    },

    forcedDice: null,
    forceDice: (faces) => set({ forcedDice: faces === null ? null : [...faces] }),

    dispatch: (action) => step((ruleset, game) => {
      // Consumed by the first action that reaches the rules, accepted or refused; an action that
      // brings its own faces keeps them.
      const faces = get().forcedDice;
      const withFaces = faces === null || typeof action !== 'object' || action === null || action.forcedDice !== undefined ? action : { ...action, forcedDice: faces };
      if (faces !== null) set({ forcedDice: null });
      const applied = timelineApply(ruleset, game.timeline, withFaces);
      // Phases with nothing to do pass by themselves (autoPass.ts), as logged actions.
      return get().autoPassEnabled ? withAutoPasses(ruleset, applied, deps.registry.fallbackId) : applied;
    }),

    moveFigure(figureId, path, facingDeg) {
      const figure = get().game?.timeline.present.scenario.figures.find((f) => f.id === figureId);
      if (figure === undefined) {
        const r = refused('engine.unknownFigure', 'ENGINE-UNKNOWN-ID', `there is no figure "${figureId}"`);
        set({ status: refusalMessage(r) });
        return { ok: false, refusal: r };
      }
      const present = get().game!.timeline.present;
      return get().dispatch(ruledDrag(deps.registry, present, moveAction(figure, path, moveSurface(deps.registry, present, figureId, path[path.length - 1]), facingDeg)));
    },

    // One press steps over the automatic passes (autoPass.ts); a plain undo when there are none.
    undo: () => step((_ruleset, game) => undoPlayerStep(game.timeline), false),
    redo: () => step((_ruleset, game) => redoPlayerStep(game.timeline), false),

    resumeSaveText(text, source, id) {
      const loaded = parseSaveText(text, deps.registry);
      if (!loaded.ok) {
        set({ loadProblems: { source, problems: loaded.problems, kind: 'save' } });
        return loaded;
      }
      const requested = loaded.initialScenario.ruleset;
      install({
        id: id ?? deps.newGameId(),
        initialScenarioJson: loaded.initialScenarioJson,
        timeline: loaded.timeline,
        requestedRulesetId: requested === loaded.state.rulesetId || deps.registry.isKnown(requested) ? null : requested,
      }, source);
      return { ok: true };
    },

    exportSave() {
      const game = get().game;
      return game === null ? null : serializeSave(game.timeline.present, game.initialScenarioJson);
    },
  };
};
