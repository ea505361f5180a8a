import { describe, expect, it } from 'vitest';
import { cmToInches } from '../../../geometry/units';
import { LOS_SAMPLING_KEY } from '../../../engine/losSampling';
import { resolveOptions } from '../../../engine/options';
import type { ResolvedOptions } from '../../../engine/state';
import { BP_OPTIONS, bpOptions } from './bpOptions';

const resolved = (given: Record<string, unknown>): ResolvedOptions => {
  const r = resolveOptions(BP_OPTIONS, given);
  if (!r.ok) throw new Error(`refused: ${r.problems.map((p) => p.message).join('; ')}`);
  return r.options;
};

describe('the black-powder options', () => {
  it('BP-GAP-02..15: the defaults are the catalog\'s house rules, distances read in inches', () => {
    expect(bpOptions(resolved({}))).toEqual({
      figureScale: '28mm', initiative: 'rollOffEachRound', apPerUnit: 2, actionCost: 'rising', failEndsActions: true,
      moveIn: cmToInches(10), levelOneCrossIn: cmToInches(2),
      rifled: { effectiveIn: cmToInches(40), longIn: cmToInches(80) }, smoothbore: { effectiveIn: cmToInches(25), longIn: cmToInches(50) },
      effectiveNeeds: 9, longNeeds: 12, runningUntil: 'nextActivation',
      cohesionMemberIn: cmToInches(8), cohesionLeaderIn: cmToInches(16), closeOrderNeeds: 'contactRanks',
      obstacleLevels: { level2In: cmToInches(2), level3In: cmToInches(4) },
      splitVolley: true, leaderSave: 4, suppressedCrawlIn: cmToInches(5), suppressedTwiceOut: true, leaderDownNoVolley: true,
      meleeTie: 'bothSuppressed', meleeSuppressed: 'minusOne', damageBelowOne: 'suppressed', moraleLossPercent: 50, roundLimit: 0, cavalryMoveMultiplier: 2, cavalryChargeBonus: 1,
      closeOrderTripleOn: 'final', chargeIgnoresCover: false, horseWoundScope: 'game', chainFrom: 'previousLink',
      reactionPrompt: 'whenPossible', chainLinkIn: cmToInches(8),
    });
  });

  it('BP-GAP-01..15 and §6 items 2, 3, 5, 6: every one is an option, each with a catalog ID, a kind and a label key', () => {
    const ids = new Set(BP_OPTIONS.map((o) => o.catalogId));
    for (let n = 1; n <= 15; n++) expect(ids.has(`BP-GAP-${String(n).padStart(2, '0')}`)).toBe(true);
    // §6.2 Close Order triple, §6.3 charge and cover, §6.5 horse wound, §6.6 chain: ambiguities, under their rules' IDs.
    const ambiguities = BP_OPTIONS.filter((o) => o.kind === 'ambiguity').map((o) => [o.key, o.catalogId]);
    expect(ambiguities).toEqual([['closeOrderTripleOn', 'BP-VOLLEY-6'], ['chargeIgnoresCover', 'BP-REACT-5'], ['horseWoundScope', 'BP-DMG-3'], ['chainFrom', 'BP-VOLLEY-4']]);
    expect(new Set(BP_OPTIONS.map((o) => o.key)).size).toBe(BP_OPTIONS.length);
    for (const o of BP_OPTIONS) {
      expect(o.catalogId).toMatch(/^BP-(GAP-\d\d|VOLLEY-\d|REACT-\d|DMG-\d|OBST-\d)$/);
      expect(o.labelKey).toBe(o.key === LOS_SAMPLING_KEY ? 'engine.option.losSampling' : `blackpowder.option.${o.key}`);
      expect(o.kind === 'houseRule' ? o.catalogId.startsWith('BP-GAP-') : true).toBe(true);
    }
  });

  it('BP-GAP-01: 15 mm figures halve every distance, the level thresholds and the chain link included', () => {
    const o = bpOptions(resolved({ figureScale: '15mm' }));
    expect([o.moveIn, o.cohesionMemberIn, o.rifled.longIn, o.chainLinkIn]).toEqual([cmToInches(5), cmToInches(4), cmToInches(40), cmToInches(4)]);
    expect(o.obstacleLevels).toEqual({ level2In: cmToInches(1), level3In: cmToInches(2) });
  });

  it('BP-GAP-03, -08, -10, §6: chosen values come through; a Long band or level-3 height below its partner reads as the partner', () => {
    const o = bpOptions(resolved({
      apPerUnit: 3, leaderSave: 5, obstacleLevel2Cm: 3, obstacleLevel3Cm: 6, closeOrderTripleOn: 'first', chargeIgnoresCover: true,
      horseWoundScope: 'volley', chainFrom: 'target', reactionPrompt: 'everyMove', moraleLossPercent: 25,
    }));
    expect(o).toMatchObject({ apPerUnit: 3, leaderSave: 5, closeOrderTripleOn: 'first', chargeIgnoresCover: true, horseWoundScope: 'volley', chainFrom: 'target', reactionPrompt: 'everyMove', moraleLossPercent: 25 });
    expect(o.obstacleLevels).toEqual({ level2In: cmToInches(3), level3In: cmToInches(6) });
    expect(bpOptions(resolved({ obstacleLevel2Cm: 5, obstacleLevel3Cm: 3 })).obstacleLevels).toEqual({ level2In: cmToInches(5), level3In: cmToInches(5) });
    expect(bpOptions(resolved({ rifledEffectiveCm: 60, rifledLongCm: 50 })).rifled).toEqual({ effectiveIn: cmToInches(60), longIn: cmToInches(60) });
  });

  it.each([
    [{ apPerUnit: 2.5 }, 'options.apPerUnit', 'outOfRange'],
    [{ leaderSave: 7 }, 'options.leaderSave', 'outOfRange'],
    [{ cohesionMemberCm: 'far' }, 'options.cohesionMemberCm', 'wrongType'],
    [{ reactionPrompt: 'never' }, 'options.reactionPrompt', 'badEnum'],
    [{ chargeIgnoresCover: 'yes' }, 'options.chargeIgnoresCover', 'wrongType'],
    [{ closeOrderTriple: 'final' }, 'options.closeOrderTriple', 'unknownOption'],
  ])('BP-GAP-03: bad options are refused with a path: %j', (given, path, code) => {
    const r = resolveOptions(BP_OPTIONS, given);
    expect(r.ok ? [] : r.problems.map((p) => [p.path, p.code])).toEqual([[path, code]]);
  });
});
