import { describe, expect, it } from 'vitest';
import { LOS_SAMPLING_KEY } from '../../engine/losSampling';
import { resolveOptions } from '../../engine/options';
import { SBH_OPTIONS, sbhOptions } from './sbhOptions';

describe('the SBH options', () => {
  it('SBH-GAP-02, SBH-GAP-04, SBH-AMMO-1: the defaults — 28 mm sticks, naturals on, ammunition off', () => {
    const r = resolveOptions(SBH_OPTIONS, {});
    if (!r.ok) throw new Error('defaults refused');
    expect(sbhOptions(r.options)).toEqual({
      figureScale: '28mm', naturalOnesAndSixes: true, ammunition: false, ammoReroll: 'keepOne', recoilOn: 'odd',
      longRangePenalty: 1, fleeFromMelee: true, firstPlayer: 'rollOff', endAtPercent: 0,
    });
  });

  it('SBH-GAP-03: every option names a catalog ID of the SBH catalog and a label', () => {
    for (const o of SBH_OPTIONS) {
      expect(o.catalogId).toMatch(/^SBH-(GAP-\d\d|AMMO-1|COVER-1)$/);
      // The sample pattern is the engine's option, listed by every ruleset (engine/losSampling.ts).
      expect(o.labelKey).toBe(o.key === LOS_SAMPLING_KEY ? 'engine.option.losSampling' : `sbh.option.${o.key}`);
    }
  });

  it('SBH-GAP-04: chosen values come through; bad ones are refused with a path', () => {
    const r = resolveOptions(SBH_OPTIONS, { figureScale: '15mm', naturalOnesAndSixes: false, firstPlayer: 'scenarioOrder', endAtPercent: 25 });
    if (!r.ok) throw new Error('refused');
    expect(sbhOptions(r.options)).toMatchObject({ figureScale: '15mm', naturalOnesAndSixes: false, firstPlayer: 'scenarioOrder', endAtPercent: 25 });
    const bad = resolveOptions(SBH_OPTIONS, { figureScale: '54mm' });
    expect(bad.ok).toBe(false);
  });
});
