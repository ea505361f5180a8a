import { describe, expect, it } from 'vitest';
import { figureHeightsIn, losFigureOf, losSceneInputOf, scenarioFigureScaleMm } from './losScene';
import type { Figure, Scenario } from './model';
import { testScenario } from './testScenario';

const figure = (over: Partial<Figure> = {}): Figure => ({
  id: 'f', side: 'a', name: 'F', base: { shape: 'round', diameterMm: 25 }, x: 10, y: 10, facingDeg: 0,
  standsOn: null, stance: 'standing', mounted: false, profile: {}, ...over,
});

describe('figureHeightsIn', () => {
  it.each([
    ['standing', figure(), 28, 1.1, 1.0],
    ['prone', figure({ stance: 'prone' }), 28, 0.3, 0.25],
    ['mounted', figure({ mounted: true }), 28, 1.6, 1.45],
    ['prone beats mounted', figure({ stance: 'prone', mounted: true }), 28, 0.3, 0.25],
    ['standing at 54 mm (× 54/28)', figure(), 54, 1.1 * 54 / 28, 54 / 28],
    ['mounted at 15 mm (× 15/28)', figure({ mounted: true }), 15, 1.6 * 15 / 28, 1.45 * 15 / 28],
    ['an override keeps the eye\'s proportion (1.0/1.1 of 2.2)', figure({ heightIn: 2.2 }), 28, 2.2, 2.0],
    ['an override ignores the scale', figure({ heightIn: 2.2 }), 54, 2.2, 2.0],
    ['a mounted override (1.45/1.6 of 3.2)', figure({ mounted: true, heightIn: 3.2 }), 28, 3.2, 2.9],
  ])('%s', (_name, f, scaleMm, heightIn, eyeHeightIn) => {
    const h = figureHeightsIn(f, scaleMm);
    expect(h.heightIn).toBeCloseTo(heightIn, 12);
    expect(h.eyeHeightIn).toBeCloseTo(eyeHeightIn, 12);
  });
});

describe('losSceneInputOf', () => {
  it('takes the scale from options.figureScaleMm when it is a positive number, else 28', () => {
    const withScale = (v: Scenario['options'][string] | undefined): Scenario =>
      ({ ...testScenario, options: v === undefined ? {} : { figureScaleMm: v } });
    expect(scenarioFigureScaleMm(withScale(undefined))).toBe(28);
    expect(scenarioFigureScaleMm(withScale(54))).toBe(54);
    expect(scenarioFigureScaleMm(withScale('54'))).toBe(28);
    expect(scenarioFigureScaleMm(withScale(-3))).toBe(28);
    const tall = losSceneInputOf(withScale(56)).figures[0]!;
    expect(tall.heightIn).toBeCloseTo(2.2, 12);
  });

  it('puts each figure on the surface it stands on, with its base and the terrain as is', () => {
    const input = losSceneInputOf(testScenario);
    expect(input.pieces).toBe(testScenario.terrain);
    expect(input.table).toBe(testScenario.table);
    testScenario.figures.forEach((f, i) => {
      const l = input.figures[i]!;
      expect(l.id).toBe(f.id);
      expect(l).toEqual(losFigureOf(testScenario, f));
    });
  });
});
