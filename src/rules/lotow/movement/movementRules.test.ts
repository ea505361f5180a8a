/**
 * LOTOW movement, rule by rule, with the catalog's test vectors (TV-LOTOW-xx) on small hand-built
 * tables and forced dice. Figures stand at cell centres (multiples of 0.25″ plus 0.125″) where a
 * test needs an exact number of inches.
 */
import { describe, expect, it } from 'vitest';
import { REACH } from '../../../engine/ruleset';
import { areaTierAt } from './movementArea';
import { movementHandler } from './movementHandler';
import { lotowDriver, movementRuleset } from './testing/lotowDriver';
import { level, man, piece, rect, rider, table, wall } from './testing/movementScenarios';

const R = 0.4921; // a 25 mm base's radius, inches
/** The published ½″ free height (option freeObstacleMaxIn; the default is the seed's 1½″). */
const HALF = { freeObstacleMaxIn: '0.5' } as const;

const costAt = (area: ReturnType<ReturnType<typeof lotowDriver>['area']>, surface: string | null, x: number, y: number): number => {
  const layer = area!.layers.find((l) => l.surfaceId === surface)!;
  const c = Math.floor(x / area!.cellIn) - Math.round(area!.originXIn / area!.cellIn);
  const r = Math.floor(y / area!.cellIn) - Math.round(area!.originYIn / area!.cellIn);
  return layer.costIn[r * area!.cols + c]!;
};

describe('LOTOW-GAP-02 basic movement', () => {
  it('LOTOW-GAP-02: in the open a move costs its straight length, exactly; one cell further is refused with the inches it needs', () => {
    const d = lotowDriver(table([], [man('jack', 6.125, 12.125)]));
    const area = d.area('jack')!;
    // The cell whose centre is 6″ away is not shaded: half of it lies beyond 6″ (every drop in a
    // shaded cell is accepted, moveEnd.ts); the drop at its centre is, for exactly 6″.
    expect(costAt(area, null, 12.125, 12.125)).toBe(Infinity);
    expect(costAt(area, null, 11.875, 12.125)).toBeCloseTo(5.75, 5);
    expect(costAt(area, null, 10.125, 15.125)).toBeCloseTo(5, 5); // 4 east, 3 south
    expect(d.check('jack', [{ x: 12.125, y: 12.125 }])).toBeNull();
    const refusal = d.check('jack', [{ x: 12.375, y: 12.125 }]);
    expect(refusal).toMatchObject({ reasonKey: 'lotow.outOfReach', ruleId: 'LOTOW-GAP-02', params: { leftIn: 6, needIn: expect.closeTo(6.25, 3) } });
    expect(refusal!.message).toBe('cannot move: jack has 6″ and this needs 6.3″ — LOTOW-GAP-02');
  });

  it('LOTOW-GAP-02: a move updates movedIn, moveStart and the position; a second move spends what is left', () => {
    const d = lotowDriver(table([], [man('jack', 6.125, 12.125)]));
    d.move('jack', [{ x: 9.125, y: 12.125 }]);
    expect(d.figure('jack')).toMatchObject({ x: 9.125, y: 12.125 });
    expect(d.fig('jack')).toMatchObject({ movedIn: expect.closeTo(3, 6), moveStart: { x: 6.125, y: 12.125, standsOn: null }, moveOver: false });
    expect(d.events.find((e) => e.type === 'moved')).toMatchObject({ ruleId: 'LOTOW-GAP-02', params: { lengthIn: 3, costIn: 3 } });
    expect(d.check('jack', [{ x: 12.125, y: 12.125 }])).toBeNull();
    expect(d.check('jack', [{ x: 12.625, y: 12.125 }])).toMatchObject({ reasonKey: 'lotow.outOfReach' });
    d.move('jack', [{ x: 12.125, y: 12.125 }]);
    expect(d.fig('jack')).toMatchObject({ movedIn: expect.closeTo(6, 6), moveStart: { x: 6.125, y: 12.125 } });
    expect(d.check('jack', [{ x: 12.375, y: 12.125 }])).toMatchObject({ reasonKey: 'lotow.moveOver' });
  });

  it('LOTOW-GAP-02: walls and buildings are walked round; impassable terrain, bases and the table edge refuse', () => {
    const house = piece({ id: 'house', kind: 'building', name: 'the house', footprint: rect(8, 8, 4, 4), heightIn: 4, impassable: true });
    const d = lotowDriver(table([house], [man('jack', 6.125, 10.125), man('pete', 14.125, 10.125)]));
    expect(d.check('jack', [{ x: 10, y: 10 }])).toMatchObject({ reasonKey: 'lotow.impassable', ruleId: 'LOTOW-GAP-02', message: 'cannot move: jack cannot stand inside the house — LOTOW-GAP-02' });
    expect(d.check('jack', [{ x: 14.125, y: 10.5 }])).toMatchObject({ reasonKey: 'lotow.overlapsFigure', params: { figureName: 'pete' } });
    expect(d.check('jack', [{ x: 0.2, y: 10 }])).toMatchObject({ reasonKey: 'lotow.offTable' });
    // Round the house: (6.125,10.125) → north-east corner region → east side, longer than the 8″ straight line.
    const area = lotowDriver(table([house], [man('jack', 6.125, 10.125, { profile: { moveIn: 12 } })])).area('jack')!;
    expect(costAt(area, null, 13.125, 10.125)).toBeGreaterThan(7 + 1);
  });
});

