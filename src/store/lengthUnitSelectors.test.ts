import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { selectLengthUnit } from './lengthUnitSelectors';
import { createTestStore } from './testing/testStoreDeps';
import { storeWithScenario, twoFigureScenarioJson } from './testStore';

const file = (name: string): unknown => JSON.parse(readFileSync(`public/scenarios/${name}`, 'utf8'));
const farm = () => file('bp-ferme-de-la-croix.json');

describe('selectLengthUnit: the current game\'s table unit, from its ruleset', () => {
  it('the black-powder skirmish says cm (Ruleset.lengthUnit); LOTOW, SBH and the free table say nothing: inches; no game: inches', () => {
    expect(selectLengthUnit(storeWithScenario(farm(), { rulesetId: 'blackpowder' }).getState())).toBe('cm');
    expect(selectLengthUnit(storeWithScenario(farm(), { rulesetId: 'free' }).getState())).toBe('in');
    expect(selectLengthUnit(storeWithScenario(file('demo-town.json'), { rulesetId: 'lotow' }).getState())).toBe('in');
    expect(selectLengthUnit(storeWithScenario(file('sbh-elder-hollow.json'), { rulesetId: 'sbh' }).getState())).toBe('in');
    expect(selectLengthUnit(storeWithScenario(twoFigureScenarioJson('free')).getState())).toBe('in');
    expect(selectLengthUnit(createTestStore().getState())).toBe('in');
  });
});
