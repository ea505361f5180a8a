import { describe, expect, it } from 'vitest';
import { losSceneOf } from '../../../engine/losScene';
import { cmToInches } from '../../../geometry/units';
import { LEVEL_3_IN, coverPiece, coverScenario, infantry, rect } from '../cover/testCoverScenario';
import { weaponRangesIn } from '../shooting/rangeBands';
import { inRuns } from './pathRuns';
import { firstFiringSample, pathVisibility } from './pathVisibility';

const CM30 = cmToInches(30);
const shooter = infantry('s', 18, 10);
const mover = infantry('m', 12, 30, 'b');
/** A wall taller than a figure, between the shooter and the middle of the path along y = 30. */
const wall = coverPiece({ id: 'wall', footprint: rect(16.5, 19.85, 3, 0.3), heightIn: LEVEL_3_IN, cover: 'hard' });

describe('BP-REACT-1: where along a move the shooter sees and may fire at the mover', () => {
  it('BP-REACT-1: a wall between the shooter and the middle of the path leaves two runs with a gap', () => {
    const scenario = coverScenario([wall], [shooter, mover]);
    const v = pathVisibility({ scenario, shooter, mover, start: { x: 12, y: 30 }, path: [{ x: 12 + CM30, y: 30 }], weapon: 'rifledMusket' });
    expect(v.samples).toHaveLength(31);
    expect(v.lengthIn).toBeCloseTo(CM30, 12);
    expect(v.fireRuns).toHaveLength(2);
    const [a, b] = v.fireRuns;
    expect(a!.fromIn).toBe(0);
    expect(b!.toIn).toBeCloseTo(CM30, 12);
    // The mover right behind the wall (x = 18, straight across from the shooter) is hidden.
    const behind = v.samples.reduce((m, s) => (Math.abs(s.at.x - 18) < Math.abs(m.at.x - 18) ? s : m));
    expect(behind.sees).toBe(false);
    expect(inRuns(v.fireRuns, behind.alongIn)).toBe(false);
    expect(a!.toIn).toBeLessThan(behind.alongIn);
    expect(b!.fromIn).toBeGreaterThan(behind.alongIn);
    expect(v.sightRuns).toEqual(v.fireRuns); // about 50 cm away: all in Long range
    expect(v.samples.every((s) => s.range.inRange && s.range.band === 'long')).toBe(true);
  });

  it('BP-REACT-1: with nothing in the way the whole path is one run', () => {
    const scenario = coverScenario([], [shooter, mover]);
    const v = pathVisibility({ scenario, shooter, mover, start: { x: 12, y: 30 }, path: [{ x: 12 + CM30, y: 30 }], weapon: 'rifledMusket' });
    expect(v.fireRuns).toEqual([{ fromIn: 0, toIn: v.lengthIn }]);
    expect(v.samples.every((s) => s.visibleFraction === 1)).toBe(true);
  });

  it('BP-GAP-05: a mover beyond the weapon\'s Long range is seen but out of range', () => {
    const scenario = coverScenario([], [shooter, mover]);
    const far = { scenario, shooter, mover, start: { x: 12, y: 36 }, path: [{ x: 12 + CM30, y: 36 }] }; // 65–68 cm away
    const smooth = pathVisibility({ ...far, weapon: 'smoothbore' });
    expect(smooth.sightRuns).toEqual([{ fromIn: 0, toIn: smooth.lengthIn }]);
    expect(smooth.fireRuns).toEqual([]);
    expect(smooth.samples.every((s) => s.sees && !s.canFire && s.range.band === 'outOfRange')).toBe(true);
    expect(pathVisibility({ ...far, weapon: 'rifledMusket' }).fireRuns).toEqual([{ fromIn: 0, toIn: smooth.lengthIn }]);
  });

  it('BP-GAP-05: walking away, the run ends at the last sample within Long range (80 cm edge to edge)', () => {
    const s = infantry('s', 18, 4);
    const scenario = coverScenario([], [s, mover]);
    const y0 = 4 + cmToInches(70);
    const v = pathVisibility({ scenario, shooter: s, mover, start: { x: 18, y: y0 }, path: [{ x: 18, y: y0 + CM30 }], weapon: 'rifledMusket' });
    const longIn = weaponRangesIn('rifledMusket').longMaxIn;
    expect(v.fireRuns).toHaveLength(1);
    expect(v.fireRuns[0]!.fromIn).toBe(0);
    const last = v.samples.findIndex((x) => x.alongIn === v.fireRuns[0]!.toIn);
    expect(v.samples[last]!.distanceIn).toBeLessThanOrEqual(longIn);
    expect(v.samples[last + 1]!.distanceIn).toBeGreaterThan(longIn);
    expect(v.sightRuns).toEqual([{ fromIn: 0, toIn: v.lengthIn }]);
  });

  it('BP-REACT-5: a charger is in Effective range at any distance', () => {
    const scenario = coverScenario([], [shooter, mover]);
    const v = pathVisibility({ scenario, shooter, mover, start: { x: 12, y: 42 }, path: [{ x: 12 + CM30, y: 42 }], weapon: 'smoothbore', moverCharging: true });
    expect(v.samples.every((s) => s.range.inRange && s.range.band === 'effective' && s.range.ruleId === 'BP-REACT-5')).toBe(true);
    expect(v.fireRuns).toEqual([{ fromIn: 0, toIn: v.lengthIn }]);
  });

  it('BP-OBST-2/3: a mover Hidden at a point is not visible there at all', () => {
    const scenario = coverScenario([], [shooter, mover]);
    const v = pathVisibility({
      scenario, shooter, mover, start: { x: 12, y: 30 }, path: [{ x: 12 + CM30, y: 30 }], weapon: 'rifledMusket', hiddenAt: (s) => s.alongIn < 2,
    });
    for (const s of v.samples) expect(s.sees).toBe(s.alongIn >= 2);
    expect(v.samples.filter((s) => s.hidden).every((s) => s.visibleFraction === 0 && !s.canFire)).toBe(true);
    expect(v.fireRuns).toHaveLength(1);
    expect(v.fireRuns[0]!.fromIn).toBeGreaterThanOrEqual(2);
  });

  it('BP-REACT-1: a scene handed in gives the same answer as the table\'s', () => {
    const scenario = coverScenario([wall], [shooter, mover]);
    const q = { scenario, shooter, mover, start: { x: 12, y: 30 }, path: [{ x: 12 + CM30, y: 30 }], weapon: 'rifledMusket' as const };
    expect(pathVisibility({ ...q, scene: losSceneOf(scenario) })).toEqual(pathVisibility(q));
  });

  it('BP-REACT-1: the first firing sample is the first of the first run, or null with whether he saw', () => {
    const scenario = coverScenario([wall], [shooter, mover]);
    const q = { scenario, shooter, mover, start: { x: 18, y: 30 }, path: [{ x: 18 + CM30 / 2, y: 30 }], weapon: 'rifledMusket' as const };
    const first = firstFiringSample(q);
    expect(first.sample?.alongIn).toBe(pathVisibility(q).fireRuns[0]!.fromIn);
    expect(first.sample!.alongIn).toBeGreaterThan(0);
    const smooth = firstFiringSample({ ...q, start: { x: 12, y: 42 }, path: [{ x: 12 + CM30, y: 42 }], weapon: 'smoothbore' });
    expect(smooth).toEqual({ sample: null, seen: true });
    const hidden = firstFiringSample({ ...q, hiddenAt: () => true });
    expect(hidden).toEqual({ sample: null, seen: false });
  });
});