describe('LOTOW-JUMP-1 and LOTOW-GAP-04: barriers', () => {
  // 1.75″: over the free height under either option (½″ published, 1½″ the seed's), at most 2″: jumped.
  const scene = () => table([wall('w', 2, 22, 10, 1.75)], [man('jack', 12.125, 8.125)]);

  it('TV-LOTOW-01 LOTOW-JUMP-1: a 1 stumbles — not over, against the wall, move over', () => {
    const d = lotowDriver(scene()).move('jack', [{ x: 12.125, y: 12.125 }]).dice(1);
    expect(d.rolls.map((r) => [r.purpose, r.ruleId, r.faces])).toEqual([['lotow.jump', 'LOTOW-JUMP-1', [1]]]);
    const jack = d.figure('jack');
    expect(jack.y).toBeLessThan(10);
    expect(10 - (jack.y + R)).toBeLessThan(0.05); // touching the near side
    expect(d.fig('jack').moveOver).toBe(true);
  });

  it('TV-LOTOW-01 LOTOW-JUMP-1: a 3 puts it on the far side touching the wall, move over', () => {
    const d = lotowDriver(scene()).move('jack', [{ x: 12.125, y: 12.125 }]).dice(3);
    const jack = d.figure('jack');
    expect(jack.y - R - 10.5).toBeGreaterThanOrEqual(0);
    expect(jack.y - R - 10.5).toBeLessThan(0.05);
    expect(d.fig('jack').moveOver).toBe(true);
    expect(d.events.find((e) => e.type === 'jumped')).toMatchObject({ ruleId: 'LOTOW-JUMP-1', params: { face: 3, result: 'stop' } });
  });

  it('TV-LOTOW-01 LOTOW-JUMP-1: a 6 crosses and goes on to the destination', () => {
    const d = lotowDriver(scene()).move('jack', [{ x: 12.125, y: 12.125 }]).dice(6);
    expect(d.figure('jack')).toMatchObject({ x: 12.125, y: 12.125 });
    expect(d.fig('jack').moveOver).toBe(false);
  });

  it('LOTOW-GAP-04: the area marks cells over a jumpable barrier "after a test"; the thickness counts against the move (option obstacleThicknessCosts)', () => {
    const on = lotowDriver(scene()).area('jack')!;
    const off = lotowDriver(scene(), { obstacleThicknessCosts: false }).area('jack')!;
    expect(areaTierAt(on, null, 12.125, 12.125)).toBe(REACH.afterTest);
    expect(areaTierAt(on, null, 12.125, 9.125)).toBe(REACH.sure);
    expect(costAt(on, null, 12.125, 12.125) - costAt(off, null, 12.125, 12.125)).toBeCloseTo(0.5, 5);
  });

  it('LOTOW-GAP-04: a barrier up to the free height (by default the seed\'s 1½″, LOTOW-MTERR-2 "just as foot figures do"; ½″ as published) is walked over with no test', () => {
    const low = table([wall('w', 2, 22, 10, 0.5)], [man('jack', 12.125, 8.125)]);
    expect(areaTierAt(lotowDriver(low, HALF).area('jack')!, null, 12.125, 12.125)).toBe(REACH.sure);
    const knee = table([wall('w', 2, 22, 10, 1.2)], [man('jack', 12.125, 8.125)]);
    expect(areaTierAt(lotowDriver(knee).area('jack')!, null, 12.125, 12.125)).toBe(REACH.sure);
    expect(areaTierAt(lotowDriver(knee, HALF).area('jack')!, null, 12.125, 12.125)).toBe(REACH.afterTest);
    const d = lotowDriver(knee).move('jack', [{ x: 12.125, y: 12.125 }]);
    expect(d.rolls).toEqual([]);
    expect(d.figure('jack').y).toBe(12.125);
  });

  it('LOTOW-GAP-04: a base may not stand on a barrier it must cross', () => {
    expect(lotowDriver(scene()).check('jack', [{ x: 12.125, y: 10.25 }])).toMatchObject({ reasonKey: 'lotow.onObstacle', ruleId: 'LOTOW-GAP-04' });
  });

  it('LOTOW-JUMP-1: a gap (a ditch: impassable, 0″ high) up to 2″ wide is jumped; a wider one stops a foot figure', () => {
    const ditch = (w: number) => piece({ id: 'ditch', kind: 'other', footprint: rect(0, 10, 24, w), heightIn: 0, impassable: true, sight: 'none' });
    const narrow = lotowDriver(table([ditch(1.75)], [man('jack', 12.125, 8.125)])).move('jack', [{ x: 12.125, y: 13.125 }]).dice(6);
    expect(narrow.rolls[0]).toMatchObject({ purpose: 'lotow.jump', params: { widthIn: 1.75 } });
    expect(narrow.figure('jack').y).toBe(13.125);
    const wide = lotowDriver(table([ditch(2.5)], [man('jack', 12.125, 8.125)]));
    expect(wide.check('jack', [{ x: 12.125, y: 14.125 }])).toMatchObject({ reasonKey: 'lotow.noRoute' });
  });
});

