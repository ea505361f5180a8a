import { describe, expect, it } from 'vitest';
import { testTerrain } from '../engine/testScenario';
import { terrainPaintOrder } from './terrainOrder';

describe('terrainPaintOrder', () => {
  it('paints the hill under its rock, ground before buildings, the balcony over the house', () => {
    const order = terrainPaintOrder(testTerrain).map((p) => p.id);
    expect(order.indexOf('hill')).toBeLessThan(order.indexOf('rock'));
    expect(order.indexOf('house')).toBeLessThan(order.indexOf('balcony'));
    expect(order.at(-1)).toBe('balcony');
    expect(order).toHaveLength(testTerrain.length);
  });

  it('paints ladders over everything, floating pieces included', () => {
    const [house] = testTerrain;
    if (!house) throw new Error('fixture');
    const ladder = { ...house, id: 'ladder', kind: 'ladder' as const, heightIn: 3 };
    expect(terrainPaintOrder([ladder, ...testTerrain]).at(-1)?.id).toBe('ladder');
  });

  it('keeps the scenario order among equals', () => {
    const [house] = testTerrain;
    if (!house) throw new Error('fixture');
    const twins = [{ ...house, id: 'x' }, { ...house, id: 'y' }, { ...house, id: 'z' }];
    expect(terrainPaintOrder(twins).map((p) => p.id)).toEqual(['x', 'y', 'z']);
  });
});
