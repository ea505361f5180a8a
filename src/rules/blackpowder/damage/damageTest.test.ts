import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import { ZERO, fraction, fractionAdd } from '../../../engine/fraction';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { RollEvent } from '../../../engine/state';
import type { DamageCover, DamageTerms, HitFighterState } from './damageTest';
import { damageOdds, damageVerdict, rollDamageTest } from './damageTest';

const open = (state: HitFighterState = 'fit'): DamageTerms => ({ cover: 'none', aimed: false, state });

describe('the damage test (BP-DMG-1/2)', () => {
  it.each([
    ['BP-DMG-2: TV-BP-09 a 4 behind a stone wall is 2, Suppressed', 4, 'hard', false, 2, 'suppressed'],
    ['BP-DMG-2: TV-BP-09 a 6 behind a hedge, aimed, is 6, Out of Action', 6, 'soft', true, 6, 'outOfAction'],
    ['BP-DMG-2: TV-BP-09 a 3 aimed is 4, Out of Action', 3, 'none', true, 4, 'outOfAction'],
    ['BP-DMG-2: TV-BP-09 a 4 in a wood is 2, Suppressed', 4, 'hard', false, 2, 'suppressed'],
    ['BP-GAP-13: TV-BP-09 a 1 in soft cover is 0, Suppressed (clamped)', 1, 'soft', false, 0, 'suppressed'],
  ] as const)('%s', (_name, face, cover, aimed, modified, result) => {
    const v = damageVerdict(face, { cover, aimed, state: 'fit' });
    expect(v.modified).toBe(modified);
    expect(v.rolled).toBe(result);
    expect(v.result).toBe(result);
    expect(v.ruleIds).toContain('BP-DMG-2');
  });

  it('BP-DMG-1: unmodified, 1–3 Suppressed and 4–6 Out of Action', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => damageVerdict(f, open()).result)).toEqual(
      ['suppressed', 'suppressed', 'suppressed', 'outOfAction', 'outOfAction', 'outOfAction']);
    expect(damageVerdict(4, open()).ruleIds).toEqual(['BP-DMG-1']);
  });

  it('BP-DMG-2: −1 soft cover, −2 hard cover, +1 aimed, listed for the preview', () => {
    expect(damageVerdict(5, { cover: 'soft', aimed: true, state: 'fit' }).mods.map((m) => [m.reason, m.value]))
      .toEqual([['softCover', -1], ['aimed', 1]]);
    expect(damageVerdict(5, { cover: 'hard', aimed: false, state: 'fit' }).modifier).toBe(-2);
  });

  it('BP-GAP-13: a 6 aimed is 7, Out of Action; a 1 in hard cover is −1, Suppressed; both clamped', () => {
    const high = damageVerdict(6, { cover: 'none', aimed: true, state: 'fit' });
    expect([high.modified, high.result]).toEqual([7, 'outOfAction']);
    expect(high.ruleIds).toContain('BP-GAP-13');
    const low = damageVerdict(1, { cover: 'hard', aimed: false, state: 'fit' });
    expect([low.modified, low.result]).toEqual([-1, 'suppressed']);
    expect(low.ruleIds).toContain('BP-GAP-13');
    expect(damageVerdict(3, { cover: 'soft', aimed: false, state: 'fit' }).ruleIds).not.toContain('BP-GAP-13');
  });

  it('BP-GAP-11: a Suppressed fighter Suppressed again is Out of Action; a 5 needs no second suppression', () => {
    const again = damageVerdict(2, open('suppressed'));
    expect([again.rolled, again.result]).toEqual(['suppressed', 'outOfAction']);
    expect(again.ruleIds).toContain('BP-GAP-11');
    const out = damageVerdict(5, open('suppressed'));
    expect(out.result).toBe('outOfAction');
    expect(out.ruleIds).not.toContain('BP-GAP-11');
    expect(damageVerdict(2, open('fit')).result).toBe('suppressed');
  });

  it('BP-DMG-1: rollDamageTest logs one d6 with its purpose, rule, figure and the face that takes it out', () => {
    const { ctx, events } = makeResolveContext(fixedDice([4]));
    const v = rollDamageTest(ctx, { figureId: 'z1', cover: 'hard', aimed: false, state: 'fit' });
    expect(v.result).toBe('suppressed');
    expect(events()).toEqual([expect.objectContaining({
      type: 'roll', faces: [4], sides: 6, purpose: 'blackpowder.roll.damage', ruleId: 'BP-DMG-1', figureIds: ['z1'], atLeast: 6,
    }) as RollEvent]);
  });
});

describe('the damage odds (BP-DMG-1/2, BP-GAP-11/13)', () => {
  it.each([
    ['none', false, fraction(1, 2)], ['soft', false, fraction(1, 3)], ['hard', false, fraction(1, 6)],
    ['none', true, fraction(2, 3)], ['soft', true, fraction(1, 2)], ['hard', true, fraction(1, 3)],
  ] as const)('BP-DMG-2: cover %s, aimed %s: Out of Action with %o', (cover, aimed, p) => {
    const odds = damageOdds({ cover, aimed, state: 'fit' });
    expect(odds.outOfAction).toEqual(p);
    expect(fractionAdd(odds.outOfAction, odds.suppressed)).toEqual(fraction(1));
  });

  it('BP-GAP-11: a Suppressed fighter hit is surely Out of Action', () => {
    expect(damageOdds({ cover: 'hard', aimed: false, state: 'suppressed' })).toEqual({ suppressed: ZERO, outOfAction: fraction(1) });
  });

  it('BP-DMG-1: the exact odds equal brute force over the six faces of the rolled test', () => {
    const covers: DamageCover[] = ['none', 'soft', 'hard'];
    fc.assert(fc.property(fc.constantFrom(...covers), fc.boolean(), fc.constantFrom<HitFighterState>('fit', 'suppressed'), (cover, aimed, state) => {
      let out = 0;
      for (let face = 1; face <= 6; face++) {
        const { ctx } = makeResolveContext(fixedDice([face]));
        if (rollDamageTest(ctx, { figureId: 'x', cover, aimed, state }).result === 'outOfAction') out++;
      }
      const odds = damageOdds({ cover, aimed, state });
      expect(odds.outOfAction).toEqual(fraction(out, 6));
      expect(odds.suppressed).toEqual(fraction(6 - out, 6));
    }));
  });
});
