/**
 * Deterministic deps for tests (and benches): memory storage, a clock and seeds that count up, and
 * every shipped ruleset loaded. Test support only: the app builds its own deps
 * (`app/createAppStore.ts`), and no store module the app runs imports this file or `rules/`
 * (`store/outcomeReaders.test.ts` holds it).
 */
import { createShippedRegistry } from '../../rules/registry';
import { memoryGameStorage } from '../gameStorage';
import { createSkirmishStore } from '../store';
import type { StoreDeps } from '../storeDeps';

export function testStoreDeps(overrides: Partial<StoreDeps> = {}): StoreDeps {
  let tick = 0;
  let seed = 0;
  let id = 0;
  const storage = overrides.storage ?? memoryGameStorage();
  return {
    registry: createShippedRegistry(),
    storage,
    now: () => 1_800_000_000_000 + 1000 * tick++,
    newSeed: () => 12345 + seed++,
    newGameId: () => `game-${++id}`,
    requestPersistence: () => Promise.resolve(null),
    storageInfo: () => Promise.resolve({ kind: storage.kind, persistent: null, estimate: null }),
    ...overrides,
  };
}

/** A store with the test deps (`overrides` replace some). */
export const createTestStore = (overrides: Partial<StoreDeps> = {}) => createSkirmishStore(testStoreDeps(overrides));
