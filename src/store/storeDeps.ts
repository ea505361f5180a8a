/**
 * What the store needs from the world, passed in so tests and benches run it in Node with a fixed
 * clock, fixed seeds and memory storage, and the app gives it the browser's.
 */
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import { createShippedRegistry } from '../rules/registry';
import type { GameStorage } from './gameStorage';
import { browserGameStorage, memoryGameStorage } from './gameStorage';

export interface StoreDeps {
  readonly registry: RulesetRegistry;
  readonly storage: GameStorage;
  /** Wall clock, ms since the epoch: only for the saved-games list. */
  readonly now: () => number;
  /** A fresh dice seed (uint32) for a new game. */
  readonly newSeed: () => number;
  /** A fresh id for a saved game. */
  readonly newGameId: () => string;
}

/** Deterministic deps for tests: memory storage, a clock and seeds that count up. */
export function testStoreDeps(overrides: Partial<StoreDeps> = {}): StoreDeps {
  let tick = 0;
  let seed = 0;
  let id = 0;
  return {
    registry: createShippedRegistry(),
    storage: memoryGameStorage(),
    now: () => 1_800_000_000_000 + 1000 * tick++,
    newSeed: () => 12345 + seed++,
    newGameId: () => `game-${++id}`,
    ...overrides,
  };
}

/** The browser's: localStorage, Date.now, crypto seeds. */
export function browserStoreDeps(): StoreDeps {
  const randomUint32 = (): number => {
    const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint32Array) => Uint32Array } }).crypto;
    if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0]!;
    return (Date.now() ^ (performance.now() * 1000)) >>> 0;
  };
  return {
    registry: createShippedRegistry(),
    storage: browserGameStorage(),
    now: () => Date.now(),
    newSeed: randomUint32,
    newGameId: () => `g${Date.now().toString(36)}${randomUint32().toString(36)}`,
  };
}