describe('LOTOW-CLIMB-1..4: climbing and ladders', () => {
  it('TV-LOTOW-02 LOTOW-CLIMB-1: over 2″ a barrier is climbed (a climb test, never a jump); not climbable → no way over', () => {
    const climbable = table([wall('w', 0, 24, 10, 2.5, 0.5, { climbable: true })], [man('jack', 12.125, 9.375, { profile: { moveIn: 8 } })]);
    const d = lotowDriver(climbable).move('jack', [{ x: 12.125, y: 11.375 }]).dice(6);
    expect(d.rolls.map((r) => [r.purpose, r.ruleId])).toEqual([['lotow.climb', 'LOTOW-CLIMB-3']]);
    expect(d.figure('jack').y).toBe(11.375);
    const sheer = table([wall('w', 0, 24, 10, 2.5)], [man('jack', 12.125, 9.375, { profile: { moveIn: 8 } })]);
    expect(lotowDriver(sheer).check('jack', [{ x: 12.125, y: 11.375 }])).toMatchObject({ reasonKey: 'lotow.noRoute', ruleId: 'LOTOW-CLIMB-1' });
  });

  it('TV-LOTOW-03 LOTOW-CLIMB-2: a 6″ move climbs at most 3″ in a turn; the rest of the climb waits (LOTOW-GAP-05)', () => {
    const s = table([level('rock', 8, 10, 8, 6, 4, { climbable: true })], [man('jack', 12.125, 9.375)]);
    const d = lotowDriver(s);
    expect(areaTierAt(d.area('jack')!, 'rock', 12.125, 10.125)).toBe(REACH.afterTest);
    d.move('jack', [{ x: 12.125, y: 10.125 }], { standsOn: 'rock' }).dice(4);
    expect(d.fig('jack')).toMatchObject({ climbing: { pieceId: 'rock', heightIn: 3, direction: 'up' }, moveOver: true, movedIn: expect.closeTo(6, 6) });
    expect(d.figure('jack')).toMatchObject({ x: 12.125, y: 9.375, standsOn: null });
  });

  it('LOTOW-GAP-05: next turn the climb goes on (a new climb test with climbTestEachTurn) and reaches the top', () => {
    const s = table([level('rock', 8, 10, 8, 6, 4, { climbable: true })], [man('jack', 12.125, 9.375)]);
    const d = lotowDriver(s).with('jack', { climbing: { pieceId: 'rock', heightIn: 3, direction: 'up' } });
    expect(d.check('jack', [{ x: 4.125, y: 8.125 }])).not.toBeNull(); // no walking away mid-climb
    d.move('jack', [{ x: 12.125, y: 10.125 }], { standsOn: 'rock' }).dice(6);
    expect(d.rolls.map((r) => r.purpose)).toEqual(['lotow.climb']);
    expect(d.figure('jack')).toMatchObject({ standsOn: 'rock', y: 10.125 });
    expect(d.fig('jack')).toMatchObject({ climbing: null, movedIn: expect.closeTo(2, 6) });
    const noTest = lotowDriver(s, { climbTestEachTurn: false }).with('jack', { climbing: { pieceId: 'rock', heightIn: 3, direction: 'up' } });
    noTest.move('jack', [{ x: 12.125, y: 10.125 }], { standsOn: 'rock' });
    expect(noTest.rolls).toEqual([]);
    expect(noTest.figure('jack').standsOn).toBe('rock');
  });

  const ledge = () => table([level('ledge', 8, 10, 8, 6, 2.5, { climbable: true })], [man('jack', 12.125, 9.375)]);

  it('TV-LOTOW-04 LOTOW-CLIMB-3: a 4 reaches the top of a 2.5″ face with 5″ of the move, placed at the edge, move over', () => {
    const d = lotowDriver(ledge()).move('jack', [{ x: 12.125, y: 11.125 }], { standsOn: 'ledge' }).dice(4);
    expect(d.figure('jack')).toMatchObject({ standsOn: 'ledge', x: 12.125, y: 10.125 });
    expect(d.fig('jack')).toMatchObject({ moveOver: true, movedIn: expect.closeTo(5, 6) });
  });

  it('TV-LOTOW-04 LOTOW-CLIMB-3: a 6 reaches the top and uses the last 1″ on it', () => {
    const d = lotowDriver(ledge()).move('jack', [{ x: 12.125, y: 11.125 }], { standsOn: 'ledge' }).dice(6);
    expect(d.figure('jack')).toMatchObject({ standsOn: 'ledge', x: 12.125, y: 11.125 });
    expect(d.fig('jack')).toMatchObject({ moveOver: false, movedIn: expect.closeTo(6, 6) });
  });

  it('TV-LOTOW-04 LOTOW-CLIMB-3 LOTOW-GAP-05: a 1 falls from 0″ at the foot — no harm, but the move is over', () => {
    const d = lotowDriver(ledge()).move('jack', [{ x: 12.125, y: 11.125 }], { standsOn: 'ledge' }).dice(1);
    expect(d.figure('jack')).toMatchObject({ standsOn: null, x: 12.125, y: 9.375, stance: 'standing' });
    expect(d.fig('jack')).toMatchObject({ moveOver: true, pendingHits: [] });
    expect(d.events.find((e) => e.type === 'fell')).toMatchObject({ ruleId: 'LOTOW-FALL-1', params: { heightIn: 0, hits: 0, causeRuleId: 'LOTOW-CLIMB-3' } });
  });

  const balcony = () => [
    piece({ id: 'balcony', kind: 'balcony', footprint: rect(12, 8, 2, 8), elevationIn: 2.8, heightIn: 0.2, standableTop: true }),
    piece({ id: 'ladder', kind: 'ladder', footprint: rect(11.6, 11.6, 0.4, 0.8), heightIn: 3, hasLadder: true, sight: 'none' }),
  ];

  it('TV-LOTOW-05 LOTOW-CLIMB-4: a ladder needs no test and takes a 6″ figure 3″ up with all its move', () => {
    const d = lotowDriver(table(balcony(), [man('jack', 11.125, 12.125)]));
    // With all its move the cell's centre only (the rest of the cell is beyond): accepted, not shaded.
    expect(d.check('jack', [{ x: 12.125, y: 12.125 }], { standsOn: 'balcony' })).toBeNull();
    d.move('jack', [{ x: 12.125, y: 12.125 }], { standsOn: 'balcony' });
    expect(d.rolls).toEqual([]);
    expect(d.figure('jack')).toMatchObject({ standsOn: 'balcony', x: 12.125, y: 12.125 });
    expect(d.fig('jack').movedIn).toBeCloseTo(6, 6);
    expect(d.events.find((e) => e.type === 'climbed')).toMatchObject({ ruleId: 'LOTOW-CLIMB-4' });
  });

  it('TV-LOTOW-05 LOTOW-CLIMB-4 LOTOW-MTERR-3: a horse never uses a ladder', () => {
    const d = lotowDriver(table(balcony(), [rider('hank', 10.125, 12.125, 'appaloosa')]));
    expect(d.area('hank')!.layers.some((l) => l.surfaceId === 'balcony' && l.tiers.some((t) => t > 0))).toBe(false);
    expect(d.check('hank', [{ x: 12.125, y: 12.125 }], { standsOn: 'balcony' })).toMatchObject({ reasonKey: 'lotow.noRoute', ruleId: 'LOTOW-MTERR-3' });
  });
});

