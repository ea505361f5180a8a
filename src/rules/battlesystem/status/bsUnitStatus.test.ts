import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bsGame } from '../testing/bsTestGame';
import { bsUnitStatus } from './bsUnitStatus';

const locale = (lang: string) => JSON.parse(readFileSync(new URL(`../../../ui/locales/battlesystem.${lang}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const wordsOf = (words: Record<string, unknown>, key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], words);

describe('the unit card (BS-GAP-03)', () => {
  it('BS-GAP-03: each weapon and preferred terrain is a line of its own, in words, never the raw tag', () => {
    const g = bsGame();
    const s = g.state;
    const withTags = { ...s, scenario: { ...s.scenario, units: s.scenario.units!.map((u) => (u.id === 'bows' ? { ...u, profile: { ...u.profile, preferredTerrain: 'hills,forest' } } : u)) } };
    const keys = bsUnitStatus(withTags, 'bows').map((l) => l.labelKey);
    expect(keys).toEqual(expect.arrayContaining(['battlesystem.card.weapon.longbow', 'battlesystem.card.weapon.shortSword', 'battlesystem.card.preferred.hills', 'battlesystem.card.preferred.forest']));
    expect(wordsOf(locale('en'), 'battlesystem.card.weapon.shortSword')).toBe('Weapon: short sword');
    expect(wordsOf(locale('ru'), 'battlesystem.card.weapon.longbow')).toBe('Оружие: длинный лук');
  });
});
