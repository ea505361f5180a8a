/**
 * The placement search behind dismounting, holding and passengers (LOTOW-MOUNT-4, LOTOW-HOLD-1,
 * LOTOW-PASS-1), and the proportional move of LOTOW-GAP-18, as properties.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { figureFootprint } from '../../../engine/figureGeometry';
import { placementProblems } from '../../../engine/placement';
import { figureOf } from '../../../engine/kit/pieceState';
import { placeBeside } from './placeBeside';
import { movedInAfterModeChange, remainingFraction } from './proportionalMove';
import { joinRider, splitRider } from './riderSwap';
import { foot, lotowTestState, rect, rider, wall } from './testing/lotowTestState';

const walls = [wall('w1', rect(6, 6, 4, 0.5), 1), wall('w2', rect(14, 4, 0.5, 8), 1)];
const figures = [foot({ id: 'a2', x: 12, y: 12 }), foot({ id: 'b1', x: 8, y: 14, side: 'b' })];

describe('placeBeside', () => {
  it('LOTOW-MOUNT-4: a spot found is legal, clear of walls and touches the anchor; none is found only when none exists in contact', () => {
    fc.assert(fc.property(
      fc.double({ min: 2, max: 22, noNaN: true }), fc.double({ min: 2, max: 22, noNaN: true }), fc.integer({ min: 0, max: 359 }), fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
      (x, y, facingDeg, preferRad) => {
        const s = lotowTestState({ figures: [rider({ id: 'r1', x, y, facingDeg }), ...figures], terrain: walls });
        const split = splitRider(s, 'r1', null);
        if (!split.ok) return; // no room (e.g. the rider stands over a wall): nothing to check
        const mount = figureOf(split.state, 'r1~mount')!;
        const spot = placeBeside(split.state.scenario, 'r1', figureFootprint(mount), mount.standsOn, { preferRad });
        if (spot === null) return;
        const man = { ...figureOf(split.state, 'r1')!, x: spot.x, y: spot.y };
        expect(placementProblems(split.state.scenario, 'r1', spot, spot.standsOn)).toEqual([]);
        expect(footprintDistanceToFootprint(figureFootprint(man), figureFootprint(mount))).toBeLessThanOrEqual(0.05);
        expect(footprintDistanceToFootprint(figureFootprint(man), figureFootprint(mount))).toBeGreaterThanOrEqual(0.01);
      },
    ), { numRuns: 150 });
  });

  it('LOTOW-PASS-1: as close as possible — a wider ring only when contact is impossible', () => {
    // A foot figure boxed in by walls 0.3″ away: no contact spot; within 3″ there is room.
    const boxed = [wall('n', rect(9, 8.7, 2, 0.3), 1), wall('s', rect(9, 11.3, 2, 0.3), 1), wall('w', rect(9.2, 8.7, 0.3, 2.9), 1), wall('e', rect(10.5, 8.7, 0.3, 2.9), 1)];
    const s = lotowTestState({ figures: [rider({ id: 'r1', x: 10, y: 10 }), foot({ id: 'p1', x: 3, y: 3 })], terrain: boxed });
    const anchor = figureFootprint(figureOf(s, 'r1')!);
    expect(placeBeside(s.scenario, 'p1', anchor, null)).toBeNull();
    const wide = placeBeside(s.scenario, 'p1', anchor, null, { maxGapIn: 3 })!;
    const gap = footprintDistanceToFootprint(figureFootprint({ ...figureOf(s, 'p1')!, x: wide.x, y: wide.y }), anchor);
    expect(gap).toBeGreaterThan(0.25);
    expect(gap).toBeLessThanOrEqual(3.01);
  });
});

describe('riders and mounts as figures', () => {
  it('LOTOW-MOUNT-2: splitting a rider and joining him to his mount again gives back the mounted figure', () => {
    fc.assert(fc.property(fc.double({ min: 3, max: 21, noNaN: true }), fc.double({ min: 3, max: 21, noNaN: true }), fc.integer({ min: 0, max: 359 }), (x, y, facingDeg) => {
      const s = lotowTestState({ figures: [rider({ id: 'r1', x, y, facingDeg })] });
      const split = splitRider(s, 'r1', null);
      expect(split.ok).toBe(true);
      if (!split.ok) return;
      const back = joinRider(split.state, 'r1', 'r1~mount');
      expect(back.scenario.figures).toEqual(s.scenario.figures);
      expect(back.figureState).toEqual(s.figureState);
    }), { numRuns: 60 });
  });
});

describe('proportional movement', () => {
  it('LOTOW-GAP-18: the spent share is kept across a change of mode, so no change of mode gains movement', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 24, noNaN: true }), fc.double({ min: 0.5, max: 24, noNaN: true }), fc.double({ min: 0.5, max: 24, noNaN: true }), (moved, from, to) => {
      const m = Math.min(moved, from);
      const after = movedInAfterModeChange(m, from, to);
      expect(remainingFraction(after, to)).toBeCloseTo(remainingFraction(m, from), 9);
      expect(movedInAfterModeChange(after, to, from)).toBeCloseTo(m, 9);
    }));
    expect(movedInAfterModeChange(5, 10, 6)).toBeCloseTo(3, 12); // TV-LOTOW-18
    expect(remainingFraction(3, 0)).toBe(0);
  });
});