describe('LOTOW-FALL-1/2: drops and falls', () => {
  it('TV-LOTOW-06 LOTOW-FALL-1: walk 3″ to the edge of a 1½″ platform, drop with no test, walk 3″ more', () => {
    const d = lotowDriver(table([level('plat', 2, 2, 6, 8, 1.5)], [man('jack', 5.125, 6.125, { standsOn: 'plat' })]));
    expect(areaTierAt(d.area('jack')!, null, 10.875, 6.125)).toBe(REACH.sure);
    expect(d.check('jack', [{ x: 11.125, y: 6.125 }])).toBeNull(); // 6″ exactly: its cell's far half is beyond
    d.move('jack', [{ x: 11.125, y: 6.125 }]);
    expect(d.rolls).toEqual([]);
    expect(d.figure('jack')).toMatchObject({ x: 11.125, y: 6.125, standsOn: null, stance: 'standing' });
    expect(d.fig('jack')).toMatchObject({ movedIn: expect.closeTo(6, 6), pendingHits: [], moveOver: false });
    expect(d.events.find((e) => e.type === 'dropped')).toMatchObject({ ruleId: 'LOTOW-FALL-1', params: { heightIn: 1.5 } });
  });

  it('TV-LOTOW-07 LOTOW-FALL-2: jumping down 3″ lays it prone where it lands with three Strength 3 hits; no test; move over', () => {
    const d = lotowDriver(table([level('roof', 2, 2, 6, 8, 3)], [man('jack', 7.125, 6.125, { standsOn: 'roof' })]));
    // It lands at the foot of the drop, where it is put (within a base and 1″ of where it jumped from:
    // a jump down ends the move, so no further cells).
    expect(areaTierAt(d.area('jack')!, null, 8.125, 6.125)).toBe(REACH.fall);
    expect(areaTierAt(d.area('jack')!, null, 9.125, 6.125)).toBe(REACH.fall);
    expect(areaTierAt(d.area('jack')!, null, 10.125, 6.125)).toBe(REACH.none);
    d.move('jack', [{ x: 8.125, y: 6.125 }]);
    expect(d.rolls).toEqual([]);
    expect(d.figure('jack')).toMatchObject({ stance: 'prone', standsOn: null, x: 8.125 });
    expect(d.fig('jack')).toMatchObject({ moveOver: true, pendingHits: [{ strength: 3, ruleId: 'LOTOW-FALL-2' }, { strength: 3, ruleId: 'LOTOW-FALL-2' }, { strength: 3, ruleId: 'LOTOW-FALL-2' }] });
    expect(d.events.find((e) => e.type === 'fell')).toMatchObject({ ruleId: 'LOTOW-FALL-2', params: { heightIn: 3, hits: 3, strength: 3 } });
  });

  it('TV-LOTOW-08 LOTOW-FALL-1/2 LOTOW-GAP-06: 2.0″ is a safe drop; 2.01″ is a fall — ⌊2.01⌋ = 2 hits, or 3 with fallHits: ceil', () => {
    const at = (h: number, options = {}) => lotowDriver(table([level('p', 2, 2, 6, 8, h)], [man('jack', 7.125, 6.125, { standsOn: 'p' })]), options).move('jack', [{ x: 8.125, y: 6.125 }]);
    const safe = at(2.0);
    expect(safe.figure('jack').stance).toBe('standing');
    expect(safe.fig('jack').pendingHits).toEqual([]);
    expect(at(2.01).fig('jack').pendingHits).toHaveLength(2);
    expect(at(2.01).figure('jack').stance).toBe('prone');
    expect(at(2.01, { fallHits: 'ceil' }).fig('jack').pendingHits).toHaveLength(3);
  });
});

