/**
 * Games in a synchronous key–value store: localStorage, where IndexedDB is refused; the format
 * earlier builds wrote (which `migrateLocalSaves.ts` moves to IndexedDB on start); and the
 * last-moment copy of a game whose IndexedDB write had not finished when the page was closed.
 *
 * Keys: `skirmish.games` (the list: a JSON array of SavedGameMeta), `skirmish.game.<id>` (each
 * save's text), `skirmish.lastGame` (the id to resume). The list is a cache of what the saves say:
 * when it is damaged, or misses a save, the save is listed from its own text (`metaFromSaveText`),
 * never dropped. A write that the quota refuses is put back as it was (the save and the list) and
 * reported; nothing is deleted to make room.
 */
import type { GameStorage, SavedGameMeta, WriteOutcome } from './gameStorage';
import { isSavedGameMeta, metaFromSaveText, newestFirst, storageFailureOf } from './gameStorage';

/** The Web Storage API's subset this needs (localStorage has it). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export const LEGACY_INDEX_KEY = 'skirmish.games';
export const LEGACY_LAST_KEY = 'skirmish.lastGame';
export const LEGACY_SAVE_PREFIX = 'skirmish.game.';
const saveKey = (id: string) => `${LEGACY_SAVE_PREFIX}${id}`;

/** Every id with a save text under `skirmish.game.<id>`. */
export function keyValueSaveIds(kv: KeyValueStore): string[] {
  const ids: string[] = [];
  for (let i = 0; i < kv.length; i++) {
    const key = kv.key(i);
    if (key !== null && key.startsWith(LEGACY_SAVE_PREFIX)) ids.push(key.slice(LEGACY_SAVE_PREFIX.length));
  }
  return ids;
}

/** The list as the saves found say it: the index's descriptions where valid, the rest rebuilt. */
export function keyValueGameList(kv: KeyValueStore): SavedGameMeta[] {
  let index: SavedGameMeta[] = [];
  try {
    const parsed: unknown = JSON.parse(kv.getItem(LEGACY_INDEX_KEY) ?? '[]');
    index = Array.isArray(parsed) ? parsed.filter(isSavedGameMeta) : [];
  } catch {
    // A damaged index: every save is described from its own text below.
  }
  const saved = new Set(keyValueSaveIds(kv));
  // The index's order first (it is written newest first), then the saves it does not describe.
  const out: SavedGameMeta[] = index.filter((m) => saved.delete(m.id));
  for (const id of saved) {
    const meta = metaFromSaveText(id, kv.getItem(saveKey(id)) ?? '', 0);
    if (meta !== null) out.push(meta);
  }
  return newestFirst(out);
}

function attempt(change: () => void, undo: () => void): WriteOutcome {
  try {
    change();
    return { ok: true };
  } catch (error) {
    try {
      undo();
    } catch {
      // Storage gone altogether: nothing more to put back.
    }
    return { ok: false, ...storageFailureOf(error) };
  }
}

function readKey(kv: KeyValueStore, key: string): string | null {
  try {
    return kv.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Write a game synchronously: the save, the list and the resume pointer, all put back as they were
 * when the quota refuses any of them. Synchronous on purpose: it is also the last-moment copy made
 * while the page is being closed (`flushNow` in the saves slice), when nothing asynchronous runs.
 */
export function keyValueWrite(kv: KeyValueStore, meta: SavedGameMeta, text: string): WriteOutcome {
  const before = { save: readKey(kv, saveKey(meta.id)), index: readKey(kv, LEGACY_INDEX_KEY), last: readKey(kv, LEGACY_LAST_KEY) };
  return attempt(() => {
    kv.setItem(saveKey(meta.id), text);
    const others = keyValueGameList(kv).filter((m) => m.id !== meta.id);
    kv.setItem(LEGACY_INDEX_KEY, JSON.stringify(newestFirst([meta, ...others])));
    kv.setItem(LEGACY_LAST_KEY, meta.id);
  }, () => {
    if (before.save === null) kv.removeItem(saveKey(meta.id));
    else kv.setItem(saveKey(meta.id), before.save);
    if (before.index !== null) kv.setItem(LEGACY_INDEX_KEY, before.index);
    if (before.last !== null) kv.setItem(LEGACY_LAST_KEY, before.last);
  });
}

export function keyValueGameStorage(kv: KeyValueStore): GameStorage {
  const read = (key: string): string | null => readKey(kv, key);
  return {
    kind: 'localStorage',
    list() {
      try {
        return Promise.resolve(keyValueGameList(kv));
      } catch {
        return Promise.resolve([]);
      }
    },
    read: (id) => Promise.resolve(read(saveKey(id))),
    write: (meta, text) => Promise.resolve(keyValueWrite(kv, meta, text)),
    remove(id) {
      return Promise.resolve(attempt(() => {
        kv.removeItem(saveKey(id));
        kv.setItem(LEGACY_INDEX_KEY, JSON.stringify(keyValueGameList(kv)));
        if (kv.getItem(LEGACY_LAST_KEY) === id) kv.removeItem(LEGACY_LAST_KEY);
      }, () => undefined));
    },
    lastId: () => Promise.resolve(read(LEGACY_LAST_KEY)),
  };
}

/** The browser's localStorage when it can be used (not blocked by privacy settings), else null. */
export function browserKeyValueStore(): KeyValueStore | null {
  try {
    const ls = (globalThis as { localStorage?: KeyValueStore }).localStorage;
    if (ls === undefined) return null;
    ls.getItem(LEGACY_INDEX_KEY);
    return ls;
  } catch {
    return null;
  }
}

/** A KeyValueStore in memory, with an optional quota in UTF-16 units (tests). */
export function memoryKeyValueStore(quotaChars = Infinity): KeyValueStore & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      const used = [...map.entries()].reduce((n, [key, val]) => n + (key === k ? 0 : key.length + val.length), 0);
      if (used + k.length + v.length > quotaChars) {
        const error = new Error(`Failed to execute 'setItem' on 'Storage': Setting the value of '${k}' exceeded the quota.`);
        error.name = 'QuotaExceededError';
        throw error;
      }
      map.set(k, v);
    },
    removeItem: (k) => {
      map.delete(k);
    },
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
  };
}
