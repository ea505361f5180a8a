import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../store/testing/testStoreDeps';
import { bundledScenarioCatalog, fetchScenarioIndex, readScenarioIndexText, scenarioEntryUrl } from './scenarioCatalog';
import { selectScenario } from '../store/scenarioSelectors';

const files: Record<string, string> = {
  'scenarios/index.json': readFileSync('public/scenarios/index.json', 'utf8'),
  'scenarios/sbh-elder-hollow.json': readFileSync('public/scenarios/sbh-elder-hollow.json', 'utf8'),
  'scenarios/demo-town.json': readFileSync('public/scenarios/demo-town.json', 'utf8'),
};

function serve(overrides: Record<string, string | null> = {}): void {
  vi.stubGlobal('fetch', vi.fn((url: string) => {
    const text = url in overrides ? overrides[url] : files[url];
    // The loader reads bytes (it checks they are UTF-8) and the declared length.
    const body = (t: string) => ({ headers: new Headers(), text: () => Promise.resolve(t), arrayBuffer: () => Promise.resolve(new TextEncoder().encode(t).buffer) });
    return Promise.resolve(text === null || text === undefined
      ? { ok: false, status: 404, ...body('') }
      : { ok: true, status: 200, ...body(text) });
  }));
}

afterEach(() => vi.unstubAllGlobals());

/** Wait for the catalog's fire-and-forget load to settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the bundled scenario catalog', () => {
  it('lists the bundled index: the demo under LOTOW, Elder Hollow under SBH, La Croix under the black-powder rules, Stony Ford under BATTLESYSTEM', async () => {
    serve();
    const r = await fetchScenarioIndex();
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.entries.map((e) => [e.id, e.ruleset])).toEqual([['demo-town', 'lotow'], ['sbh-elder-hollow', 'sbh'], ['bp-ferme-de-la-croix', 'blackpowder'], ['bs-stony-ford', 'battlesystem']]);
  });

  it('an entry\'s file lives beside the index', () => {
    const e = { file: 'x.json', id: 'x', name: 'X', ruleset: 'sbh' as const };
    expect(scenarioEntryUrl(e)).toBe('scenarios/x.json');
    expect(scenarioEntryUrl(e, '/base/list.json')).toBe('/base/x.json');
    expect(scenarioEntryUrl(e, 'list.json')).toBe('x.json');
  });

  it('a bad index is problems with a path, never a throw: not JSON, a bad entry, missing', async () => {
    expect(readScenarioIndexText('[{', 'i.json')).toMatchObject({ ok: false, source: 'i.json', problems: [{ code: 'notJson' }] });
    const bad = readScenarioIndexText(JSON.stringify([{ file: 'a.json', id: 'a', name: 'A', ruleset: 'Chess!' }]), 'i.json');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems[0]?.path).toContain('ruleset');
    serve({ 'scenarios/index.json': null });
    expect(await fetchScenarioIndex()).toMatchObject({ ok: false, problems: [{ code: 'fetchFailed', params: { status: 404 } }] });
  });

  it('choosing an entry starts a new game on it under its own ruleset; the game in progress stays saved', async () => {
    serve();
    const store = createTestStore();
    const catalog = bundledScenarioCatalog(store);
    catalog.open({ file: 'demo-town.json', id: 'demo-town', name: 'Dust Creek', ruleset: 'lotow' });
    await vi.waitFor(() => expect(store.getState().game?.timeline.present.rulesetId).toBe('lotow'));
    const demoId = store.getState().game!.id;
    catalog.open({ file: 'sbh-elder-hollow.json', id: 'sbh-elder-hollow', name: 'The Chapel at Elder Hollow', ruleset: 'sbh' });
    await vi.waitFor(() => expect(store.getState().game?.timeline.present.rulesetId).toBe('sbh'));
    expect(selectScenario(store.getState())?.name).toBe('The Chapel at Elder Hollow');
    expect(store.getState().savedGames.map((m) => m.id)).toContain(demoId);
  });

  it('a bad file goes to the error panel and the game in progress is kept', async () => {
    serve({ 'scenarios/broken.json': '{"schemaVersion": 1' });
    const store = createTestStore();
    const catalog = bundledScenarioCatalog(store);
    catalog.open({ file: 'demo-town.json', id: 'demo-town', name: 'Dust Creek', ruleset: 'lotow' });
    await vi.waitFor(() => expect(store.getState().game).not.toBeNull());
    const game = store.getState().game;
    catalog.open({ file: 'broken.json', id: 'broken', name: 'Broken', ruleset: 'sbh' });
    await vi.waitFor(() => expect(store.getState().loadProblems).not.toBeNull());
    await settle();
    expect(store.getState().loadProblems).toMatchObject({ source: 'scenarios/broken.json', problems: [{ code: 'notJson' }] });
    expect(store.getState().game).toBe(game);
  });
});
