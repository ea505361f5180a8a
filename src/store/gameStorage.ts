/**
 * Where games are autosaved: each game's save file text and a short description of it for the
 * Games list, behind one asynchronous interface with three homes — IndexedDB in the browser
 * (`idbGameStorage.ts`), localStorage where IndexedDB is refused (`keyValueGameStorage.ts`), and
 * memory (tests, benches, a browser that refuses both).
 *
 * The contract every home keeps (tests: gameStorage.contract.test.ts runs it against each):
 *   - a write is atomic: the save text, its description and the last-game pointer land together or
 *     not at all, so a failed write leaves the last good copy of that game;
 *   - a failed write is an outcome (`quota`, `unavailable`, `other`), never a throw, and never makes
 *     room by itself: a saved game is deleted only by `remove`, which only the player's Delete calls;
 *   - the list is rebuilt from the saves found: a save whose description is missing or damaged is
 *     still listed (described from its own text), never dropped.
 */

export interface SavedGameMeta {
  readonly id: string;
  /** The scenario's name. */
  readonly title: string;
  readonly rulesetId: string;
  readonly turn: number;
  /** Steps in the log (actions, undos, redos). */
  readonly steps: number;
  /** Last write, ms since the epoch (the app's clock). */
  readonly updatedAtMs: number;
  /** True once the game is over. */
  readonly finished: boolean;
  /** True when any action rolled forced dice (the test API's): an arranged game, not a fair one. */
  readonly forcedDice?: boolean;
}

/** Why a write failed, for the player's message: the browser's words stay in `detail`. */
export type StorageFailureKind = 'quota' | 'unavailable' | 'other';

export type WriteOutcome = { readonly ok: true } | { readonly ok: false; readonly kind: StorageFailureKind; readonly detail: string };

/** How much room the browser gives these saves, when it says. */
export interface StorageEstimate {
  readonly usageBytes: number;
  readonly quotaBytes: number;
}

export interface GameStorage {
  /** Where the games live: shown in the Games list (`memory` means they go when the tab closes). */
  readonly kind: 'indexedDb' | 'localStorage' | 'memory';
  /** Newest first. */
  list(): Promise<SavedGameMeta[]>;
  /** The save file text, or null when there is none. */
  read(id: string): Promise<string | null>;
  /** Store the game's save (and make it the game to resume), atomically. */
  write(meta: SavedGameMeta, saveText: string): Promise<WriteOutcome>;
  /** Forget a game: only for the player's Delete. */
  remove(id: string): Promise<WriteOutcome>;
  /** The game to resume on start. */
  lastId(): Promise<string | null>;
}

export const isSavedGameMeta = (v: unknown): v is SavedGameMeta => {
  const m = v as Partial<SavedGameMeta> | null;
  return typeof m === 'object' && m !== null && typeof m.id === 'string' && typeof m.title === 'string'
    && typeof m.rulesetId === 'string' && typeof m.turn === 'number' && typeof m.steps === 'number'
    && typeof m.updatedAtMs === 'number' && typeof m.finished === 'boolean'
    && (m.forcedDice === undefined || typeof m.forcedDice === 'boolean');
};

export const newestFirst = (list: readonly SavedGameMeta[]): SavedGameMeta[] => [...list].sort((a, b) => b.updatedAtMs - a.updatedAtMs);

/**
 * A description of a save from its text alone, for a save whose own description is lost: the
 * scenario's name, the ruleset, the number of steps. The turn is not in the file without a replay;
 * 0 marks it unknown. Null when the text is not a save at all.
 */
export function metaFromSaveText(id: string, text: string, updatedAtMs: number): SavedGameMeta | null {
  try {
    const json = JSON.parse(text) as { kind?: unknown; rulesetId?: unknown; actions?: unknown; scenario?: { name?: unknown }; forcedDice?: unknown };
    if (json === null || typeof json !== 'object' || json.kind !== 'skirmish-save') return null;
    const name = typeof json.scenario?.name === 'string' ? json.scenario.name : id;
    return {
      id, title: name, rulesetId: typeof json.rulesetId === 'string' ? json.rulesetId : '?',
      turn: 0, steps: Array.isArray(json.actions) ? json.actions.length : 0, updatedAtMs, finished: false,
      ...(json.forcedDice === true ? { forcedDice: true } : {}),
    };
  } catch {
    return null;
  }
}

/** The failure kind of a thrown storage error (DOMException names: QuotaExceededError, …). */
export function storageFailureOf(error: unknown): { kind: StorageFailureKind; detail: string } {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  const detail = error instanceof Error ? error.message : String(error);
  if (name === 'QuotaExceededError' || /quota/i.test(detail)) return { kind: 'quota', detail };
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError') return { kind: 'unavailable', detail };
  return { kind: 'other', detail };
}

export interface MemoryGameStorageOptions {
  /** Refuse a write that would take the stored text past this many UTF-16 units (a full disk, in tests). */
  readonly quotaChars?: number;
}

/** In memory: tests, benches, and browsers that refuse storage (the game still plays; it is not kept). */
export function memoryGameStorage(options: MemoryGameStorageOptions = {}): GameStorage & { readonly saves: Map<string, string>; readonly metas: Map<string, SavedGameMeta> } {
  const saves = new Map<string, string>();
  const metas = new Map<string, SavedGameMeta>();
  let last: string | null = null;
  const used = (): number => [...saves.values()].reduce((n, t) => n + t.length, 0);
  return {
    kind: 'memory',
    saves,
    metas,
    list: () => Promise.resolve(newestFirst([...metas.values()])),
    read: (id) => Promise.resolve(saves.get(id) ?? null),
    write(meta, text) {
      const after = used() - (saves.get(meta.id)?.length ?? 0) + text.length;
      if (options.quotaChars !== undefined && after > options.quotaChars) {
        return Promise.resolve({ ok: false, kind: 'quota', detail: 'QuotaExceededError (memory storage full)' });
      }
      saves.set(meta.id, text);
      metas.set(meta.id, meta);
      last = meta.id;
      return Promise.resolve({ ok: true });
    },
    remove(id) {
      saves.delete(id);
      metas.delete(id);
      if (last === id) last = null;
      return Promise.resolve({ ok: true });
    },
    lastId: () => Promise.resolve(last),
  };
}
