/**
 * The fight preview's odds (LOTOW-GAP-08): exact chances, checked by hand for small fights and
 * against a brute-force walk over every face of every die for random ones (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fraction } from '../../../engine/fraction';
import { ZERO, fraction, fractionAdd, fractionMul, fractionToString } from '../../../engine/fraction';
import { foot, lotowTestState } from '../mounts/testing/lotowTestState';
import { fightWinChances } from './fightOdds';
import type { FightSide } from './fightSides';
import { decideFight } from './fightSides';
import { besides, fight, fightRuleset } from './testing/fightScenarios';

const side = (sideId: string, dice: readonly number[], fight = 3, opts: { prone?: boolean; lyingDown?: boolean; fame?: readonly number[] } = {}): FightSide => ({
  sideId,
  fighters: dice.map((d, i) => ({ figureId: `${sideId}${i}`, dice: d, fight, prone: opts.prone ?? false, fameLeft: opts.fame?.[i] ?? 0 })),
  lyingDown: opts.lyingDown ?? false,
  fightValue: dice.length === 0 ? 0 : fight,
});

const str = (f: Fraction): string => fractionToString(f);

/** Every face of every die, by brute force (the reference). */
function bruteForce(sides: readonly FightSide[]): Fraction[] {
  const dice = sides.flatMap((s, si) => s.fighters.flatMap((f) => Array.from({ length: f.dice }, () => ({ si, fame: f.fameLeft > 0 }))));
  const out: Fraction[] = sides.map(() => ZERO);
  const p = fraction(1, 6 ** dice.length);
  const faces: number[] = [];
  const walk = (k: number): void => {
    if (k === dice.length) {
      const tops = sides.map((_, si) => ({
        top: Math.max(0, ...faces.filter((_, j) => dice[j]!.si === si)),
        fameTop: Math.max(0, ...faces.filter((_, j) => dice[j]!.si === si && dice[j]!.fame)),
      }));
      const d = decideFight(sides, tops);
      if (d.kind === 'won') out[d.winner] = fractionAdd(out[d.winner]!, p);
      else for (const s of d.sides) out[s] = fractionAdd(out[s]!, fractionMul(p, fraction(1, d.sides.length)));
      return;
    }
    for (let f = 1; f <= 6; f++) {
      faces.push(f);
      walk(k + 1);
      faces.pop();
    }
  };
  walk(0);
  return out;
}

describe('LOTOW-GAP-08: the chance to win a fight', () => {
  it('LOTOW-GAP-08: one die each, equal Fight: 1/2 (ties to a fair roll-off)', () => {
    expect(fightWinChances([side('a', [1]), side('b', [1])]).map(str)).toEqual(['1/2', '1/2']);
  });

  it('LOTOW-GAP-08: one die each, Fight 4 against 3: wins every tie, 21/36 = 7/12', () => {
    expect(fightWinChances([side('a', [1], 4), side('b', [1], 3)]).map(str)).toEqual(['7/12', '5/12']);
  });

  it('LOTOW-GAP-08 (prone): lying down loses every tie even with the higher Fight: 15/36 = 5/12', () => {
    expect(str(fightWinChances([side('a', [1], 6, { prone: true, lyingDown: true }), side('b', [1], 3)])[0]!)).toBe('5/12');
  });

  it('LOTOW-MOUNT-5: against a side with no dice (a riderless mount) the fight is certain', () => {
    expect(fightWinChances([side('a', [1]), side('b', [])]).map(str)).toEqual(['1', '0']);
  });

  it('LOTOW-GAP-08: the odds agree with a brute-force walk over every face, and sum to 1 (property)', () => {
    const sideArb = fc.record({
      dice: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 0, maxLength: 2 }),
      fight: fc.integer({ min: 1, max: 5 }),
      lyingDown: fc.boolean(),
      fame: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 2, maxLength: 2 }),
    });
    fc.assert(fc.property(sideArb, sideArb, (x, y) => {
      const a = side('a', x.dice, x.fight, { lyingDown: x.lyingDown && x.dice.length > 0, fame: x.fame });
      const b = side('b', y.dice.length === 0 ? [1] : y.dice, y.fight, { lyingDown: y.lyingDown, fame: y.fame });
      const got = fightWinChances([a, b]);
      expect(got.map(str)).toEqual(bruteForce([a, b]).map(str));
      expect(str(fractionAdd(got[0]!, got[1]!))).toBe('1');
    }), { numRuns: 60 });
  });
});

describe('LOTOW-GAP-08: the preview of a fight', () => {
  it('LOTOW-GAP-08: names each fighter\'s dice and Fight, the chance to win and to wound with one strike', () => {
    const a1 = foot({ id: 'a1', x: 10, y: 10, profile: { shoot: 4, fight: 4, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4 } });
    const b1 = besides(a1, foot({ id: 'b1', side: 'b', x: 0, y: 10 }));
    const s = lotowTestState({ figures: [a1, b1], phase: 'fight' });
    const p = fightRuleset.previewAction!(s, fight('a', 'a1'))!;
    expect(p.refusal).toBeNull();
    expect(p.lines).toEqual([
      { labelKey: 'lotow.fight.previewFighter', params: { figureId: 'a1', dice: 1, fightValue: 4, prone: false } },
      { labelKey: 'lotow.fight.previewFighter', params: { figureId: 'b1', dice: 1, fightValue: 3, prone: false } },
    ]);
    expect(p.chances[0]).toMatchObject({ labelKey: 'lotow.fight.chanceWin', num: '7', den: '12', total: true, ruleId: 'LOTOW-GAP-08' });
    expect(p.chances[1]).toMatchObject({ labelKey: 'lotow.fight.chanceWound', num: '1', den: '2', params: { strikerFigureId: 'a1', targetFigureId: 'b1', need: '4+' } });
  });

  it('LOTOW-GAP-08: a refused fight previews its refusal (the same as check)', () => {
    const s = lotowTestState({ figures: [foot({ id: 'a1', x: 5, y: 5 }), foot({ id: 'b1', side: 'b', x: 9, y: 5 })], phase: 'fight' });
    expect(fightRuleset.previewAction!(s, fight('a', 'a1'))!.refusal).toEqual(fightRuleset.check(s, fight('a', 'a1')));
  });
});
