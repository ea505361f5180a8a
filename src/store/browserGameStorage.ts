/**
 * The browser's game storage: IndexedDB when the browser allows it (with the saves of earlier builds
 * moved over from localStorage on first start), else localStorage, else memory — so the game always
 * plays, and the Games list says where its saves are. Opening is asynchronous; until it is done every
 * call waits for it (`lazyGameStorage`), so the store can be made synchronously at import.
 *
 * It also asks the browser to keep the saves (`navigator.storage.persist()`): without that a browser
 * short of disk may clear a site's storage without asking.
 */
import type { GameStorage, StorageEstimate } from './gameStorage';
import { memoryGameStorage } from './gameStorage';
import { idbGameStorage, openGameStore } from './idbGameStorage';
import { browserKeyValueStore, keyValueGameStorage } from './keyValueGameStorage';
import { migrateLocalSaves } from './migrateLocalSaves';

/** What the Games list says about where the saves are kept. */
export interface StorageInfo {
  readonly kind: GameStorage['kind'];
  /** True when the browser promised not to clear them; null when it cannot say. */
  readonly persistent: boolean | null;
  readonly estimate: StorageEstimate | null;
}

interface StorageManagerLike {
  persist?(): Promise<boolean>;
  persisted?(): Promise<boolean>;
  estimate?(): Promise<{ usage?: number; quota?: number }>;
}

const storageManager = (): StorageManagerLike | undefined =>
  (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator?.storage;

async function openBrowserGameStorage(): Promise<GameStorage> {
  const ls = browserKeyValueStore();
  try {
    const idb = idbGameStorage(await openGameStore());
    if (ls !== null) await migrateLocalSaves(ls, idb);
    return idb;
  } catch {
    return ls !== null ? keyValueGameStorage(ls) : memoryGameStorage();
  }
}

/** A GameStorage whose calls wait for `open` to finish. */
export function lazyGameStorage(open: () => Promise<GameStorage>): GameStorage & { readonly ready: Promise<GameStorage> } {
  let opened: GameStorage | null = null;
  const ready = open().then((s) => {
    opened = s;
    return s;
  });
  return {
    ready,
    get kind() {
      return opened?.kind ?? 'indexedDb';
    },
    list: () => ready.then((s) => s.list()),
    read: (id) => ready.then((s) => s.read(id)),
    write: (meta, text) => ready.then((s) => s.write(meta, text)),
    remove: (id) => ready.then((s) => s.remove(id)),
    lastId: () => ready.then((s) => s.lastId()),
  };
}

export const browserGameStorage = (): GameStorage & { readonly ready: Promise<GameStorage> } => lazyGameStorage(openBrowserGameStorage);

/** Ask the browser to keep the saves; true when it will (or already does), null when it cannot say. */
export async function requestPersistentStorage(): Promise<boolean | null> {
  const sm = storageManager();
  try {
    if (sm?.persisted !== undefined && await sm.persisted()) return true;
    return sm?.persist === undefined ? null : await sm.persist();
  } catch {
    return null;
  }
}

export async function browserStorageInfo(storage: GameStorage): Promise<StorageInfo> {
  const sm = storageManager();
  let persistent: boolean | null = null;
  let estimate: StorageEstimate | null = null;
  try {
    if (sm?.persisted !== undefined) persistent = await sm.persisted();
    const e = sm?.estimate === undefined ? undefined : await sm.estimate();
    if (e !== undefined && typeof e.usage === 'number' && typeof e.quota === 'number') estimate = { usageBytes: e.usage, quotaBytes: e.quota };
  } catch {
    // Not said: shown as unknown.
  }
  return { kind: storage.kind, persistent, estimate };
}
