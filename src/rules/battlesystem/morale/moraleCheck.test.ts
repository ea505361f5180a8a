/**
 * The morale house rule's arithmetic (BS-GAP-05): the triggers, a check's and a rally's outcome at
 * every boundary, the exact odds against brute force over the 100 faces of 2d10, and the roll
 * through a fake resolve context.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fraction } from '../../../engine/fraction';
import { fraction, fractionAdd, fractionEquals, ONE } from '../../../engine/fraction';
import type { ResolveContext, RollRequest } from '../../../engine/ruleset';
import type { UnitStatus } from '../profile/bsProfileTypes';
import { UNIT_STATUSES } from '../profile/bsProfileTypes';
import { moraleOdds, moraleReasons, moraleResult, rallyOdds, rallyResult, rollTwoD10 } from './moraleCheck';

const none = { lostMelee: false, chargedFlankOrRear: false };
const statusArb = fc.constantFrom<UnitStatus>(...UNIT_STATUSES);

/** Every one of the 100 faces of 2d10, through moraleResult: the exact chance of each status. */
function bruteMorale(ml: number, modifier: number, status: UnitStatus): Record<UnitStatus, Fraction> {
  const n: Record<UnitStatus, number> = { good: 0, shaken: 0, routing: 0 };
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) n[moraleResult(a + b + modifier, ml, status).status]++;
  return { good: fraction(n.good, 100), shaken: fraction(n.shaken, 100), routing: fraction(n.routing, 100) };
}

const lessOrEqual = (a: Fraction, b: Fraction): boolean => a.num * b.den <= b.num * a.den;

describe('moraleReasons', () => {
  it('BS-GAP-05: exactly 25% of the figures at the start of the turn lost → quarterLost', () => {
    expect(moraleReasons({ figuresNow: 15, lostThisRound: 5, ...none })).toEqual(['quarterLost']);
    expect(moraleReasons({ figuresNow: 3, lostThisRound: 1, ...none })).toEqual(['quarterLost']);
  });

  it('BS-GAP-05: just under 25% lost → no check', () => {
    expect(moraleReasons({ figuresNow: 16, lostThisRound: 5, ...none })).toEqual([]);
    expect(moraleReasons({ figuresNow: 4, lostThisRound: 1, ...none })).toEqual([]);
    expect(moraleReasons({ figuresNow: 10, lostThisRound: 0, ...none })).toEqual([]);
  });

  it('BS-GAP-05: the share is of the figures at the turn start (now + lost), not of those left', () => {
    // 4 of 16 at the start is 25 %; 4 of the 12 left would be 33 %, 3 of 13 at the start only 23 %.
    expect(moraleReasons({ figuresNow: 12, lostThisRound: 4, ...none })).toEqual(['quarterLost']);
    expect(moraleReasons({ figuresNow: 10, lostThisRound: 3, ...none })).toEqual([]);
  });

  it('BS-GAP-05: quarterPercent changes the threshold', () => {
    expect(moraleReasons({ figuresNow: 9, lostThisRound: 1, ...none }, 10)).toEqual(['quarterLost']);
    expect(moraleReasons({ figuresNow: 10, lostThisRound: 1, ...none }, 10)).toEqual([]);
    expect(moraleReasons({ figuresNow: 5, lostThisRound: 5, ...none }, 50)).toEqual(['quarterLost']);
    expect(moraleReasons({ figuresNow: 6, lostThisRound: 5, ...none }, 50)).toEqual([]);
    expect(moraleReasons({ figuresNow: 6, lostThisRound: 5, ...none }, 100)).toEqual([]);
  });

  it('BS-GAP-05: a lost melee → lostMelee', () => {
    expect(moraleReasons({ figuresNow: 10, lostThisRound: 0, lostMelee: true, chargedFlankOrRear: false })).toEqual(['lostMelee']);
  });

  it('BS-GAP-05: charged in the flank or rear → flankOrRear', () => {
    expect(moraleReasons({ figuresNow: 10, lostThisRound: 0, lostMelee: false, chargedFlankOrRear: true })).toEqual(['flankOrRear']);
  });

  it('BS-GAP-05: all three reasons, in order', () => {
    expect(moraleReasons({ figuresNow: 6, lostThisRound: 6, lostMelee: true, chargedFlankOrRear: true })).toEqual(['quarterLost', 'lostMelee', 'flankOrRear']);
  });

  it('BS-GAP-05: a unit with no figures left never checks', () => {
    expect(moraleReasons({ figuresNow: 0, lostThisRound: 12, lostMelee: true, chargedFlankOrRear: true })).toEqual([]);
  });

  it('BS-GAP-05: quarterLost exactly when lost / (now + lost) ≥ percent / 100, and more losses never stop it (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 100 }), (now, lost, pct) => {
      const checks = (n: number, l: number): boolean => moraleReasons({ figuresNow: n, lostThisRound: l, ...none }, pct).includes('quarterLost');
      expect(checks(now, lost)).toBe(lost > 0 && lessOrEqual(fraction(pct, 100), fraction(lost, now + lost)));
      // The same starting strength, one more figure lost (while one is left).
      if (checks(now, lost) && now > 1) expect(checks(now - 1, lost + 1)).toBe(true);
    }));
  });
});

