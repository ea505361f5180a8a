import { describe, expect, it } from 'vitest';
import type { SavedGameMeta } from './gameStorage';
import { MAX_SAVED_GAMES, keyValueGameStorage, memoryKeyValueStore } from './gameStorage';

const meta = (id: string, updatedAtMs: number): SavedGameMeta => ({ id, title: `Game ${id}`, rulesetId: 'free', turn: 1, steps: 0, updatedAtMs, finished: false });

describe('game storage', () => {
  it('lists games newest first, reads each save, forgets a deleted one and the last-game pointer to it', () => {
    const kv = memoryKeyValueStore();
    const storage = keyValueGameStorage(kv);
    expect(storage.write(meta('a', 1), 'A')).toBeNull();
    expect(storage.write(meta('b', 3), 'B')).toBeNull();
    expect(storage.write(meta('a', 5), 'A2')).toBeNull();
    storage.setLastId('a');
    expect(storage.list().map((m) => m.id)).toEqual(['a', 'b']);
    expect(storage.read('a')).toBe('A2');
    // A second view of the same storage (a reload) sees the same.
    expect(keyValueGameStorage(kv).list().map((m) => m.id)).toEqual(['a', 'b']);
    storage.remove('a');
    expect(storage.list().map((m) => m.id)).toEqual(['b']);
    expect(storage.read('a')).toBeNull();
    expect(storage.lastId()).toBeNull();
  });

  it('a corrupt index reads as empty, drops malformed entries, and the next write repairs it', () => {
    const kv = memoryKeyValueStore();
    kv.setItem('skirmish.games', '{not json');
    expect(keyValueGameStorage(kv).list()).toEqual([]);
    kv.setItem('skirmish.games', JSON.stringify([meta('ok', 1), { id: 5 }, null]));
    const storage = keyValueGameStorage(kv);
    expect(storage.list().map((m) => m.id)).toEqual(['ok']);
    storage.write(meta('new', 2), 'N');
    expect(JSON.parse(kv.getItem('skirmish.games')!)).toHaveLength(2);
  });

  it('a write the browser refuses (quota) comes back as the reason; the index is not changed', () => {
    const kv = memoryKeyValueStore();
    const storage = keyValueGameStorage({ ...kv, setItem: () => { throw new Error('QuotaExceededError'); } });
    expect(storage.write(meta('a', 1), 'A')).toBe('QuotaExceededError');
    expect(storage.list()).toEqual([]);
  });

  it('keeps at most MAX_SAVED_GAMES games, dropping the oldest', () => {
    const kv = memoryKeyValueStore();
    const storage = keyValueGameStorage(kv);
    for (let i = 0; i < MAX_SAVED_GAMES + 3; i++) storage.write(meta(`g${i}`, i), `save ${i}`);
    expect(storage.list()).toHaveLength(MAX_SAVED_GAMES);
    expect(storage.read('g0')).toBeNull();
    expect(storage.read('g2')).toBeNull();
    expect(storage.read('g3')).toBe('save 3');
  });

  it('when the quota is full, the oldest other games make room for the game being saved', () => {
    const kv = memoryKeyValueStore();
    const limited = {
      ...kv,
      setItem(key: string, value: string) {
        const used = [...kv.map.entries()].filter(([k]) => k !== key && k.startsWith('skirmish.game.')).length;
        if (key.startsWith('skirmish.game.') && used >= 2) throw new Error('QuotaExceededError');
        kv.setItem(key, value);
      },
    };
    const storage = keyValueGameStorage(limited);
    storage.write(meta('a', 1), 'A');
    storage.write(meta('b', 2), 'B');
    expect(storage.write(meta('c', 3), 'C')).toBeNull();
    expect(storage.list().map((m) => m.id)).toEqual(['c', 'b']);
    expect(storage.read('a')).toBeNull();
  });
});
