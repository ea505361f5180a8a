import { describe, expect, it } from 'vitest';
import { testScenario } from '../engine/testScenario';
import { testGameScenario } from '../engine/testing/testRuleset';
import { testUnitScenario } from '../engine/testing/testUnitScenario';
import { unitTraysOf } from './unitTraySelectors';

describe('unit trays for the board', () => {
  const scenario = testUnitScenario(testGameScenario(testScenario));
  it('one tray per unit on the table, its front edge facing the unit’s way, computed once per table', () => {
    const trays = unitTraysOf(scenario);
    expect(trays.map((t) => [t.unitId, t.side, t.facingDeg, t.regular])).toEqual([['ua', 'a', 0, true], ['ub', 'b', 180, true]]);
    const ua = trays[0]!;
    // Facing north: the front edge is the tray's northern side, 3 slots wide, at y 8.
    expect(ua.front.a.x).toBeCloseTo(1, 9);
    expect(ua.front.a.y).toBeCloseTo(8, 9);
    expect(ua.front.b.x - ua.front.a.x).toBeCloseTo(3 * 25 / 25.4, 9);
    expect(ua.outline).toHaveLength(4);
    expect(unitTraysOf(scenario)).toBe(trays);
  });

  it('nothing to draw without units, or for a unit none of whose members is on the table', () => {
    expect(unitTraysOf(testScenario)).toEqual([]);
    expect(unitTraysOf(null)).toEqual([]);
    const gone = { ...scenario, figures: scenario.figures.filter((f) => !f.id.startsWith('ub')) };
    expect(unitTraysOf(gone).map((t) => t.unitId)).toEqual(['ua']);
  });
});
