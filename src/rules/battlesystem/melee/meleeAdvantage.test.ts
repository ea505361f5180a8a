import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WeaponTag } from '../profile/bsProfileTypes';
import { SIZE_CLASSES, UNIT_STATUSES, WEAPON_TAGS } from '../profile/bsProfileTypes';
import type { AdvantageSide, AdvantageVerdict } from './meleeAdvantage';
import { advantageCondition, meleeAdvantage } from './meleeAdvantage';

/** A good unit attacking from its front, not from the enemy's rear, man-sized with short swords, unless told. */
const side = (over: Partial<AdvantageSide> = {}): AdvantageSide => ({
  weapons: ['shortSword'], size: 'M', status: 'good', someAttackersFaceEnemy: true, allAttackersInRear: false, attacks: true, ...over,
});

describe('meleeAdvantage: TV-BS-18 (BS-MELEE-ADV-1)', () => {
  it('TV-BS-18: men with short swords vs goblins with short swords → the men (condition 4, larger)', () => {
    const men = side();
    const goblins = side({ size: 'S' });
    expect(advantageCondition(men, goblins)).toBe('larger');
    expect(advantageCondition(goblins, men)).toBeNull();
    expect(meleeAdvantage(men, goblins, 'cancel', 'b')).toEqual({ first: 'a', a: 'larger', b: null, both: false });
  });

  it('TV-BS-18: men with spears vs ogres with clubs → the men (condition 2), though smaller', () => {
    const men = side({ weapons: ['spear'] });
    const ogres = side({ weapons: ['club'], size: 'L' });
    expect(advantageCondition(men, ogres)).toBe('polearms');
    expect(advantageCondition(ogres, men)).toBeNull();
    expect(meleeAdvantage(ogres, men, 'cancel', 'a')).toEqual({ first: 'b', a: null, b: 'polearms', both: false });
  });

  it('TV-BS-18: a pike unit attacking a pike unit from the front, same size → no advantage', () => {
    const pikes = side({ weapons: ['pike'] });
    expect(advantageCondition(pikes, pikes)).toBeNull();
    expect(meleeAdvantage(pikes, pikes, 'cancel', 'a')).toEqual({ first: null, a: null, b: null, both: false });
  });

  it('TV-BS-18: attacking with some figures at the rear and some at the flank → condition 3 not met', () => {
    const mixed = side({ allAttackersInRear: false });
    const enemy = side();
    expect(advantageCondition(mixed, enemy)).toBeNull();
    expect(advantageCondition({ ...mixed, allAttackersInRear: true }, enemy)).toBe('rear');
  });
});

describe('advantageCondition: each condition (BS-MELEE-ADV-1)', () => {
  it('BS-MELEE-ADV-1 (1): pikes against a unit without pikes; not against pikes', () => {
    expect(advantageCondition(side({ weapons: ['pike'] }), side({ weapons: ['spear'] }))).toBe('pikes');
    expect(advantageCondition(side({ weapons: ['pike'] }), side({ weapons: ['pike', 'sword'] }))).toBeNull();
  });

  it('BS-MELEE-ADV-1 (2): halberds, spears, lances or polearms against none of those nor pikes', () => {
    for (const w of ['halberd', 'spear', 'lance', 'polearm'] as const) {
      expect(advantageCondition(side({ weapons: [w] }), side({ weapons: ['sword', 'bow'] }))).toBe('polearms');
      for (const theirs of ['pike', 'halberd', 'spear', 'lance', 'polearm'] as const) {
        expect(advantageCondition(side({ weapons: [w] }), side({ weapons: ['sword', theirs] }))).toBeNull();
      }
    }
  });

  it('BS-MELEE-ADV-1 (3): every attacker in the enemy\'s rear, whatever the arms and sizes', () => {
    expect(advantageCondition(side({ allAttackersInRear: true, size: 'S', weapons: ['club'] }), side({ size: 'H', weapons: ['pike'] }))).toBe('rear');
  });

  it('BS-MELEE-ADV-1 (4), BS-GAP-12: armed the same and larger, S < M < L < H; missile arms ignored', () => {
    for (let i = 0; i < SIZE_CLASSES.length; i++) {
      for (let j = 0; j < SIZE_CLASSES.length; j++) {
        const got = advantageCondition(side({ size: SIZE_CLASSES[i]! }), side({ size: SIZE_CLASSES[j]! }));
        expect(got).toBe(i > j ? 'larger' : null);
      }
    }
    expect(advantageCondition(side({ size: 'L', weapons: ['sword', 'bow'] }), side({ weapons: ['sword', 'sword', 'javelin'] }))).toBe('larger');
    expect(advantageCondition(side({ size: 'L', weapons: ['sword'] }), side({ weapons: ['sword', 'axe'] }))).toBeNull();
    expect(advantageCondition(side({ size: 'L', weapons: ['bow'] }), side({ weapons: ['sling'] }))).toBe('larger');
  });

  it('BS-MELEE-ADV-1: the first condition that holds is named (pikes before rear before larger)', () => {
    expect(advantageCondition(side({ weapons: ['pike'], size: 'H', allAttackersInRear: true }), side({ weapons: ['sword'] }))).toBe('pikes');
    expect(advantageCondition(side({ size: 'H', allAttackersInRear: true }), side())).toBe('rear');
  });

  it('BS-MELEE-ADV-1: only a good unit that attacks with some figures facing the enemy has advantage', () => {
    const strong = { weapons: ['pike'] as WeaponTag[], size: 'H' as const, allAttackersInRear: true };
    const enemy = side({ size: 'S' });
    expect(advantageCondition(side(strong), enemy)).toBe('pikes');
    expect(advantageCondition(side({ ...strong, status: 'shaken' }), enemy)).toBeNull();
    expect(advantageCondition(side({ ...strong, status: 'routing' }), enemy)).toBeNull();
    expect(advantageCondition(side({ ...strong, someAttackersFaceEnemy: false }), enemy)).toBeNull();
    expect(advantageCondition(side({ ...strong, attacks: false }), enemy)).toBeNull();
  });
});

