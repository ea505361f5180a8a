/**
 * Area terrain In the Way (LOTOW-SHOOT-INTHEWAY-1, -3, -4; option `areaInTheWay`), and the class:
 * every terrain kind the catalog gives an In the Way value (scenario/terrainDefaults.ts) is In the
 * Way when the line of fire crosses it. Shooter `s` at (2, 12), target `t` at (10, 12), 28 mm
 * gunmen (1.1″ tall, eye 1.0″): a 0.7″ scrub patch from x = 7 to 9 across the line is under the
 * eye, so every ray reaches the target. A ray to a sample at height z leaves the patch (x = 9, 7/8 of
 * the way) at 1 − 7/8 · (1 − z): at or under 0.7″ for z ≤ 0.657″, i.e. the rows at 0.11″, 0.33″ and
 * 0.55″ of the 1.1″ target (3 rows × 4 columns = 12 of 20 samples, 60% seen through the scrub); the
 * rows at 0.77″ and 0.99″ pass over it.
 */
import { describe, expect, it } from 'vitest';
import { isRollEvent } from '../../../engine/state';
import { accept, piece, rect } from '../mounts/testing/lotowTestState';
import { planShot } from './shotPlan';
import { gunman, shoot, shootRuleset as R, shootState } from './testing/shootTestState';

/** A scrub patch's rule fields as scenario/terrainDefaults.ts gives them (the class over every kind: scenario/terrainInTheWay.test.ts). */
const SCRUB = { cover: 'soft', inTheWay: 3, sight: 'area', difficult: true } as const;

const S = gunman({ id: 's', x: 2, y: 12 });
const T = gunman({ id: 't', x: 10, y: 12, side: 'b' });
const scrub = piece({ id: 'scrub', name: 'Scrub', kind: 'scrub', footprint: rect(7, 10, 2, 4), heightIn: 0.7, ...SCRUB });
const table = (options: Record<string, unknown> = {}, terrain = [scrub]) => shootState({ figures: [S, T], terrain, options });

describe('LOTOW-SHOOT-INTHEWAY-4: scrub and cactus (area terrain with a value)', () => {
  it('LOTOW-SHOOT-INTHEWAY-1: 0.7″ of scrub across the line is In the Way for the share seen through it (12 of 20)', () => {
    const plan = planShot(table(), shoot(table(), 's', 't')).plan!;
    expect(plan.visibleFraction).toBe(1); // seen through, never blocked
    const item = plan.inTheWay.find((i) => i.id === 'scrub');
    expect(item).toMatchObject({ source: 'piece', value: 3, hits: null, ruleId: 'LOTOW-SHOOT-INTHEWAY-3' });
    expect(item!.hiddenFraction).toBeCloseTo(12 / 20, 9);
    expect(item!.enterIn).toBeGreaterThan(4.9);
    expect(item!.enterIn).toBeLessThan(5.1);
    expect(plan.rolled.map((i) => i.id)).toEqual(['scrub']);
  });

  it('LOTOW-SHOOT-INTHEWAY-3: a hit then the scrub\'s 3+ — a 2 stops the shot in the scrub, a 3 goes on to the wound', () => {
    const s = table();
    const stopped = accept(R, s, shoot(s, 's', 't'), [5, 2]);
    expect(stopped.events.filter(isRollEvent).map((e) => e.purpose)).toEqual(['lotow.shoot.hit', 'lotow.shoot.inTheWayPiece']);
    const through = accept(R, s, shoot(s, 's', 't'), [5, 3, 6]);
    expect(through.events.filter(isRollEvent).map((e) => e.purpose)).toEqual(['lotow.shoot.hit', 'lotow.shoot.inTheWayPiece', 'lotow.wound']);
  });

  it('LOTOW-SHOOT-INTHEWAY-2: scrub hiding less than ¼ (a patch only the top row of the far column crosses) is not rolled for', () => {
    // A 1″ patch beside the line near the target: only the edge column's lowest rays pass through it.
    const low = piece({ id: 'tuft', name: 'Tuft', kind: 'scrub', footprint: rect(9.4, 12.25, 0.3, 0.3), heightIn: 0.3, ...SCRUB });
    const plan = planShot(table({}, [low]), shoot(table({}, [low]), 's', 't')).plan!;
    const item = plan.inTheWay.find((i) => i.id === 'tuft');
    expect(item !== undefined && item.hiddenFraction < 0.25).toBe(true);
    expect(plan.rolled).toEqual([]);
  });

  it('option areaInTheWay off (a game saved before it): the scrub is never In the Way, no roll', () => {
    const s = table({ areaInTheWay: false });
    expect(planShot(s, shoot(s, 's', 't')).plan!.inTheWay).toEqual([]);
    expect(accept(R, s, shoot(s, 's', 't'), [5, 6]).events.filter(isRollEvent).map((e) => e.purpose)).toEqual(['lotow.shoot.hit', 'lotow.wound']);
  });

  it('LOTOW-SHOOT-COVER-1 (completion): the scrub the shooter stands in is not In the Way of his own shot', () => {
    const around = piece({ id: 'mine', name: 'Scrub', kind: 'scrub', footprint: rect(0.5, 10.5, 3, 3), heightIn: 1, ...SCRUB });
    const plan = planShot(table({}, [around]), shoot(table({}, [around]), 's', 't')).plan!;
    expect(plan.inTheWay).toEqual([]);
  });

});
