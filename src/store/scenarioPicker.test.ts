import { describe, expect, it } from 'vitest';
import { createShippedRegistry } from '../rules/registry';
import type { ScenarioIndexEntry } from '../scenario/scenarioIndex';
import { groupScenarios } from './scenarioPicker';

const entry = (id: string, ruleset: ScenarioIndexEntry['ruleset']): ScenarioIndexEntry => ({ file: `${id}.json`, id, name: id.toUpperCase(), ruleset });

describe('groupScenarios', () => {
  it('groups by ruleset in the order the index names them, installed ones first, marking the game in progress', () => {
    const entries = [entry('fg', 'frostgrave'), entry('town', 'lotow'), entry('hollow', 'sbh'), entry('creek', 'lotow')];
    const groups = groupScenarios(entries, createShippedRegistry(), 'hollow');
    expect(groups.map((g) => [g.rulesetId, g.installed, g.entries.map((e) => e.entry.id)])).toEqual([
      ['lotow', true, ['town', 'creek']],
      ['sbh', true, ['hollow']],
      ['frostgrave', false, ['fg']],
    ]);
    expect(groups.flatMap((g) => g.entries.filter((e) => e.current).map((e) => e.entry.id))).toEqual(['hollow']);
  });

  it('an empty index gives no groups', () => {
    expect(groupScenarios([], createShippedRegistry(), null)).toEqual([]);
  });
});
