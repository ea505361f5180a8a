/**
 * The area and the check agree (as SBH's and LOTOW's moveAgreement properties): for random
 * destinations, `checkBpMove` of a direct drop accepts exactly where `bpMovementArea` shades the
 * drop's cell (on the surface the board would drop it on), the accepted move costs no more than
 * the allowance, ends in the drop's cell, and — ending at the cell's centre — costs what the cell says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellIndexAt, destinationSurface, reachAt } from '../../../engine/movementArea';
import { REACH } from '../../../engine/ruleset';
import type { Scenario } from '../../../engine/model';
import { bpMovementArea } from './bpMovementArea';
import type { BpMoveInputs } from './bpMovePath';
import { COST_EPS_IN } from './bpMovePath';
import { checkBpMove } from './checkBpMove';
import type { BpMoveFlags, BpMoveMode } from './moveAllowance';
import { STEADY } from './moveAllowance';
import { cavalry, house, infantry, inputs, rect, shut, START, table, wall, wood } from './testMoveScenario';

const busy = (mover: 'foot' | 'horse'): Scenario => table([
  wall(1, 'hedge'),
  wall(2, 'garden', { footprint: rect(7, 20, 0.4, 9) }),
  wall(3, 'barnWall', { footprint: [{ x: 8, y: 28 }, { x: 14, y: 30 }, { x: 14, y: 30.4 }, { x: 8, y: 28.4 }] }),
  wood('copse', rect(12, 16, 3, 4)),
  house('farm', rect(4, 16, 3, 3)),
  shut('barn', rect(13, 25, 2, 2)),
], [
  mover === 'foot' ? infantry('mover', START.x, START.y) : cavalry('mover', START.x, START.y),
  infantry('friend', 9, 22), infantry('enemy', 12.5, 22.5, 'b'),
]);

const CASES: { name: string; scenario: Scenario; mode: BpMoveMode; flags?: BpMoveFlags }[] = [
  { name: 'BP-GAP-04 infantry Move', scenario: busy('foot'), mode: 'move' },
  { name: 'BP-GAP-06 infantry Run (crosses level 2/3 for a Move)', scenario: busy('foot'), mode: 'run' },
  { name: 'BP-GAP-15 cavalry Move (level 1 free, 2/3 barred)', scenario: busy('horse'), mode: 'move' },
  { name: 'BP-DMG-3 wounded horse Run', scenario: busy('horse'), mode: 'run', flags: { suppressed: false, horseWounded: true } },
  { name: 'BP-GAP-11 Suppressed crawl', scenario: busy('foot'), mode: 'crawl', flags: { suppressed: true, horseWounded: false } },
];

describe('BP-GAP-04 BP-OBST-1..3: the area and checkBpMove agree cell for cell', () => {
  it.each(CASES)('$name: the check accepts exactly the shaded cells, at their costs', ({ scenario, mode, flags }) => {
    const q: BpMoveInputs = inputs(scenario, 'mover', mode, flags ?? STEADY);
    const area = bpMovementArea(q)!;
    // Cells within the allowance of the start and a band beyond it, so many drops fall near the rim.
    const cells: number[] = [];
    for (let i = 0; i < area.cols * area.rows; i++) {
      const c = { x: area.originXIn + ((i % area.cols) + 0.5) * area.cellIn, y: area.originYIn + (Math.floor(i / area.cols) + 0.5) * area.cellIn };
      if (Math.hypot(c.x - START.x, c.y - START.y) <= area.allowanceIn + 0.5) cells.push(i);
    }
    const FRACTION = 2 ** 20;
    fc.assert(fc.property(
      fc.nat(), fc.integer({ min: 0, max: FRACTION - 1 }), fc.integer({ min: 0, max: FRACTION - 1 }),
      (pick, u, v) => {
        const i = cells[pick % cells.length]!;
        const to = { x: area.originXIn + ((i % area.cols) + u / FRACTION) * area.cellIn, y: area.originYIn + (Math.floor(i / area.cols) + v / FRACTION) * area.cellIn };
        const surface = destinationSurface(area, to, null);
        const cell = reachAt(area, surface, to);
        const verdict = checkBpMove(q, [to]);
        const where = `(${to.x.toFixed(4)}, ${to.y.toFixed(4)})`;
        expect(verdict.ok, where).toBe(cell.tier === REACH.sure);
        if (!verdict.ok) return;
        expect(verdict.surfaceId).toBe(surface);
        expect(verdict.costIn).toBeLessThanOrEqual(area.allowanceIn + COST_EPS_IN);
        expect(cellIndexAt(area, verdict.end)).toBe(cellIndexAt(area, to));
        if (verdict.end !== to) expect(verdict.costIn).toBeCloseTo(cell.costIn, 4);
      },
    ), { numRuns: 400 });
  });

  it('BP-GAP-04: every shaded cell\'s centre is accepted at the cell\'s cost; every other centre in the window refused', () => {
    const q = inputs(busy('foot'), 'mover', 'run');
    const area = bpMovementArea(q)!;
    let shaded = 0;
    for (let i = 0; i < area.cols * area.rows; i++) {
      const centre = { x: area.originXIn + ((i % area.cols) + 0.5) * area.cellIn, y: area.originYIn + (Math.floor(i / area.cols) + 0.5) * area.cellIn };
      const surface = destinationSurface(area, centre, null);
      const cell = reachAt(area, surface, centre);
      const verdict = checkBpMove(q, [centre]);
      expect(verdict.ok).toBe(cell.tier === REACH.sure);
      if (verdict.ok) {
        shaded++;
        expect(verdict.costIn).toBeCloseTo(cell.costIn, 4);
      }
    }
    expect(shaded).toBeGreaterThan(1000);
  });
});
