import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import { fraction } from '../../../engine/fraction';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { RollEvent } from '../../../engine/state';
import type { SdStat } from './actionTest';
import type { ReactionRequest, ReactionResult } from './reactionTest';
import { checkReaction, reactionChance, reactionShotTerms, rollReactionTest } from './reactionTest';

/** The seed's Prussian: СД 1/2/3, reacting alone. */
const prussian: ReactionRequest = { actorId: 'prussian', figureIds: ['prussian'], sd: [1, 2, 3], aimed: false, apLeft: 3, triedThisTurn: [] };

function react(faces: number[], over: Partial<ReactionRequest> = {}): { r: ReactionResult; rolls: RollEvent[] } {
  const { ctx, events } = makeResolveContext(fixedDice(faces));
  const r = rollReactionTest(ctx, { ...prussian, ...over });
  if (!r.ok) throw new Error(r.refusal.message);
  return { r, rolls: events() as RollEvent[] };
}

describe('the reaction test (BP-REACT-2/3/4/5)', () => {
  it('BP-REACT-2: TV-BP-06 the Prussian (СД 1/2/3) spends 1 AP and rolls 3, needing more than 3: no shot', () => {
    const { r, rolls } = react([3]);
    expect(r).toMatchObject({ passed: false, apSpent: 1, apLeft: 2, shot: null, rerolled: false, faces: [3] });
    expect(rolls).toEqual([expect.objectContaining({ purpose: 'blackpowder.roll.reaction', ruleId: 'BP-REACT-2', faces: [3], atLeast: 4, figureIds: ['prussian'] }) as RollEvent]);
  });

  it('BP-REACT-3: TV-BP-06 the same enemy turn, three more zouaves appear: the Prussian may not try again', () => {
    const after = react([3]).r;
    expect(after.triedThisTurn).toEqual(['prussian']);
    const again = { ...prussian, apLeft: after.apLeft, triedThisTurn: after.triedThisTurn };
    expect(checkReaction(again)).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.reaction.once', ruleId: 'BP-REACT-3' } });
    const { ctx, events } = makeResolveContext(fixedDice([]));
    expect(rollReactionTest(ctx, again)).toMatchObject({ ok: false, refusal: { ruleId: 'BP-REACT-3' } });
    expect(events()).toEqual([]);
  });

  it('BP-REACT-3: a passed attempt counts too', () => {
    const after = react([6]).r;
    expect(after.passed).toBe(true);
    expect(checkReaction({ ...prussian, triedThisTurn: new Set(after.triedThisTurn) })).toMatchObject({ refusal: { ruleId: 'BP-REACT-3' } });
  });

  it('BP-REACT-3: a Group whose member already reacted alone may not react (and the Group\'s members are all marked)', () => {
    const group = { ...prussian, actorId: 'section', figureIds: ['sergeant', 'prussian', 'fusilier'] };
    expect(checkReaction({ ...group, triedThisTurn: ['prussian'] })).toMatchObject({ refusal: { ruleId: 'BP-REACT-3', params: { triedFigureId: 'prussian' } } });
    expect(react([5], group).r.triedThisTurn).toEqual(['fusilier', 'prussian', 'section', 'sergeant']);
  });

  it('BP-REACT-2: with no AP left the player cannot react', () => {
    expect(checkReaction({ ...prussian, apLeft: 0 })).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.reaction.noAp', ruleId: 'BP-REACT-2' } });
  });

  it('BP-REACT-4: TV-BP-07 after Aim, a failed 3 is rerolled to 5: he fires as aimed, and the Aim is lost', () => {
    const { r, rolls } = react([3, 5], { aimed: true });
    expect(r).toMatchObject({ passed: true, rerolled: true, faces: [3, 5], aimLost: true, apSpent: 1 });
    expect(r.shot).toMatchObject({ aimed: true });
    expect(rolls.map((e) => [e.purpose, e.ruleId, e.faces, e.rerolled?.before])).toEqual([
      ['blackpowder.roll.reaction', 'BP-REACT-2', [3], undefined],
      ['blackpowder.roll.reactionAimReroll', 'BP-REACT-4', [5], [3]],
    ]);
  });

  it('BP-REACT-4: TV-BP-07 the reroll comes up 2: no shot, the Aim is still lost and 1 AP spent', () => {
    const { r } = react([3, 2], { aimed: true });
    expect(r).toMatchObject({ passed: false, rerolled: true, aimLost: true, apSpent: 1, apLeft: 2, shot: null });
  });

  it('BP-REACT-4: a pass at the first roll after Aim: no reroll, the shot is aimed, the Aim lost; without Aim no reroll', () => {
    expect(react([4], { aimed: true }).r).toMatchObject({ passed: true, rerolled: false, aimLost: true, shot: { aimed: true } });
    expect(react([2]).r).toMatchObject({ passed: false, rerolled: false, aimLost: false });
    expect(react([5]).r.shot).toMatchObject({ aimed: false });
  });

  it('BP-REACT-5: TV-BP-08 against a running charger the range is Effective and there is no running reroll (cover rerolls stay)', () => {
    const { r } = react([6], { againstCharger: true });
    expect(r.shot).toEqual({ aimed: false, forceEffectiveRange: true, runningReroll: false, ruleIds: ['BP-REACT-1', 'BP-REACT-5'] });
    expect(reactionShotTerms(false, false)).toMatchObject({ forceEffectiveRange: false, runningReroll: true });
  });

  it('BP-REACT-2: the exact chance of passing is P(d6 > SD[3]): 1/2 at 3; with the Aim\'s reroll 3/4', () => {
    expect(reactionChance([1, 2, 3], false)).toEqual(fraction(1, 2));
    expect(reactionChance([1, 2, 3], true)).toEqual(fraction(3, 4));
    expect(reactionChance([1, 2, 6], true)).toEqual(fraction(0));
  });

  it('BP-REACT-4: the exact chance equals brute force over both dice of the rolled test', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), fc.boolean(), (sd3, aimed) => {
      const sd: SdStat = [1, 1, sd3];
      let passes = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (react([a, b], { sd, aimed }).r.passed) passes++;
      expect(reactionChance(sd, aimed)).toEqual(fraction(passes, 36));
    }));
  });
});
