import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fixedDice } from '../../../engine/dice';
import { fraction, fractionAdd, fractionEquals, ONE, ZERO } from '../../../engine/fraction';
import type { Fraction } from '../../../engine/fraction';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { AttackDice, DieSides } from '../profile/bsProfileTypes';
import { attackDiceFor, parseAttackDice } from '../profile/attackDiceNotation';
import { adCount } from './adCount';
import type { AdFactor } from './adCount';
import { modifiedAr } from './armourRating';
import { diceBatches, figuresRemoved, wastedHitsCap } from './figuresRemoved';
import { removedDistribution } from './removedDistribution';
import { attackHitsOfFaces, dieHitWeights, hitsForFace } from './resultsTable';
import { rollArmourChecks, rollAttackDice } from './rollVolley';
import { splitAttacks } from './splitAttacks';

const half: AdFactor = { num: 1, den: 2, ruleId: 'BS-MISSILE-AD-1', labelKey: 'battlesystem.factor.medium' };
const third: AdFactor = { num: 1, den: 3, ruleId: 'BS-MISSILE-AD-1', labelKey: 'battlesystem.factor.long' };
const charge: AdFactor = { num: 3, den: 2, ruleId: 'BS-MELEE-AD-3', labelKey: 'battlesystem.factor.medium' };
const what = { purpose: 'battlesystem.roll.missileAttack', ruleId: 'BS-AD-3', figureIds: [] };
const mod = (valueAr: number, ruleId: string) => ({ valueAr, ruleId, labelKey: `x.${ruleId}` });

