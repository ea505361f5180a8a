/**
 * Charges (SBH-GAP-05 geometry, SBH-CHARGE-1..3 set-up, SBH-GAP-11 short point, SBH-GAP-08 terror):
 * a move into base contact with an enemy, and the reaction it leaves for the charged figure.
 * Short at 28 mm is 7.5 cm = 2.953″; two 25 mm bases are 0.984″ from centre to centre in contact.
 */
import { describe, expect, it } from 'vitest';
import { figureFootprint } from '../../../engine/figureGeometry';
import { losSceneOf } from '../../../engine/losScene';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { lineOfSight } from '../../../los/lineOfSight';
import type { SbhState } from '../sbhTypes';
import { chargeReactionOf } from './charge';
import { accept, act, at, fig, move, moveState, piece, R, rect, refuse } from './testing/moveTestState';

const SHORT = 7.5 / 2.54;
const gap = (s: SbhState, a: string, b: string): number => footprintDistanceToFootprint(figureFootprint(at(s, a)), figureFootprint(at(s, b)));
const archer = (id: string, x: number, y: number, profile: Record<string, string | number | boolean> = {}) => fig({ id, side: 'blue', x, y, profile: { shoot: 'long', ...profile } });

describe('SBH-GAP-05 charging: a move into base contact', () => {
  it('SBH-GAP-05: a drop on an enemy ends in base contact on the straight line', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 }), fig({ id: 'orc', side: 'blue', x: 14.125, y: 10.125 })], activated: 'hero' });
    const r = accept(s, move(s, 'hero', { x: 14.125, y: 10.125 }));
    expect(at(r.state, 'hero').y).toBeCloseTo(10.125, 9);
    expect(gap(r.state, 'hero', 'orc')).toBeCloseTo(0.001, 6);
    expect(r.events.find((e) => e.type === 'sbh.movement.charged')).toMatchObject({ params: { figureId: 'hero', targetFigureId: 'orc' } });
    // No ranged weapon: no reaction waits.
    expect(r.state.flow.pendingReaction).toBeNull();
  });

  it('SBH-GAP-05: a drop just short of an enemy (within ¼″) snaps into contact; a drop past it runs through its base', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 }), fig({ id: 'orc', side: 'blue', x: 14.125, y: 10.125 })], activated: 'hero' });
    const r = accept(s, move(s, 'hero', { x: 14.125 - 2 * R - 0.2, y: 10.125 }));
    expect(gap(r.state, 'hero', 'orc')).toBeLessThan(0.01);
    expect(refuse(s, move(s, 'hero', { x: 14.125 + 2 * R + 0.5, y: 10.125 }))).toMatchObject({ reasonKey: 'sbh.move.base', params: { otherFigureId: 'orc' } });
  });

  it('SBH-GAP-05: two figures charge one enemy from opposite sides: both accepted, both in contact where their lines reach it (issue 13)', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 }), fig({ id: 'elf', x: 18.125, y: 10.125 }), fig({ id: 'orc', side: 'blue', x: 14.125, y: 10.125 })], activated: 'hero' });
    const first = accept(s, move(s, 'hero', { x: 14.125, y: 10.125 }));
    const second: SbhState = { ...first.state, flow: { ...first.state.flow, activation: { ...first.state.flow.activation!, figureId: 'elf', actionsLeft: 3 } } };
    // The elf drops touching the orc's east side, 1.5″ from the hero's base: its own line, its own side.
    const r = accept(second, move(second, 'elf', { x: 14.125 + 2 * R + 0.001, y: 10.125 }));
    expect(gap(r.state, 'hero', 'orc')).toBeLessThan(0.01);
    expect(gap(r.state, 'elf', 'orc')).toBeLessThan(0.01);
    expect(at(r.state, 'elf').x).toBeGreaterThan(14.125);
    expect(at(r.state, 'hero').x).toBeLessThan(14.125);
    // A second charger dropped onto the orc from the north ends touching its north side, not the hero.
    const third: SbhState = { ...first.state, flow: { ...first.state.flow, activation: { ...first.state.flow.activation!, figureId: 'elf', actionsLeft: 3 } } };
    const moved = { ...third, scenario: { ...third.scenario, figures: third.scenario.figures.map((f) => (f.id === 'elf' ? { ...f, x: 14.125, y: 6.125 } : f)) } };
    const north = accept(moved, move(moved, 'elf', { x: 14.125, y: 10.125 }));
    expect(gap(north.state, 'elf', 'orc')).toBeLessThan(0.01);
    expect(at(north.state, 'elf').y).toBeLessThan(10.125);
  });

  it('SBH-GAP-05: the charge is measured to the contact point, and must be within the stick', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 }), fig({ id: 'orc', side: 'blue', x: 16.125, y: 10.125 })], activated: 'hero' });
    // Contact is 6 − 0.984 = 5.016″ away: beyond Medium.
    expect(refuse(s, move(s, 'hero', { x: 16.125, y: 10.125 }))).toMatchObject({ reasonKey: 'sbh.move.tooFar', params: { lengthIn: expect.closeTo(5.015, 3) } });
    const near = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 }), fig({ id: 'orc', side: 'blue', x: 15.125, y: 10.125 })], activated: 'hero' });
    expect(act(near, move(near, 'hero', { x: 15.125, y: 10.125 })).ok).toBe(true);
  });
});

