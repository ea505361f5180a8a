/**
 * Issue 13, bug 2: several figures charge one enemy, each from the side the player drops it on.
 * A charge ends where it was dropped — in base contact at that spot (snapped there when the drop
 * overlaps the enemy) — never on the straight line to the enemy's centre, and a friend already in
 * the fight does not stand in the way of a drop 1.5″ from him.
 */
import { describe, expect, it } from 'vitest';
import { lotowDriver } from './testing/lotowDriver';
import { man, rider, table } from './testing/movementScenarios';

const R = 25 / 25.4 / 2; // a 25 mm base's radius, inches

describe('LOTOW-GAP-03: charges from every side', () => {
  const scene = () => table([], [
    man('hank', 12, 12, { side: 'b' }),
    man('pete', 8, 12), man('jack', 16, 12), man('kid', 12, 16.5),
  ]);

  it('LOTOW-GAP-03: two figures charge one enemy from opposite sides; both are accepted, both in contact where dropped, all three engaged', () => {
    const d = lotowDriver(scene());
    d.move('pete', [{ x: 12 - 2 * R - 0.001, y: 12 }]);
    expect(d.refusal).toBeNull();
    d.move('jack', [{ x: 12 + 2 * R + 0.001, y: 12 }]);
    expect(d.refusal).toBeNull();
    expect(d.figure('pete')).toMatchObject({ x: expect.closeTo(12 - 2 * R - 0.001, 6), y: 12 });
    expect(d.figure('jack')).toMatchObject({ x: expect.closeTo(12 + 2 * R + 0.001, 6), y: 12 });
    expect([...d.fig('hank').engagedWith].sort()).toEqual(['jack', 'pete']);
    expect(d.fig('pete')).toMatchObject({ engagedWith: ['hank'], moveOver: true });
    expect(d.fig('jack')).toMatchObject({ engagedWith: ['hank'], moveOver: true });
  });

  it('LOTOW-GAP-03: a drop on the enemy is snapped into contact on that side (along the line from its centre through the drop), not towards the mover', () => {
    const d = lotowDriver(scene());
    d.move('pete', [{ x: 12 - 2 * R - 0.001, y: 12 }]);
    // Kid, south of Hank, is dropped overlapping Hank's north-east: he ends touching there.
    d.move('kid', [{ x: 12 + 0.5, y: 12 - 0.5 }]);
    expect(d.refusal).toBeNull();
    const kid = d.figure('kid');
    expect(Math.hypot(kid.x - 12, kid.y - 12)).toBeCloseTo(2 * R, 2);
    expect(Math.atan2(kid.y - 12, kid.x - 12)).toBeCloseTo(-Math.PI / 4, 2);
    expect(d.fig('kid').engagedWith).toEqual(['hank']);
  });

  it('LOTOW-GAP-03: with a friend already in contact, a drop touching the enemy 1.5″ from him is accepted; one on him names him', () => {
    const d = lotowDriver(scene());
    d.move('pete', [{ x: 12 - 2 * R - 0.001, y: 12 }]);
    // South of Hank, touching; Pete's base is ~1.4″ away.
    const south = { x: 12, y: 12 + 2 * R + 0.001 };
    expect(d.check('kid', [south])).toBeNull();
    // On Pete: refused with his name (not Hank's, not a bystander's).
    expect(d.check('kid', [{ x: 12 - 2 * R - 0.001, y: 12.2 }])).toMatchObject({ reasonKey: 'lotow.overlapsFigure', params: { figureName: 'pete' } });
  });

  it('LOTOW-GAP-03 LOTOW-MTERR-1: a rider (a long base) is charged on its long side and on its end alike', () => {
    const d = lotowDriver(table([], [rider('hank', 12, 12, 'horse', { side: 'b' }), man('pete', 8, 12), man('jack', 12, 7)]));
    d.move('pete', [{ x: 11, y: 12 }]); // onto the horse's flank: snapped into contact on the west
    expect(d.refusal).toBeNull();
    d.move('jack', [{ x: 12, y: 11.2 }]); // onto its end from the north
    expect(d.refusal).toBeNull();
    expect([...d.fig('hank').engagedWith].sort()).toEqual(['jack', 'pete']);
    expect(d.figure('pete').x).toBeLessThan(12);
    expect(d.figure('jack').y).toBeLessThan(12);
  });
});
