import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryGameStorage } from '../store/gameStorage';
import { selectScenario } from '../store/scenarioSelectors';
import { createTestStore } from '../store/testing/testStoreDeps';

const demoText = readFileSync('public/scenarios/demo-town.json', 'utf8');
const page = { search: '', href: 'http://127.0.0.1/' };

/** Memory storage whose list of saved games waits for `release()` (a slow IndexedDB). */
function slowStorage() {
  const inner = memoryGameStorage();
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  return { storage: { ...inner, list: async () => { await gate; return inner.list(); } }, release };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.resetModules();
  fetchMock = vi.fn(async () => new Response(demoText, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('startUp', () => {
  it('fetches the demo while the saved games are still being read, then puts it on the table', async () => {
    const { startUp } = await import('./startUp');
    const { storage, release } = slowStorage();
    const store = createTestStore({ storage });
    const done = startUp(store, page);
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('scenarios/demo-town.json');
    expect(store.getState().game).toBeNull();
    release();
    await done;
    expect(selectScenario(store.getState())?.id).toBe(JSON.parse(demoText).id);
  });

  it('runs once however often it is asked', async () => {
    const { startUp } = await import('./startUp');
    const store = createTestStore();
    const first = startUp(store, page);
    expect(startUp(store, page)).toBe(first);
    await first;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a scenario named by the address is loaded instead of the demo, and an unsafe one is refused without a fetch', async () => {
    const { startUp } = await import('./startUp');
    const store = createTestStore();
    await startUp(store, { search: '?scenario=javascript:alert(1)', href: page.href });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().loadProblems?.problems.length).toBeGreaterThan(0);
    expect(store.getState().game).toBeNull();
  });
});
