import { describe, expect, it } from 'vitest';
import { scenarioProfileProblems } from './scenarioProfileProblems';
import { testScenario } from './testScenario';
import { testGameScenario, testRuleset } from './testing/testRuleset';
import { testUnitScenario } from './testing/testUnitScenario';

describe('scenarioProfileProblems', () => {
  const good = testUnitScenario(testGameScenario(testScenario));
  it('ENGINE-PROFILE-1: a scenario the ruleset accepts has none', () => {
    expect(scenarioProfileProblems(testRuleset, good)).toEqual([]);
  });

  it('ENGINE-PROFILE-1: figures and units each named by path, in scenario order', () => {
    const bad = {
      ...good,
      figures: good.figures.map((f, i) => (i === 1 ? { ...f, profile: { ...f.profile, shoot: 9 } } : f)),
      units: good.units!.map((u, i) => (i === 1 ? { ...u, profile: { moveIn: 'far' } } : u)),
    };
    expect(scenarioProfileProblems(testRuleset, bad).map((p) => [p.path, p.code, p.message.startsWith(`${p.path}: `)])).toEqual([
      ['figures[1].profile.shoot', 'outOfRange', true],
      ['units[1].profile.moveIn', 'wrongType', true],
    ]);
  });

  it('ENGINE-PROFILE-2: a ruleset without unit profiles accepts every unit', () => {
    const bad = { ...good, units: good.units!.map((u) => ({ ...u, profile: { anything: true } })) };
    expect(scenarioProfileProblems({ profileProblems: testRuleset.profileProblems }, bad)).toEqual([]);
  });
});
