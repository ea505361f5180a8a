import { describe, expect, it } from 'vitest';
import { cellCentreAt, reachAt } from '../../../engine/movementArea';
import type { MovementArea } from '../../../engine/ruleset';
import { REACH } from '../../../engine/ruleset';
import { coverPiece } from '../cover/testCoverScenario';
import { bpMovementArea } from './bpMovementArea';
import { chargeEndToward, CONTACT_GAP_IN } from './chargeEnd';
import { checkBpMove } from './checkBpMove';
import { STEADY } from './moveAllowance';
import { cavalry, CRAWL_IN, CROSS_IN, east, infantry, inputs, MOVE_IN, rect, START, table, wall, WALL_X } from './testMoveScenario';

const foot = infantry('zouave', START.x, START.y);
const rider = cavalry('hussar', START.x, START.y);
const SUPPRESSED = { suppressed: true, horseWounded: false };

/** Every reachable cell of the table layer: its centre and cost. */
function reached(area: MovementArea, surfaceId: string | null = null): { x: number; y: number; costIn: number }[] {
  const layer = area.layers.find((l) => l.surfaceId === surfaceId)!;
  const out: { x: number; y: number; costIn: number }[] = [];
  layer.tiers.forEach((t, i) => { if (t === REACH.sure) out.push({ ...cellCentreAt(area, i), costIn: layer.costIn[i]! }); });
  return out;
}
const dist = (p: { x: number; y: number }) => Math.hypot(p.x - START.x, p.y - START.y);

