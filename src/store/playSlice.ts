/**
 * The session's side of play (never saved with the game): the hotseat handover and the replay
 * viewer (the saved games are the saves slice's).
 *
 * - Handover: when the side that may act changes, the screen is covered until the next player taps
 *   ("Pass to the Black Hats — tap to continue"), so neither sees the other's choices. Switchable.
 * - Replay viewer: every state of a saved (or the current) game, rebuilt from its log, to step
 *   through; the board shows the chosen step and refuses play until the viewer is closed.
 */
import type { StateCreator } from 'zustand';
import { newGame, replaySteps, stepsOfLog } from '../engine/replay';
import type { StateSnapshot } from '../engine/snapshot';
import type { LogEntry } from '../engine/state';
import type { SaveProblem } from '../engine/saveFile';
import { parseSaveText } from '../scenario/loadSave';
import { rulesetLoadProblem, saveRulesetId } from './rulesetLoadProblem';
import type { StoreDeps } from './storeDeps';
import type { StoreState } from './storeState';

export interface ReplayView {
  /** The saved game's id, or null for the game in progress. */
  readonly gameId: string | null;
  readonly title: string;
  /**
   * Frame 0 is the set-up; frame k the state after step k of the log, kept without its log (one
   * log a frame grew with the square of the game's length): `replayFrame` gives it back whole.
   */
  readonly frames: readonly StateSnapshot[];
  /** The log after the last step; frame k's log is its first k + 1 entries as they stood then. */
  readonly log: readonly LogEntry[];
  readonly index: number;
}

/**
 * `newGame`: ruleset and options for a new game; `games`: the saved games (resume, replay, delete,
 * export); `scenarios`: the bundled scenarios by ruleset (a new game on one).
 */
export type Dialog = 'newGame' | 'games' | 'scenarios' | 'keys';

export type ReplayOutcome = { readonly ok: true } | { readonly ok: false; readonly problems: readonly SaveProblem[] };

export interface PlaySlice {
  readonly handoverEnabled: boolean;
  /**
   * Whether a phase in which the side to act has nothing to do passes by itself (`autoPass.ts`).
   * Off in a bare store (tests); the app turns it on unless the player switched it off (New game).
   */
  readonly autoPassEnabled: boolean;
  /** The side to pass the device to; the board is covered until it is dismissed. */
  readonly handoverSideId: string | null;
  readonly replay: ReplayView | null;
  /** The dialog open over the table, if any. */
  readonly dialog: Dialog | null;
  /** The scenario's intro card (name, story, victory, turn limit) is up: a scenario just started from Scenarios. */
  readonly scenarioIntro: boolean;

  openDialog(dialog: Dialog | null): void;
  showScenarioIntro(on: boolean): void;
  setHandoverEnabled(on: boolean): void;
  setAutoPassEnabled(on: boolean): void;
  dismissHandover(): void;
  /** Open the replay viewer on the game in progress (`null` or its id). */
  openReplay(gameId: string | null): ReplayOutcome;
  /** Open the replay viewer on any saved game (read from storage unless it is the one in progress). */
  openSavedReplay(gameId: string): Promise<ReplayOutcome>;
  setReplayIndex(index: number): void;
  closeReplay(): void;
}

/** Every state of a saved game, from its text. */
export function replayFrames(text: string, deps: StoreDeps): { ok: true; frames: StateSnapshot[]; log: readonly LogEntry[]; title: string } | { ok: false; problems: readonly SaveProblem[] } {
  const loaded = parseSaveText(text, deps.registry);
  if (!loaded.ok) return loaded;
  const ruleset = deps.registry.get(loaded.state.rulesetId);
  const start = ruleset === undefined ? undefined : newGame(ruleset, loaded.initialScenario, loaded.state.options, loaded.state.seed);
  if (ruleset === undefined || start === undefined || !start.ok) {
    return { ok: false, problems: [{ path: 'rulesetId', code: 'unknownRuleset', message: `rulesetId: no ruleset "${loaded.state.rulesetId}" is installed` }] };
  }
  const { log: _setupLog, ...setup } = start.state;
  const frames: StateSnapshot[] = [setup];
  // The steps the load applied (the file's, checked); the load's own replay keeps no frames.
  const r = replaySteps(ruleset, start.state, stepsOfLog(loaded.state.log), (frame) => frames.push(frame));
  if (!r.ok) return { ok: false, problems: [{ path: `actions[${r.atIndex}]`, code: 'refused', message: `actions[${r.atIndex}]: ${r.refusal.message}` }] };
  return { ok: true, frames, log: r.state.log, title: loaded.initialScenario.name };
}

export const createPlaySlice = (deps: StoreDeps): StateCreator<StoreState, [['zustand/immer', never]], [], PlaySlice> => (set, get) => {
  /** Open the viewer on a save's text (`gameId`: whose; null for the game in progress). */
  const showReplay = (text: string | null, gameId: string | null): ReplayOutcome => {
    const current = get().game;
    if (text === null) {
      const problems: SaveProblem[] = [{ path: '(root)', code: 'missing', message: '(root): there is no game to replay' }];
      set({ loadProblems: { source: gameId ?? '', problems, kind: 'save' } });
      return { ok: false, problems };
    }
    const built = replayFrames(text, deps);
    if (!built.ok) {
      set({ loadProblems: { source: gameId ?? '', problems: built.problems, kind: 'save' } });
      return built;
    }
    const index = built.frames.length - 1;
    set({
      dialog: null,
      replay: { gameId: gameId ?? current?.id ?? null, title: built.title, frames: built.frames, log: built.log, index },
      drag: null,
      handoverSideId: null,
    });
    return { ok: true };
  };

  return {
  handoverEnabled: true,
  autoPassEnabled: false,
  handoverSideId: null,
  replay: null,
  dialog: null,
  scenarioIntro: false,

  openDialog: (dialog) => set({ dialog }),
  showScenarioIntro: (on) => set({ scenarioIntro: on }),
  setHandoverEnabled: (on) => set({ handoverEnabled: on, ...(on ? {} : { handoverSideId: null }) }),
  setAutoPassEnabled: (on) => set({ autoPassEnabled: on }),
  dismissHandover: () => set({ handoverSideId: null }),

  openReplay(gameId) {
    const current = get().game;
    const save = gameId === null || gameId === current?.id ? get().exportSave() : null;
    return showReplay(save === null ? null : JSON.stringify(save), gameId);
  },

  async openSavedReplay(gameId) {
    const text = await get().savedGameText(gameId);
    // The saved game's ruleset may not be loaded yet (a chunk in the app): load it, or say why not.
    const rulesetId = text === null ? null : saveRulesetId(text);
    const detail = rulesetId === null ? null : await get().ensureRuleset(rulesetId);
    if (rulesetId !== null && detail !== null) {
      const problems = [rulesetLoadProblem(rulesetId, detail)];
      set({ loadProblems: { source: gameId, problems, kind: 'save' } });
      return { ok: false, problems };
    }
    return showReplay(text, gameId);
  },

  setReplayIndex(index) {
    const replay = get().replay;
    if (replay === null) return;
    const i = Math.max(0, Math.min(replay.frames.length - 1, Math.round(index)));
    set({ replay: { ...replay, index: i } });
  },

  closeReplay: () => set({ replay: null }),

  };
};