describe('SBH-CHARGE-1/2 and SBH-GAP-11: the charged shooter answers first', () => {
  const scene = (archerX: number, extra: Parameters<typeof moveState>[0]['figureState'] = {}, more: ReturnType<typeof fig>[] = []) => moveState({
    figures: [fig({ id: 'hero', x: 10.125, y: 10.125 }), archer('bow', archerX, 10.125), ...more],
    activated: 'hero', actionsLeft: 1, figureState: extra,
  });

  it('SBH-GAP-11: the short point is where the path first comes within Short, base edge to base edge', () => {
    const s = scene(14.625); // 3.516″ apart at the start
    const r = accept(s, move(s, 'hero', { x: 14.625, y: 10.125 }));
    const pending = r.state.flow.pendingReaction!;
    expect(pending).toMatchObject({ chargerId: 'hero', targetId: 'bow', shortStandsOn: null, noShot: false });
    expect(pending.shortPoint.x).toBeCloseTo(10.125 + (4.5 - 2 * R - SHORT), 6);
    expect(pending.shortPoint.y).toBeCloseTo(10.125, 9);
    // The charged side answers now, even though the charger has no action left.
    expect(r.state.actors).toEqual(['blue']);
    expect(r.state.flow.activation).toMatchObject({ figureId: 'hero', actionsLeft: 0 });
    expect(r.events.find((e) => e.type === 'sbh.movement.reaction')).toMatchObject({ ruleId: 'SBH-CHARGE-2', params: { targetFigureId: 'bow', chargerFigureId: 'hero', noShot: false } });
  });

  it('SBH-GAP-11: a charger that starts within Short is shot at from its start', () => {
    const s = scene(13.625); // 2.516″ apart
    const r = accept(s, move(s, 'hero', { x: 13.625, y: 10.125 }));
    expect(r.state.flow.pendingReaction).toMatchObject({ shortPoint: { x: 10.125, y: 10.125 }, noShot: false });
  });

  it('SBH-CHARGE-2: no reaction from a figure out of ammunition, fallen, bound, or already in melee', () => {
    for (const fs of [{ outOfAmmo: true }, { fallen: true }, { bound: true }]) {
      const s = scene(14.625, { bow: fs });
      expect(accept(s, move(s, 'hero', { x: 14.625, y: 10.125 })).state.flow.pendingReaction).toBeNull();
    }
    const s = scene(14.625, {}, [fig({ id: 'ally', x: 14.625, y: 10.125 + 2 * R + 0.01 })]);
    expect(accept(s, move(s, 'hero', { x: 14.625, y: 10.125 })).state.flow.pendingReaction).toBeNull();
    expect(chargeReactionOf(scene(14.625), 'hero', { x: 14.625 - 2 * R - 0.001, y: 10.125 })).toMatchObject({ targetId: 'bow' });
  });
});

describe('SBH-CHARGE-3 (TV-SBH-13): no shot at a charger bursting from cover within Short', () => {
  // A 2″ wall (not impassable: it is crossed) hides a standing figure completely.
  const wall = (x: number) => piece({ id: 'wall', name: 'wall', kind: 'wall', footprint: rect(x, 8, 0.3, 4), heightIn: 2, cover: 'hard', sight: 'solid' });
  const sees = (s: SbhState) => lineOfSight(losSceneOf(s.scenario), 'bow', 'hero', { withCrossings: false, withRays: false }).visible;

  it('TV-SBH-13: hidden behind the wall and within Short at the start: no shot at the charger', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 17.875, y: 10.125 }), archer('bow', 20.125, 10.125)], terrain: [wall(18.6)], activated: 'hero' });
    expect(sees(s)).toBe(false);
    const r = accept(s, move(s, 'hero', { x: 20.125, y: 10.125 }));
    expect(r.state.flow.pendingReaction).toMatchObject({ chargerId: 'hero', targetId: 'bow', shortPoint: { x: 17.875, y: 10.125 }, noShot: true });
    expect(r.events.find((e) => e.type === 'sbh.movement.reaction')).toMatchObject({ ruleId: 'SBH-CHARGE-3', params: { noShot: true } });
  });

  it('TV-SBH-13: hidden at the start but in view beyond Short: SBH-CHARGE-2 applies (a shot is allowed)', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 17.625, y: 10.125, profile: { move: 'long' } }), archer('bow', 24.125, 10.125)], terrain: [wall(18.2)], activated: 'hero' });
    expect(sees(s)).toBe(false);
    const r = accept(s, move(s, 'hero', { x: 24.125, y: 10.125 }));
    expect(r.state.flow.pendingReaction).toMatchObject({ noShot: false });
    expect(r.state.flow.pendingReaction!.shortPoint.x).toBeCloseTo(17.625 + (6.5 - 2 * R - SHORT), 6);
  });

  it('SBH-CHARGE-3: seen at the start: a shot is allowed even within Short', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 17.875, y: 10.125 }), archer('bow', 20.125, 10.125)], activated: 'hero' });
    expect(accept(s, move(s, 'hero', { x: 20.125, y: 10.125 })).state.flow.pendingReaction).toMatchObject({ noShot: false });
  });
});

describe('SBH-GAP-08: charged by a terrifying enemy', () => {
  it('SBH-GAP-08: a charger with terror makes the charged figure test morale', () => {
    const s = moveState({ figures: [fig({ id: 'troll', x: 10.125, y: 10.125, profile: { terror: true } }), fig({ id: 'orc', side: 'blue', x: 13.125, y: 10.125 })], activated: 'troll' });
    const r = accept(s, move(s, 'troll', { x: 13.125, y: 10.125 }));
    expect(r.state.flow.pendingMorale).toEqual([{ figureId: 'orc', reasonKey: 'sbh.morale.why.terror', ruleId: 'SBH-GAP-08' }]);
    const plain = moveState({ figures: [fig({ id: 'troll', x: 10.125, y: 10.125 }), fig({ id: 'orc', side: 'blue', x: 13.125, y: 10.125 })], activated: 'troll' });
    expect(accept(plain, move(plain, 'troll', { x: 13.125, y: 10.125 })).state.flow.pendingMorale).toEqual([]);
  });
});
