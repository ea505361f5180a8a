/**
 * The saves slice (never saved itself): the autosave of the game in progress, the list of saved
 * games, and what became of the last write.
 *
 * Every accepted change is handed to the autosave queue (`autosave`, called by the game slice); the
 * write happens in the background (`autosaver.ts`). When a write fails — storage full, storage
 * refused, a game past the save-file limit — `saveFailure` says why for the player's notice, the game
 * stays in memory as it is, and nothing else is touched: the player can export the game, delete old
 * games of their choosing, or retry. The next successful write of that game clears it.
 *
 * A saved game is deleted only by `deleteSaved`, the player's Delete (never the game in progress).
 */
import type { StateCreator } from 'zustand';
import type { SaveProblem } from '../engine/saveFile';
import type { Refusal } from '../engine/state';
import type { AutosaveOutcome } from './autosaver';
import { createAutosaver } from './autosaver';
import type { StorageInfo } from './browserGameStorage';
import type { GameRecord } from './gameRecord';
import type { ResumeOutcome } from './gameSlice';
import type { SavedGameMeta, StorageFailureKind } from './gameStorage';
import { newestFirst } from './gameStorage';
import type { StoreDeps } from './storeDeps';
import type { StoreState } from './storeState';

/** Why the game in progress is not saved (the notice over the table says it in the player's words). */
export interface SaveFailure {
  readonly gameId: string;
  readonly kind: StorageFailureKind | 'tooLarge';
  /** The browser's own words, for the curious (shown small, never as the message). */
  readonly detail: string;
}

export interface SavesSlice {
  /** Newest first. */
  readonly savedGames: readonly SavedGameMeta[];
  /** Why the last write of the game in progress failed, or null when it is saved. */
  readonly saveFailure: SaveFailure | null;

  /** Write this game's save in the background (the game slice calls it after every change). */
  autosave(game: GameRecord): void;
  /** Write the game in progress again (the notice's Retry). */
  retrySave(): void;
  /** Resolves when every write asked for so far is done. */
  whenSaved(): Promise<void>;
  /** Read the list again from storage (another tab may have written). */
  refreshSavedGames(): Promise<void>;
  /** The game the last session was playing (to resume on start), or null. */
  lastSavedGameId(): Promise<string | null>;
  /** A saved game's save file text (the game in progress: as it stands now), or null when it is gone. */
  savedGameText(id: string): Promise<string | null>;
  /** Resume a game from the saved games. */
  resumeSaved(id: string): Promise<ResumeOutcome>;
  /** Forget a saved game (not the one in progress): the player's Delete, after asking. */
  deleteSaved(id: string): Promise<Refusal | null>;
  /** Where the saves are kept and how full the storage is (the Games list). */
  storageInfo(): Promise<StorageInfo>;
  /**
   * The page is being closed: write every game not known to be stored, now, synchronously, through
   * `deps.lastMomentWrite` (localStorage), since an asynchronous write may not finish. The next
   * start moves such a copy into IndexedDB when it is newer. Returns how many were written.
   */
  flushNow(): number;
}

const withMeta = (list: readonly SavedGameMeta[], meta: SavedGameMeta): SavedGameMeta[] =>
  newestFirst([meta, ...list.filter((m) => m.id !== meta.id)]);

export const createSavesSlice = (deps: StoreDeps): StateCreator<StoreState, [['zustand/immer', never]], [], SavesSlice> => (set, get) => {
  const onWritten = (game: GameRecord, outcome: AutosaveOutcome): void => {
    const s = get();
    if (outcome.ok) {
      set({
        savedGames: withMeta(s.savedGames, outcome.meta),
        saveFailure: s.saveFailure?.gameId === game.id ? null : s.saveFailure,
      });
      return;
    }
    // Only the game in progress has a notice: an earlier game's write failing as the player moves
    // on leaves that game's last good copy, which is what the list shows.
    if (s.game?.id === game.id) set({ saveFailure: { gameId: game.id, kind: outcome.kind, detail: outcome.detail } });
  };
  const autosaver = createAutosaver(deps.storage, deps.now, onWritten);
  let persistenceAsked = false;

  return {
    savedGames: [],
    saveFailure: null,

    autosave(game) {
      autosaver.schedule(game);
      if (!persistenceAsked) {
        persistenceAsked = true;
        void deps.requestPersistence();
      }
    },
    retrySave() {
      const game = get().game;
      if (game !== null) autosaver.schedule(game);
    },
    whenSaved: () => autosaver.whenIdle(),
    async refreshSavedGames() {
      const listed = await deps.storage.list();
      set({ savedGames: listed });
    },
    lastSavedGameId: () => deps.storage.lastId(),
    async savedGameText(id) {
      if (get().game?.id === id) {
        const save = get().exportSave();
        return save === null ? null : JSON.stringify(save);
      }
      return deps.storage.read(id);
    },
    async resumeSaved(id) {
      const text = await deps.storage.read(id);
      if (text === null) {
        const problems: SaveProblem[] = [{ path: '(root)', code: 'notStored', message: `(root): the saved game "${id}" is not in this browser's storage any more`, params: { id } }];
        set({ loadProblems: { source: id, problems, kind: 'save' } });
        return { ok: false, problems };
      }
      const title = get().savedGames.find((m) => m.id === id)?.title ?? (await deps.storage.list()).find((m) => m.id === id)?.title ?? id;
      // Its ruleset's code first (a chunk in the app): a failed load reports and keeps the save as it is.
      return get().openSaveText(text, title, id);
    },
    async deleteSaved(id) {
      if (get().game?.id === id) {
        return { reasonKey: 'session.deleteCurrent', ruleId: 'APP-SAVES', message: 'the game in progress cannot be deleted — APP-SAVES' };
      }
      // A write of this game still waiting (the player moved on a moment ago) must not bring it back.
      autosaver.cancel(id);
      await autosaver.whenIdle();
      const removed = await deps.storage.remove(id);
      await get().refreshSavedGames();
      return removed.ok ? null : { reasonKey: 'session.deleteFailed', ruleId: 'APP-SAVES', message: `the saved game could not be deleted: ${removed.detail} — APP-SAVES`, params: { detail: removed.detail } };
    },
    storageInfo: () => deps.storageInfo(),
    flushNow() {
      const write = deps.lastMomentWrite;
      if (write === undefined) return 0;
      let written = 0;
      for (const { meta, text } of autosaver.unsavedSaves()) if (write(meta, text)) written++;
      return written;
    },
  };
};
