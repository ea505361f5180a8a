import { describe, expect, it } from 'vitest';
import { bsLocaleWords, wordsAt } from '../testing/bsLocaleWords';
import { bsGame } from '../testing/bsTestGame';
import { bsUnitStatus } from './bsUnitStatus';


describe('the unit card (BS-GAP-03)', () => {
  it('BS-GAP-03: each weapon and preferred terrain is a line of its own, in words, never the raw tag', () => {
    const g = bsGame();
    const s = g.state;
    const withTags = { ...s, scenario: { ...s.scenario, units: s.scenario.units!.map((u) => (u.id === 'bows' ? { ...u, profile: { ...u.profile, preferredTerrain: 'hills,forest' } } : u)) } };
    const keys = bsUnitStatus(withTags, 'bows').map((l) => l.labelKey);
    expect(keys).toEqual(expect.arrayContaining(['battlesystem.card.weapon.longbow', 'battlesystem.card.weapon.shortSword', 'battlesystem.card.preferred.hills', 'battlesystem.card.preferred.forest']));
    expect(wordsAt(bsLocaleWords('en'), 'battlesystem.card.weapon.shortSword')).toBe('Weapon: short sword');
    expect(wordsAt(bsLocaleWords('ru'), 'battlesystem.card.weapon.longbow')).toBe('Оружие: длинный лук');
  });
});