describe('LOTOW-PRONE-4/6: lying down', () => {
  it('TV-LOTOW-11 LOTOW-PRONE-4: a prone figure crawls at most 2″; 2.5″ is refused', () => {
    const d = lotowDriver(table([], [man('jack', 6.125, 12.125, { stance: 'prone' })]));
    expect(d.area('jack')!.allowanceIn).toBe(2);
    expect(d.check('jack', [{ x: 8.125, y: 12.125 }])).toBeNull();
    expect(d.check('jack', [{ x: 8.625, y: 12.125 }])).toMatchObject({ reasonKey: 'lotow.crawlLimit', ruleId: 'LOTOW-PRONE-4', params: { needIn: expect.closeTo(2.5, 3) } });
  });

  it('LOTOW-PRONE-6: a prone figure has no control zone and cannot charge', () => {
    const s = table([], [man('jack', 6.125, 12.125, { stance: 'prone' }), man('cole', 8.125, 12.125, { side: 'b' }), man('ruiz', 14.125, 12.125, { side: 'b', stance: 'prone' }), man('pete', 12.125, 12.125, { profile: { moveIn: 6 } })]);
    const d = lotowDriver(s);
    expect(d.check('jack', [{ x: 7.125, y: 12.125 }])).toMatchObject({ reasonKey: 'lotow.cannotCharge', ruleId: 'LOTOW-PRONE-6' });
    // Pete walks right past prone Ruiz: no zone.
    expect(d.check('pete', [{ x: 14.125, y: 13.375 }])).toBeNull();
  });
});

describe('LOTOW-GAP-03: control zones and charges', () => {
  const s = () => table([piece({ id: 'shack', kind: 'building', footprint: rect(10, 2, 4, 8), heightIn: 3, impassable: true })],
    [man('jack', 6.125, 12.125), man('cole', 10.125, 12.125, { side: 'b' }), man('ruiz', 16.125, 6.125, { side: 'b' })]);

  it('LOTOW-GAP-03: a figure may enter an enemy zone only to charge into base contact; it snaps to touch and both are engaged', () => {
    const d = lotowDriver(s());
    expect(d.check('jack', [{ x: 8.625, y: 12.125 }])).toMatchObject({ reasonKey: 'lotow.enemyZone', ruleId: 'LOTOW-GAP-03' });
    expect(d.check('jack', [{ x: 9.125, y: 12.125 }])).toBeNull();
    d.move('jack', [{ x: 9.125, y: 12.125 }]);
    const gap = 10.125 - d.figure('jack').x - 2 * R;
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(0.05);
    expect(d.fig('jack')).toMatchObject({ engagedWith: ['cole'], moveOver: true });
    expect(d.fig('cole')).toMatchObject({ engagedWith: ['jack'] });
    expect(d.events.find((e) => e.type === 'charged')).toMatchObject({ ruleId: 'LOTOW-GAP-03', params: { targetFigureId: 'cole' } });
  });

  it('LOTOW-GAP-03: an enemy not seen at the start of the move cannot be charged', () => {
    // Ruiz stands behind the shack.
    const d = lotowDriver(s());
    expect(d.check('jack', [{ x: 15.125, y: 6.125 }])).toMatchObject({ reasonKey: 'lotow.cannotCharge', ruleId: 'LOTOW-GAP-03' });
  });

  it('LOTOW-GAP-03: a figure starting in an enemy zone may leave it (option mayLeaveZone), or only charge when not', () => {
    const near = table([], [man('jack', 6.125, 12.125), man('cole', 7.625, 12.125, { side: 'b' })]);
    expect(lotowDriver(near).check('jack', [{ x: 3.125, y: 12.125 }])).toBeNull();
    expect(lotowDriver(near, { mayLeaveZone: false }).check('jack', [{ x: 3.125, y: 12.125 }])).not.toBeNull();
  });
});

