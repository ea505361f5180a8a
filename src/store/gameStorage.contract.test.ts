/**
 * The contract every game storage keeps (gameStorage.ts), run against each home: memory,
 * localStorage (a KeyValueStore) and IndexedDB (fake-indexeddb in node). Issue 12, defect 3: a
 * full disk deleted the player's other games; a damaged index dropped every game from the list.
 */
import 'fake-indexeddb/auto';
import type { UseStore } from 'idb-keyval';
import { createStore, del, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import type { GameStorage, SavedGameMeta } from './gameStorage';
import { memoryGameStorage, metaFromSaveText } from './gameStorage';
import { idbGameStorage } from './idbGameStorage';
import { keyValueGameStorage, memoryKeyValueStore } from './keyValueGameStorage';

const meta = (id: string, updatedAtMs: number): SavedGameMeta => ({ id, title: `Game ${id}`, rulesetId: 'free', turn: 1, steps: 0, updatedAtMs, finished: false });
const saveOf = (name: string, steps: number) => JSON.stringify({ schemaVersion: 1, kind: 'skirmish-save', scenario: { name }, rulesetId: 'lotow', actions: new Array(steps).fill({ type: 'endPhase', side: 'a' }) });

let dbCount = 0;
const quotaError = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

/** A UseStore whose read-write transactions fail as a full disk makes them (when `full()`). */
function fillable(store: UseStore, full: () => boolean): UseStore {
  return (mode, callback) => (mode === 'readwrite' && full() ? Promise.reject(quotaError()) : store(mode, callback));
}

interface Home {
  readonly name: string;
  /** A fresh storage; `full()` makes every later write fail for lack of room. */
  make(): { storage: GameStorage; fill(): void; damageList(): Promise<void> };
}

const HOMES: readonly Home[] = [
  {
    name: 'memory',
    make() {
      let quota = Infinity;
      const inner = memoryGameStorage();
      const storage: GameStorage = { ...inner, write: (m, t) => (quota === 0 ? Promise.resolve({ ok: false, kind: 'quota', detail: 'full' }) : inner.write(m, t)) };
      return { storage, fill: () => { quota = 0; }, damageList: () => Promise.resolve() };
    },
  },
  {
    name: 'localStorage',
    make() {
      const kv = memoryKeyValueStore();
      let full = false;
      const storage = keyValueGameStorage({
        getItem: (k) => kv.getItem(k), removeItem: (k) => kv.removeItem(k), key: (i) => kv.key(i),
        get length() { return kv.length; },
        setItem: (k, v) => {
          if (full) throw quotaError();
          kv.setItem(k, v);
        },
      });
      return { storage, fill: () => { full = true; }, damageList: () => { kv.setItem('skirmish.games', '{not json'); return Promise.resolve(); } };
    },
  },
  {
    name: 'IndexedDB',
    make() {
      const store = createStore(`test-${++dbCount}`, 'games');
      let full = false;
      const storage = idbGameStorage(fillable(store, () => full));
      return {
        storage,
        fill: () => { full = true; },
        // One description gone, one replaced by garbage.
        damageList: async () => {
          await del('meta:a', store);
          await set('meta:b', { id: 5 }, store);
        },
      };
    },
  },
];

describe.each(HOMES.map((h) => [h.name, h] as const))('game storage in %s', (_name, home) => {
  it('lists games newest first, reads each save, forgets a deleted one and the last-game pointer to it', async () => {
    const { storage } = home.make();
    expect(await storage.write(meta('a', 1), saveOf('A', 1))).toEqual({ ok: true });
    expect(await storage.write(meta('b', 3), saveOf('B', 2))).toEqual({ ok: true });
    expect(await storage.write(meta('a', 5), saveOf('A2', 3))).toEqual({ ok: true });
    expect((await storage.list()).map((m) => m.id)).toEqual(['a', 'b']);
    expect(await storage.read('a')).toBe(saveOf('A2', 3));
    expect(await storage.lastId()).toBe('a');
    expect(await storage.remove('a')).toEqual({ ok: true });
    expect((await storage.list()).map((m) => m.id)).toEqual(['b']);
    expect(await storage.read('a')).toBeNull();
    expect(await storage.lastId()).toBeNull();
  });

  it('keeps every game: nothing is dropped to make room, however many there are', async () => {
    const { storage } = home.make();
    for (let i = 0; i < 60; i++) await storage.write(meta(`g${i}`, i), saveOf(`G${i}`, i));
    const listed = await storage.list();
    expect(listed).toHaveLength(60);
    expect(await storage.read('g0')).toBe(saveOf('G0', 0));
  });

  it('a write refused for lack of room leaves the last good copy of that game and every other game', async () => {
    const { storage, fill } = home.make();
    await storage.write(meta('a', 1), saveOf('A', 1));
    await storage.write(meta('b', 2), saveOf('B', 2));
    fill();
    const refused = await storage.write(meta('b', 9), saveOf('B later', 7));
    expect(refused).toMatchObject({ ok: false, kind: 'quota' });
    const refusedNew = await storage.write(meta('c', 10), saveOf('C', 1));
    expect(refusedNew).toMatchObject({ ok: false, kind: 'quota' });
    expect((await storage.list()).map((m) => [m.id, m.updatedAtMs])).toEqual([['b', 2], ['a', 1]]);
    expect(await storage.read('b')).toBe(saveOf('B', 2));
    expect(await storage.read('a')).toBe(saveOf('A', 1));
    expect(await storage.read('c')).toBeNull();
    expect(await storage.lastId()).toBe('b');
  });

  it('a damaged list is rebuilt from the saves found, never from nothing', async () => {
    const { storage, damageList } = home.make();
    await storage.write(meta('a', 1), saveOf('Alpha', 4));
    await storage.write(meta('b', 2), saveOf('Bravo', 6));
    await storage.write(meta('c', 3), saveOf('Charlie', 1));
    await damageList();
    const listed = await storage.list();
    expect(listed.map((m) => m.id).sort()).toEqual(['a', 'b', 'c']);
    // A rebuilt entry says what its save says.
    const rebuilt = listed.filter((m) => m.turn === 0);
    for (const m of rebuilt) expect(m).toMatchObject(metaFromSaveText(m.id, (await storage.read(m.id))!, 0)!);
    // The next write keeps them all.
    await storage.write(meta('d', 4), saveOf('Delta', 0));
    expect((await storage.list()).map((m) => m.id).sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('metaFromSaveText', () => {
  it('describes a save from its text, and nothing else', () => {
    expect(metaFromSaveText('x', saveOf('Dust Creek', 3), 7)).toEqual({ id: 'x', title: 'Dust Creek', rulesetId: 'lotow', turn: 0, steps: 3, updatedAtMs: 7, finished: false });
    expect(metaFromSaveText('x', '{"kind":"scenario"}', 0)).toBeNull();
    expect(metaFromSaveText('x', '{oops', 0)).toBeNull();
  });
});

describe('game storage in IndexedDB: a write is one transaction', () => {
  it('a value the browser cannot store (a DataCloneError on the second put) commits nothing of the write', async () => {
    const storage = idbGameStorage(createStore('atomic-1', 'games'));
    await storage.write(meta('a', 1), saveOf('A', 1));
    const unstorable = { ...meta('a', 2), extra: () => 0 } as unknown as SavedGameMeta;
    expect(await storage.write(unstorable, saveOf('A later', 2))).toMatchObject({ ok: false });
    expect(await storage.read('a')).toBe(saveOf('A', 1));
    expect((await storage.list())[0]).toEqual(meta('a', 1));
  });
});
