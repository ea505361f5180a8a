import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fraction } from '../../../engine/fraction';
import { ONE, ZERO, fraction, fractionAdd } from '../../../engine/fraction';
import { withFigState } from '../sbhTypes';
import { activateAction } from './activationHandler';
import { activationOdds } from './activationOdds';
import { activationTestRuleset as ruleset } from './testing/activationRuleset';
import { sbhTestScenario, startSbhGame } from './testing/sbhTestGame';

const s = (f: Fraction): string => `${f.num}/${f.den}`;
const sum = (fs: readonly Fraction[]): Fraction => fs.reduce(fractionAdd, ZERO);

describe('the odds of an activation (SBH-GAP-02, SBH-GAP-03)', () => {
  it('SBH-GAP-03: Quality 4 on 2 dice — 0, 1, 2 actions at 1/4, 1/2, 1/4; turnover 1/4 (both dice fail)', () => {
    const o = activationOdds(2, 4, true);
    expect(o.successes.map(s)).toEqual(['1/4', '1/2', '1/4']);
    expect(s(o.turnover)).toBe('1/4');
  });

  it('SBH-GAP-03: Quality 3 on 3 dice — (1/3)³ none, 6/27, 12/27, 8/27; turnover = no or one success = 7/27', () => {
    const o = activationOdds(3, 3, true);
    expect(o.successes.map(s)).toEqual(['1/27', '2/9', '4/9', '8/27']);
    expect(s(o.turnover)).toBe('7/27');
  });

  it('SBH-GAP-03: one die can never turn the turn over', () => {
    const o = activationOdds(1, 5, true);
    expect(o.successes.map(s)).toEqual(['2/3', '1/3']);
    expect(o.turnover).toEqual(ZERO);
  });

  it('SBH-GAP-02/03: the chances add up to 1, and the turnover is the chance of at most dice − 2 successes', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 8 }), fc.boolean(), (dice, q, naturals) => {
      const o = activationOdds(dice, q, naturals);
      expect(o.successes).toHaveLength(dice + 1);
      expect(sum(o.successes)).toEqual(ONE);
      expect(o.turnover).toEqual(sum(o.successes.slice(0, Math.max(0, dice - 1))));
    }));
  });

  it('SBH-GAP-02 (naturals): a Quality of 7 still activates on a 6 with the option, never without it', () => {
    expect(s(activationOdds(1, 7, true).successes[1]!)).toBe('1/6');
    expect(activationOdds(1, 7, false).successes[1]).toEqual(ZERO);
    expect(activationOdds(2, 7, false).turnover).toEqual(fraction(1));
  });
});

describe('the preview of activate', () => {
  const game = startSbhGame(ruleset, sbhTestScenario([4, 4, 4, 4, 4, 4]));

  it('SBH-GAP-03: lists Quality and dice, then the chance of each number of actions and of a turnover, as exact fractions', () => {
    const p = ruleset.previewAction?.(game, activateAction('a', 'a1', 2));
    expect(p?.refusal).toBeNull();
    expect(p?.lines).toEqual([
      { labelKey: 'sbh.activate.line.quality', params: { figureId: 'a1', quality: 4 } },
      { labelKey: 'sbh.activate.line.dice', params: { dice: 2 } },
      { labelKey: 'sbh.activate.line.naturals', params: {} },
    ]);
    expect(p?.chances).toEqual([
      { labelKey: 'sbh.activate.chance.successes', params: { successes: 0 }, num: '1', den: '4', ruleId: 'SBH-GAP-02' },
      { labelKey: 'sbh.activate.chance.successes', params: { successes: 1 }, num: '1', den: '2', ruleId: 'SBH-GAP-02' },
      { labelKey: 'sbh.activate.chance.successes', params: { successes: 2 }, num: '1', den: '4', ruleId: 'SBH-GAP-02' },
      { labelKey: 'sbh.activate.chance.turnover', params: {}, num: '1', den: '4', ruleId: 'SBH-GAP-03' },
    ]);
  });

  it('SBH-GAP-03: with 3 dice it shows 0–3 actions; with the naturals option off it leaves that line out', () => {
    const off = startSbhGame(ruleset, sbhTestScenario([4, 4, 4, 4, 4, 4]), { firstPlayer: 'scenarioOrder', naturalOnesAndSixes: false });
    const p = ruleset.previewAction?.(off, activateAction('a', 'a1', 3));
    expect(p?.chances.map((c) => `${c.num}/${c.den}`)).toEqual(['1/8', '3/8', '3/8', '1/8', '1/2']);
    expect(p?.lines.map((l) => l.labelKey)).toEqual(['sbh.activate.line.quality', 'sbh.activate.line.dice']);
  });

  it('SBH-GAP-10: the preview\'s refusal is check\'s answer', () => {
    const bound = withFigState(game, 'a2', { bound: true });
    const a = activateAction('a', 'a2', 1);
    expect(ruleset.previewAction?.(bound, a)?.refusal).toEqual(ruleset.check(bound, a));
    expect(ruleset.previewAction?.(bound, a)?.refusal?.reasonKey).toBe('sbh.activate.bound');
    expect(ruleset.previewAction?.(game, { type: 'endTurn', side: 'a' })).toBeNull();
  });
});
