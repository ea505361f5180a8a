/**
 * Games in IndexedDB (through idb-keyval): far more room than localStorage's 5 MB, and
 * asynchronous, so a long game's save never blocks a frame.
 *
 * One object store, three kinds of key:
 *   `save:<id>` → the save file text, `meta:<id>` → its SavedGameMeta, `lastGame` → the id to resume.
 * A write puts all three in one transaction: IndexedDB commits a transaction whole or not at all, so a write the quota refuses leaves the game's last good copy and the list as they
 * were. The list is read from the saves found: a save whose `meta:` is missing or damaged is
 * described from its own text, never dropped.
 */
import type { UseStore } from 'idb-keyval';
import { createStore, delMany, get, getMany, keys, promisifyRequest } from 'idb-keyval';
import type { GameStorage, SavedGameMeta, WriteOutcome } from './gameStorage';
import { isSavedGameMeta, metaFromSaveText, newestFirst, storageFailureOf } from './gameStorage';

export const IDB_NAME = 'skirmish-table';
export const IDB_STORE = 'games';
const SAVE = 'save:';
const META = 'meta:';
const LAST = 'lastGame';

/** The database, or the error that says IndexedDB is not available here (private modes, policies). */
export async function openGameStore(): Promise<UseStore> {
  const store = createStore(IDB_NAME, IDB_STORE);
  // Open it now, so a browser that refuses IndexedDB is found out before the first save.
  await get(LAST, store);
  return store;
}

export function idbGameStorage(store: UseStore): GameStorage {
  const guarded = async (change: () => Promise<void>): Promise<WriteOutcome> => {
    try {
      await change();
      return { ok: true };
    } catch (error) {
      return { ok: false, ...storageFailureOf(error) };
    }
  };
  return {
    kind: 'indexedDb',
    async list() {
      try {
        const all = (await keys(store)).filter((k): k is string => typeof k === 'string');
        const ids = all.filter((k) => k.startsWith(SAVE)).map((k) => k.slice(SAVE.length));
        const metas = await getMany<unknown>(ids.map((id) => `${META}${id}`), store);
        const out: SavedGameMeta[] = [];
        for (let i = 0; i < ids.length; i++) {
          const meta = metas[i];
          if (isSavedGameMeta(meta) && meta.id === ids[i]) {
            out.push(meta);
            continue;
          }
          const text = await get<unknown>(`${SAVE}${ids[i]}`, store);
          const rebuilt = typeof text === 'string' ? metaFromSaveText(ids[i]!, text, 0) : null;
          if (rebuilt !== null) out.push(rebuilt);
        }
        return newestFirst(out);
      } catch {
        return [];
      }
    },
    async read(id) {
      try {
        const text = await get<unknown>(`${SAVE}${id}`, store);
        return typeof text === 'string' ? text : null;
      } catch {
        return null;
      }
    },
    write: (meta, text) => guarded(() => store('readwrite', (os) => {
      // idb-keyval's setMany, except that a put that throws (a value the browser cannot store)
      // aborts the transaction, so the puts before it are not committed either.
      try {
        os.put(text, `${SAVE}${meta.id}`);
        os.put(meta, `${META}${meta.id}`);
        os.put(meta.id, LAST);
      } catch (error) {
        os.transaction.abort();
        throw error;
      }
      return promisifyRequest(os.transaction);
    })),
    remove: (id) => guarded(async () => {
      const last = await get<unknown>(LAST, store);
      await delMany([`${SAVE}${id}`, `${META}${id}`, ...(last === id ? [LAST] : [])], store);
    }),
    async lastId() {
      try {
        const id = await get<unknown>(LAST, store);
        return typeof id === 'string' ? id : null;
      } catch {
        return null;
      }
    },
  };
}
