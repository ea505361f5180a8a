import { describe, expect, it } from 'vitest';
import { cmToInches } from '../../../geometry/units';
import { bpOptions } from '../profile/bpOptions';
import type { BpAllowance, BpMoveMode } from './moveAllowance';
import { moveAllowance, STEADY } from './moveAllowance';
import type { Refused } from './moveRefusals';
import { cavalry, infantry, OPTIONS } from './testMoveScenario';

const foot = infantry('zouave', 5, 5);
const rider = cavalry('hussar', 5, 5);
const ok = (a: BpAllowance | Refused): BpAllowance => {
  if (!a.ok) throw new Error(a.refusal.message);
  return a;
};
const cm = (inches: number) => inches * 2.54;
const allow = (figure = foot, mode: BpMoveMode = 'move', flags = STEADY, runningCharge = false) =>
  moveAllowance({ figure, flags, mode, options: OPTIONS, runningCharge });

describe('BP-GAP-04 BP-GAP-15 BP-DMG-3: a Move', () => {
  it('BP-GAP-04: infantry move 10 cm', () => {
    const a = ok(allow());
    expect(cm(a.allowanceIn)).toBeCloseTo(10, 9);
    expect(a).toMatchObject({ running: false, mustEndInContact: false, mounted: false, cavalryBonuses: false, ruleIds: ['BP-GAP-04'] });
  });

  it('BP-GAP-15: cavalry move double, 20 cm', () => {
    const a = ok(allow(rider));
    expect(cm(a.allowanceIn)).toBeCloseTo(20, 9);
    expect(a).toMatchObject({ mounted: true, cavalryBonuses: true, ruleIds: ['BP-GAP-04', 'BP-GAP-15'] });
  });

  it('BP-DMG-3: a rider whose horse is wounded has no cavalry bonus: an infantry Move', () => {
    const a = ok(allow(rider, 'move', { suppressed: false, horseWounded: true }));
    expect(cm(a.allowanceIn)).toBeCloseTo(10, 9);
    expect(a).toMatchObject({ mounted: true, cavalryBonuses: false, ruleIds: ['BP-GAP-04', 'BP-DMG-3'] });
  });

  it('BP-GAP-15: the multiplier and the Move are the options\' (12 cm × 3; 15 mm halves)', () => {
    const o = bpOptions({ moveCm: 12, cavalryMoveMultiplier: 3 });
    expect(cm(ok(moveAllowance({ figure: rider, flags: STEADY, mode: 'move', options: o })).allowanceIn)).toBeCloseTo(36, 9);
    const small = bpOptions({ figureScale: '15mm' });
    expect(cm(ok(moveAllowance({ figure: foot, flags: STEADY, mode: 'move', options: small })).allowanceIn)).toBeCloseTo(5, 9);
  });
});

describe('BP-GAP-04 BP-GAP-06: Run', () => {
  it('BP-GAP-06: Run doubles the Move and the fighter counts as running', () => {
    const a = ok(allow(foot, 'run'));
    expect(cm(a.allowanceIn)).toBeCloseTo(20, 9);
    expect(a.running).toBe(true);
    expect(a.ruleIds).toEqual(['BP-GAP-04', 'BP-GAP-06']);
    expect(cm(ok(allow(rider, 'run')).allowanceIn)).toBeCloseTo(40, 9);
    expect(cm(ok(allow(rider, 'run', { suppressed: false, horseWounded: true })).allowanceIn)).toBeCloseTo(20, 9);
  });
});

describe('BP-GAP-11: a Suppressed fighter only crawls', () => {
  it('BP-GAP-11: crawl 5 cm, not running', () => {
    const a = ok(allow(foot, 'crawl', { suppressed: true, horseWounded: false }));
    expect(cm(a.allowanceIn)).toBeCloseTo(5, 9);
    expect(a).toMatchObject({ running: false, ruleIds: ['BP-GAP-11'] });
    expect(cm(ok(allow(rider, 'crawl', { suppressed: true, horseWounded: true })).allowanceIn)).toBeCloseTo(5, 9);
  });

  it.each(['move', 'run', 'charge'] as const)('BP-GAP-11: a Suppressed fighter may not %s', (mode) => {
    const a = allow(foot, mode, { suppressed: true, horseWounded: false });
    expect(a.ok).toBe(false);
    expect(!a.ok && a.refusal).toMatchObject({ reasonKey: 'blackpowder.move.suppressedCrawlOnly', ruleId: 'BP-GAP-11', params: { mode } });
  });

  it('BP-GAP-11: a fighter on its feet does not crawl', () => {
    const a = allow(foot, 'crawl');
    expect(!a.ok && a.refusal.reasonKey).toBe('blackpowder.move.crawlNotSuppressed');
  });
});

describe('BP-GAP-04: a charge', () => {
  it('BP-GAP-04: a charge uses the Move and must end in base contact', () => {
    const a = ok(allow(foot, 'charge'));
    expect(a.allowanceIn).toBeCloseTo(cmToInches(10), 9);
    expect(a).toMatchObject({ mustEndInContact: true, running: false });
  });

  it('BP-GAP-04 BP-GAP-06: a charge at the run uses the Run and counts as running; cavalry double', () => {
    const a = ok(allow(foot, 'charge', STEADY, true));
    expect(cm(a.allowanceIn)).toBeCloseTo(20, 9);
    expect(a).toMatchObject({ mustEndInContact: true, running: true });
    expect(cm(ok(allow(rider, 'charge')).allowanceIn)).toBeCloseTo(20, 9);
  });
});
