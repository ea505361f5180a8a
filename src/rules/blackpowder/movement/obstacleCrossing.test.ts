import { describe, expect, it } from 'vitest';
import type { Vec2 } from '../../../geometry/point';
import { cmToInches } from '../../../geometry/units';
import type { PathVerdict } from './bpMovePath';
import { checkBpMove } from './checkBpMove';
import type { Refused } from './moveRefusals';
import { obstacleCrossings } from './obstacleCrossing';
import { isLinearObstacle } from './terrainRoles';
import { cavalry, CROSS_IN, east, house, infantry, inputs, MOVE_IN, OPTIONS, rect, shut, START, table, wall, wood } from './testMoveScenario';

const foot = infantry('zouave', START.x, START.y);
const rider = cavalry('hussar', START.x, START.y);
const RATES = { levelOneCrossIn: OPTIONS.levelOneCrossIn, moveIn: OPTIONS.moveIn, thresholds: OPTIONS.obstacleLevels };
const INFANTRY = { mounted: false, cavalryBonuses: false };
const CAVALRY = { mounted: true, cavalryBonuses: true };
const WOUNDED = { mounted: true, cavalryBonuses: false };

const accepted = (v: PathVerdict | Refused): PathVerdict => {
  if (!v.ok) throw new Error(v.refusal.message);
  return v;
};
const refusedWith = (v: PathVerdict | Refused) => (v.ok ? null : v.refusal);
const cross = (path: Vec2[], who = INFANTRY, pieces = [wall(1)]) => obstacleCrossings([START, ...path], pieces, who, RATES);

describe('BP-GAP-04 BP-OBST-1: level 1', () => {
  it('BP-GAP-04: infantry pay 2 cm to cross a level-1 obstacle', () => {
    const c = cross([east(3)]);
    expect(c.ok && c.costIn).toBeCloseTo(CROSS_IN, 12);
    expect(c.ok && c.crossings).toEqual([{ pieceId: 'wall1', level: 1, costIn: CROSS_IN, atIn: expect.closeTo(0.875, 9), ruleId: 'BP-GAP-04' }]);
  });

  it('BP-OBST-1: cavalry jump it at no cost; BP-DMG-3: a wounded horse pays as infantry', () => {
    const c = cross([east(3)], CAVALRY);
    expect(c.ok && c.crossings).toMatchObject([{ pieceId: 'wall1', level: 1, costIn: 0, ruleId: 'BP-OBST-1' }]);
    const w = cross([east(3)], WOUNDED);
    expect(w.ok && w.costIn).toBeCloseTo(CROSS_IN, 12);
  });

  it('TV-BP-14: infantry lose 2 cm of their Move over level 1; cavalry cross with no speed loss', () => {
    const s = table([wall(1)], [foot]);
    expect(accepted(checkBpMove(inputs(s, 'zouave'), [east(3)])).costIn).toBeCloseTo(3 + CROSS_IN, 9);
    expect(refusedWith(checkBpMove(inputs(s, 'zouave'), [east(3.25)]))).toMatchObject({
      reasonKey: 'blackpowder.move.tooFar', ruleId: 'BP-GAP-04',
      params: { lengthCm: 8.3, crossCm: 2, maxCm: 10, maxIn: expect.closeTo(MOVE_IN, 6) },
    });
    const c = table([wall(1)], [rider]);
    const far = accepted(checkBpMove(inputs(c, 'hussar'), [east(7.75)]));
    expect(far.costIn).toBeCloseTo(7.75, 9);
    expect(far.crossings).toMatchObject([{ pieceId: 'wall1', costIn: 0, ruleId: 'BP-OBST-1' }]);
    expect(refusedWith(checkBpMove(inputs(c, 'hussar'), [east(8)]))?.ruleId).toBe('BP-GAP-15');
  });
});

