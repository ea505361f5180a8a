/**
 * What the store needs from the world, passed in so tests and benches run it in Node with a fixed
 * clock, fixed seeds and memory storage, and the app gives it the browser's.
 */
import type { RulesetCatalog } from '../engine/rulesetRegistry';
import type { StorageInfo } from './browserGameStorage';
import { browserGameStorage, browserStorageInfo, requestPersistentStorage } from './browserGameStorage';
import type { GameStorage, SavedGameMeta } from './gameStorage';
import { browserKeyValueStore, keyValueWrite } from './keyValueGameStorage';

export interface StoreDeps {
  /**
   * The rulesets the store may play, chosen by whoever builds the store (the app: the shipped
   * catalog, `app/createAppStore.ts`; tests: `store/testing/testStoreDeps.ts`). The store imports
   * no ruleset: it awaits `ensureLoaded` before starting or opening a game of one (`rulesetSlice.ts`).
   */
  readonly registry: RulesetCatalog;
  readonly storage: GameStorage;
  /** Wall clock, ms since the epoch: only for the saved-games list. */
  readonly now: () => number;
  /** A fresh dice seed (uint32) for a new game. */
  readonly newSeed: () => number;
  /** A fresh id for a saved game. */
  readonly newGameId: () => string;
  /** Ask the browser to keep the saves (never clear them when short of disk); null when it cannot say. */
  readonly requestPersistence: () => Promise<boolean | null>;
  /** Where the saves are, whether the browser keeps them, how full the storage is (the Games list). */
  readonly storageInfo: () => Promise<StorageInfo>;
  /** A synchronous write for the moment the page closes (localStorage in the browser); true when stored. */
  readonly lastMomentWrite?: (meta: SavedGameMeta, text: string) => boolean;
}

/** The browser's: IndexedDB (else localStorage, else memory), Date.now, crypto seeds. */
export function browserStoreDeps(registry: RulesetCatalog): StoreDeps {
  const randomUint32 = (): number => {
    const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint32Array) => Uint32Array } }).crypto;
    if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0]!;
    return (Date.now() ^ (performance.now() * 1000)) >>> 0;
  };
  const storage = browserGameStorage();
  return {
    registry,
    storage,
    requestPersistence: requestPersistentStorage,
    storageInfo: () => browserStorageInfo(storage),
    lastMomentWrite: (meta, text) => {
      const kv = browserKeyValueStore();
      return kv !== null && keyValueWrite(kv, meta, text).ok;
    },
    now: () => Date.now(),
    newSeed: randomUint32,
    newGameId: () => `g${Date.now().toString(36)}${randomUint32().toString(36)}`,
  };
}
