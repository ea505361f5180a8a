import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../engine/ruleset';
import { lotowRuleset } from '../rules/lotow';
import { createShippedCatalog } from '../rules/shippedCatalog';
import { parseScenario } from '../scenario/parseScenario';
import { createSkirmishStore } from './store';
import { createTestStore, testStoreDeps } from './testing/testStoreDeps';

const demo = parseScenario(JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')));
if (!demo.ok) throw new Error('bad fixture');

describe('rulesets loaded on demand (issue 14 item 7)', () => {
  it('a failed load is an error panel problem; the game in progress stays', async () => {
    const s = createSkirmishStore(testStoreDeps({ registry: createShippedCatalog([{ id: 'lotow', load: () => Promise.reject(new Error('offline')) }]) }));
    expect((await s.getState().startScenario(demo.scenario, 'a', { rulesetId: 'free' })).ok).toBe(true);
    const game = s.getState().game;
    const r = await s.getState().startScenario(demo.scenario, 'demo');
    expect(r).toMatchObject({ ok: false, problems: [{ code: 'rulesetLoadFailed', params: { id: 'lotow', detail: 'offline' } }] });
    expect(s.getState().game).toBe(game);
    expect(s.getState().loadProblems?.problems[0]?.code).toBe('rulesetLoadFailed');
    expect(s.getState().rulesetLoading).toBeNull();
  });

  it('a save of a ruleset not loaded yet opens once its code has loaded', async () => {
    const text = (() => {
      const eager = createTestStore();
      expect(eager.getState().loadScenario(demo.scenario, 'demo', { seed: 1 }).ok).toBe(true);
      return JSON.stringify(eager.getState().exportSave());
    })();
    let loads = 0;
    const s = createSkirmishStore(testStoreDeps({ registry: createShippedCatalog([{ id: 'lotow', load: () => { loads++; return Promise.resolve(lotowRuleset as unknown as Ruleset); } }]) }));
    const opening = s.getState().openSaveText(text, 'game.skirmish.json');
    expect(s.getState().rulesetLoading).toBe('lotow');
    expect((await opening).ok).toBe(true);
    expect(s.getState().game?.timeline.present.rulesetId).toBe('lotow');
    expect(loads).toBe(1);
  });

  it('ensureLoaded shares one load, and retries after a failure', async () => {
    let calls = 0;
    const registry = createShippedCatalog([{ id: 'lotow', load: () => (++calls === 1 ? Promise.reject(new Error('net')) : Promise.resolve(lotowRuleset as unknown as Ruleset)) }]);
    const [a, b] = await Promise.all([registry.ensureLoaded('lotow'), registry.ensureLoaded('lotow')]);
    expect([a.ok, b.ok, calls]).toEqual([false, false, 1]);
    expect((await registry.ensureLoaded('lotow')).ok).toBe(true);
    expect(calls).toBe(2);
    expect(registry.get('lotow')).toBeDefined();
    expect((await registry.ensureLoaded('nope')).ok).toBe(false);
  });

  it('no module the app runs from src/store reaches src/rules (the store imports no concrete ruleset)', () => {
    const root = resolve('src');
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (file.startsWith(join(root, 'rules'))) reached.push(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'|^import '(\.[^']+)'/gm)) {
        const spec = m[1] ?? m[2]!;
        const base = resolve(dirname(file), spec);
        const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => { try { return readFileSync(f) !== null; } catch { return false; } });
        if (found !== undefined) visit(found);
      }
    };
    const own = readdirSync(join(root, 'store')).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && !/^test/.test(f));
    for (const f of own) visit(join(root, 'store', f));
    expect(own.length).toBeGreaterThan(10);
    expect(reached).toEqual([]);
  });
});
