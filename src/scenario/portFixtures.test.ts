/**
 * LOTOW and SBH as they play before the engine's ruleset kit (issue 14, item 6): 20 games of each,
 * 50–200 random legal actions, played with the headless command (`node scripts/portFixtures.mjs`,
 * on Dust Creek and Elder Hollow; every second game with options drawn from the ruleset's list).
 * Each must load and replay to the state hash written in it — through any change of how the
 * rulesets are built — and keep every step it logged.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createShippedRegistry } from '../rules/registry';
import { parseSaveText } from './loadSave';

const dir = new URL('./fixtures/port/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.save.json')).sort();
const registry = createShippedRegistry();

describe('the port fixtures replay to their hashes', () => {
  it('has 20 games of each ruleset, 50 to 200 actions each', () => {
    for (const rulesetId of ['lotow', 'sbh']) expect(files.filter((f) => f.startsWith(`${rulesetId}-`))).toHaveLength(20);
  });

  for (const name of files) {
    it(`${name} loads, replays every step and hashes as written`, () => {
      const text = readFileSync(new URL(name, dir), 'utf8');
      const file = JSON.parse(text) as { actions: unknown[]; stateHash: string };
      expect(file.actions.length).toBeGreaterThanOrEqual(50);
      expect(file.actions.length).toBeLessThanOrEqual(200);
      const loaded = parseSaveText(text, registry);
      if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
      expect(loaded.state.log.filter((e) => e.kind === 'action')).toHaveLength(file.actions.length);
    });
  }
});
