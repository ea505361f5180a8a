import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateHash } from '../engine/stateHash';
import { createTestStore } from '../store/testing/testStoreDeps';
import { applyScenarioText, fetchScenarioText, loadRequestedScenario, loadScenarioFromFile } from './loadScenario';
import { checkScenarioUrl } from './scenarioSource';
import { selectScenario } from '../store/scenarioSelectors';

const demoText = readFileSync('public/scenarios/demo-town.json', 'utf8');

describe('applyScenarioText', () => {
  it('a scenario starts a new game on it', async () => {
    const store = createTestStore();
    const r = await applyScenarioText(store, demoText, 'demo-town.json');
    expect(r.ok).toBe(true);
    expect(selectScenario(store.getState())?.name).toBe('Dust Creek');
    expect(store.getState().game?.timeline.present.log).toHaveLength(1);
  });

  it('a save file given as a scenario is resumed as a save, with its history', async () => {
    const first = createTestStore();
    await applyScenarioText(first, demoText, 'demo-town.json');
    const side = first.getState().game!.timeline.present.actors[0]!;
    expect(first.getState().dispatch({ type: 'endPhase', side }).ok).toBe(true);
    const text = JSON.stringify(first.getState().exportSave(), null, 2);

    const second = createTestStore();
    const r = await applyScenarioText(second, text, 'game.skirmish.json');
    expect(r.ok).toBe(true);
    expect(stateHash(second.getState().game!.timeline.present)).toBe(stateHash(first.getState().game!.timeline.present));
    expect(second.getState().game!.timeline.past).toHaveLength(1);
  });

  it('a damaged save is reported as a save, and the game in progress stays', async () => {
    const store = createTestStore();
    await applyScenarioText(store, demoText, 'demo-town.json');
    const game = store.getState().game;
    const save = { ...store.getState().exportSave()!, stateHash: '0000000000000000' };
    const r = await applyScenarioText(store, JSON.stringify(save), 'bad.json');
    expect(r).toMatchObject({ ok: false, problems: [{ path: 'stateHash', code: 'hashMismatch' }] });
    expect(store.getState().game).toBe(game);
    expect(store.getState().loadProblems?.source).toBe('bad.json');
  });
});

