import { describe, expect, it } from 'vitest';
import { cmToInches } from '../../../geometry/units';
import { DEFAULT_OBSTACLE_THRESHOLDS, hiddenAllowed, levelCovers, levelOfHeight, obstacleLevel } from './obstacleLevel';

describe('BP-GAP-08: obstacle levels from heights', () => {
  it.each([
    [0, 1], [1.99, 1], [2, 2], [3, 2], [3.99, 2], [4, 3], [10, 3],
  ])('BP-GAP-08: %s cm high → level %s (level 1 < 2 cm; level 2 from 2 up to 4 cm; level 3 ≥ 4 cm)', (heightCm, level) => {
    expect(levelOfHeight(cmToInches(heightCm))).toBe(level);
    expect(obstacleLevel({ heightIn: cmToInches(heightCm) })).toBe(level);
  });

  it('BP-GAP-08: the thresholds are the options\' (here 1 and 2 cm, as for 15 mm figures)', () => {
    const halved = { level2In: cmToInches(1), level3In: cmToInches(2) };
    expect([0.9, 1, 1.9, 2].map((cm) => levelOfHeight(cmToInches(cm), halved))).toEqual([1, 2, 2, 3]);
    expect(DEFAULT_OBSTACLE_THRESHOLDS).toEqual({ level2In: cmToInches(2), level3In: cmToInches(4) });
  });

  it('BP-GAP-08: an explicit level (1, 2 or 3) wins over the height; anything else is ignored', () => {
    expect(obstacleLevel({ heightIn: cmToInches(10), obstacleLevel: 1 })).toBe(1);
    expect(obstacleLevel({ heightIn: 0.1, obstacleLevel: 3 })).toBe(3);
    expect(obstacleLevel({ heightIn: 0.1, obstacleLevel: 4 })).toBe(1);
    expect(obstacleLevel({ heightIn: 0.1, obstacleLevel: '2' })).toBe(1);
  });
});

describe('BP-OBST-1..3: what each level allows', () => {
  it('BP-OBST-1: level 1 covers infantry only; levels 2 and 3 cover both', () => {
    expect([levelCovers(1, false), levelCovers(1, true), levelCovers(2, true), levelCovers(3, true)]).toEqual([true, false, true, true]);
  });

  it('BP-OBST-2, BP-OBST-3: hiding — level 2 infantry only, level 3 anyone, level 1 nobody', () => {
    expect([1, 2, 3].map((l) => [hiddenAllowed(l as 1 | 2 | 3, false), hiddenAllowed(l as 1 | 2 | 3, true)])).toEqual([[false, false], [true, false], [true, true]]);
  });
});