describe('LOTOW-OBST-1/2: obstacles and charges', () => {
  const fence = (thick: number, h = 0.75) => wall('fence', 2, 22, 12, h, thick);
  const defender = (thick: number) => man('cole', 12.125, 12 + thick + R + 0.01, { side: 'b' });

  it('TV-LOTOW-14 LOTOW-OBST-2: across a 0.2″ fence the charger touching it is in the zone: both engaged as if in contact, and a second charger lines up beside', () => {
    const d = lotowDriver(table([fence(0.2)], [man('jack', 12.125, 8.125), man('pete', 13.125, 8.125), defender(0.2)]), HALF);
    d.move('jack', [{ x: 12.125, y: 11.375 }]);
    expect(d.refusal).toBeNull();
    expect(12 - (d.figure('jack').y + R)).toBeLessThan(0.05);
    expect(d.fig('jack')).toMatchObject({ engagedWith: ['cole'], moveOver: true });
    expect(d.events.find((e) => e.type === 'charged')).toMatchObject({ ruleId: 'LOTOW-OBST-2' });
    d.move('pete', [{ x: 13.125, y: 11.375 }]);
    expect(d.fig('cole').engagedWith).toEqual(['jack', 'pete']);
  });

  it('TV-LOTOW-14 LOTOW-OBST-2: across a 1.5″ hedge the charger touching it is out of the 1″ zone: no fight', () => {
    const d = lotowDriver(table([fence(1.5)], [man('jack', 12.125, 8.125), defender(1.5)]), HALF);
    d.move('jack', [{ x: 12.125, y: 11.375 }]);
    expect(d.refusal).toBeNull();
    expect(d.fig('jack').engagedWith).toEqual([]);
    expect(d.events.some((e) => e.type === 'charged')).toBe(false);
  });

  it('TV-LOTOW-15 LOTOW-OBST-1: no jumping into the zone of a defender touching the far side; the charge across is allowed', () => {
    const d = lotowDriver(table([fence(0.5)], [man('jack', 12.125, 8.125, { profile: { moveIn: 8 } }), defender(0.5)]), HALF);
    expect(d.check('jack', [{ x: 13.375, y: 13.625 }])).toMatchObject({ ruleId: 'LOTOW-OBST-1', reasonKey: 'lotow.jumpIntoZone' });
    expect(d.check('jack', [{ x: 12.125, y: 11.375 }])).toBeNull();
    // Far enough along the fence, the jump is fine again.
    expect(d.check('jack', [{ x: 15.125, y: 13.125 }])).toBeNull();
  });
});

describe('LOTOW-LEVEL-1/2: climbing into combat', () => {
  const scene = (withX: boolean) => table(
    [piece({ id: 'balcony', kind: 'balcony', footprint: rect(12, 8, 6, 6), elevationIn: 2.8, heightIn: 0.2, standableTop: true, climbable: true })],
    [man('jack', 11.375, 11.125, { profile: { moveIn: 8 } }),
      ...(withX ? [man('x', 13.3, 11, { side: 'b', standsOn: 'balcony' })] : []),
      man('y', 15, 11, { side: 'b', standsOn: 'balcony' })],
  );

  it('TV-LOTOW-16 LOTOW-LEVEL-1 LOTOW-LEVEL-2: the climber is put touching X, whose zone reaches the edge, engaged with Fight value 1', () => {
    const d = lotowDriver(scene(true)).move('jack', [{ x: 12.125, y: 11.125 }], { standsOn: 'balcony' }).dice(6);
    expect(d.refusal).toBeNull();
    const jack = d.figure('jack');
    expect(jack.standsOn).toBe('balcony');
    expect(Math.hypot(jack.x - 13.3, jack.y - 11) - 2 * R).toBeLessThan(0.05);
    expect(d.fig('jack')).toMatchObject({ engagedWith: ['x'], fightValueOne: true, moveOver: true });
    expect(d.fig('x').engagedWith).toEqual(['jack']);
    expect(d.events.find((e) => e.type === 'charged')).toMatchObject({ ruleId: 'LOTOW-LEVEL-1', params: { targetFigureId: 'x' } });
  });

  it('TV-LOTOW-16 LOTOW-LEVEL-1: with no zone at the edge the climber is simply placed on it, no charge', () => {
    const d = lotowDriver(scene(false)).move('jack', [{ x: 12.125, y: 11.125 }], { standsOn: 'balcony' }).dice(3);
    expect(d.figure('jack')).toMatchObject({ standsOn: 'balcony', x: 12.125, y: 11.125 });
    expect(d.fig('jack')).toMatchObject({ engagedWith: [], fightValueOne: false, moveOver: true });
  });
});

