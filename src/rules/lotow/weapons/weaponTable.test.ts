/**
 * LOTOW-GAP-11 / LOTOW-SHOOT-MOVE-1: the weapons' move limits, placeholder numbers in two sets
 * (option `weaponMoveLimits`): `playable` (the default) and the catalog's test values (old saves).
 */
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../../engine/model';
import { moveLimitIn, moveLimitsOf } from '../shooting/weaponUse';
import { LOTOW_OPTIONS } from '../lotowOptions';
import { WEAPONS, weaponMoveLimit } from './weaponTable';

const man = (weapons: string, mounted = false): Figure => ({
  id: 'm', side: 'a', name: 'M', base: { shape: 'circle', diameterMm: 25 }, x: 5, y: 5, facingDeg: 0, stance: 'standing', mounted, standsOn: null,
  profile: { moveIn: 6, weapons, ...(mounted ? { mount: 'horse' } : {}) },
} as unknown as Figure);

describe('weapon move limits', () => {
  it('LOTOW-SHOOT-MOVE-1: the heavy pistol keeps the seed\'s ½ Move in both sets (3″ of 6″)', () => {
    expect(moveLimitIn(man('heavyPistol'), WEAPONS.heavyPistol!, 'playable')).toBe(3);
    expect(moveLimitIn(man('heavyPistol'), WEAPONS.heavyPistol!, 'catalog')).toBe(3);
  });

  it('LOTOW-GAP-11: playable placeholders — pistol after any move (6″), rifle after half (3″); a horse scales them (10″, 5″)', () => {
    expect(moveLimitsOf(man('pistol,rifle'), 'playable').map((l) => [l.weapon.id, l.limitIn])).toEqual([['pistol', 6], ['rifle', 3]]);
    expect(moveLimitsOf(man('pistol,rifle', true), 'playable').map((l) => l.limitIn)).toEqual([10, 5]);
  });

  it('LOTOW-GAP-11: the catalog\'s test placeholders — pistol ½ (3″), rifle no move (0″), as games saved before issue 13 played', () => {
    expect(moveLimitsOf(man('pistol,rifle'), 'catalog').map((l) => [l.weapon.id, l.limitIn])).toEqual([['pistol', 3], ['rifle', 0]]);
    expect(LOTOW_OPTIONS.find((o) => o.key === 'weaponMoveLimits')).toMatchObject({ default: 'playable', legacyDefault: 'catalog', catalogId: 'LOTOW-GAP-11' });
  });

  it('LOTOW-GAP-11: every row is marked placeholder, and no playable limit is stricter than the catalog\'s', () => {
    for (const w of Object.values(WEAPONS)) {
      expect(w.placeholder).toBe(true);
      expect(weaponMoveLimit(w, 'playable')).toBeGreaterThanOrEqual(weaponMoveLimit(w, 'catalog'));
    }
  });
});
