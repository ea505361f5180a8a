import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../geometry/point';
import { nearestInRuns, nearestOnPath, pathCumulativeIn, pathPointAtIn, pathStretch, pickOnPath, PICK_STEP_IN } from './pathPick';
import type { PathRun } from './pathPick';

// An L: 10″ east, then 10″ south.
const L: Vec2[] = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }];

describe('points along a path', () => {
  it('cumulative lengths and points at inches, clamped to the ends', () => {
    expect(pathCumulativeIn(L)).toEqual([0, 10, 20]);
    expect(pathPointAtIn(L, 15)).toEqual({ x: 10, y: 5 });
    expect(pathPointAtIn(L, -3)).toEqual({ x: 0, y: 0 });
    expect(pathPointAtIn(L, 99)).toEqual({ x: 10, y: 10 });
    expect(pathPointAtIn([{ x: 2, y: 3 }], 4)).toEqual({ x: 2, y: 3 });
  });

  it('the nearest point of the path, and of a stretch of it', () => {
    expect(nearestOnPath(L, { x: 4, y: 1 })).toMatchObject({ alongIn: 4, at: { x: 4, y: 0 }, distanceIn: 1 });
    // Restricted to 12–20″ (the south leg from y = 2): the pointer near the east leg finds the stretch's start.
    expect(nearestOnPath(L, { x: 4, y: 1 }, 12, 20)).toMatchObject({ alongIn: 12, at: { x: 10, y: 2 } });
    expect(nearestOnPath([], { x: 0, y: 0 })).toBeNull();
    expect(nearestOnPath(L, { x: 0, y: 0 }, 30, 40)).toBeNull();
  });

  it('a doubled-back path: the nearest allowed point, not the nearest point clamped', () => {
    // Out 10″ east and back: the run is the way back from 15″ on.
    const back: Vec2[] = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 0.2 }];
    const q = nearestInRuns(back, [{ fromIn: 15, toIn: 20 }], { x: 3, y: 0 });
    expect(q?.alongIn).toBeCloseTo(17, 1);
  });
});

describe('stretches of a path', () => {
  it('ends and the corners between; a point for no length; nothing off the path', () => {
    expect(pathStretch(L, 5, 15)).toEqual([{ x: 5, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 5 }]);
    expect(pathStretch(L, 2, 4)).toEqual([{ x: 2, y: 0 }, { x: 4, y: 0 }]);
    expect(pathStretch(L, 10, 10)).toEqual([{ x: 10, y: 0 }]);
    expect(pathStretch(L, -5, 99)).toEqual(L);
    expect(pathStretch(L, 25, 30)).toEqual([]);
  });
});

describe('picking on a path choice', () => {
  const runs: PathRun[] = [{ fromIn: 0, toIn: 5 }, { fromIn: 12, toIn: 20 }];
  it('near a run: its nearest point, rounded; near the path elsewhere: outside; far: off', () => {
    expect(pickOnPath(L, runs, { x: 3.333, y: 0.5 }, 1)).toEqual({ kind: 'run', alongIn: 3.33, at: { x: 3.33, y: 0 } });
    expect(pickOnPath(L, runs, { x: 8, y: 0.5 }, 1)).toEqual({ kind: 'outside', alongIn: 8 });
    // In the gap but within the tolerance of a run's end: the run's end.
    expect(pickOnPath(L, runs, { x: 5.5, y: 0 }, 1)).toMatchObject({ kind: 'run', alongIn: 5 });
    expect(pickOnPath(L, runs, { x: 5, y: 4 }, 1)).toEqual({ kind: 'off' });
    expect(pickOnPath(L, [], { x: 1, y: 0 }, 1)).toEqual({ kind: 'outside', alongIn: 1 });
  });

  it('rounding never leaves the run', () => {
    const pick = pickOnPath(L, [{ fromIn: 2.3333, toIn: 4 }], { x: 2, y: 0 }, 1);
    expect(pick).toMatchObject({ kind: 'run', alongIn: 2.3333 });
  });
});

const coord = fc.double({ min: -20, max: 20, noNaN: true });
const point = fc.record({ x: coord, y: coord });

describe('properties', () => {
  it('the pick is in a run, on the path, and no sampled point of the runs is nearer', () => {
    const arb = fc.tuple(
      fc.array(point, { minLength: 1, maxLength: 6 }),
      fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 3 }),
      point,
    );
    let inRun = 0;
    fc.assert(fc.property(arb, ([path, fractions, p]) => {
      const total = pathCumulativeIn(path).at(-1)!;
      // Disjoint runs in order, from sorted fractions of the path's length.
      const cuts = fractions.flat().sort((a, b) => a - b).map((f) => f * total);
      const runs: PathRun[] = [];
      for (let i = 0; i + 1 < cuts.length; i += 2) runs.push({ fromIn: cuts[i]!, toIn: cuts[i + 1]! });
      const q = nearestInRuns(path, runs, p);
      if (q === null) return runs.length === 0;
      expect(runs.some((r) => q.alongIn >= r.fromIn - 1e-9 && q.alongIn <= r.toIn + 1e-9)).toBe(true);
      const at = pathPointAtIn(path, q.alongIn);
      expect(Math.hypot(at.x - q.at.x, at.y - q.at.y)).toBeLessThan(1e-6);
      for (const r of runs) {
        for (let k = 0; k <= 20; k++) {
          const s = pathPointAtIn(path, r.fromIn + ((r.toIn - r.fromIn) * k) / 20);
          expect(q.distanceIn).toBeLessThanOrEqual(Math.hypot(s.x - p.x, s.y - p.y) + 1e-6);
        }
      }
      const pick = pickOnPath(path, runs, p, q.distanceIn + 1e-9);
      expect(pick.kind).toBe('run');
      if (pick.kind === 'run') {
        inRun++;
        expect(runs.some((r) => pick.alongIn >= r.fromIn - 1e-9 && pick.alongIn <= r.toIn + 1e-9)).toBe(true);
        expect(Math.abs(pick.alongIn - q.alongIn)).toBeLessThanOrEqual(PICK_STEP_IN / 2 + 1e-9);
      }
      return true;
    }), { seed: 20261203, numRuns: 300 });
    // Coverage: most cases had a run to pick from.
    expect(inRun).toBeGreaterThan(200);
  });
});