describe('LOTOW-MTERR-1/2 and LOTOW-MJUMP-1/2: mounts', () => {
  const scrub = piece({ id: 'scrub', kind: 'scrub', footprint: rect(10, 0, 2, 24), heightIn: 1, difficult: true, sight: 'area' });

  it('TV-LOTOW-19 LOTOW-MTERR-1: 2″ of difficult ground costs 4″ on foot or on a mule, 8″ on a horse', () => {
    const open = 4; // 8.125 → 10 and 12 → 14.125, less the half cells at the edges that count half
    const foot = lotowDriver(table([scrub], [man('jack', 8.125, 12.125, { profile: { moveIn: 10 } })])).area('jack')!;
    const mule = lotowDriver(table([scrub], [rider('mo', 8.125, 12.125, 'mule')])).area('mo')!;
    const horse = lotowDriver(table([scrub], [rider('hank', 8.125, 12.125, 'appaloosa')])).area('hank')!;
    expect(costAt(foot, null, 14.125, 12.125)).toBeCloseTo(open + 4, 5);
    expect(costAt(mule, null, 14.125, 12.125)).toBe(Infinity); // 8″ of 8″: the cell's far half is beyond
    expect(lotowDriver(table([scrub], [rider('mo', 8.125, 12.125, 'mule')])).move('mo', [{ x: 14.125, y: 12.125 }]).fig('mo').movedIn).toBeCloseTo(open + 4, 5);
    expect(costAt(horse, null, 14.125, 12.125)).toBe(Infinity); // 12″ of 12″, as the mule's
    expect(lotowDriver(table([scrub], [rider('hank', 8.125, 12.125, 'appaloosa')])).move('hank', [{ x: 14.125, y: 12.125 }]).fig('hank').movedIn).toBeCloseTo(open + 8, 5);
  });

  const fenceOf = (h: number, extra = {}) => wall('fence', 0, 24, 12, h, 0.25, extra);
  const ditchOf = (w: number) => piece({ id: 'ditch', kind: 'other', footprint: rect(12, 0, w, 24), heightIn: 0, impassable: true, sight: 'none' });

  it('TV-LOTOW-20 LOTOW-MJUMP-2: over a 1.8″ fence (−1) a natural 2 refuses with no throw', () => {
    const d = lotowDriver(table([fenceOf(1.8)], [rider('hank', 12.125, 9.125, 'appaloosa')])).move('hank', [{ x: 12.125, y: 15.125 }]).dice(2);
    expect(d.rolls.map((r) => [r.purpose, r.ruleId, r.params?.modifier])).toEqual([['lotow.horseJump', 'LOTOW-MJUMP-2', -1]]);
    expect(d.figure('hank').y).toBeLessThan(12);
    expect(d.figure('hank').mounted).toBe(true);
    expect(d.fig('hank').moveOver).toBe(true);
  });

  it('TV-LOTOW-20 LOTOW-MJUMP-1: a natural 4 (3 after −1) clears it and finishes the move', () => {
    const d = lotowDriver(table([fenceOf(1.8)], [rider('hank', 12.125, 9.125, 'appaloosa')])).move('hank', [{ x: 12.125, y: 15.125 }]).dice(4);
    expect(d.figure('hank')).toMatchObject({ x: 12.125, y: 15.125, mounted: true });
    expect(d.fig('hank').moveOver).toBe(false);
  });

  it('TV-LOTOW-20 LOTOW-MJUMP-2 LOTOW-THROWN-1: a natural 1 refuses and throws the rider', () => {
    const d = lotowDriver(table([fenceOf(1.8)], [rider('hank', 12.125, 9.125, 'appaloosa')])).move('hank', [{ x: 12.125, y: 15.125 }]).dice(1, 3);
    expect(d.rolls.map((r) => r.purpose)).toEqual(['lotow.horseJump', 'lotow.thrownRider']);
    expect(d.figure('hank').mounted).toBe(false);
    expect(d.figure('hank~mount')).toMatchObject({ side: 'a', profile: { riderless: true } });
    expect(d.fig('hank')).toMatchObject({ actionsOver: true, mountId: 'hank~mount' });
  });

  it('TV-LOTOW-20 LOTOW-MJUMP-2: a ditch over 2″ wide is a difficult jump (−1) even beside a low barrier', () => {
    const d = lotowDriver(table([ditchOf(3)], [rider('hank', 10.125, 12.125, 'appaloosa')])).move('hank', [{ x: 17.125, y: 12.125 }]).dice(5);
    expect(d.rolls[0]).toMatchObject({ purpose: 'lotow.horseJump', ruleId: 'LOTOW-MJUMP-2', params: { modifier: -1, widthIn: 3 } });
    expect(d.figure('hank').x).toBe(17.125);
  });

  it('TV-LOTOW-21 LOTOW-MTERR-2: horse vs a 2.5″ barrier, a 4.5″ ditch: impassable; a 4″ ditch: jumped at −1; a mule vs 1.6″: impassable; any mount vs 1.2″ with the seed\'s 1½″: ignored', () => {
    const far = { x: 12.125, y: 15.125 };
    expect(lotowDriver(table([fenceOf(2.5)], [rider('hank', 12.125, 9.125, 'appaloosa')])).check('hank', [far])).toMatchObject({ reasonKey: 'lotow.noRoute', ruleId: 'LOTOW-MTERR-2' });
    expect(lotowDriver(table([ditchOf(4.5)], [rider('hank', 9.125, 12.125, 'appaloosa')])).check('hank', [{ x: 18.125, y: 12.125 }])).toMatchObject({ reasonKey: 'lotow.noRoute' });
    const four = lotowDriver(table([ditchOf(4)], [rider('hank', 10.125, 12.125, 'appaloosa')])).move('hank', [{ x: 18.125, y: 12.125 }]).dice(6);
    expect(four.rolls[0]).toMatchObject({ ruleId: 'LOTOW-MJUMP-2', params: { modifier: -1 } });
    expect(four.figure('hank').x).toBe(18.125);
    expect(lotowDriver(table([fenceOf(1.6)], [rider('mo', 12.125, 9.125, 'mule')])).check('mo', [far])).toMatchObject({ reasonKey: 'lotow.noRoute', ruleId: 'LOTOW-MTERR-2' });
    for (const mount of ['horse', 'mule', 'appaloosa'] as const) {
      const d = lotowDriver(table([fenceOf(1.2)], [rider('r', 12.125, 9.125, mount)]), { freeObstacleMaxIn: '1.5' });
      expect(areaTierAt(d.area('r')!, null, far.x, far.y)).toBe(REACH.sure);
    }
  });
});