describe('moraleResult', () => {
  const ML = 12;

  it('BS-GAP-05: total = ML passes, status unchanged', () => {
    expect(moraleResult(ML, ML, 'good')).toEqual({ passed: true, failBy: 0, status: 'good' });
    expect(moraleResult(2, ML, 'good')).toEqual({ passed: true, failBy: 0, status: 'good' });
  });

  it('BS-GAP-05: fail by 1–5 → shaken (ML+1 and ML+5)', () => {
    expect(moraleResult(ML + 1, ML, 'good')).toEqual({ passed: false, failBy: 1, status: 'shaken' });
    expect(moraleResult(ML + 5, ML, 'good')).toEqual({ passed: false, failBy: 5, status: 'shaken' });
  });

  it('BS-GAP-05: fail by 6 or more → routing (ML+6)', () => {
    expect(moraleResult(ML + 6, ML, 'good')).toEqual({ passed: false, failBy: 6, status: 'routing' });
    expect(moraleResult(ML + 8, ML, 'good')).toEqual({ passed: false, failBy: 8, status: 'routing' });
  });

  it('BS-GAP-05: shaken + any fail → routing', () => {
    expect(moraleResult(ML + 1, ML, 'shaken')).toEqual({ passed: false, failBy: 1, status: 'routing' });
    expect(moraleResult(ML + 6, ML, 'shaken')).toEqual({ passed: false, failBy: 6, status: 'routing' });
  });

  it('BS-GAP-05: a shaken unit that passes stays shaken (a check does not rally)', () => {
    expect(moraleResult(ML, ML, 'shaken')).toEqual({ passed: true, failBy: 0, status: 'shaken' });
  });

  it('BS-GAP-05: a routing unit stays routing, pass or fail', () => {
    expect(moraleResult(ML, ML, 'routing')).toEqual({ passed: true, failBy: 0, status: 'routing' });
    expect(moraleResult(ML + 1, ML, 'routing')).toEqual({ passed: false, failBy: 1, status: 'routing' });
    expect(moraleResult(ML + 9, ML, 'routing')).toEqual({ passed: false, failBy: 9, status: 'routing' });
  });
});

describe('rallyResult', () => {
  const ML = 10;

  it('BS-GAP-05: rally oneStep — a pass moves routing → shaken, shaken → good', () => {
    expect(rallyResult(ML, ML, 'routing', 'oneStep')).toEqual({ passed: true, status: 'shaken' });
    expect(rallyResult(ML, ML, 'shaken', 'oneStep')).toEqual({ passed: true, status: 'good' });
  });

  it('BS-GAP-05: rally good — a pass goes straight to good', () => {
    expect(rallyResult(ML, ML, 'routing', 'good')).toEqual({ passed: true, status: 'good' });
    expect(rallyResult(3, ML, 'shaken', 'good')).toEqual({ passed: true, status: 'good' });
  });

  it('BS-GAP-05: a failed rally (ML+1) changes nothing, under either option', () => {
    for (const to of ['oneStep', 'good'] as const) {
      expect(rallyResult(ML + 1, ML, 'routing', to)).toEqual({ passed: false, status: 'routing' });
      expect(rallyResult(ML + 1, ML, 'shaken', to)).toEqual({ passed: false, status: 'shaken' });
    }
  });

  it('BS-GAP-05: a good unit has nothing to rally from', () => {
    expect(rallyResult(ML, ML, 'good', 'oneStep').status).toBe('good');
    expect(rallyResult(ML + 1, ML, 'good', 'good').status).toBe('good');
  });
});

