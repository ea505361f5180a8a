import { describe, expect, it } from 'vitest';
import { footprintOfBase } from '../../../geometry/footprint';
import { cmToInches } from '../../../geometry/units';
import { SHELTER_MARGIN_IN, isShootersOwnObstacle, pointDistanceToFootprint } from './shooterOwnObstacle';
import { targetCover } from './targetCover';
import { LEVEL_2_IN, cavalry, coverPiece, coverScenario, infantry, rect } from './testCoverScenario';

describe('BP-COVER-1: the shooter\'s own obstacle, geometrically', () => {
  const round = footprintOfBase('round', 1, 1, { x: 0, y: 0 }, 0);
  const square = footprintOfBase('rect', 1, 2, { x: 0, y: 0 }, 0);

  it('BP-COVER-1: distances from a point to a round or a rectangular base (0 inside)', () => {
    expect(pointDistanceToFootprint({ x: 0, y: 2 }, round)).toBeCloseTo(1.5, 12);
    expect(pointDistanceToFootprint({ x: 0.1, y: 0.1 }, round)).toBe(0);
    expect(pointDistanceToFootprint({ x: 0, y: 3 }, square)).toBeCloseTo(2, 12);
    expect(pointDistanceToFootprint({ x: 0.2, y: 0.5 }, square)).toBe(0);
  });

  it('BP-COVER-1: own when the line of fire enters it within 1 cm of the base edge, or inside the base, or at a stacked target', () => {
    expect(SHELTER_MARGIN_IN).toBe(cmToInches(1));
    const to = { x: 0, y: 10 };
    expect(isShootersOwnObstacle(round, { x: 0, y: 0 }, to, 0.5 + cmToInches(1) - 1e-6)).toBe(true);
    expect(isShootersOwnObstacle(round, { x: 0, y: 0 }, to, 0.5 + cmToInches(1) + 1e-3)).toBe(false);
    expect(isShootersOwnObstacle(round, { x: 0, y: 0 }, to, 0)).toBe(true);
    expect(isShootersOwnObstacle(round, { x: 0, y: 0 }, { x: 0, y: 0 }, 0.2)).toBe(true);
    // A long cavalry base reaches 1″ along its facing: a wall entered 1.3″ from its centre is its own.
    expect(isShootersOwnObstacle(square, { x: 0, y: 0 }, to, 1.3)).toBe(true);
    expect(isShootersOwnObstacle(square, { x: 0, y: 0 }, { x: 10, y: 0 }, 1.3)).toBe(false);
  });

  it('BP-COVER-1: a rider at a wall shoots over it; another arm of the same wall, far off across the line, covers the target', () => {
    const rider = cavalry('s', 14, 10, 'a');
    // The rider's base (facing north, 50 mm long) ends at y 10.98; the wall starts 0.1″ on.
    const wall = coverPiece({ id: 'wall', footprint: rect(10, 11.08, 8, 0.2), heightIn: LEVEL_2_IN, cover: 'hard' });
    const target = infantry('t', 14, 20, 'b');
    expect(targetCover({ scenario: coverScenario([wall], [rider, target]), shooter: rider, target }).inCover).toBe(false);
    // An L of wall: one arm just east of the rider (0.11″ off his base), the other far off across the line to a target north-west.
    const ell = coverPiece({ id: 'ell', footprint: [{ x: 4, y: 2 }, { x: 14.8, y: 2 }, { x: 14.8, y: 11 }, { x: 14.6, y: 11 }, { x: 14.6, y: 2.2 }, { x: 4, y: 2.2 }], heightIn: LEVEL_2_IN, cover: 'hard' });
    const far = infantry('t', 6, 0.5, 'b');
    expect(targetCover({ scenario: coverScenario([ell], [rider, far]), shooter: rider, target: far }).pieces.map((p) => p.pieceId)).toEqual(['ell']);
  });
});
