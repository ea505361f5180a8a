import { describe, expect, it } from 'vitest';
import { figure } from '../../engine/testScenario';
import { combatOf, hasFlag, moveStickOf, pointsOf, qualityOf, sbhProfileProblems, shootBandOf } from './sbhProfile';

const f = (profile: Record<string, number | string | boolean>) => figure({ id: 'x', x: 0, y: 0, profile });

describe('the SBH profile (SBH-GAP-01)', () => {
  it('SBH-GAP-01: a profile has Quality 2–6 and Combat 0–6; points, move, shoot and the flags are optional', () => {
    expect(sbhProfileProblems({ quality: 3, combat: 3 })).toEqual([]);
    expect(sbhProfileProblems({ quality: 4, combat: 0, points: 30, move: 'long', shoot: 'medium', hero: true, leader: false, big: true, steadfast: true, coward: false, terror: true })).toEqual([]);
    expect(sbhProfileProblems({}).map((p) => [p.path, p.code])).toEqual([['quality', 'missing'], ['combat', 'missing']]);
  });

  it.each([
    [{ quality: 1, combat: 2 }, 'quality', 'outOfRange'],
    [{ quality: 7, combat: 2 }, 'quality', 'outOfRange'],
    [{ quality: 3.5, combat: 2 }, 'quality', 'outOfRange'],
    [{ quality: '3', combat: 2 }, 'quality', 'wrongType'],
    [{ quality: 3, combat: 7 }, 'combat', 'outOfRange'],
    [{ quality: 3, combat: 2, points: 0 }, 'points', 'outOfRange'],
    [{ quality: 3, combat: 2, move: 'sprint' }, 'move', 'badEnum'],
    [{ quality: 3, combat: 2, shoot: 'far' }, 'shoot', 'badEnum'],
    [{ quality: 3, combat: 2, hero: 'yes' }, 'hero', 'wrongType'],
  ])('SBH-GAP-01: %j → %s %s', (profile, path, code) => {
    expect(sbhProfileProblems(profile).map((p) => [p.path, p.code])).toEqual([[path, code]]);
  });

  it('SBH-GAP-01: readers with their defaults (Medium move, no ranged weapon, 1 point)', () => {
    const full = f({ quality: 3, combat: 4, points: 45, move: 'long', shoot: 'long', hero: true });
    expect([qualityOf(full), combatOf(full), pointsOf(full), moveStickOf(full), shootBandOf(full), hasFlag(full, 'hero'), hasFlag(full, 'leader')]).toEqual([3, 4, 45, 'long', 'long', true, false]);
    const bare = f({ quality: 5, combat: 1 });
    expect([pointsOf(bare), moveStickOf(bare), shootBandOf(bare)]).toEqual([1, 'medium', null]);
    expect(shootBandOf(f({ quality: 5, combat: 1, shoot: 'none' }))).toBeNull();
  });
});