describe('the results table and attack dice (BS-AD-1..8, BS-GAP-08)', () => {
  it('TV-BS-02 BS-AD-3: eleven d12 rolls 1, 3, 3, 4, 5, 6, 8, 8, 9, 11, 12 give 17 hits', () => {
    const faces = [1, 3, 3, 4, 5, 6, 8, 8, 9, 11, 12];
    expect(faces.map((f) => hitsForFace(f))).toEqual([0, 0, 0, 1, 1, 2, 2, 2, 2, 3, 4]);
    const { ctx } = makeResolveContext(fixedDice(faces));
    expect(rollAttackDice(ctx, 11, { dice: [12] }, what).hits).toBe(17);
  });

  it('TV-BS-03 BS-AD-3: the table\'s odds per die', () => {
    expect(dieHitWeights(4)).toEqual([3, 1]);
    expect(dieHitWeights(6)).toEqual([3, 2, 1]);
    expect(dieHitWeights(8)).toEqual([3, 2, 3]);
    expect(dieHitWeights(10)).toEqual([3, 2, 4, 1]);
    expect(dieHitWeights(12)).toEqual([3, 2, 4, 2, 1]);
  });

  it('BS-GAP-08: a d20 scores 4 hits on 13–20 (an option)', () => {
    expect(dieHitWeights(20)).toEqual([3, 2, 4, 2, 9]);
    expect(hitsForFace(17, 3)).toBe(3);
  });

  it('TV-BS-11 BS-AD-6: "12+8" reads each die on its own: (11, 5) → 4, (12, 7) → 6, (3, 3) → 0', () => {
    expect(attackHitsOfFaces([11, 5])).toBe(4);
    expect(attackHitsOfFaces([12, 7])).toBe(6);
    expect(attackHitsOfFaces([3, 3])).toBe(0);
    const { ctx, events } = makeResolveContext(fixedDice([11, 12, 5, 7]));
    const r = rollAttackDice(ctx, 2, { dice: [12, 8] }, what);
    expect(r.hits).toBe(10);
    expect(events().map((e) => (e as { sides?: number }).sides)).toEqual([12, 8]);
  });

  it('TV-BS-09 BS-AD-4, TV-BS-10 BS-AD-5: "6*4" shoots d6 and fights d4; "[12]8" d12 in a melee\'s first turn, then d8', () => {
    const a = parseAttackDice('6*4');
    if (!a.ok) throw new Error('parses');
    expect(attackDiceFor(a.ad, 'missile').dice).toEqual([6]);
    expect(attackDiceFor(a.ad, 'melee').dice).toEqual([4]);
    const b = parseAttackDice('[12]8');
    if (!b.ok) throw new Error('parses');
    expect(attackDiceFor(b.ad, 'melee', true).dice).toEqual([12]);
    expect(attackDiceFor(b.ad, 'melee', false).dice).toEqual([8]);
    const c = parseAttackDice(' 6 * [12] 8 ');
    expect(c.ok && c.ad.missile?.dice).toEqual([6]);
    expect(parseAttackDice('12+8')).toMatchObject({ ok: true, ad: { melee: { dice: [12, 8] } } });
    for (const bad of ['', '7', 'd8', '8*', '[12]', '6**4', '8 sword']) expect(parseAttackDice(bad).ok, bad).toBe(false);
  });

  it('TV-BS-01 BS-AD-2: 11 rolls with 4 dice at hand are batches 4, 4, 3', () => {
    expect(diceBatches(11, 4)).toEqual([4, 4, 3]);
    expect(diceBatches(0, 4)).toEqual([]);
  });

  it('TV-BS-12 BS-AD-8, TV-BS-13: ×1.5 with 6 figures is 9 AD, with 7 is 11, with 5 is 8', () => {
    expect(adCount(6, [charge]).count).toBe(9);
    expect(adCount(7, [charge]).count).toBe(11);
    expect(adCount(5, [charge]).count).toBe(8);
  });

  it('TV-BS-26 BS-MISSILE-AD-1, BS-GAP-09: 7 archers — short 7, medium 4, long 3, indirect short 4, indirect medium 2', () => {
    expect(adCount(7, []).count).toBe(7);
    expect(adCount(7, [half]).count).toBe(4);
    expect(adCount(7, [third]).count).toBe(3);
    expect(adCount(7, [half]).count).toBe(4);
    expect(adCount(7, [half, half]).count).toBe(2);
    expect(adCount(7, [half, half], 'roundEach').count).toBe(2);
    expect(adCount(5, [half, half], 'roundEach').count).toBe(2);
    expect(adCount(5, [half, half]).count).toBe(2);
    expect(adCount(3, [half, third], 'roundEach').count).toBe(1);
  });

  it('BS-GAP-09: the AD count is monotone in the figures and in each factor, and never below the exact product', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 60 }), fc.subarray([half, third, charge]), (n, factors) => {
      const c = adCount(n, factors).count;
      expect(adCount(n + 1, factors).count).toBeGreaterThanOrEqual(c);
      expect(c).toBeGreaterThanOrEqual(factors.reduce((x, f) => (x * f.num) / f.den, n) - 1e-9);
      const fewer = factors.filter((f) => f !== half);
      if (fewer.length < factors.length) expect(adCount(n, fewer).count).toBeGreaterThanOrEqual(c);
    }));
  });
});