describe('?scenario=: only paths on this site and https: URLs are fetched', () => {
  const HTTPS_PAGE = 'https://table.example/skirmish/?scenario=x';
  const LOCAL_PAGE = 'http://127.0.0.1:4173/';
  it.each<[string, string, boolean]>([
    ['scenarios/other.json', HTTPS_PAGE, true],
    ['/skirmish/scenarios/other.json', HTTPS_PAGE, true],
    ['../elsewhere/x.json', HTTPS_PAGE, true],
    ['https://files.example/my-scenario.json', HTTPS_PAGE, true],
    ['https://files.example/my-scenario.json', LOCAL_PAGE, true],
    ['scenarios/other.json', LOCAL_PAGE, true],
    ['http://127.0.0.1:4173/scenarios/x.json', LOCAL_PAGE, true],
    ['data:application/json,{"schemaVersion":1}', HTTPS_PAGE, false],
    ['data:application/json;base64,eyJ9', LOCAL_PAGE, false],
    ['javascript:alert(1)', HTTPS_PAGE, false],
    ['blob:https://table.example/0b3c', HTTPS_PAGE, false],
    ['file:///etc/passwd', LOCAL_PAGE, false],
    ['http://evil.example/x.json', HTTPS_PAGE, false],
    ['http://table.example/skirmish/x.json', HTTPS_PAGE, false],
    ['//evil.example/x.json', LOCAL_PAGE, false],
    ['ftp://files.example/x.json', HTTPS_PAGE, false],
  ])('%s on %s → %s', (requested, page, allowed) => {
    const r = checkScenarioUrl(requested, page);
    expect(r.ok).toBe(allowed);
    if (!r.ok) expect(r.problem).toMatchObject({ path: '(root)', code: 'urlNotAllowed', params: { url: requested } });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('a data: URL is never fetched: a problem for the error panel (where it used to load), the game in progress stays', async () => {
    const fetchSpy = vi.fn(async () => new Response(demoText));
    vi.stubGlobal('fetch', fetchSpy);
    const store = createTestStore();
    await applyScenarioText(store, demoText, 'demo-town.json');
    const game = store.getState().game;
    const url = `data:application/json,${encodeURIComponent(demoText)}`;
    const r = await loadRequestedScenario(store, url, 'http://127.0.0.1:4173/');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(r).toMatchObject({ ok: false, problems: [{ code: 'urlNotAllowed' }] });
    expect(store.getState().game).toBe(game);
    const failure = store.getState().loadProblems!;
    expect(failure.problems[0]!.message).toMatch(/^\(root\): data:application\/json,.{20,}… cannot be opened: only a path on this site or an https: address is fetched$/);
    expect(failure.source.length).toBeLessThanOrEqual(80);
  });

  it('an https: URL and a path on the site are fetched', async () => {
    const fetchSpy = vi.fn(async (_url: string) => new Response(demoText));
    vi.stubGlobal('fetch', fetchSpy);
    const store = createTestStore();
    expect((await loadRequestedScenario(store, 'https://files.example/town.json', 'http://127.0.0.1:4173/')).ok).toBe(true);
    expect((await loadRequestedScenario(store, 'scenarios/demo-town.json', 'http://127.0.0.1:4173/')).ok).toBe(true);
    expect(fetchSpy.mock.calls.map((c) => c[0])).toEqual(['https://files.example/town.json', 'scenarios/demo-town.json']);
  });
});

describe('the bytes of a fetched or picked file must be UTF-8', () => {
  afterEach(() => vi.unstubAllGlobals());
  const latin1 = () => {
    const bytes = new TextEncoder().encode(demoText);
    const at = bytes.indexOf(0x44); // the D of "Dust Creek"…
    bytes[at] = 0xc4; // …as a lone Latin-1 Ä
    return { bytes, at };
  };

  it('fetched: badEncoding with the byte offset (it used to load with U+FFFD in the text)', async () => {
    const { bytes, at } = latin1();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(bytes)));
    expect(await fetchScenarioText('scenarios/x.json')).toEqual({
      ok: false,
      problem: expect.objectContaining({ path: '(root)', code: 'badEncoding', params: { offset: at } }),
    });
  });

  it('fetched: a body declared larger than a save may be is refused before it is read', async () => {
    const response = new Response('{}', { headers: { 'content-length': String(25 * 1024 * 1024) } });
    const read = vi.spyOn(response, 'arrayBuffer');
    vi.stubGlobal('fetch', vi.fn(async () => response));
    expect(await fetchScenarioText('scenarios/x.json')).toMatchObject({ ok: false, problem: { code: 'tooLarge', params: { bytes: 25 * 1024 * 1024 } } });
    expect(read).not.toHaveBeenCalled();
  });

  it('picked: badEncoding in the error panel, the game in progress stays', async () => {
    const store = createTestStore();
    await applyScenarioText(store, demoText, 'demo-town.json');
    const game = store.getState().game;
    const { bytes, at } = latin1();
    const r = await loadScenarioFromFile(store, new File([bytes], 'town.json'));
    expect(r).toMatchObject({ ok: false, problems: [{ code: 'badEncoding', params: { offset: at } }] });
    expect(store.getState().loadProblems?.source).toBe('town.json');
    expect(store.getState().game).toBe(game);
  });

  it('picked: a save larger than a scenario may be (6 MB) still opens with "Open scenario…", as Import would', async () => {
    const first = createTestStore();
    await applyScenarioText(first, demoText, 'demo-town.json');
    const text = `${JSON.stringify(first.getState().exportSave())}${' '.repeat(6 * 1024 * 1024)}`;
    const second = createTestStore();
    const r = await loadScenarioFromFile(second, new File([text], 'big.skirmish.json'));
    expect(r.ok).toBe(true);
    expect(stateHash(second.getState().game!.timeline.present)).toBe(stateHash(first.getState().game!.timeline.present));
  });
});