describe('the move action', () => {
  it('LOTOW-GAP-02: a figure whose move is over has no area and every move is refused', () => {
    const d = lotowDriver(table([], [man('jack', 6.125, 12.125)])).with('jack', { moveOver: true });
    expect(d.check('jack', [{ x: 7, y: 12 }])).toMatchObject({ reasonKey: 'lotow.moveOver', ruleId: 'LOTOW-GAP-02' });
    expect(d.area('jack')).toBeNull();
  });

  it('LOTOW-THROWN-1: a thrown rider with no actions left may not move', () => {
    const d = lotowDriver(table([], [man('jack', 6.125, 12.125)])).with('jack', { actionsOver: true });
    expect(d.check('jack', [{ x: 7, y: 12 }])).toMatchObject({ reasonKey: 'lotow.actionsOver', ruleId: 'LOTOW-THROWN-1' });
  });

  it('LOTOW-GAP-02: the log names a move by mover, cost and length; candidates are legal moves', () => {
    const d = lotowDriver(table([], [man('jack', 6.125, 12.125)]));
    const action = { type: 'move', side: 'a', figureId: 'jack', params: { path: [{ x: 9.125, y: 16.125 }] } };
    expect(movementHandler.describe(d.state, action)).toEqual({ labelKey: 'lotow.action.move', params: { moverFigureId: 'jack', costIn: 5, lengthIn: 5 } });
    const candidates = movementHandler.candidates(d.state, 'jack');
    expect(candidates.length).toBeGreaterThanOrEqual(4);
    for (const a of candidates) expect(movementHandler.check(d.state, a)).toBeNull();
    expect(movementHandler.phaseOf).toEqual({ move: 'move' });
  });

  it('LOTOW-GAP-01: a move outside the Move phase is refused by the ruleset', () => {
    const d = lotowDriver(table([], [man('jack', 6.125, 12.125)]));
    const shoot = { ...d.state, flow: { ...d.state.flow, phase: 'shoot' as const } };
    expect(movementRuleset.check(shoot, { type: 'move', side: 'a', figureId: 'jack', params: { path: [{ x: 7, y: 12 }] } })).toMatchObject({ reasonKey: 'lotow.wrongPhase' });
  });
});