describe('armour and hits (BS-AR-1..3, BS-HITS-1, BS-MISSILE-AR-5)', () => {
  it('TV-BS-04 BS-AR-1: 17 hits on AR 6 with nine rolls of 6 or more: 8 get through', () => {
    const faces = [6, 7, 8, 9, 10, 6, 6, 7, 8, 1, 2, 3, 4, 5, 5, 1, 2];
    const { ctx } = makeResolveContext(fixedDice(faces));
    expect(rollArmourChecks(ctx, 17, 6, what)).toMatchObject({ through: 8, cancelled: 9 });
  });

  it('TV-BS-05 BS-AR-1: AR 6 and rolls 6, 5, 10, 1: two cancelled, two through', () => {
    const { ctx } = makeResolveContext(fixedDice([6, 5, 10, 1]));
    expect(rollArmourChecks(ctx, 4, 6, what)).toMatchObject({ through: 2, cancelled: 2 });
  });

  it('TV-BS-06/07 BS-HITS-1: Hits 3 takes 8 → 2 removed, 2 carried; then 2 more → 1 removed, 1 carried; Hits 4 and 9 → 2, 1; Hits 1 and 5 → 5', () => {
    expect(figuresRemoved({ carried: 0, newHits: 8, hitsPerFigure: 3 })).toMatchObject({ removed: 2, carried: 2 });
    expect(figuresRemoved({ carried: 2, newHits: 2, hitsPerFigure: 3 })).toMatchObject({ removed: 1, carried: 1 });
    expect(figuresRemoved({ carried: 0, newHits: 9, hitsPerFigure: 4 })).toMatchObject({ removed: 2, carried: 1 });
    expect(figuresRemoved({ carried: 0, newHits: 5, hitsPerFigure: 1 })).toMatchObject({ removed: 5, carried: 0 });
  });

  it('TV-BS-32 BS-MISSILE-LOS-1, BS-AMB-4: 10 hits on Hits 1 figures with 6 in sight: 6 removed, 4 lost', () => {
    const cap = wastedHitsCap(6, 1, 0, 'figuresTimesHits');
    expect(figuresRemoved({ carried: 0, newHits: 10, hitsPerFigure: 1, capHits: cap })).toEqual({ removed: 6, carried: 0, wasted: 4 });
    expect(wastedHitsCap(3, 2, 1, 'figuresTimesHits')).toBe(5);
    expect(wastedHitsCap(3, 2, 1, 'figures')).toBe(3);
  });

  it('TV-BS-20 BS-AR-3, BS-MELEE-AR-7: melee modifiers add, then AR is held within 2..10', () => {
    expect(modifiedAr(4, [mod(-2, 'BS-MELEE-AR-1'), mod(-2, 'BS-MELEE-AR-3')], 'melee').ar).toBe(2);
    expect(modifiedAr(8, [mod(4, 'BS-MELEE-AR-6')], 'melee')).toMatchObject({ ar: 10, raw: 12 });
    expect(modifiedAr(6, [mod(2, 'BS-MELEE-AR-5'), mod(2, 'BS-MELEE-AR-4')], 'melee').ar).toBe(10);
  });

  it('TV-BS-27/28 BS-MISSILE-AR-5: missile penalties add, only the best bonus counts', () => {
    expect(modifiedAr(5, [mod(1, 'BS-MISSILE-AR-1'), mod(1, 'BS-MISSILE-AR-1'), mod(-3, 'BS-MISSILE-AR-2')], 'missile').ar).toBe(4);
    const wallSlits = modifiedAr(8, [mod(-2, 'BS-MISSILE-AR-3'), mod(-4, 'BS-MISSILE-AR-4')], 'missile');
    expect(wallSlits.ar).toBe(4);
    expect(wallSlits.ignored.map((m) => m.valueAr)).toEqual([-2]);
    expect(modifiedAr(8, [mod(-3, 'BS-MISSILE-AR-2'), mod(-2, 'BS-MISSILE-AR-3'), mod(1, 'BS-MISSILE-AR-1')], 'missile').ar).toBe(6);
    expect(modifiedAr(8, [mod(-2, 'BS-MISSILE-AR-3'), mod(-4, 'BS-MISSILE-AR-4')], 'missile', 'allAdd').ar).toBe(2);
  });

  it('BS-GAP-10: a volley\'s attacks split by visible figures, rounded down but for the largest group, always summing to the volley', () => {
    expect(splitAttacks(7, [{ figures: 2 }, { figures: 5 }])).toEqual([2, 5]);
    expect(splitAttacks(5, [{ figures: 3 }, { figures: 3 }])).toEqual([3, 2]);
    expect(splitAttacks(5, [{ figures: 1 }, { figures: 9 }], 'evenly')).toEqual([3, 2]);
    fc.assert(fc.property(fc.integer({ min: 0, max: 60 }), fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 5 }), (total, figures) => {
      const s = splitAttacks(total, figures.map((f) => ({ figures: f })));
      expect(s.reduce((a, b) => a + b, 0)).toBe(total);
      expect(s.every((x) => x >= 0)).toBe(true);
    }));
  });
});