describe('BP-GAP-04: the reach area', () => {
  it('BP-GAP-04: on an open table an infantry Move shades exactly the cell centres within 10 cm, each at its distance', () => {
    const area = bpMovementArea(inputs(table([], [foot]), 'zouave'))!;
    expect(area).toMatchObject({ figureId: 'zouave', allowanceIn: expect.closeTo(MOVE_IN, 9), usedIn: 0, cellIn: 0.25, units: 'inAndCm' });
    const cells = reached(area);
    let expected = 0;
    for (let i = 0; i < area.cols * area.rows; i++) if (dist(cellCentreAt(area, i)) <= MOVE_IN) expected++;
    expect(cells.length).toBe(expected);
    expect(expected).toBeGreaterThan(700);
    for (const c of cells) expect(c.costIn).toBeCloseTo(dist(c), 5);
  });

  it('TV-BP-14 BP-OBST-1: beyond a level-1 wall infantry cells cost 2 cm more; cavalry cells cost their distance alone', () => {
    const inf = reached(bpMovementArea(inputs(table([wall(1)], [foot]), 'zouave'))!).filter((c) => c.x > WALL_X + 0.3);
    expect(inf.length).toBeGreaterThan(0);
    for (const c of inf) expect(c.costIn).toBeCloseTo(dist(c) + CROSS_IN, 5);
    const cav = reached(bpMovementArea(inputs(table([wall(1)], [rider]), 'hussar'))!).filter((c) => c.x > WALL_X + 0.3);
    for (const c of cav) expect(c.costIn).toBeCloseTo(dist(c), 5);
    expect(Math.max(...cav.map(dist))).toBeGreaterThan(2 * MOVE_IN - 0.2);
  });

  it('TV-BP-14 BP-GAP-04: cavalry reach nothing beyond a level-2 wall; running infantry pay a full Move to get there', () => {
    const long = wall(2, 'wall2', { footprint: rect(WALL_X, 0, 0.3, 48) });
    const cav = reached(bpMovementArea(inputs(table([long], [rider]), 'hussar', 'run'))!);
    expect(cav.filter((c) => c.x > WALL_X)).toEqual([]);
    expect(cav.length).toBeGreaterThan(0);
    const move = reached(bpMovementArea(inputs(table([wall(2)], [foot]), 'zouave'))!);
    expect(move.filter((c) => c.x > WALL_X + 0.3)).toEqual([]);
    const run = reached(bpMovementArea(inputs(table([wall(2)], [foot]), 'zouave', 'run'))!).filter((c) => c.x > WALL_X + 0.3);
    expect(run.length).toBeGreaterThan(0);
    for (const c of run) expect(c.costIn).toBeCloseTo(dist(c) + MOVE_IN, 5);
  });

  it('BP-GAP-11: a Suppressed fighter\'s area is its 5 cm crawl; it has none to run', () => {
    const s = table([], [foot]);
    const cells = reached(bpMovementArea(inputs(s, 'zouave', 'crawl', SUPPRESSED))!);
    expect(Math.max(...cells.map(dist))).toBeLessThanOrEqual(CRAWL_IN);
    expect(Math.max(...cells.map(dist))).toBeGreaterThan(CRAWL_IN - 0.25);
    expect(bpMovementArea(inputs(s, 'zouave', 'run', SUPPRESSED))).toBeNull();
    expect(bpMovementArea(inputs(s, 'nobody'))).toBeNull();
  });

  it('BP-GAP-04: a hill is a layer of its own after the table, walked onto at no extra cost', () => {
    const hill = coverPiece({ id: 'hill', footprint: rect(12, 22, 4, 4), heightIn: 1, standableTop: true, slope: true, cover: 'none' });
    const area = bpMovementArea(inputs(table([hill], [foot]), 'zouave'))!;
    expect(area.layers.map((l) => l.surfaceId)).toEqual([null, 'hill']);
    const on = reachAt(area, 'hill', east(2.5));
    expect(on.tier).toBe(REACH.sure);
    expect(on.costIn).toBeCloseTo(2.5, 5);
    expect(checkBpMove(inputs(table([hill], [foot]), 'zouave'), [east(2.5)])).toMatchObject({ ok: true, surfaceId: 'hill' });
  });

  it('BP-GAP-04: a charge\'s area is its reach (the Move); the check adds base contact', () => {
    const enemy = infantry('prussian', START.x + 2, START.y, 'b');
    const s = table([], [foot, enemy]);
    const area = bpMovementArea(inputs(s, 'zouave', 'charge'))!;
    expect(area.allowanceIn).toBeCloseTo(MOVE_IN, 9);
    const contactX = START.x + 2 - 25 / 25.4;
    expect(checkBpMove(inputs(s, 'zouave', 'charge'), [{ x: contactX, y: START.y }])).toMatchObject({ ok: true, contactIds: ['prussian'] });
    expect(checkBpMove(inputs(s, 'zouave', 'charge'), [east(0.5)])).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.move.chargeNoContact', ruleId: 'BP-GAP-04' } });
    const friend = infantry('friend', START.x + 2, START.y, 'a');
    expect(checkBpMove(inputs(table([], [foot, friend]), 'zouave', 'charge'), [{ x: contactX, y: START.y }]).ok).toBe(false);
  });

  it('BP-GAP-04: a move may not end on another base or off the table', () => {
    const other = infantry('friend', START.x + 2, START.y);
    expect(checkBpMove(inputs(table([], [foot, other]), 'zouave'), [east(2)])).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.move.endsOnFigure', params: { figureId: 'friend' } } });
    const edge = infantry('edge', 0.625, 24.125);
    expect(checkBpMove(inputs(table([], [edge]), 'edge'), [{ x: 0.125, y: 24.125 }])).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.move.offTable' } });
  });
});

describe('BP-GAP-04: a charge ends in base contact', () => {
  it('BP-GAP-04: the straight charge at an enemy stops in contact, and the check accepts it', () => {
    const enemy = infantry('prussian', START.x + 2.6, START.y + 1.3, 'b');
    const s = table([], [foot, enemy]);
    const end = chargeEndToward(foot, enemy)!;
    expect(Math.hypot(end.x - enemy.x, end.y - enemy.y)).toBeCloseTo(25 / 25.4 + CONTACT_GAP_IN, 6);
    expect(checkBpMove(inputs(s, 'zouave', 'charge'), [end])).toMatchObject({ ok: true, contactIds: ['prussian'] });
    const rider2 = cavalry('uhlan', START.x + 6, START.y, 'b');
    const toRider = chargeEndToward(foot, rider2)!;
    expect(checkBpMove(inputs(table([], [foot, rider2]), 'zouave', 'charge'), [toRider])).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.move.tooFar' } });
    expect(checkBpMove(inputs(table([], [foot, rider2]), 'zouave', 'charge', STEADY, { runningCharge: true }), [toRider])).toMatchObject({ ok: true, running: true, contactIds: ['uhlan'] });
    expect(chargeEndToward(foot, infantry('close', START.x + 0.99, START.y, 'b'))).toBeNull();
  });
});
