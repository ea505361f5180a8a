import { describe, expect, it } from 'vitest';
import type { OutcomeReader } from '../engine/outcomeTypes';
import { figure } from '../engine/testScenario';
import { figureNamesFrom } from './figureNames';

const reader: Pick<OutcomeReader, 'nameOfUnlisted'> = { nameOfUnlisted: (id) => (id.endsWith('~mount') ? 'a horse' : undefined) };

describe('figureNamesFrom', () => {
  it('names figures first, then units (issue 14), then what the ruleset names, else the id', () => {
    const names = figureNamesFrom(reader, [[figure({ id: 'r1', x: 1, y: 1, name: 'Jed' })]], [[{ id: 'gang', name: 'The Gang' }]]);
    expect(['r1', 'gang', 'r1~mount', 'zz'].map(names)).toEqual(['Jed', 'The Gang', 'a horse', 'zz']);
  });

  it('learns units met later in play, and never renames a known one', () => {
    const names = figureNamesFrom(reader, [[]], [[{ id: 'gang', name: 'The Gang' }]]);
    names.learn([], [{ id: 'gang', name: 'Renamed' }, { id: 'posse', name: 'The Posse' }]);
    expect([names('gang'), names('posse')]).toEqual(['The Gang', 'The Posse']);
  });
});
