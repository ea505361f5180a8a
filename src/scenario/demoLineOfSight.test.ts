/**
 * Line of sight on the Dust Creek demo (public/scenarios/demo-town.json), through the engine's
 * scenario → scene conversion: heights from stance and scale, elevations from what figures stand on.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { losFigureOf, losSceneOf } from '../engine/losScene';
import type { Figure } from '../engine/model';
import { lineOfSight } from '../los/lineOfSight';
import { losSceneWithFigure } from '../los/losScene';
import { parseScenario } from './parseScenario';

const figure = (over: Partial<Figure> = {}): Figure => ({
  id: 'f', side: 'a', name: 'F', base: { shape: 'round', diameterMm: 25 }, x: 10, y: 10, facingDeg: 0,
  standsOn: null, stance: 'standing', mounted: false, profile: {}, ...over,
});

describe('losSceneOf on the Dust Creek demo', () => {
  const parsed = parseScenario(JSON.parse(readFileSync(new URL('../../public/scenarios/demo-town.json', import.meta.url), 'utf8')));
  if (!parsed.ok) throw new Error('the demo must parse');
  const demo = parsed.scenario;
  const scene = losSceneOf(demo);
  // A stranger in Main Street, level with Ellie's balcony: (23.5, 32), standing on the road.
  const stranger = losFigureOf(demo, figure({ id: 'stranger', x: 23.5, y: 32 }));
  const withStranger = losSceneWithFigure(scene, stranger);

  it('puts Deputy Ellie May on the balcony top (3″) with her eye at 4″', () => {
    const ellie = scene.figureById.get('ellie')!;
    expect([ellie.elevationIn, ellie.elevationIn + ellie.eyeHeightIn]).toEqual([3, 4]);
  });

  it('Ellie sees all of the stranger in the street; he sees her head but not her feet behind the balcony edge', () => {
    // Ellie (35.25, 32) to the stranger (23.5, 32): nothing solid on y = 32 but the balcony under her, which her
    // rays leave at x = 34.5 (t = 0.75 / 11.75 = 0.064) at ≥ 4 − 0.064·(4 − 0.022) = 3.75″, above its 3″ top.
    // (New games' `edges` pattern: rows at 0.02, 0.2 … 0.98 of the height, the lowest standing for 0.11 of it.)
    const down = lineOfSight(withStranger, 'ellie', 'stranger');
    expect(down.visibleFraction).toBe(1);
    expect(down.crossings.map((c) => [c.id, c.touchesObserver])).toEqual([['cole-balcony', true]]);
    expect(down.heightDiffIn).toBe(-3);
    // Back up: from 1″ to her rows at 3.022…4.078″, every ray meets the balcony's edge x = 34.5 at t = 11 / 11.75
    // = 0.936: the lowest at 1 + 0.936·2.022 = 2.893″, inside the 2.8–3.0″ slab; the next (3.22″) at 3.078″, above it.
    const up = lineOfSight(withStranger, 'stranger', 'ellie');
    expect(up.visibleFraction).toBe(0.89);
    expect(up.crossings.map((c) => [c.id, c.hiddenFraction, c.touchesTarget])).toEqual([['cole-balcony', 0.11, true]]);
  });

  it('the Cole house stands between Ellie and Deputy Hank Tate', () => {
    // The line from (35.25, 32) to (45, 21.5) enters the 6″ house (x ≥ 36) at y ≈ 31.2: every ray is below 6″.
    const r = lineOfSight(scene, 'ellie', 'hank');
    expect(r.visible).toBe(false);
    expect(r.crossings.find((c) => c.id === 'cole-house')).toMatchObject({ hiddenFraction: 1 });
  });
});
