import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import { fraction } from '../../../engine/fraction';
import type { Scenario } from '../../../engine/model';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { RollEvent } from '../../../engine/state';
import { figure, testScenario } from '../../../engine/testScenario';
import type { LeaderSaveRequest } from './leaderSave';
import { leaderSaveChance, passHitToComrade, rollLeaderSave } from './leaderSave';

const save = (faces: number[], over: Partial<LeaderSaveRequest> = {}) => {
  const { ctx, events } = makeResolveContext(fixedDice(faces));
  return { r: rollLeaderSave(ctx, { figureId: 'sergeant', leaderOrSpecial: true, forcedByCloseOrder: false, ...over }), rolls: events() as RollEvent[] };
};

const table: Scenario = {
  ...testScenario, terrain: [],
  figures: [
    figure({ id: 'sergeant', side: 'b', x: 5, y: 5 }), figure({ id: 'private', side: 'b', x: 20, y: 20 }),
    figure({ id: 'body', side: 'b', x: 6, y: 5 }), figure({ id: 'zouave', side: 'a', x: 5, y: 6 }),
  ],
};

describe('the Leader\'s or special figure\'s save (BP-VOLLEY-5, BP-GAP-10)', () => {
  it('BP-GAP-10: the save passes on 4+ by default — a 4 saves, a 3 does not; the roll is logged', () => {
    expect(save([4]).r).toEqual({ ok: true, saved: true, face: 4, ruleId: 'BP-GAP-10' });
    const { r, rolls } = save([3]);
    expect(r).toMatchObject({ ok: true, saved: false, face: 3 });
    expect(rolls).toEqual([expect.objectContaining({ purpose: 'blackpowder.roll.leaderSave', ruleId: 'BP-GAP-10', figureIds: ['sergeant'], atLeast: 4, faces: [3] }) as RollEvent]);
  });

  it('BP-GAP-10 (option leaderSave): on 5+ a 4 fails and a 5 saves', () => {
    expect(save([4], { saveOn: 5 }).r).toMatchObject({ saved: false });
    expect(save([5], { saveOn: 5 }).r).toMatchObject({ saved: true });
  });

  it('BP-GAP-10: the exact chance of a save is 1/2 on 4+, 1/3 on 5+', () => {
    expect(leaderSaveChance()).toEqual(fraction(1, 2));
    expect(leaderSaveChance(5)).toEqual(fraction(1, 3));
  });

  it('BP-VOLLEY-5: a fighter who is not a Leader or special figure has no save', () => {
    expect(save([6], { leaderOrSpecial: false }).r).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.save.notSpecial', ruleId: 'BP-VOLLEY-5' } });
  });

  it('BP-VOLLEY-6: a hit forced on the Leader by the Close Order triple gets no save and no die', () => {
    const { r, rolls } = save([], { forcedByCloseOrder: true });
    expect(r).toEqual({ ok: true, saved: false, face: null, ruleId: 'BP-VOLLEY-6' });
    expect(rolls).toEqual([]);
  });

  it('BP-VOLLEY-5: a saved hit moves to the comrade of the owner\'s choice, at any distance', () => {
    expect(passHitToComrade({ scenario: table, fromId: 'sergeant', comradeId: 'private', outOfActionIds: ['body'] })).toEqual({ ok: true, figureId: 'private' });
  });

  it.each([
    ['an enemy', 'zouave', 'blackpowder.save.notComrade'],
    ['a comrade out of action', 'body', 'blackpowder.save.comradeOut'],
    ['himself', 'sergeant', 'blackpowder.save.self'],
    ['a figure not on the table', 'ghost', 'blackpowder.save.noComrade'],
  ])('BP-VOLLEY-5: the hit cannot move to %s', (_what, comradeId, reasonKey) => {
    expect(passHitToComrade({ scenario: table, fromId: 'sergeant', comradeId, outOfActionIds: new Set(['body']) }))
      .toMatchObject({ ok: false, refusal: { reasonKey, ruleId: 'BP-VOLLEY-5' } });
  });
});