describe('moraleOdds and rallyOdds', () => {
  it('BS-GAP-05: ML 12 from good — 64/100 pass (2..12), 30/100 shaken (13..17), 6/100 routing (18..20)', () => {
    const o = moraleOdds(12, 0, 'good');
    expect(fractionEquals(o.good, fraction(64, 100))).toBe(true);
    expect(fractionEquals(o.shaken, fraction(30, 100))).toBe(true);
    expect(fractionEquals(o.routing, fraction(6, 100))).toBe(true);
  });

  it('BS-GAP-05: a modifier shifts the total (ML 12, +2 behaves as ML 10)', () => {
    const a = moraleOdds(12, 2, 'good');
    const b = moraleOdds(10, 0, 'good');
    expect(fractionEquals(a.good, b.good) && fractionEquals(a.shaken, b.shaken) && fractionEquals(a.routing, b.routing)).toBe(true);
    expect(fractionEquals(a.good, fraction(45, 100))).toBe(true);
  });

  it('BS-GAP-05: from shaken a fail routs, from routing every outcome routs', () => {
    const s = moraleOdds(12, 0, 'shaken');
    expect([s.good, s.shaken, s.routing].map((f) => `${f.num}/${f.den}`)).toEqual(['0/1', '16/25', '9/25']);
    const r = moraleOdds(12, 0, 'routing');
    expect(fractionEquals(r.routing, ONE)).toBe(true);
  });

  it('BS-GAP-05: rallyOdds — ML 11 is 55/100, ML 1 never, ML 20 always', () => {
    expect(fractionEquals(rallyOdds(11, 0), fraction(55, 100))).toBe(true);
    expect(rallyOdds(1, 0).num).toBe(0n);
    expect(fractionEquals(rallyOdds(20, 0), ONE)).toBe(true);
    expect(fractionEquals(rallyOdds(20, 1), fraction(99, 100))).toBe(true);
  });

  it('BS-GAP-05: moraleOdds equals brute force over the 100 faces of 2d10 (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: -5, max: 5 }), statusArb, (ml, mod, status) => {
      const o = moraleOdds(ml, mod, status);
      const b = bruteMorale(ml, mod, status);
      expect(fractionEquals(o.good, b.good)).toBe(true);
      expect(fractionEquals(o.shaken, b.shaken)).toBe(true);
      expect(fractionEquals(o.routing, b.routing)).toBe(true);
    }));
  });

  it('BS-GAP-05: rallyOdds equals brute force over the 100 faces of 2d10 (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: -5, max: 5 }), (ml, mod) => {
      let n = 0;
      for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (rallyResult(a + b + mod, ml, 'shaken', 'oneStep').passed) n++;
      expect(fractionEquals(rallyOdds(ml, mod), fraction(n, 100))).toBe(true);
    }));
  });

  it('BS-GAP-05: the odds sum to exactly 1 (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -10, max: 30 }), fc.integer({ min: -10, max: 10 }), statusArb, (ml, mod, status) => {
      const o = moraleOdds(ml, mod, status);
      expect(fractionEquals(fractionAdd(fractionAdd(o.good, o.shaken), o.routing), ONE)).toBe(true);
    }));
  });

  it('BS-GAP-05: a higher ML never makes routing more likely (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: -5, max: 5 }), statusArb, (ml, up, mod, status) => {
      expect(lessOrEqual(moraleOdds(ml + up, mod, status).routing, moraleOdds(ml, mod, status).routing)).toBe(true);
      expect(lessOrEqual(rallyOdds(ml, mod), rallyOdds(ml + up, mod))).toBe(true);
    }));
  });
});

describe('rollTwoD10', () => {
  /** A resolve context whose roll returns the given faces and records each request. */
  function fakeCtx(faces: readonly number[]): { ctx: ResolveContext; requests: RollRequest[] } {
    const requests: RollRequest[] = [];
    const ctx: ResolveContext = {
      roll: (req) => { requests.push(req); return [...faces]; },
      reroll: () => { throw new Error('rollTwoD10 must not reroll'); },
      emit: () => { throw new Error('rollTwoD10 must not emit'); },
    };
    return { ctx, requests };
  }

  it('BS-GAP-05: one roll of 2d10 with the purpose, rule and params; the total is the sum', () => {
    const { ctx, requests } = fakeCtx([7, 9]);
    const r = rollTwoD10(ctx, { purpose: 'battlesystem.roll.morale', ruleId: 'BS-GAP-05', figureIds: ['u1'], params: { ml: 12 } });
    expect(r).toEqual({ faces: [7, 9], total: 16 });
    expect(requests).toEqual([{ count: 2, sides: 10, purpose: 'battlesystem.roll.morale', ruleId: 'BS-GAP-05', figureIds: ['u1'], params: { ml: 12 } }]);
  });

  it('BS-GAP-05: returns the faces’ sum and passes count 2, sides 10, purpose and ruleId (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), fc.constantFrom('battlesystem.roll.morale', 'battlesystem.roll.rally'), fc.string(), (a, b, purpose, ruleId) => {
      const { ctx, requests } = fakeCtx([a, b]);
      const r = rollTwoD10(ctx, { purpose, ruleId, figureIds: ['u'] });
      expect(r.total).toBe(a + b);
      expect(r.faces).toEqual([a, b]);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ count: 2, sides: 10, purpose, ruleId, figureIds: ['u'] });
      expect(requests[0] !== undefined && 'params' in requests[0]).toBe(false);
    }));
  });
});
