import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bsUnitStatus } from '../rules/battlesystem/status/bsUnitStatus';
import { bsLocaleWords, wordsAt } from '../rules/battlesystem/testing/bsLocaleWords';
import { bsGame } from '../rules/battlesystem/testing/bsTestGame';
import { parseScenario } from './parseScenario';


describe('The Battle of Stony Ford\'s unit cards', () => {
  it('BS-GAP-03: every line of every unit of The Battle of Stony Ford has its words in English and Russian', () => {
    const parsed = parseScenario(JSON.parse(readFileSync(new URL('../../public/scenarios/bs-stony-ford.json', import.meta.url), 'utf8')));
    if (!parsed.ok) throw new Error('Stony Ford does not load');
    const g = bsGame(parsed.scenario);
    const keys = new Set(g.state.scenario.units!.flatMap((u) => bsUnitStatus(g.state, u.id).map((l) => l.labelKey)));
    expect(keys.size).toBeGreaterThan(10);
    for (const lang of ['en', 'ru'] as const) {
      const words = bsLocaleWords(lang);
      for (const key of keys) expect(typeof wordsAt(words, key), `${lang}: ${key}`).toBe('string');
    }
  });
});
