import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bsUnitStatus } from '../rules/battlesystem/status/bsUnitStatus';
import { bsGame } from '../rules/battlesystem/testing/bsTestGame';
import { parseScenario } from './parseScenario';

const locale = (lang: string) => JSON.parse(readFileSync(new URL(`../ui/locales/battlesystem.${lang}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const wordsOf = (words: Record<string, unknown>, key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], words);

describe('The Battle of Stony Ford\'s unit cards', () => {
  it('BS-GAP-03: every line of every unit of The Battle of Stony Ford has its words in English and Russian', () => {
    const parsed = parseScenario(JSON.parse(readFileSync(new URL('../../public/scenarios/bs-stony-ford.json', import.meta.url), 'utf8')));
    if (!parsed.ok) throw new Error('Stony Ford does not load');
    const g = bsGame(parsed.scenario);
    const keys = new Set(g.state.scenario.units!.flatMap((u) => bsUnitStatus(g.state, u.id).map((l) => l.labelKey)));
    expect(keys.size).toBeGreaterThan(10);
    for (const lang of ['en', 'ru']) {
      const words = locale(lang);
      for (const key of keys) expect(typeof wordsOf(words, key), `${lang}: ${key}`).toBe('string');
    }
  });
});