describe('BP-GAP-04 BP-OBST-2 BP-OBST-3: levels 2 and 3', () => {
  it.each([2, 3] as const)('TV-BP-14: level %s costs infantry a full Move: a Move cannot cross, a Run crosses and walks one Move more', (level) => {
    const s = table([wall(level)], [foot]);
    expect(refusedWith(checkBpMove(inputs(s, 'zouave'), [east(1.5)]))).toMatchObject({
      reasonKey: 'blackpowder.move.tooFar', params: { crossCm: 10, lengthCm: 3.8 },
    });
    const run = accepted(checkBpMove(inputs(s, 'zouave', 'run'), [east(3.75)]));
    expect(run.costIn).toBeCloseTo(3.75 + MOVE_IN, 9);
    expect(run.crossings).toMatchObject([{ pieceId: `wall${level}`, level, costIn: MOVE_IN, ruleId: 'BP-GAP-04' }]);
    expect(run.running).toBe(true);
    expect(checkBpMove(inputs(s, 'zouave', 'run'), [east(4)]).ok).toBe(false);
  });

  it.each([2, 3] as const)('TV-BP-14: cavalry cannot cross level %s, running or with a wounded horse', (level) => {
    const s = table([wall(level)], [rider]);
    for (const v of [checkBpMove(inputs(s, 'hussar', 'run'), [east(2)]), checkBpMove(inputs(s, 'hussar', 'move', { suppressed: false, horseWounded: true }), [east(2)])]) {
      expect(refusedWith(v)).toMatchObject({ reasonKey: 'blackpowder.move.cavalryBarred', ruleId: 'BP-GAP-04', params: { pieceId: `wall${level}`, level } });
    }
    expect(checkBpMove(inputs(s, 'hussar'), [east(0.5)]).ok).toBe(true);
  });

  it('BP-GAP-08: an explicit obstacleLevel wins over the height (a low wall marked level 2)', () => {
    const c = cross([east(3)], INFANTRY, [wall(1, 'marked', { obstacleLevel: 2 })]);
    expect(c.ok && c.crossings[0]).toMatchObject({ level: 2, costIn: MOVE_IN });
  });
});

describe('BP-GAP-04: which pieces a path crosses', () => {
  it('BP-GAP-04: a wall is entered and left (crossed); a wood or a building with doors is moved through free', () => {
    const w = wood('copse', rect(11, 20, 2, 8));
    const h = house('farm', rect(11, 20, 2, 8));
    expect([isLinearObstacle(wall(2)), isLinearObstacle(w), isLinearObstacle(h)]).toEqual([true, false, false]);
    for (const piece of [w, h]) {
      const s = table([piece], [foot]);
      const v = accepted(checkBpMove(inputs(s, 'zouave'), [east(3.75)]));
      expect(v.crossings).toEqual([]);
      expect(v.costIn).toBeCloseTo(3.75, 9);
    }
    expect(accepted(checkBpMove(inputs(table([wall(1)], [foot]), 'zouave'), [east(3)])).crossings).toHaveLength(1);
  });

  it('BP-GAP-04: each entry counts (over and back pays twice); leaving a hedge one stands in is free', () => {
    const back = cross([east(1.5), east(0.3)]);
    expect(back.ok && back.crossings.map((c) => c.pieceId)).toEqual(['wall1', 'wall1']);
    expect(back.ok && back.costIn).toBeCloseTo(2 * CROSS_IN, 12);
    const inside = obstacleCrossings([{ x: 11.15, y: 24 }, { x: 13, y: 24 }], [wall(3)], INFANTRY, RATES);
    expect(inside.ok && inside.crossings).toEqual([]);
  });

  it('BP-GAP-04: a path that only runs beside a wall does not cross it', () => {
    const c = cross([{ x: START.x, y: START.y - 3 }]);
    expect(c.ok && c.crossings).toEqual([]);
  });

  it('BP-GAP-04: an impassable piece is refused, for the way and for the end', () => {
    const s = table([shut('barn', rect(11, 23, 2, 2.5))], [foot]);
    expect(refusedWith(checkBpMove(inputs(s, 'zouave'), [east(3.5)]))).toMatchObject({ reasonKey: 'blackpowder.move.impassable', ruleId: 'BP-GAP-04', params: { pieceId: 'barn' } });
    expect(refusedWith(checkBpMove(inputs(s, 'zouave'), [east(1.5)]))?.reasonKey).toBe('blackpowder.move.impassable');
    expect(checkBpMove(inputs(s, 'zouave'), [{ x: START.x, y: START.y + 3 }]).ok).toBe(true);
  });

  it('BP-GAP-04: crossing costs use the options (levelOneCrossCm 4)', () => {
    const c = obstacleCrossings([START, east(3)], [wall(1)], INFANTRY, { ...RATES, levelOneCrossIn: cmToInches(4) });
    expect(c.ok && c.costIn).toBeCloseTo(cmToInches(4), 12);
  });
});
