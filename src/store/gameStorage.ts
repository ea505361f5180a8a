/**
 * Where games are autosaved: a list of saved games and each game's save file text. The store
 * writes after every change, so closing or reloading the tab loses nothing; the app resumes the
 * last game on start.
 *
 * localStorage, not IndexedDB: writes are synchronous, so the save is on disk before the next frame
 * and a reload straight after a move still finds it; a 500-action save is ~100 KB, far below the
 * ~5 MB quota. A failed write (quota, private mode) comes back as a reason for the status line;
 * the game in memory is untouched.
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
}

export interface GameStorage {
  /** Newest first. */
  list(): SavedGameMeta[];
  read(id: string): string | null;
  /** Null when written, or why not. */
  write(meta: SavedGameMeta, saveText: string): string | null;
  remove(id: string): void;
  /** The game to resume on start. */
  lastId(): string | null;
  setLastId(id: string | null): void;
}

/** Games kept; the oldest beyond this are dropped when a new one is written. */
export const MAX_SAVED_GAMES = 40;

const INDEX_KEY = 'skirmish.games';
const LAST_KEY = 'skirmish.lastGame';
const saveKey = (id: string) => `skirmish.game.${id}`;

const isMeta = (v: unknown): v is SavedGameMeta => {
  const m = v as Partial<SavedGameMeta> | null;
  return typeof m === 'object' && m !== null && typeof m.id === 'string' && typeof m.title === 'string'
    && typeof m.rulesetId === 'string' && typeof m.turn === 'number' && typeof m.steps === 'number'
    && typeof m.updatedAtMs === 'number' && typeof m.finished === 'boolean';
};

const newestFirst = (list: SavedGameMeta[]): SavedGameMeta[] => [...list].sort((a, b) => b.updatedAtMs - a.updatedAtMs);

/** The key–value store both implementations need (the Web Storage API's subset). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Games in a key–value store. A corrupt index is read as empty (the saves stay; a write repairs it). */
export function keyValueGameStorage(kv: KeyValueStore): GameStorage {
  // The index is cached: reading and parsing it on every autosave would cost more than the save.
  let index: SavedGameMeta[] | null = null;
  const readIndex = (): SavedGameMeta[] => {
    if (index !== null) return index;
    try {
      const parsed: unknown = JSON.parse(kv.getItem(INDEX_KEY) ?? '[]');
      index = Array.isArray(parsed) ? parsed.filter(isMeta) : [];
    } catch {
      index = [];
    }
    return index;
  };
  const writeIndex = (list: SavedGameMeta[]) => {
    index = newestFirst(list);
    kv.setItem(INDEX_KEY, JSON.stringify(index));
  };
  return {
    list: () => newestFirst(readIndex()),
    read: (id) => {
      try {
        return kv.getItem(saveKey(id));
      } catch {
        return null;
      }
    },
    write(meta, saveText) {
      // When the browser's quota is full, the oldest other games make room, one at a time.
      for (;;) {
        try {
          kv.setItem(saveKey(meta.id), saveText);
          const others = readIndex().filter((m) => m.id !== meta.id);
          for (const old of others.slice(MAX_SAVED_GAMES - 1)) kv.removeItem(saveKey(old.id));
          writeIndex([meta, ...others.slice(0, MAX_SAVED_GAMES - 1)]);
          return null;
        } catch (error) {
          const oldest = newestFirst(readIndex().filter((m) => m.id !== meta.id)).pop();
          if (oldest === undefined) return error instanceof Error ? error.message : String(error);
          try {
            kv.removeItem(saveKey(oldest.id));
            writeIndex(readIndex().filter((m) => m.id !== oldest.id));
          } catch {
            return error instanceof Error ? error.message : String(error);
          }
        }
      }
    },
    remove(id) {
      try {
        kv.removeItem(saveKey(id));
        writeIndex(readIndex().filter((m) => m.id !== id));
        if (kv.getItem(LAST_KEY) === id) kv.removeItem(LAST_KEY);
      } catch {
        // Storage unavailable: nothing to remove.
      }
    },
    lastId: () => {
      try {
        return kv.getItem(LAST_KEY);
      } catch {
        return null;
      }
    },
    setLastId(id) {
      try {
        if (id === null) kv.removeItem(LAST_KEY);
        else kv.setItem(LAST_KEY, id);
      } catch {
        // Storage unavailable: the next start begins with the demo.
      }
    },
  };
}

/** In memory: tests, benches, and browsers that refuse storage. */
export function memoryKeyValueStore(): KeyValueStore & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      map.set(k, v);
    },
    removeItem: (k) => {
      map.delete(k);
    },
  };
}

export const memoryGameStorage = (): GameStorage => keyValueGameStorage(memoryKeyValueStore());

/** The browser's localStorage when it works, else memory (the game still plays; it is not kept). */
export function browserGameStorage(): GameStorage {
  try {
    const ls = (globalThis as { localStorage?: KeyValueStore }).localStorage;
    if (ls !== undefined) {
      ls.getItem(INDEX_KEY);
      return keyValueGameStorage(ls);
    }
  } catch {
    // Access denied (privacy settings): fall through.
  }
  return memoryGameStorage();
}
