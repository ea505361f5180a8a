/**
 * The autosave queue: after every accepted change the store hands the game here, and its save is
 * written in the background, one write at a time.
 *
 * Why a queue and not a write per action: storage is asynchronous (IndexedDB), and a write of a
 * long game takes longer than a click. While a write is under way, later changes of the same game
 * only replace what is waiting, so the next write carries the newest state and no write is ever
 * older than one already made. The save text is made when its write starts, not per action.
 * Games are written in the order they were last changed, so the last-game pointer (set by each
 * write) ends on the game changed last.
 *
 * A failed write is reported (`onWritten`) and leaves the game in memory; the next change, or
 * `retry`, writes it again. Nothing here deletes anything.
 */
import { serializeSave } from '../engine/saveFile';
import { MAX_SAVE_BYTES } from '../scenario/loadSave';
import { utf8ByteLength } from '../scenario/readJsonText';
import type { GameRecord } from './gameRecord';
import { saveMeta } from './gameRecord';
import type { GameStorage, SavedGameMeta, StorageFailureKind } from './gameStorage';

/** What became of a write: stored, or why not (`tooLarge`: the file would be past what the loader takes). */
export type AutosaveOutcome =
  | { readonly ok: true; readonly meta: SavedGameMeta }
  | { readonly ok: false; readonly kind: StorageFailureKind | 'tooLarge'; readonly detail: string };

export interface Autosaver {
  /** Write this game's save soon (replacing a write of it still waiting). */
  schedule(game: GameRecord): void;
  /** Forget a waiting write of this game (it is being deleted). */
  cancel(gameId: string): void;
  /** Resolves once every write scheduled so far is done (tests; before deleting a game). */
  whenIdle(): Promise<void>;
  /** The games whose newest state is not known to be stored (waiting, being written, or failed). */
  unsaved(): GameRecord[];
  /** Their save file texts and descriptions, made now (the page is closing: `flushNow`). */
  unsavedSaves(): { meta: SavedGameMeta; text: string }[];
}

export function createAutosaver(
  storage: GameStorage,
  now: () => number,
  onWritten: (game: GameRecord, outcome: AutosaveOutcome) => void,
): Autosaver {
  const waiting = new Map<string, GameRecord>();
  let running: Promise<void> | null = null;
  let lastWriteMs = -Infinity;
  let writing: GameRecord | null = null;
  /** Games whose last write failed (until one succeeds): unsaved too. */
  const failed = new Map<string, GameRecord>();

  /** The save of `game` as a file writes it, or why it cannot be one. */
  const saveOf = (game: GameRecord): { meta: SavedGameMeta; text: string } | Exclude<AutosaveOutcome, { ok: true }> => {
    let text: string;
    try {
      text = JSON.stringify(serializeSave(game.timeline.present, game.initialScenarioJson));
    } catch (error) {
      return { ok: false, kind: 'other', detail: error instanceof Error ? error.message : String(error) };
    }
    const bytes = text.length * 3 <= MAX_SAVE_BYTES ? 0 : utf8ByteLength(text);
    if (bytes > MAX_SAVE_BYTES) return { ok: false, kind: 'tooLarge', detail: `${bytes} bytes, at most ${MAX_SAVE_BYTES}` };
    // Strictly later than the write before, so the list's order is the order of the writes even
    // within one millisecond.
    lastWriteMs = Math.max(now(), lastWriteMs + 1);
    return { meta: saveMeta(game, lastWriteMs), text };
  };

  const writeOne = async (game: GameRecord): Promise<AutosaveOutcome> => {
    const save = saveOf(game);
    if ('ok' in save) return save;
    const written = await storage.write(save.meta, save.text);
    return written.ok ? { ok: true, meta: save.meta } : written;
  };

  const drain = async (): Promise<void> => {
    for (;;) {
      const next = waiting.entries().next();
      if (next.done === true) return;
      const [id, game] = next.value;
      waiting.delete(id);
      writing = game;
      let outcome: AutosaveOutcome;
      try {
        outcome = await writeOne(game);
      } catch (error) {
        outcome = { ok: false, kind: 'other', detail: error instanceof Error ? error.message : String(error) };
      }
      writing = null;
      if (outcome.ok) failed.delete(id);
      else failed.set(id, game);
      onWritten(game, outcome);
    }
  };

  const start = (): void => {
    if (running !== null) return;
    running = drain().finally(() => {
      running = null;
      // A change scheduled while the last write finished.
      if (waiting.size > 0) start();
    });
  };

  return {
    schedule(game) {
      waiting.delete(game.id);
      waiting.set(game.id, game);
      start();
    },
    cancel: (gameId) => {
      waiting.delete(gameId);
    },
    async whenIdle() {
      while (running !== null || waiting.size > 0) {
        start();
        await running;
      }
    },
    unsaved: () => {
      // The newest record of each game: waiting beats being written beats failed.
      const byId = new Map<string, GameRecord>(failed);
      if (writing !== null) byId.set(writing.id, writing);
      for (const [id, game] of waiting) byId.set(id, game);
      return [...byId.values()];
    },
    unsavedSaves() {
      const out: { meta: SavedGameMeta; text: string }[] = [];
      for (const game of this.unsaved()) {
        const save = saveOf(game);
        if (!('ok' in save)) out.push(save);
      }
      return out;
    },
  };
}
