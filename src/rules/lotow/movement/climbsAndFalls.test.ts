/**
 * Issue 13, checked against the seed: a jump down from over 2″ lands where it is dropped at the
 * foot of the face (LOTOW-FALL-2); every refusal of a drop names the rule that closes the way
 * (LOTOW-OBST-1, LOTOW-GAP-03, LOTOW-CLIMB-2 / -4 with the inches needed, LOTOW-CLIMB-1 only for
 * the terrain itself); a climb the move cannot finish is shown and left as part way (bug 9).
 */
import { describe, expect, it } from 'vitest';
import { REACH } from '../../../engine/ruleset';
import { shapeIntersectsPolygonAt, moverShapeOf } from './moverShape';
import { areaTierAt } from './movementArea';
import { climbProgressOf } from './climbProgress';
import { lotowFigureStatus } from '../lotowFigureStatus';
import { lotowDriver } from './testing/lotowDriver';
import { level, man, piece, rect, table, wall } from './testing/movementScenarios';

const R = 0.4921; // a 25 mm base's radius, inches
const HALF = { freeObstacleMaxIn: '0.5' } as const;

describe('LOTOW-FALL-2: it lies where it landed', () => {
  const roof = () => lotowDriver(table([level('roof', 2, 2, 6, 8, 3)], [man('jack', 7.125, 6.125, { standsOn: 'roof' })]));

  it('LOTOW-FALL-2: a landing with the base clear at the foot of the face is a fall the area shows and check accepts', () => {
    const d = roof();
    // 0.875″ from the face: the base (radius 0.49″) is clear of the roof's footprint.
    expect(areaTierAt(d.area('jack')!, null, 8.875, 6.125)).toBe(REACH.fall);
    expect(d.check('jack', [{ x: 8.875, y: 6.125 }])).toBeNull();
    d.move('jack', [{ x: 8.875, y: 6.125 }]);
    expect(d.figure('jack')).toMatchObject({ stance: 'prone', standsOn: null, x: 8.875, y: 6.125 });
    expect(d.fig('jack')).toMatchObject({ moveOver: true });
    expect(d.fig('jack').pendingHits).toHaveLength(3);
  });

  it('LOTOW-FALL-2: a jump down lands at the foot, not across the table (no walking on after it)', () => {
    const area = roof().area('jack')!;
    expect(areaTierAt(area, null, 10.125, 6.125)).toBe(REACH.none);
  });
});

describe('every refusal of a drop names its true cause', () => {
  it('LOTOW-OBST-1: beyond a defended fence, where every leap lands in the defender\'s zone — the jump is refused by LOTOW-OBST-1, not "no way" (LOTOW-CLIMB-1)', () => {
    // A 4″-wide table: every leap over the fence lands within 1″ of Cole.
    const cole = man('cole', 2, 12 + 0.5 + R + 0.01, { side: 'b' });
    const d = lotowDriver(table([wall('fence', 0, 4, 12, 1, 0.5)], [man('jack', 2, 9.125, { profile: { moveIn: 8 } }), cole], 4, 24), HALF);
    const r = d.check('jack', [{ x: 2.125, y: 15.625 }]);
    expect(r).toMatchObject({ reasonKey: 'lotow.jumpIntoZone', ruleId: 'LOTOW-OBST-1', params: { targetFigureId: 'cole', pieceName: 'fence' } });
    expect(r!.message).toContain('may not jump fence into the control zone of cole');
  });

  it('LOTOW-GAP-03: where every way passes through an enemy\'s zone, the zone is the reason', () => {
    const d = lotowDriver(table([], [man('jack', 2, 8.125), man('cole', 2, 12.125, { side: 'b' })], 4, 24));
    expect(d.check('jack', [{ x: 2.125, y: 16.125 }])).toMatchObject({ reasonKey: 'lotow.zoneInTheWay', ruleId: 'LOTOW-GAP-03', params: { targetFigureId: 'cole' } });
  });

  it('LOTOW-CLIMB-2: a climb too long for the allowance says how much the way needs', () => {
    const d = lotowDriver(table([level('rock', 8, 10, 8, 6, 4, { climbable: true })], [man('jack', 12.125, 9.375)]));
    const r = d.check('jack', [{ x: 12.125, y: 13.125 }], { standsOn: 'rock' });
    expect(r).toMatchObject({ reasonKey: 'lotow.climbTooLong', ruleId: 'LOTOW-CLIMB-2', params: { leftIn: 6, needIn: expect.closeTo(11, 0) } });
  });

  it('LOTOW-CLIMB-4: a ladder too long for the allowance says how much the way needs', () => {
    const balcony = [
      piece({ id: 'balcony', kind: 'balcony', footprint: rect(12, 8, 2, 8), elevationIn: 2.8, heightIn: 0.2, standableTop: true }),
      piece({ id: 'ladder', kind: 'ladder', name: 'Ladder', footprint: rect(11.6, 11.6, 0.4, 0.8), heightIn: 3, hasLadder: true, sight: 'none' }),
    ];
    const d = lotowDriver(table(balcony, [man('jack', 9.125, 12.125)]));
    expect(d.check('jack', [{ x: 13.125, y: 14.125 }], { standsOn: 'balcony' })).toMatchObject({ reasonKey: 'lotow.climbTooLong', ruleId: 'LOTOW-CLIMB-4', params: { ladder: true } });
  });

  it('LOTOW-CLIMB-1: a face too high to jump and not climbable is still the terrain\'s refusal', () => {
    const sheer = table([wall('w', 0, 24, 10, 2.5)], [man('jack', 12.125, 9.375, { profile: { moveIn: 8 } })]);
    expect(lotowDriver(sheer).check('jack', [{ x: 12.125, y: 11.375 }])).toMatchObject({ reasonKey: 'lotow.noRoute', ruleId: 'LOTOW-CLIMB-1' });
  });
});

