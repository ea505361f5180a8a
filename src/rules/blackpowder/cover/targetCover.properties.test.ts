import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TerrainPiece } from '../../../los/terrain';
import { targetCover } from './targetCover';
import { cavalry, coverPiece, coverScenario, infantry, rect } from './testCoverScenario';

/** Random rectangular pieces inside [0, 24]² (some giving no cover, some area, some floating). */
const pieces = fc.array(
  fc.record({
    x: fc.double({ min: 0, max: 20, noNaN: true }), y: fc.double({ min: 0, max: 20, noNaN: true }),
    w: fc.double({ min: 0.1, max: 4, noNaN: true }), h: fc.double({ min: 0.1, max: 4, noNaN: true }),
    heightIn: fc.double({ min: 0.1, max: 4, noNaN: true }), elevationIn: fc.constantFrom(0, 0, 0, 2.8),
    cover: fc.constantFrom('none', 'soft', 'hard'), sight: fc.constantFrom('solid', 'area'),
  }),
  { maxLength: 8 },
).map((rs) => rs.map((r, i): TerrainPiece => coverPiece({
  id: `p${i}`, footprint: rect(r.x, r.y, r.w, r.h), heightIn: r.heightIn, elevationIn: r.elevationIn, cover: r.cover, sight: r.sight,
})));

const point = (min: number, max: number) => fc.record({ x: fc.double({ min, max, noNaN: true }), y: fc.double({ min, max, noNaN: true }) });

describe('BP-COVER-1/2 properties', () => {
  it('BP-COVER-1: cover never depends on the order of the terrain pieces', () => {
    const both = pieces.chain((ts) => fc.tuple(fc.constant(ts), fc.shuffledSubarray(ts, { minLength: ts.length, maxLength: ts.length })));
    fc.assert(fc.property(both, point(0, 24), point(0, 24), fc.boolean(), ([terrain, shuffled], s, t, mounted) => {
      const shooter = infantry('s', s.x, s.y);
      const target = mounted ? cavalry('t', t.x + 0.01, t.y) : infantry('t', t.x + 0.01, t.y, 'b');
      const one = targetCover({ scenario: coverScenario(terrain, [shooter, target]), shooter, target });
      const two = targetCover({ scenario: coverScenario(shuffled, [shooter, target]), shooter, target });
      expect(two).toEqual(one);
    }));
  });

  // Far from the terrain with the shooter too: a line of fire from inside the terrain may cross it.
  it('BP-COVER-1: a target moved far from all terrain, in the open with the shooter, has no cover', () => {
    fc.assert(fc.property(pieces, point(30, 46), point(30, 46), fc.boolean(), (terrain, s, t, mounted) => {
      const shooter = infantry('s', s.x, s.y);
      const target = mounted ? cavalry('t', t.x + 0.01, t.y) : infantry('t', t.x + 0.01, t.y, 'b');
      const r = targetCover({ scenario: coverScenario(terrain, [shooter, target]), shooter, target });
      expect(r).toEqual({ inCover: false, cover: 'none', pieces: [], ignored: [] });
    }));
  });

  it('BP-COVER-1: a hard wall across the middle of a long line of fire always covers an infantry target', () => {
    fc.assert(fc.property(pieces, point(30, 46), (terrain, s) => {
      const shooter = infantry('s', s.x, 30);
      const target = infantry('t', s.x, 46, 'b');
      const wall = coverPiece({ id: 'wall', footprint: rect(28, 38, 20, 0.3), heightIn: 1.2, cover: 'hard' });
      const r = targetCover({ scenario: coverScenario([...terrain, wall], [shooter, target]), shooter, target });
      expect(r).toMatchObject({ inCover: true, cover: 'hard' });
    }));
  });
});
