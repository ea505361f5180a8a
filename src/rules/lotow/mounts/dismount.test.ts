/**
 * Getting down and tying up: LOTOW-MOUNT-2 (the riderless model), LOTOW-MOUNT-4 with LOTOW-GAP-18
 * (TV-LOTOW-18), tethering, LOTOW-PASS-2 (the passenger gets down too), untethering (LOTOW-LOOSE-2).
 * The rider stands at (10, 10) facing north on a 25 × 50 mm base: 0.984″ across (x), 1.969″ long (y).
 */
import { describe, expect, it } from 'vitest';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { JsonValue } from '../../../engine/json';
import { placementProblems } from '../../../engine/placement';
import type { Action } from '../../../engine/state';
import { moverOf } from '../lotowMover';
import { mountMoveIn } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { dismountHandler } from './dismountHandler';
import { isRiderlessMount } from './mountModel';
import { joinRider } from './riderSwap';
import { FOOT_RADIUS_IN, MOUNTED_BASE, accept, foot, lotowTestState, piece, rect, refuse, rider, rulesetWith, wall } from './testing/lotowTestState';

const ruleset = rulesetWith([dismountHandler]);
const dismount = (params?: Record<string, JsonValue>): Action => ({ type: 'dismount', side: 'a', figureId: 'r1', ...(params === undefined ? {} : { params }) });
const leftIn = (s: LotowState, id: string): number => moverOf(figureOf(s, id)!, figStateOf(s, id), optionsOf(s)).allowanceIn - figStateOf(s, id).movedIn;
const gap = (s: LotowState, a: string, b: string): number => footprintDistanceToFootprint(figureFootprint(figureOf(s, a)!), figureFootprint(figureOf(s, b)!));
const fence = piece({ id: 'fence', kind: 'fence', footprint: rect(11, 5, 0.2, 10), heightIn: 1, cover: 'soft', sight: 'solid' });

describe('dismounting', () => {
  it('LOTOW-MOUNT-4 / LOTOW-GAP-18 (TV-LOTOW-18): a rider who moved 5″ of a 10″ horse gets down with 3″ of his 6″ foot move left', () => {
    const s = lotowTestState({ figures: [rider({ id: 'r1', x: 10, y: 10 })], figureState: { r1: { movedIn: 5 } } });
    const { state, events } = accept(ruleset, s, dismount());
    expect(figStateOf(state, 'r1').movedIn).toBeCloseTo(3, 12);
    expect(leftIn(state, 'r1')).toBeCloseTo(3, 12);
    expect(events).toContainEqual(expect.objectContaining({ type: 'lotow.dismounted', ruleId: 'LOTOW-MOUNT-4', figureIds: ['r1', 'r1~mount'] }));
    expect(events.filter((e) => e.type === 'roll')).toEqual([]); // no test
  });

  it('LOTOW-MOUNT-2: the rider becomes a foot figure touching a riderless mount figure left where the model stood', () => {
    const s = lotowTestState({ figures: [rider({ id: 'r1', name: 'Mad Dog', x: 10, y: 10 })] });
    const { state } = accept(ruleset, s, dismount());
    const man = figureOf(state, 'r1')!;
    const horse = figureOf(state, 'r1~mount')!;
    expect(man).toMatchObject({ mounted: false, base: { shape: 'round', diameterMm: 25 }, stance: 'standing' });
    expect(horse).toMatchObject({ side: 'a', name: "Mad Dog's horse", base: MOUNTED_BASE, x: 10, y: 10, facingDeg: 0, mounted: false, profile: { riderless: true, mount: 'horse' } });
    expect(mountMoveIn(horse)).toBe(10);
    expect(isRiderlessMount(horse)).toBe(true);
    expect(figStateOf(state, 'r1').mountId).toBe('r1~mount');
    expect(figStateOf(state, 'r1~mount')).toMatchObject({ riderId: 'r1', tethered: false });
    // Touching, legal, on the horse's left (west, for a horse facing north).
    expect(gap(state, 'r1', 'r1~mount')).toBeLessThanOrEqual(0.05);
    expect(placementProblems(state.scenario, 'r1', man)).toEqual([]);
    expect(man.x).toBeCloseTo(10 - 0.4921 - 0.02 - FOOT_RADIUS_IN, 3);
    expect(man.y).toBeCloseTo(10, 9);
  });

  it('LOTOW-SHOOT-MOUNTED-2: a wounded mount keeps its wounds when its rider gets down, and they come back when he mounts again', () => {
    const s = withFigState(lotowTestState({ figures: [rider({ id: 'r1', name: 'Mad Dog', x: 10, y: 10 })] }), 'r1', { mountWoundsTaken: 1 });
    const { state } = accept(ruleset, s, dismount());
    expect(figStateOf(state, 'r1~mount').woundsTaken).toBe(1);
    expect(figStateOf(state, 'r1').mountWoundsTaken).toBe(0);
    const again = joinRider(state, 'r1', 'r1~mount');
    expect(figStateOf(again, 'r1').mountWoundsTaken).toBe(1);
  });

  it('LOTOW-MOUNT-4: the rider may choose where he stands, if the spot is free and touches the mount', () => {
    const s = lotowTestState({ figures: [rider({ id: 'r1', x: 10, y: 10 })] });
    const south = { x: 10, y: 10 + 0.9843 + FOOT_RADIUS_IN + 0.01 };
    expect(figureOf(accept(ruleset, s, dismount({ where: south })).state, 'r1')).toMatchObject(south);
    expect(refuse(ruleset, s, dismount({ where: { x: 10, y: 13 } }))).toMatchObject({ reasonKey: 'lotow.dismountBadSpot', ruleId: 'LOTOW-MOUNT-4' });
    expect(refuse(ruleset, s, dismount({ where: { x: 10 } })).reasonKey).toBe('lotow.badParams');
  });

  it('LOTOW-MOUNT-4: with no room beside the mount getting down is refused', () => {
    const boxed = [wall('n', rect(9, 8.7, 2, 0.3), 1), wall('s', rect(9, 11.3, 2, 0.3), 1), wall('w', rect(9.2, 8.7, 0.3, 2.9), 1), wall('e', rect(10.5, 8.7, 0.3, 2.9), 1)];
    const s = lotowTestState({ figures: [rider({ id: 'r1', x: 10, y: 10 })], terrain: boxed });
    expect(refuse(ruleset, s, dismount())).toMatchObject({ reasonKey: 'lotow.dismountNoRoom', ruleId: 'LOTOW-MOUNT-4' });
  });

  it('LOTOW-MOUNT-4: next to a fence the mount may be tethered at no cost; with nothing to tie it to the request is refused', () => {
    const s = lotowTestState({ figures: [rider({ id: 'r1', x: 10, y: 10 })], terrain: [fence], figureState: { r1: { movedIn: 5 } } });
    const { state } = accept(ruleset, s, dismount({ tether: true }));
    expect(figStateOf(state, 'r1~mount').tethered).toBe(true);
    expect(figStateOf(state, 'r1').movedIn).toBeCloseTo(3, 12);
    const open = lotowTestState({ figures: [rider({ id: 'r1', x: 10, y: 10 })] });
    expect(refuse(ruleset, open, dismount({ tether: true }))).toMatchObject({ reasonKey: 'lotow.noTetherPost', ruleId: 'LOTOW-MOUNT-4' });
    expect(dismountHandler.candidates(s, 'r1').map((a) => a.params?.tether ?? false)).toEqual([false, true]);
    expect(dismountHandler.candidates(open, 'r1')).toHaveLength(1);
  });

  it('LOTOW-MOUNT-4: only a mounted figure dismounts, in the Move phase', () => {
    const s = lotowTestState({ figures: [foot({ id: 'r1', x: 10, y: 10 })] });
    expect(refuse(ruleset, s, dismount())).toMatchObject({ reasonKey: 'lotow.notMounted', ruleId: 'LOTOW-MOUNT-4' });
    const shoot = lotowTestState({ figures: [rider({ id: 'r1', x: 10, y: 10 })], phase: 'shoot' });
    expect(refuse(ruleset, shoot, dismount()).reasonKey).toBe('lotow.wrongPhase');
  });

  it('LOTOW-PASS-2 (TV-LOTOW-40): when the rider dismounts the passenger gets down too — free to move if the rider had not moved', () => {
    const figures = [rider({ id: 'r1', x: 10, y: 10 }), foot({ id: 'p1', x: 10.4921 + 0.02 + FOOT_RADIUS_IN, y: 10 })];
    const before = lotowTestState({ figures, figureState: { p1: { passengerOf: 'r1', moveOver: true } } });
    expect(figStateOf(accept(ruleset, before, dismount()).state, 'p1')).toMatchObject({ passengerOf: null, moveOver: false });
    const after = lotowTestState({ figures, figureState: { p1: { passengerOf: 'r1', moveOver: true }, r1: { movedIn: 4, moveStart: { x: 10, y: 14, standsOn: null } } } });
    expect(figStateOf(accept(ruleset, after, dismount()).state, 'p1')).toMatchObject({ passengerOf: null, moveOver: true });
  });
});

