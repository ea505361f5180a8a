import { describe, expect, it } from 'vitest';
import { figure } from '../../../engine/testScenario';
import { scenarioProfileProblems } from '../../../engine/scenarioProfileProblems';
import { testScenario } from '../../../engine/testScenario';
import { bpProfileOf, bpProfileProblems, isCavalry, isLeaderOrSpecial, parseSd, sdOf } from './bpProfile';

const f = (profile: Record<string, number | string | boolean>, mounted = false) => figure({ id: 'x', x: 0, y: 0, profile, mounted });

describe('the black-powder profile (СД x/y/z, BP-GAP-03)', () => {
  it('BP-GAP-03: a profile needs sd "x/y/z"; weapon, cavalry, leader, special and melee are optional', () => {
    expect(bpProfileProblems({ sd: '1/2/3' })).toEqual([]);
    expect(bpProfileProblems({ sd: ' 2 / 3 / 4 ', weapon: 'smoothbore', cavalry: true, leader: true, special: 'standard', melee: 'sabre' })).toEqual([]);
    expect(bpProfileProblems({ sd: '6/6/6', weapon: 'none', special: 'hero', melee: 'bayonet' })).toEqual([]);
  });

  it.each([
    [{}, 'sd', 'missing'],
    [{ sd: 3 }, 'sd', 'wrongType'],
    [{ sd: true }, 'sd', 'wrongType'],
    [{ sd: '1-2-3' }, 'sd', 'badFormat'],
    [{ sd: '1/2' }, 'sd', 'badFormat'],
    [{ sd: '1/2/3/4' }, 'sd', 'badFormat'],
    [{ sd: '1.5/2/3' }, 'sd', 'badFormat'],
    [{ sd: '0/2/3' }, 'sd', 'outOfRange'],
    [{ sd: '1/2/7' }, 'sd', 'outOfRange'],
    [{ sd: '1/2/3', weapon: 'musket' }, 'weapon', 'badEnum'],
    [{ sd: '1/2/3', special: 'drummer' }, 'special', 'badEnum'],
    [{ sd: '1/2/3', melee: 'lance' }, 'melee', 'badEnum'],
    [{ sd: '1/2/3', cavalry: 'yes' }, 'cavalry', 'wrongType'],
    [{ sd: '1/2/3', leader: 1 }, 'leader', 'wrongType'],
  ])('BP-GAP-03: %j → %s %s', (profile, path, code) => {
    expect(bpProfileProblems(profile).map((p) => [p.path, p.code])).toEqual([[path, code]]);
  });

  it('BP-GAP-03: problems carry the params the UI words them with, and their path in the scenario', () => {
    expect(bpProfileProblems({ sd: '1-2-3' })[0]?.params).toEqual({ value: '1-2-3', format: 'x/y/z' });
    expect(bpProfileProblems({ sd: '0/2/3' })[0]?.params).toEqual({ value: '0/2/3', min: 1, max: 6 });
    const scenario = { ...testScenario, figures: [f({ sd: '1/2/3' }), f({ sd: '9/9/9', weapon: 'bow' })] };
    expect(scenarioProfileProblems({ profileProblems: bpProfileProblems }, scenario).map((p) => p.path)).toEqual(['figures[1].profile.sd', 'figures[1].profile.weapon']);
  });

  it('BP-REACT-2: SD[k] by action number (the Prussian 1/2/3 reacts against 3)', () => {
    const prussian = f({ sd: '1/2/3' });
    expect([sdOf(prussian, 1), sdOf(prussian, 2), sdOf(prussian, 3)]).toEqual([1, 2, 3]);
    expect(parseSd('4/5/6')).toEqual([4, 5, 6]);
    expect(parseSd('4/5')).toBeNull();
  });

  it('BP-GAP-03: readers with their defaults (rifled, infantry unless mounted, no Leader, not special, no melee weapon)', () => {
    expect(bpProfileOf(f({ sd: '2/3/4' }))).toEqual({ sd: [2, 3, 4], weapon: 'rifled', cavalry: false, leader: false, special: 'none', melee: 'none' });
    expect(bpProfileOf(f({ sd: 'bad', weapon: 'bow' })).weapon).toBe('rifled');
    expect(bpProfileOf(f({ sd: 'bad' })).sd).toEqual([3, 3, 3]);
    expect(bpProfileOf(f({ sd: '1/2/3', weapon: 'smoothbore', leader: true, special: 'musician', melee: 'bayonet' })))
      .toMatchObject({ weapon: 'smoothbore', leader: true, special: 'musician', melee: 'bayonet' });
  });

  it('BP-OBST-1, BP-VOLLEY-5: cavalry from the profile, else from the figure being mounted; Leaders and special figures', () => {
    expect([isCavalry(f({ sd: '1/2/3' })), isCavalry(f({ sd: '1/2/3' }, true)), isCavalry(f({ sd: '1/2/3', cavalry: false }, true)), isCavalry(f({ sd: '1/2/3', cavalry: true }))])
      .toEqual([false, true, false, true]);
    expect([isLeaderOrSpecial(f({ sd: '1/2/3' })), isLeaderOrSpecial(f({ sd: '1/2/3', leader: true })), isLeaderOrSpecial(f({ sd: '1/2/3', special: 'hero' }))])
      .toEqual([false, true, true]);
  });
});
