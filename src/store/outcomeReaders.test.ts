import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { Ruleset } from '../engine/ruleset';
import { createShippedRegistry } from '../rules/registry';
import { outcomeReaderOf, readEntry } from './outcomeReaders';

describe('outcome readers come from the registry (issue 14, item 7)', () => {
  it('a shipped ruleset\'s reader is its own Ruleset.outcome; the free table and a missing ruleset read as nothing', () => {
    const registry = createShippedRegistry();
    expect(outcomeReaderOf(registry, 'lotow')).toBe(registry.get('lotow')!.outcome);
    expect(outcomeReaderOf(registry, 'sbh')).toBe(registry.get('sbh')!.outcome);
    expect(outcomeReaderOf(registry, 'free').read([])).toEqual({ rolls: [], parts: [], figureIds: [] });
    expect(outcomeReaderOf(registry, 'frostgrave').read([])).toEqual({ rolls: [], parts: [], figureIds: [] });
  });

  it('reads with the registered reader, and a throwing reader reads as nothing', () => {
    const events = [{ type: 'x', ruleId: 'X-1' }];
    const reading = { rolls: [null], parts: [{ word: { key: 'k', params: {} }, face: null, tone: 'info' as const }], figureIds: [] };
    const ok = createRulesetRegistry([{ id: 'ok', outcome: { read: () => reading } } as unknown as Ruleset]);
    expect(readEntry(ok, 'ok', events)).toBe(reading);
    const bad = createRulesetRegistry([{ id: 'bad', outcome: { read: () => { throw new Error('boom'); } } } as unknown as Ruleset]);
    expect(readEntry(bad, 'bad', [{ type: 'y', ruleId: 'Y-1' }])).toEqual({ rolls: [], parts: [], figureIds: [] });
  });

  it('no store module outside its test support imports a concrete ruleset\'s folder', () => {
    const dir = new URL('./', import.meta.url);
    const offenders = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.') && f !== 'testMovementArea.ts')
      .filter((f) => /from '\.\.\/rules\/(?!registry')/.test(readFileSync(new URL(f, dir), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
