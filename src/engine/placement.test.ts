import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mmToInches } from '../geometry/units';
import { elevationsShareLevel, figurePlacementProblems, pieceBlocksFigureAt, placementProblems, surfaceAt } from './placement';
import type { Figure, Scenario } from './model';
import { figure, testScenario, testTerrain } from './testScenario';

const r = mmToInches(12.5);
const byId = (id: string): Figure => {
  const f = testScenario.figures.find((g) => g.id === id);
  if (f === undefined) throw new Error(`no figure ${id}`);
  return f;
};
const withFigures = (...extra: Figure[]): Scenario => ({ ...testScenario, figures: [...testScenario.figures, ...extra] });

describe('placementProblems', () => {
  it.each([
    ['open ground', 'a1', 5, 5, []],
    ['hanging off the west edge', 'a1', 0.3, 5, [{ code: 'offTable' }]],
    ['exactly on the edge', 'a1', r, 5, []],
    ['on top of the cavalryman', 'a1', 20.5, 2.2, [{ code: 'overlapsFigure', figureId: 'b1', figureName: 'b1' }]],
    ['in contact with the cavalryman', 'a1', 20 - mmToInches(25) - r, 2, []],
    ['inside the house', 'a1', 14, 6, [{ code: 'insideImpassable', pieceId: 'house', pieceName: 'House' }]],
    ['flat against the house wall', 'a1', 12 - r, 8, []],
    ['under the balcony, below a2', 'a1', 11.25, 7, []],
    ['off the balcony into the house', 'a2', 12.2, 7, [{ code: 'insideImpassable', pieceId: 'house', pieceName: 'House' }]],
    ['in the woods (not impassable)', 'a1', 18.5, 18, [{ code: 'overlapsFigure', figureId: 'b3', figureName: 'b3' }]],
  ])('%s', (_name, id, x, y, expected) => {
    expect(placementProblems(testScenario, id, { x, y })).toEqual(expected);
  });

  it('lists every problem: off the table and into a figure at once', () => {
    const s = withFigures(figure({ id: 'edge', x: 23.5, y: 12 }));
    expect(placementProblems(s, 'a1', { x: 23.7, y: 12 })).toEqual([
      { code: 'offTable' }, { code: 'overlapsFigure', figureId: 'edge', figureName: 'edge' },
    ]);
  });

  it('lets figures a full level apart overlap in plan (hill top and the ground below)', () => {
    const s = withFigures(figure({ id: 'hilltop', x: 8, y: 14.3, standsOn: 'hill' }));
    expect(placementProblems(s, 'b3', { x: 8, y: 13.6 })).toEqual([]);
    expect(placementProblems(s, 'b3', { x: 8.5, y: 14.6 })).toEqual([{ code: 'overlapsFigure', figureId: 'hilltop', figureName: 'hilltop' }]);
  });

  it('takes an explicit surface: on the house roof the house is not in the way', () => {
    expect(placementProblems(testScenario, 'a1', { x: 14, y: 6 }, 'house')).toEqual([]);
    expect(placementProblems(testScenario, 'a1', { x: 14, y: 6 }, null)).toHaveLength(1);
  });

  it('reports an unknown figure', () => {
    expect(placementProblems(testScenario, 'zz', { x: 1, y: 1 })).toEqual([{ code: 'unknownFigure', figureId: 'zz' }]);
  });

  it('accepts every figure of the test scenario where it stands', () => {
    for (const f of testScenario.figures) expect(figurePlacementProblems(testScenario, f)).toEqual([]);
  });

  it('never reports a figure as overlapping itself, wherever it is dropped', () => {
    fc.assert(fc.property(fc.constantFrom(...testScenario.figures.map((f) => f.id)),
      fc.double({ min: -2, max: 26, noNaN: true }), fc.double({ min: -2, max: 26, noNaN: true }), (id, x, y) => {
        const problems = placementProblems(testScenario, id, { x, y });
        expect(problems.some((p) => p.code === 'overlapsFigure' && p.figureId === id)).toBe(false);
        const onTable = x - 1 >= 0 && y - 1 >= 0 && x + 1 <= 24 && y + 1 <= 24;
        if (onTable) expect(problems.some((p) => p.code === 'offTable')).toBe(false);
      }));
  });
});

describe('surfaceAt', () => {
  it.each([
    ['ground stays ground', 'a1', 5, 5, null],
    ['walking onto the hill', 'a1', 8, 16, 'hill'],
    ['onto the rock on the hill: the higher top wins', 'a1', 4, 16, 'rock'],
    ['the hill figure keeps the hill over the rock', 'a3', 4, 16, 'hill'],
    ['the notch of the concave hill is ground', 'a1', 6, 19, null],
    ['a free move never enters the balcony', 'a1', 11.25, 6, null],
    ['the balcony figure keeps the balcony', 'a2', 11, 8.5, 'balcony'],
    ['stepping off the balcony drops to the ground', 'a2', 9, 7, null],
  ])('%s', (_name, id, x, y, expected) => {
    expect(surfaceAt(testScenario, byId(id), { x, y })).toBe(expected);
  });
});

describe('level rules', () => {
  it('separates levels at 1″', () => {
    expect(elevationsShareLevel(0, 0.99)).toBe(true);
    expect(elevationsShareLevel(0, 1)).toBe(false);
    expect(elevationsShareLevel(3, 2)).toBe(false);
  });

  it('blocks only impassable pieces spanning the figure\'s feet', () => {
    const house = testTerrain[0];
    const balcony = testTerrain[1];
    if (house === undefined || balcony === undefined) throw new Error('fixture');
    expect(pieceBlocksFigureAt(house, 0, null)).toBe(true);
    expect(pieceBlocksFigureAt(house, 3, 'balcony')).toBe(true);
    expect(pieceBlocksFigureAt(house, 6, 'house')).toBe(false);
    expect(pieceBlocksFigureAt({ ...house, id: 'low' }, 6, null)).toBe(false);
    expect(pieceBlocksFigureAt({ ...house, elevationIn: 2 }, 0, null)).toBe(false);
    expect(pieceBlocksFigureAt(balcony, 0, null)).toBe(false);
  });
});
