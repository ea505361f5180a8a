/**
 * Saves from before IndexedDB move over on first start: every game, the game to resume, and only
 * then are the old keys removed; a copy refused for lack of room leaves them all for next time.
 */
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import type { SavedGameMeta } from './gameStorage';
import { memoryGameStorage } from './gameStorage';
import { idbGameStorage } from './idbGameStorage';
import { memoryKeyValueStore } from './keyValueGameStorage';
import { migrateLocalSaves } from './migrateLocalSaves';

const meta = (id: string, updatedAtMs: number): SavedGameMeta => ({ id, title: `Game ${id}`, rulesetId: 'free', turn: 2, steps: 5, updatedAtMs, finished: false });
const save = (name: string) => JSON.stringify({ schemaVersion: 1, kind: 'skirmish-save', scenario: { name }, rulesetId: 'free', actions: [] });

function legacy() {
  const kv = memoryKeyValueStore();
  kv.setItem('skirmish.games', JSON.stringify([meta('new', 30), meta('mid', 20)]));
  kv.setItem('skirmish.game.new', save('New'));
  kv.setItem('skirmish.game.mid', save('Mid'));
  // A save the index lost (an earlier build's bug): it moves too.
  kv.setItem('skirmish.game.lost', save('Lost'));
  kv.setItem('skirmish.lastGame', 'mid');
  kv.setItem('skirmish.language', 'ru');
  return kv;
}

describe('migrateLocalSaves', () => {
  it('copies every game into IndexedDB, the game to resume last, then frees localStorage', async () => {
    const kv = legacy();
    const target = idbGameStorage(createStore('migrate-1', 'games'));
    expect(await migrateLocalSaves(kv, target)).toEqual({ copied: 3, skipped: 0, failed: 0 });
    const listed = await target.list();
    expect(listed.map((m) => m.id).sort()).toEqual(['lost', 'mid', 'new']);
    expect(listed.find((m) => m.id === 'new')).toEqual(meta('new', 30));
    expect(listed.find((m) => m.id === 'lost')).toMatchObject({ title: 'Lost' });
    expect(await target.read('mid')).toBe(save('Mid'));
    expect(await target.lastId()).toBe('mid');
    expect([...kv.map.keys()]).toEqual(['skirmish.language']);
    // A second start has nothing to do.
    expect(await migrateLocalSaves(kv, target)).toEqual({ copied: 0, skipped: 0, failed: 0 });
  });

  it('never overwrites a game the new storage already has (a copy made on an earlier start)', async () => {
    const kv = legacy();
    const target = memoryGameStorage();
    await target.write({ ...meta('new', 99), steps: 40 }, save('New, played on'));
    expect(await migrateLocalSaves(kv, target)).toEqual({ copied: 2, skipped: 1, failed: 0 });
    expect(await target.read('new')).toBe(save('New, played on'));
  });

  it('a copy refused for lack of room keeps every old key for the next start', async () => {
    const kv = legacy();
    const before = new Map(kv.map);
    const target = memoryGameStorage({ quotaChars: save('New').length + 5 });
    const report = await migrateLocalSaves(kv, target);
    expect(report.failed).toBeGreaterThan(0);
    expect(kv.map).toEqual(before);
  });
});

describe('the last-moment copy (flushNow) comes back on the next start', () => {
  it('a newer copy in localStorage replaces the older one in IndexedDB, and becomes the game to resume', async () => {
    const target = idbGameStorage(createStore('migrate-2', 'games'));
    await target.write(meta('g', 10), save('G at step 3'));
    await target.write(meta('other', 11), save('Other'));
    const kv = memoryKeyValueStore();
    kv.setItem('skirmish.games', JSON.stringify([meta('g', 12)]));
    kv.setItem('skirmish.game.g', save('G at step 4'));
    kv.setItem('skirmish.lastGame', 'g');
    expect(await migrateLocalSaves(kv, target)).toEqual({ copied: 1, skipped: 0, failed: 0 });
    expect(await target.read('g')).toBe(save('G at step 4'));
    expect(await target.lastId()).toBe('g');
    expect(kv.map.size).toBe(0);
  });
});