describe('bug 9: a climb the move cannot finish is part way, and looks it', () => {
  const balcony = () => [
    piece({ id: 'balcony', kind: 'balcony', footprint: rect(12, 8, 2, 8), elevationIn: 2.8, heightIn: 0.2, standableTop: true }),
    piece({ id: 'ladder', kind: 'ladder', name: 'Ladder', footprint: rect(11.6, 11.6, 0.4, 0.8), heightIn: 3, hasLadder: true, sight: 'none' }),
  ];

  it('LOTOW-CLIMB-4 LOTOW-GAP-05: the balcony reached only by finishing the ladder next turn is never green (sure); the figure waits at the foot, not under the balcony, climbing', () => {
    const d = lotowDriver(table(balcony(), [man('jack', 9.125, 12.125)]));
    const tier = areaTierAt(d.area('jack')!, 'balcony', 12.125, 12.125);
    expect(tier).not.toBe(REACH.sure);
    d.move('jack', [{ x: 12.125, y: 12.125 }], { standsOn: 'balcony' });
    const jack = d.figure('jack');
    expect(jack.standsOn).toBeNull();
    expect(d.fig('jack').climbing).toMatchObject({ pieceId: 'ladder', direction: 'up' });
    // Its base is clear of the balcony's footprint: it cannot be taken for a figure on it.
    expect(shapeIntersectsPolygonAt(moverShapeOf(jack), jack.x, jack.y, rect(12, 8, 2, 8))).toBe(false);
    const progress = climbProgressOf(d.state, 'jack')!;
    expect(progress.doneIn + progress.leftIn).toBeCloseTo(3, 6);
    expect(progress.leftIn).toBeGreaterThan(0);
    expect(lotowFigureStatus(d.state, 'jack').find((l) => l.labelKey === 'lotow.status.climbing')).toMatchObject({ params: { pieceName: 'Ladder', doneIn: progress.doneIn, leftIn: progress.leftIn } });
  });

  it('LOTOW-CLIMB-3 LOTOW-GAP-05: a figure that fails a climb test is left at a legal spot, its base clear of the rocks', () => {
    const rock = rect(8, 10, 8, 6);
    const d = lotowDriver(table([level('rock', 8, 10, 8, 6, 2.5, { climbable: true })], [man('jack', 12.125, 8.875)]));
    d.move('jack', [{ x: 12.125, y: 10.125 }], { standsOn: 'rock' }).dice(1);
    expect(d.refusal).toBeNull();
    expect(d.rolls.map((r) => r.purpose)).toEqual(['lotow.climb']);
    const jack = d.figure('jack');
    expect(jack.standsOn).toBeNull();
    expect(d.fig('jack').moveOver).toBe(true);
    expect(shapeIntersectsPolygonAt(moverShapeOf(jack), jack.x, jack.y, rock)).toBe(false);
  });
});
