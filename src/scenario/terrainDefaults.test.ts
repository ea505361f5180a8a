import { describe, expect, it } from 'vitest';
import { TERRAIN_DEFAULTS } from './terrainDefaults';

describe('terrain In the Way defaults', () => {
  it('LOTOW-SHOOT-INTHEWAY-4 / LOTOW-GAP-15: 3+ light, 4+ solid wood or low wall, 5+ stone', () => {
    expect([TERRAIN_DEFAULTS.fence.inTheWay, TERRAIN_DEFAULTS.hedge.inTheWay, TERRAIN_DEFAULTS.scrub.inTheWay]).toEqual([3, 3, 3]);
    expect([TERRAIN_DEFAULTS.wall.inTheWay, TERRAIN_DEFAULTS.rocks.inTheWay, TERRAIN_DEFAULTS.trough.inTheWay]).toEqual([4, 4, 4]);
    expect(TERRAIN_DEFAULTS.building.inTheWay).toBe(5);
    expect([TERRAIN_DEFAULTS.hill.inTheWay, TERRAIN_DEFAULTS.road.inTheWay, TERRAIN_DEFAULTS.woods.inTheWay]).toEqual([null, null, null]);
  });
});
