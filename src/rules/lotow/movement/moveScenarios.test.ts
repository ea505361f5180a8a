/**
 * Whole moves and turns through the fluent driver (testing/lotowDriver.ts), with forced dice: the
 * seed's worked examples and the journeys a player makes.
 */
import { describe, expect, it } from 'vitest';
import { lotowDriver } from './testing/lotowDriver';
import { lotowMovementArea } from './movementArea';
import { level, man, piece, rect, rider, table, wall } from './testing/movementScenarios';

const R = 0.4921;

describe('journeys', () => {
  it('TV-LOTOW-06 LOTOW-FALL-1: the 6″ mover walks 3″ to the platform\'s edge, then drops 1½″ and walks 3″ more — in two moves', () => {
    const d = lotowDriver(table([level('plat', 2, 2, 6, 8, 1.5)], [man('jack', 4.875, 6.125, { standsOn: 'plat' })]));
    d.move('jack', [{ x: 7.875, y: 6.125 }]);
    expect(d.figure('jack')).toMatchObject({ x: 7.875, standsOn: 'plat' });
    d.move('jack', [{ x: 10.875, y: 6.125 }]);
    expect(d.refusal).toBeNull();
    expect(d.figure('jack')).toMatchObject({ x: 10.875, standsOn: null, stance: 'standing' });
    expect(d.fig('jack')).toMatchObject({ movedIn: expect.closeTo(6, 6), moveStart: { x: 4.875, standsOn: 'plat' }, pendingHits: [] });
    expect(d.check('jack', [{ x: 11.125, y: 6.125 }])).toMatchObject({ reasonKey: 'lotow.moveOver' });
  });

  it('TV-LOTOW-03 LOTOW-CLIMB-2 LOTOW-GAP-05: the 3″ climb of a 4″ wall — mid-climb at the end of turn 1, over the top in turn 2', () => {
    const d = lotowDriver(table([level('wall-top', 8, 10, 8, 6, 4, { climbable: true })], [man('jack', 12.125, 9.375), man('cole', 20, 20, { side: 'b' })]));
    d.move('jack', [{ x: 12.125, y: 10.125 }], { standsOn: 'wall-top' }).dice(5);
    expect(d.fig('jack').climbing).toEqual({ pieceId: 'wall-top', heightIn: 3, direction: 'up' });
    d.nextTurn(6, 1);
    expect(d.state.turn).toBe(2);
    expect(d.fig('jack')).toMatchObject({ movedIn: 0, moveOver: false, climbing: { heightIn: 3 } });
    d.move('jack', [{ x: 12.125, y: 10.125 }], { standsOn: 'wall-top' }).dice(5);
    expect(d.figure('jack')).toMatchObject({ standsOn: 'wall-top', y: 10.125 });
    expect(d.fig('jack')).toMatchObject({ climbing: null, moveOver: true, movedIn: expect.closeTo(2, 6) });
  });

  it('TV-LOTOW-04 LOTOW-CLIMB-3: a climb test of 1 half-way up a long climb falls from the height reached', () => {
    const d = lotowDriver(table([level('cliff', 8, 10, 8, 6, 6, { climbable: true })], [man('jack', 12.125, 9.375)]))
      .with('jack', { climbing: { pieceId: 'cliff', heightIn: 3, direction: 'up' } });
    d.move('jack', [{ x: 12.125, y: 10.125 }], { standsOn: 'cliff' }).dice(1);
    expect(d.figure('jack')).toMatchObject({ stance: 'prone', standsOn: null, y: 9.375 });
    expect(d.fig('jack')).toMatchObject({ climbing: null, moveOver: true, pendingHits: [{ strength: 3 }, { strength: 3 }, { strength: 3 }] });
    expect(d.events.find((e) => e.type === 'fell')).toMatchObject({ params: { heightIn: 3, hits: 3, causeRuleId: 'LOTOW-CLIMB-3' } });
  });

  it('TV-LOTOW-07 LOTOW-FALL-2: the 3″ fall — three Strength 3 hits, prone, and no more moving this turn', () => {
    const d = lotowDriver(table([level('roof', 2, 2, 6, 8, 3)], [man('jack', 6.125, 6.125, { standsOn: 'roof' })]));
    d.move('jack', [{ x: 8.125, y: 6.125 }]);
    expect(d.fig('jack').pendingHits).toEqual([{ strength: 3, ruleId: 'LOTOW-FALL-2' }, { strength: 3, ruleId: 'LOTOW-FALL-2' }, { strength: 3, ruleId: 'LOTOW-FALL-2' }]);
    expect(d.figure('jack').stance).toBe('prone');
    expect(d.check('jack', [{ x: 9, y: 6.125 }])).toMatchObject({ reasonKey: 'lotow.moveOver' });
    expect(d.fig('jack').movedIn).toBeCloseTo(2, 6); // 1.75″ to the edge cell and the last quarter over it; the drop itself is free
  });

  it('LOTOW-MTERR-1: a horse in difficult terrain pays four inches for each', () => {
    const scrub = piece({ id: 'scrub', kind: 'scrub', footprint: rect(10, 0, 6, 24), heightIn: 1, difficult: true, sight: 'area' });
    const d = lotowDriver(table([scrub], [rider('hank', 8.125, 12.125, 'horse')]));
    // 1.75″ in the open to the last open cell, ¼″ half open half scrub (×2.5), then 1.75″ of scrub ×4: 1.75 + 0.625 + 7 = 9.375.
    d.move('hank', [{ x: 11.875, y: 12.125 }]);
    expect(d.refusal).toBeNull();
    expect(d.fig('hank').movedIn).toBeCloseTo(9.375, 6);
    // A quarter inch more of scrub is a whole inch of the horse's move.
    expect(d.check('hank', [{ x: 12.125, y: 12.125 }])).toMatchObject({ reasonKey: 'lotow.outOfReach', params: { leftIn: expect.closeTo(0.625, 6), needIn: expect.closeTo(1, 3) } });
  });

  it('TV-LOTOW-14 LOTOW-OBST-2: a charge across a fence — the charger stops touching it, both engaged, neither moves again', () => {
    const d = lotowDriver(table([wall('fence', 2, 22, 12, 0.75, 0.2)], [man('jack', 12.125, 7.125), man('cole', 12.125, 12.2 + R + 0.01, { side: 'b' })]), { freeObstacleMaxIn: '0.5' });
    d.move('jack', [{ x: 12.125, y: 11.375 }]);
    expect(d.fig('jack')).toMatchObject({ engagedWith: ['cole'], moveOver: true });
    expect(d.fig('cole')).toMatchObject({ engagedWith: ['jack'], moveOver: true });
    expect(d.check('cole', [{ x: 12.125, y: 16 }])).toMatchObject({ reasonKey: 'lotow.moveOver' });
  });

  it('LOTOW-MJUMP-2: a mounted jump with the −1 — a natural 2 refuses, a natural 3 clears', () => {
    const scene = () => table([wall('fence', 0, 24, 12, 1.5, 0.25)], [rider('hank', 12.125, 8.125)]);
    const half = { freeObstacleMaxIn: '0.5' }; // a 1½″ fence is a jump under the published ½″ only
    const refused = lotowDriver(scene(), half).move('hank', [{ x: 12.125, y: 15.125 }]).dice(2);
    expect(refused.events.find((e) => e.type === 'jumped')).toMatchObject({ params: { face: 2, modified: 1, result: 'refuses', thrown: false } });
    expect(refused.figure('hank').y).toBeLessThan(12);
    const cleared = lotowDriver(scene(), half).move('hank', [{ x: 12.125, y: 15.125 }]).dice(3);
    expect(cleared.events.find((e) => e.type === 'jumped')).toMatchObject({ params: { face: 3, modified: 2, result: 'clears' } });
    expect(cleared.figure('hank').y).toBe(15.125);
  });

  it('LOTOW-THROWN-1: a thrown rider — the natural 1 of a difficult jump unseats him; on foot beside his horse, he may do nothing more', () => {
    const d = lotowDriver(table([wall('fence', 0, 24, 12, 1.5, 0.25)], [rider('hank', 12.125, 8.125)]), { freeObstacleMaxIn: '0.5' });
    d.move('hank', [{ x: 12.125, y: 15.125 }]).dice(1, 4);
    expect(d.rolls.map((r) => [r.purpose, r.faces[0]])).toEqual([['lotow.horseJump', 1], ['lotow.thrownRider', 4]]);
    const hank = d.figure('hank');
    const horse = d.figure('hank~mount');
    expect(hank.mounted).toBe(false);
    expect(horse.profile.riderless).toBe(true);
    expect(horse.y).toBeLessThan(12);
    expect(d.check('hank', [{ x: hank.x, y: hank.y - 1 }])).toMatchObject({ reasonKey: 'lotow.actionsOver' });
    expect(d.check('hank~mount', [{ x: horse.x - 1, y: horse.y }])).toMatchObject({ reasonKey: 'lotow.riderlessMount' });
  });
});

describe('the movement area and the phases', () => {
  it('LOTOW-GAP-01: the area is shaded in the Move phase only (moves belong to it)', () => {
    const d = lotowDriver(table([], [man('jack', 6, 6), man('cole', 18, 18, { side: 'b' })]));
    expect(d.area('jack')).not.toBeNull();
    const shoot = { ...d.state, flow: { ...d.state.flow, phase: 'shoot' as const } };
    expect(lotowMovementArea(shoot, 'jack')).toBeNull();
    expect(lotowMovementArea({ ...shoot, flow: { ...shoot.flow, phase: 'fight' as const } }, 'jack')).toBeNull();
  });
});