describe('untying a mount', () => {
  const tied = (): LotowState => {
    const s = lotowTestState({ figures: [rider({ id: 'r1', x: 10, y: 10 }), foot({ id: 'b1', x: 10, y: 10 - 0.9843 - 0.02 - FOOT_RADIUS_IN, side: 'b' }), foot({ id: 'b2', x: 10, y: 16, side: 'b' })], terrain: [fence] });
    const d = accept(ruleset, s, dismount({ tether: true })).state;
    return { ...d, actors: ['b'], flow: { ...d.flow, order: ['b', 'a'] } };
  };

  it('LOTOW-LOOSE-2: any foot figure in base contact may untie a tethered mount, at no cost', () => {
    const s = tied();
    const { state, events } = accept(ruleset, s, { type: 'untether', side: 'b', figureId: 'b1', targetIds: ['r1~mount'] });
    expect(figStateOf(state, 'r1~mount').tethered).toBe(false);
    expect(figStateOf(state, 'b1').movedIn).toBe(0);
    expect(events).toContainEqual(expect.objectContaining({ type: 'lotow.untethered', ruleId: 'LOTOW-LOOSE-2' }));
    expect(dismountHandler.candidates(s, 'b1')).toEqual([{ type: 'untether', side: 'b', figureId: 'b1', targetIds: ['r1~mount'] }]);
  });

  it('LOTOW-LOOSE-2: untying needs base contact and a tethered mount', () => {
    const s = tied();
    expect(refuse(ruleset, s, { type: 'untether', side: 'b', figureId: 'b2', targetIds: ['r1~mount'] })).toMatchObject({ reasonKey: 'lotow.notInContact', ruleId: 'LOTOW-LOOSE-2' });
    const loose = accept(ruleset, s, { type: 'untether', side: 'b', figureId: 'b1', targetIds: ['r1~mount'] }).state;
    expect(refuse(ruleset, loose, { type: 'untether', side: 'b', figureId: 'b1', targetIds: ['r1~mount'] }).reasonKey).toBe('lotow.notTethered');
  });
});
