import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { polygonContainsPoint } from '../geometry/polygon';
import { moveFigure } from './moveFigure';
import { figurePlacementProblems } from './placement';
import type { Scenario } from './model';
import { testScenario } from './testScenario';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
const frozen: Scenario = deepFreeze(structuredClone(testScenario));
const snapshot = JSON.stringify(frozen);
const ids = testScenario.figures.map((f) => f.id);
const coord = fc.double({ min: -1, max: 25, noNaN: true }).map((v) => (Object.is(v, -0) ? 0 : v));

describe('moveFigure', () => {
  it('moves a figure, sets its surface and returns a new scenario', () => {
    const result = moveFigure(frozen, 'a1', { x: 6.5, y: 15.5 });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const moved = result.scenario.figures.find((f) => f.id === 'a1');
    expect(moved).toMatchObject({ x: 6.5, y: 15.5, standsOn: 'hill', facingDeg: 0 });
    expect(result.scenario).not.toBe(frozen);
    expect(result.scenario.figures[1]).toBe(frozen.figures[1]); // untouched figures are shared
    expect(JSON.stringify(frozen)).toBe(snapshot);
  });

  it('refuses an illegal spot with the problems', () => {
    expect(moveFigure(frozen, 'a1', { x: 14, y: 6 })).toEqual({
      ok: false, problems: [{ code: 'insideImpassable', pieceId: 'house', pieceName: 'House' }],
    });
  });

  it('refuses an unknown figure', () => {
    expect(moveFigure(frozen, 'nobody', { x: 5, y: 5 })).toEqual({ ok: false, problems: [{ code: 'unknownFigure', figureId: 'nobody' }] });
  });

  it('never mutates its input', () => {
    fc.assert(fc.property(fc.constantFrom(...ids, 'ghost'), coord, coord, (id, x, y) => {
      moveFigure(frozen, id, { x, y }); // a frozen input would throw on any write
      expect(JSON.stringify(frozen)).toBe(snapshot);
    }));
  });

  it('leaves every figure legally placed after a successful move', () => {
    fc.assert(fc.property(fc.constantFrom(...ids), coord, coord, (id, x, y) => {
      const result = moveFigure(frozen, id, { x, y });
      if (!result.ok) return;
      for (const f of result.scenario.figures) expect(figurePlacementProblems(result.scenario, f)).toEqual([]);
    }));
  });

  it('moved to a legal spot and back, the scenario is identical', () => {
    fc.assert(fc.property(fc.constantFrom(...ids), fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), (id, dx, dy) => {
      const start = frozen.figures.find((f) => f.id === id);
      if (start === undefined) throw new Error('fixture');
      const to = { x: start.x + dx, y: start.y + dy };
      // Leaving a floating piece (the balcony) is one way: a free move never climbs back up.
      const floating = frozen.terrain.find((t) => t.id === start.standsOn && t.elevationIn > 0);
      fc.pre(floating === undefined || polygonContainsPoint(floating.footprint, to));
      const there = moveFigure(frozen, id, to);
      fc.pre(there.ok);
      if (!there.ok) return;
      const back = moveFigure(there.scenario, id, { x: start.x, y: start.y });
      expect(back.ok).toBe(true);
      if (back.ok) expect(back.scenario).toEqual(frozen);
    }));
  });
});