/** Every face of every die, enumerated: the brute-force distribution of figures removed. */
function bruteForce(attacks: number, dice: AttackDice, ar: number, hitsPerFigure: number, carried: number, capHits: number): Fraction[] {
  const sides: DieSides[] = Array.from({ length: attacks }, () => dice.dice).flat();
  const out: Fraction[] = [];
  const add = (k: number, p: Fraction) => { while (out.length <= k) out.push(ZERO); out[k] = fractionAdd(out[k]!, p); };
  const hitsDist: Fraction[] = [];
  const walk = (i: number, hits: number, p: Fraction) => {
    if (i === sides.length) { while (hitsDist.length <= hits) hitsDist.push(ZERO); hitsDist[hits] = fractionAdd(hitsDist[hits]!, p); return; }
    for (let f = 1; f <= sides[i]!; f++) walk(i + 1, hits + hitsForFace(f), fraction(p.num, p.den * BigInt(sides[i]!)));
  };
  walk(0, 0, ONE);
  hitsDist.forEach((ph, h) => {
    // Each armour die: 1..10, ≥ ar cancels.
    const rollArmour = (j: number, through: number, p: Fraction) => {
      if (j === h) { add(figuresRemoved({ carried, newHits: through, hitsPerFigure, capHits }).removed, p); return; }
      for (let f = 1; f <= 10; f++) rollArmour(j + 1, through + (f >= ar ? 0 : 1), fraction(p.num, p.den * 10n));
    };
    rollArmour(0, 0, ph);
  });
  return out;
}

describe('the exact distribution of figures removed (BS-AD-3, BS-AR-1, BS-HITS-1)', () => {
  it('equals a brute-force enumeration of every face on small volleys, and sums to exactly 1', () => {
    // At most 4 hits in all, so the armour dice (10^hits faces) stay few enough to enumerate.
    const volleys: [number, AttackDice][] = [[0, { dice: [8] }], [1, { dice: [4] }], [2, { dice: [6] }], [2, { dice: [8] }], [1, { dice: [12] }], [1, { dice: [6, 4] }], [3, { dice: [4] }]];
    fc.assert(fc.property(fc.constantFrom(...volleys), fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 6 }), ([attacks, dice], ar, hpf, carried0, cap) => {
      const carried = Math.min(carried0, hpf - 1);
      const d = removedDistribution({ dice, groups: [{ attacks, ar, capHits: 99 }], hitsPerFigure: hpf, carried, capHits: cap });
      if (!d.exact) throw new Error('small volleys are exact');
      const brute = bruteForce(attacks, dice, ar, hpf, carried, cap);
      const n = Math.max(brute.length, d.removed.length);
      for (let k = 0; k < n; k++) expect(fractionEquals(d.removed[k] ?? ZERO, brute[k] ?? ZERO), `k=${k}`).toBe(true);
      expect(fractionEquals(d.removed.reduce(fractionAdd, ZERO), ONE)).toBe(true);
    }), { numRuns: 40 });
  });

  it('a 30-figure d8 volley against AR 6 is exact; too many dice give the exact expectation and a bound', () => {
    const d = removedDistribution({ dice: { dice: [8] }, groups: [{ attacks: 30, ar: 6, capHits: 30 }], hitsPerFigure: 1, carried: 0, capHits: 30 });
    expect(d.exact).toBe(true);
    const big = removedDistribution({ dice: { dice: [12, 8] }, groups: [{ attacks: 60, ar: 6, capHits: 400 }], hitsPerFigure: 1, carried: 0, capHits: 400 });
    expect(big.exact).toBe(false);
    if (!big.exact) {
      // E[hits] per attack: d12 (2+8+6+4)/12 = 5/3, d8 (2+6)/8 = 1; 60 attacks × 8/3 × 1/2 through = 80.
      expect(big.expectedHitsThrough).toEqual(fraction(80));
      // At most 6 hits an attack (4 + 2): 360.
      expect(big.maxRemoved).toBe(360);
    }
  });
});
