/**
 * The session's side of play (never saved with the game): the hotseat handover, the replay viewer
 * and the list of saved games.
 *
 * - Handover: when the side that may act changes, the screen is covered until the next player taps
 *   ("Pass to the Black Hats — tap to continue"), so neither sees the other's choices. Switchable.
 * - Replay viewer: every state of a saved (or the current) game, rebuilt from its log, to step
 *   through; the board shows the chosen step and refuses play until the viewer is closed.
 */
import type { StateCreator } from 'zustand';
import { newGame, replaySteps } from '../engine/replay';
import type { GameState, Refusal } from '../engine/state';
import type { SaveProblem } from '../engine/saveFile';
import { parseSaveText } from '../scenario/loadSave';
import type { SavedGameMeta } from './gameStorage';
import type { StoreDeps } from './storeDeps';
import type { StoreState } from './storeState';

export interface ReplayView {
  /** The saved game's id, or null for the game in progress. */
  readonly gameId: string | null;
  readonly title: string;
  /** Frame 0 is the set-up; frame k the state after step k of the log. */
  readonly frames: readonly GameState[];
  readonly index: number;
}

/**
 * `newGame`: ruleset and options for a new game; `games`: the saved games (resume, replay, delete,
 * export); `scenarios`: the bundled scenarios by ruleset (a new game on one).
 */
export type Dialog = 'newGame' | 'games' | 'scenarios';

export type ReplayOutcome = { readonly ok: true } | { readonly ok: false; readonly problems: readonly SaveProblem[] };

export interface PlaySlice {
  readonly handoverEnabled: boolean;
  /** The side to pass the device to; the board is covered until it is dismissed. */
  readonly handoverSideId: string | null;
  readonly replay: ReplayView | null;
  /** Newest first. */
  readonly savedGames: readonly SavedGameMeta[];
  /** The dialog open over the table, if any. */
  readonly dialog: Dialog | null;

  openDialog(dialog: Dialog | null): void;
  setHandoverEnabled(on: boolean): void;
  dismissHandover(): void;
  /** Open the replay viewer on the game in progress (`null`) or a saved game. */
  openReplay(gameId: string | null): ReplayOutcome;
  setReplayIndex(index: number): void;
  closeReplay(): void;
  refreshSavedGames(): void;
  /** The game the last session was playing (to resume on start), or null. */
  lastSavedGameId(): string | null;
  /** A saved game's save file text (the game in progress: as it stands now), or null when it is gone. */
  savedGameText(id: string): string | null;
  /** Forget a saved game (not the one in progress). */
  deleteSaved(id: string): Refusal | null;
}

/** Every state of a saved game, from its text. */
export function replayFrames(text: string, deps: StoreDeps): { ok: true; frames: GameState[]; title: string } | { ok: false; problems: readonly SaveProblem[] } {
  const loaded = parseSaveText(text, deps.registry);
  if (!loaded.ok) return loaded;
  const ruleset = deps.registry.get(loaded.state.rulesetId);
  const start = ruleset === undefined ? undefined : newGame(ruleset, loaded.initialScenario, loaded.state.options, loaded.state.seed);
  if (ruleset === undefined || start === undefined || !start.ok) {
    return { ok: false, problems: [{ path: 'rulesetId', code: 'unknownRuleset', message: `rulesetId: no ruleset "${loaded.state.rulesetId}" is installed` }] };
  }
  const frames: GameState[] = [start.state];
  const steps = (JSON.parse(text) as { actions: Parameters<typeof replaySteps>[2] }).actions;
  const r = replaySteps(ruleset, start.state, steps, (state) => frames.push(state));
  if (!r.ok) return { ok: false, problems: [{ path: `actions[${r.atIndex}]`, code: 'refused', message: `actions[${r.atIndex}]: ${r.refusal.message}` }] };
  return { ok: true, frames, title: loaded.initialScenario.name };
}

export const createPlaySlice = (deps: StoreDeps): StateCreator<StoreState, [['zustand/immer', never]], [], PlaySlice> => (set, get) => ({
  handoverEnabled: true,
  handoverSideId: null,
  replay: null,
  savedGames: deps.storage.list(),
  dialog: null,

  openDialog: (dialog) => set({ dialog }),
  setHandoverEnabled: (on) => set({ handoverEnabled: on, ...(on ? {} : { handoverSideId: null }) }),
  dismissHandover: () => set({ handoverSideId: null }),

  openReplay(gameId) {
    const current = get().game;
    const save = gameId === null || gameId === current?.id ? get().exportSave() : null;
    const text = save !== null ? JSON.stringify(save) : gameId === null ? null : deps.storage.read(gameId);
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
      replay: { gameId: gameId ?? current?.id ?? null, title: built.title, frames: built.frames, index },
      scenario: built.frames[index]!.scenario,
      drag: null,
      handoverSideId: null,
    });
    return { ok: true };
  },

  setReplayIndex(index) {
    const replay = get().replay;
    if (replay === null) return;
    const i = Math.max(0, Math.min(replay.frames.length - 1, Math.round(index)));
    set({ replay: { ...replay, index: i }, scenario: replay.frames[i]!.scenario });
  },

  closeReplay: () => set({ replay: null, scenario: get().game?.timeline.present.scenario ?? null }),

  refreshSavedGames: () => set({ savedGames: deps.storage.list() }),
  lastSavedGameId: () => deps.storage.lastId(),
  savedGameText(id) {
    if (get().game?.id === id) {
      const save = get().exportSave();
      return save === null ? null : JSON.stringify(save);
    }
    return deps.storage.read(id);
  },

  deleteSaved(id) {
    if (get().game?.id === id) {
      return { reasonKey: 'session.deleteCurrent', ruleId: 'APP-SAVES', message: 'the game in progress cannot be deleted — APP-SAVES' };
    }
    deps.storage.remove(id);
    set({ savedGames: deps.storage.list() });
    return null;
  },
});
