/**
 * Hand-computed cases on the `edges` pattern, every new game's (losSamples.ts): 5 columns at −0.48,
 * −0.25, 0, +0.25, +0.48 of the silhouette's width, standing for 0.135, 0.24, 0.25, 0.24, 0.135 of it;
 * 6 rows at 0.02, 0.2, 0.4, 0.6, 0.8, 0.98 of the height, standing for 0.11, 0.19, 0.2, 0.2, 0.19, 0.11.
 * Conventions as in lineOfSight.test.ts: a ray from eye height zE to sample height zS crosses the
 * plane x = a at t = a / X (target at x = X), at height zE + t·(zS − zE).
 */
import { describe, expect, it } from 'vitest';
import { lineOfSight, raysShare } from './lineOfSight';
import { buildLosScene } from './losScene';
import { PRONE, boxPiece, roundFigure, sceneInput } from './losTestScenes';

const FAST = { withRays: false, withCrossings: false } as const;

describe('lineOfSight, edges pattern: any visible part counts (LOTOW-PRONE-2)', () => {
  it('a prone figure whose top shows over a wall is seen from a balcony: the top row, 0.11 of it', () => {
    // O on a 3″ floor at (0, 10): eye 4″. T prone at (10, 10): 0.3″ tall. Wall x 9.2–9.4, 0.5″ tall.
    // Rays come down, lowest over the wall at t = 0.94: z = 4 − 0.94·(4 − zS) = 0.24 + 0.94·zS.
    // Rows zS = 0.006 … 0.24 give z ≤ 0.4656 (blocked); the top row zS = 0.294 gives 0.5164 > 0.5: seen.
    // The true share above the wall's shadow is (0.3 − 0.2766) / 0.3 ≈ 0.08: the top row's 0.11 is the nearest the pattern says.
    const input = sceneInput(
      [boxPiece('wall', 9.2, 5, 9.4, 15, 0.5)],
      [roundFigure('o', 0, 10, undefined, 3), roundFigure('t', 10, 10, PRONE)]);
    const r = lineOfSight(buildLosScene(input), 'o', 't');
    expect(r.visible).toBe(true);
    expect(r.visibleFraction).toBe(0.11);
    expect(r.sampleCount).toBe(30);
    expect(r.rays.filter((ray) => ray.blockedBy === null).map((ray) => ray.to.zIn)).toEqual(Array(5).fill(expect.closeTo(0.294, 12)));
    expect(r.crossings).toEqual([expect.objectContaining({ id: 'wall', hiddenFraction: 0.89 })]);
    expect(lineOfSight(buildLosScene(input), 'o', 't', FAST).visibleFraction).toBe(0.11);
    // The old pattern's top row (0.9 of the height: 0.27″, z = 0.4938 ≤ 0.5) is behind the wall: nothing seen.
    const old = lineOfSight(buildLosScene({ ...input, sampling: 'centres' }), 'o', 't');
    expect(old.visible).toBe(false);
    expect(old.visibleFraction).toBe(0);
  });

  it('a figure hiding the outer tenth of the target hides the outer column: 0.135 of it, listed although the centre line misses it', () => {
    // O at (0, 10), T at (20, 10), both standing on 1″ bases; the silhouette runs y 9.5–10.5.
    // B (standing, 1.1″) at (15, 10.81). The ray to the +0.48 column (y 10.48) passes 9 / 20.006 = 0.450″ from
    // B's centre (inside its 0.5″ base); the ray to +0.25 passes 0.622″ away, the centre line 0.81″.
    // Every row of the outer column is below B's top over it (eye 1.0″, rows 0.022–1.078″): 0.135 hidden.
    const input = sceneInput([], [roundFigure('o', 0, 10), roundFigure('t', 20, 10), roundFigure('b', 15, 10.81)]);
    const r = lineOfSight(buildLosScene(input), 'o', 't');
    expect(r.visibleFraction).toBe(0.865);
    expect(r.crossings).toEqual([expect.objectContaining({ kind: 'figure', id: 'b', hiddenFraction: 0.135, missesCentreLine: true })]);
    // The old pattern's outer column (+3/8, y 10.375) passes 10.575 / 20.004 = 0.529″ from B: B is not in the way at all.
    const old = lineOfSight(buildLosScene({ ...input, sampling: 'centres' }), 'o', 't');
    expect(old.visibleFraction).toBe(1);
    expect(old.crossings).toEqual([]);
  });

  it('a half-inch fence hides the three lowest rows from a standing eye: exactly half', () => {
    // Eye 1.0″ at x = 0, T standing at x = 20, fence x 18.5–19 (0.5″). Lowest at t = 0.95: z = 0.05 + 0.95·zS.
    // Rows 0.022, 0.22, 0.44″: z = 0.071, 0.259, 0.468 ≤ 0.5 (blocked); 0.66″: 0.677 (clear). 0.11 + 0.19 + 0.2 = 0.5.
    const scene = buildLosScene(sceneInput([boxPiece('fence', 18.5, 5, 19, 15, 0.5)], [roundFigure('o', 0, 10), roundFigure('t', 20, 10)]));
    const r = lineOfSight(scene, 'o', 't');
    expect(r.visibleFraction).toBe(0.5);
    expect(r.crossings[0]!.hiddenFraction).toBe(0.5);
    expect(raysShare(r, (ray) => ray.blockedBy === 'fence')).toBe(0.5);
  });
});
