/** BP-SHOOT-REROLL-1..3 and BP-REACT-5 (§6 ambiguity 3): which faces a shot must reroll. */
import { describe, expect, it } from 'vitest';
import type { RerollConditions, RerollRegime } from './forcedRerolls';
import { forcedRerollIndices, forcedRerolls, rerollFacesOf, rerollRuleIdOf } from './forcedRerolls';

const at = (c: Partial<RerollConditions>): RerollConditions => ({ inCover: false, running: false, aimed: false, ...c });

describe('BP-SHOOT-REROLL-1/2 the regime', () => {
  it.each<{ name: string; c: Partial<RerollConditions>; regime: RerollRegime; ruleId: string | null; reasons: string[] }>([
    { name: 'BP-SHOOT-REROLL-1: in cover, not aimed → every 5 and 6', c: { inCover: true }, regime: 'fivesAndSixes', ruleId: 'BP-SHOOT-REROLL-1', reasons: ['cover'] },
    { name: 'BP-SHOOT-REROLL-1: running, not aimed → every 5 and 6', c: { running: true }, regime: 'fivesAndSixes', ruleId: 'BP-SHOOT-REROLL-1', reasons: ['running'] },
    { name: 'BP-SHOOT-REROLL-1: in cover and running is still one reroll of 5s and 6s', c: { inCover: true, running: true }, regime: 'fivesAndSixes', ruleId: 'BP-SHOOT-REROLL-1', reasons: ['cover', 'running'] },
    { name: 'BP-SHOOT-REROLL-2: in cover, aimed → only 6s', c: { inCover: true, aimed: true }, regime: 'sixes', ruleId: 'BP-SHOOT-REROLL-2', reasons: ['cover'] },
    { name: 'BP-SHOOT-REROLL-2: running, aimed → only 6s', c: { running: true, aimed: true }, regime: 'sixes', ruleId: 'BP-SHOOT-REROLL-2', reasons: ['running'] },
    { name: 'BP-SHOOT-REROLL-1: TV-BP-05 in the open and not running → no rerolls', c: {}, regime: 'none', ruleId: null, reasons: [] },
    { name: 'BP-SHOOT-REROLL-2: aim alone rerolls nothing', c: { aimed: true }, regime: 'none', ruleId: null, reasons: [] },
  ])('$name', ({ c, regime, ruleId, reasons }) => {
    const r = forcedRerolls(at(c));
    expect(r).toMatchObject({ regime, ruleId, reasons, removedByCharge: false });
    expect(r.faces).toEqual(rerollFacesOf(regime));
    expect(rerollRuleIdOf(regime)).toBe(ruleId);
  });

  it('BP-SHOOT-REROLL-1/2: the faces of each regime', () => {
    expect(rerollFacesOf('none')).toEqual([]);
    expect(rerollFacesOf('fivesAndSixes')).toEqual([5, 6]);
    expect(rerollFacesOf('sixes')).toEqual([6]);
  });
});

describe('BP-SHOOT-REROLL-3 which dice', () => {
  it('BP-SHOOT-REROLL-3: TV-BP-05 first faces [6, 5, 3, 2, 1]: indices 0 and 1 (5s and 6s), 0 alone (aimed), none in the open', () => {
    expect(forcedRerollIndices([6, 5, 3, 2, 1], 'fivesAndSixes')).toEqual([0, 1]);
    expect(forcedRerollIndices([6, 5, 3, 2, 1], 'sixes')).toEqual([0]);
    expect(forcedRerollIndices([6, 5, 3, 2, 1], 'none')).toEqual([]);
  });

  it('BP-SHOOT-REROLL-3: every matching die once, ascending', () => {
    expect(forcedRerollIndices([1, 6, 6, 5, 4, 6], 'fivesAndSixes')).toEqual([1, 2, 3, 5]);
    expect(forcedRerollIndices([1, 6, 6, 5, 4, 6], 'sixes')).toEqual([1, 2, 5]);
  });
});

describe('BP-REACT-5 reaction at a charger (§6 ambiguity 3)', () => {
  it('BP-REACT-5: TV-BP-08 a running charger in the open → no running reroll', () => {
    expect(forcedRerolls(at({ running: true, charging: true }))).toMatchObject({ regime: 'none', ruleId: null, reasons: [], removedByCharge: true });
  });

  it('BP-REACT-5: a running charger in cover keeps the cover reroll by default (chargeIgnoresCover: false)', () => {
    expect(forcedRerolls(at({ running: true, inCover: true, charging: true }))).toMatchObject({ regime: 'fivesAndSixes', ruleId: 'BP-SHOOT-REROLL-1', reasons: ['cover'], removedByCharge: true });
    expect(forcedRerolls(at({ inCover: true, charging: true, aimed: true }))).toMatchObject({ regime: 'sixes', reasons: ['cover'], removedByCharge: false });
  });

  it('BP-REACT-5: with chargeIgnoresCover: true a charger in cover is not rerolled either', () => {
    expect(forcedRerolls(at({ running: true, inCover: true, charging: true }), { chargeIgnoresCover: true })).toMatchObject({ regime: 'none', reasons: [], removedByCharge: true });
  });

  it('BP-REACT-5: chargeIgnoresCover changes nothing when the target is not charging', () => {
    expect(forcedRerolls(at({ inCover: true }), { chargeIgnoresCover: true })).toMatchObject({ regime: 'fivesAndSixes', reasons: ['cover'] });
  });
});