describe('meleeAdvantage: BS-MELEE-ADV-2, BS-GAP-14', () => {
  const a = side({ weapons: ['pike'] });
  const b = side({ allAttackersInRear: true });

  it('BS-MELEE-ADV-2: the one side with advantage strikes first', () => {
    expect(meleeAdvantage(a, side(), 'cancel', 'b').first).toBe('a');
    expect(meleeAdvantage(side(), b, 'cancel', 'a').first).toBe('b');
  });

  it('BS-GAP-14: both with advantage cancel (simultaneous); option initiative → the named side first', () => {
    expect(meleeAdvantage(a, b, 'cancel', 'a')).toEqual({ first: null, a: 'pikes', b: 'rear', both: true });
    expect(meleeAdvantage(a, b, 'initiative', 'b')).toEqual({ first: 'b', a: 'pikes', b: 'rear', both: true });
    expect(meleeAdvantage(a, b, 'initiative', 'a').first).toBe('a');
  });

  it('BS-GAP-14: initiative names nobody when only one side, or neither, has advantage', () => {
    expect(meleeAdvantage(a, side(), 'initiative', 'b').first).toBe('a');
    expect(meleeAdvantage(side(), side(), 'initiative', 'b')).toEqual({ first: null, a: null, b: null, both: false });
  });
});

const sideArb: fc.Arbitrary<AdvantageSide> = fc.record({
  weapons: fc.subarray([...WEAPON_TAGS], { maxLength: 4 }),
  size: fc.constantFrom(...SIZE_CLASSES),
  status: fc.constantFrom(...UNIT_STATUSES),
  someAttackersFaceEnemy: fc.boolean(),
  allAttackersInRear: fc.boolean(),
  attacks: fc.boolean(),
});
const ruleArb = fc.constantFrom('cancel' as const, 'initiative' as const);
const whoArb = fc.constantFrom('a' as const, 'b' as const);
const other = (w: 'a' | 'b'): 'a' | 'b' => (w === 'a' ? 'b' : 'a');
const swapped = (v: AdvantageVerdict): AdvantageVerdict => ({ first: v.first === null ? null : other(v.first), a: v.b, b: v.a, both: v.both });

describe('meleeAdvantage properties', () => {
  it('BS-MELEE-ADV-1/2: swapping the sides swaps the verdict', () => {
    fc.assert(fc.property(sideArb, sideArb, ruleArb, whoArb, (a, b, rule, who) => {
      expect(meleeAdvantage(b, a, rule, other(who))).toEqual(swapped(meleeAdvantage(a, b, rule, who)));
    }), { numRuns: 500 });
  });

  it('BS-MELEE-ADV-2, BS-GAP-14: at most one side strikes first, and only one with an advantage (both: the initiative\'s side)', () => {
    fc.assert(fc.property(sideArb, sideArb, ruleArb, whoArb, (a, b, rule, who) => {
      const v = meleeAdvantage(a, b, rule, who);
      expect(v.both).toBe(v.a !== null && v.b !== null);
      if (v.first !== null) expect(v[v.first]).not.toBeNull();
      if (v.both) expect(v.first).toBe(rule === 'cancel' ? null : who);
      else if (v.a !== null || v.b !== null) expect(v.first).toBe(v.a !== null ? 'a' : 'b');
      else expect(v.first).toBeNull();
    }), { numRuns: 500 });
  });

  it('BS-MELEE-ADV-1: being smaller never cancels an advantage gained another way', () => {
    fc.assert(fc.property(sideArb, sideArb, fc.constantFrom(...SIZE_CLASSES), (me, them, theirSize) => {
      const c = advantageCondition(me, them);
      fc.pre(c !== null && c !== 'larger');
      expect(advantageCondition(me, { ...them, size: theirSize })).toBe(c);
    }), { numRuns: 300 });
  });
});
