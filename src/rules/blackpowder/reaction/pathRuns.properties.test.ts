import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TerrainPiece } from '../../../los/terrain';
import { coverPiece, coverScenario, infantry, rect } from '../cover/testCoverScenario';
import { inRuns, nearestSample, runsOf } from './pathRuns';
import { pathVisibility } from './pathVisibility';

const point = (min: number, max: number) => fc.record({ x: fc.double({ min, max, noNaN: true }), y: fc.double({ min, max, noNaN: true }) });

/** Random walls and hedges on a 48″ table, some lower than a figure, some not blocking sight. */
const terrain = fc.array(
  fc.record({
    at: point(2, 40), w: fc.double({ min: 0.2, max: 6, noNaN: true }), h: fc.double({ min: 0.2, max: 6, noNaN: true }),
    heightIn: fc.double({ min: 0.3, max: 3, noNaN: true }), sight: fc.constantFrom('solid', 'solid', 'area'),
  }),
  { maxLength: 8 },
).map((rs) => rs.map((r, i): TerrainPiece => coverPiece({ id: `p${i}`, footprint: rect(r.at.x, r.at.y, r.w, r.h), heightIn: r.heightIn, sight: r.sight })));

/** The runs hold every kept sample and no other (sample distances strictly increase along a path). */
function expectRunsAreKeptSamples<T extends { alongIn: number }>(samples: readonly T[], runs: readonly { fromIn: number; toIn: number }[], keep: (s: T) => boolean): void {
  for (const s of samples) expect(inRuns(runs, s.alongIn)).toBe(keep(s));
  for (const r of runs) {
    expect(r.fromIn).toBeLessThanOrEqual(r.toIn);
    expect(samples.some((s) => s.alongIn === r.fromIn && keep(s))).toBe(true);
    expect(samples.some((s) => s.alongIn === r.toIn && keep(s))).toBe(true);
  }
}

describe('BP-REACT-1 properties: the runs drawn along the path', () => {
  it('BP-REACT-1: runs of any pass/fail pattern are exactly the union of the passing samples', () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { maxLength: 60 }), (pass) => {
      const samples = pass.map((ok, i) => ({ alongIn: i * 0.4, ok }));
      const runs = runsOf(samples, (s) => s.ok);
      expectRunsAreKeptSamples(samples, runs, (s) => s.ok);
      for (let i = 1; i < runs.length; i++) expect(runs[i]!.fromIn).toBeGreaterThan(runs[i - 1]!.toIn);
    }));
  });

  it('BP-REACT-1: on random tables the visible and firing runs are exactly the union of those samples', () => {
    fc.assert(fc.property(terrain, point(1, 47), point(1, 47), fc.array(point(1, 47), { minLength: 1, maxLength: 3 }), fc.boolean(), (ts, s, m, path, smooth) => {
      const shooter = infantry('s', s.x, s.y);
      const mover = infantry('m', m.x, m.y, 'b');
      const v = pathVisibility({ scenario: coverScenario(ts, [shooter, mover]), shooter, mover, start: m, path, weapon: smooth ? 'smoothbore' : 'rifledMusket' });
      expectRunsAreKeptSamples(v.samples, v.sightRuns, (x) => x.sees);
      expectRunsAreKeptSamples(v.samples, v.fireRuns, (x) => x.canFire);
      for (const x of v.samples) expect(x.canFire).toBe(x.sees && x.range.inRange);
    }), { numRuns: 60 });
  });

  it('BP-REACT-1: a pick snaps to the nearest firing sample, which lies in a run', () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), fc.double({ min: -1, max: 20, noNaN: true }), (pass, pick) => {
      const samples = pass.map((ok, i) => ({ alongIn: i * 0.4, ok }));
      const got = nearestSample(samples, pick, (x) => x.ok);
      if (!pass.includes(true)) {
        expect(got).toBeNull();
        return;
      }
      expect(got!.ok).toBe(true);
      expect(inRuns(runsOf(samples, (x) => x.ok), got!.alongIn)).toBe(true);
      for (const x of samples) if (x.ok) expect(Math.abs(x.alongIn - pick)).toBeGreaterThanOrEqual(Math.abs(got!.alongIn - pick));
    }));
  });
});
