/**
 * Issue 13, bug 9 (residual): a drop over stacked surfaces — the street under a balcony, a platform
 * under a balcony — ends on the surface the reach area promises for that spot (the highest layer
 * that reaches the cell, `destinationSurface`), at that surface's height, and check, resolve and the
 * log agree on it. The area lists its layers from low to high, as engine/ruleset.ts `MovementArea`
 * requires, whatever order the terrain and the figure's own surface come in.
 */
import { describe, expect, it } from 'vitest';
import { destinationSurface } from '../../../engine/movementArea';
import { figureElevationIn } from '../../../engine/figureGeometry';
import { REACH } from '../../../engine/ruleset';
import { terrainTopIn } from '../../../los/terrain';
import { areaTierAt } from './movementArea';
import { lotowDriver } from './testing/lotowDriver';
import { level, man, piece, rect, table } from './testing/movementScenarios';

const balcony = piece({ id: 'balcony', kind: 'balcony', name: 'Balcony', footprint: rect(12, 8, 4, 8), elevationIn: 1.8, heightIn: 0.2, standableTop: true });
const platform = level('platform', 10, 8, 6, 8, 0.5);

describe('a drop over stacked surfaces ends on the surface the area promises', () => {
  it('LOTOW-CLIMB-4 LOTOW-FALL-1: the area lists its layers from the table up, whatever the terrain\'s order or the surface the figure stands on', () => {
    for (const terrain of [[balcony, platform], [platform, balcony]]) {
      for (const jack of [man('jack', 14.125, 12.125, { standsOn: 'balcony' }), man('jack', 11.125, 12.125, { standsOn: 'platform' })]) {
        const d = lotowDriver(table(terrain, [jack]));
        const tops = d.area('jack')!.layers.map((l) => (l.surfaceId === null ? 0 : terrainTopIn(terrain.find((p) => p.id === l.surfaceId)!)));
        expect(d.area('jack')!.layers[0]!.surfaceId).toBeNull();
        expect(tops, `terrain ${terrain.map((p) => p.id).join(', ')}, on ${jack.standsOn}`).toEqual([...tops].sort((a, b) => a - b));
      }
    }
  });

  it('LOTOW-FALL-1: a figure on a balcony over a platform, dropped on the balcony, stays on the balcony (not on the platform under it)', () => {
    const d = lotowDriver(table([balcony, platform], [man('jack', 14.125, 12.125, { standsOn: 'balcony' })]));
    const area = d.area('jack')!;
    const to = { x: 13.125, y: 10.125 };
    // Both reach the spot: the balcony by walking, the platform under it by stepping down off the edge.
    expect(areaTierAt(area, 'balcony', to.x, to.y)).toBe(REACH.sure);
    expect(areaTierAt(area, 'platform', to.x, to.y)).toBe(REACH.sure);
    const surface = destinationSurface(area, to, null);
    expect(surface).toBe('balcony');
    expect(d.check('jack', [to], { standsOn: surface })).toBeNull();
    d.move('jack', [to], { standsOn: surface });
    expect(d.figure('jack')).toMatchObject({ standsOn: 'balcony', x: to.x, y: to.y });
    expect(figureElevationIn(d.state.scenario, d.figure('jack'))).toBeCloseTo(2, 6);
  });
});
