/**
 * Passengers: LOTOW-PASS-1 (one passenger, placed beside the mount), LOTOW-PASS-2 (TV-LOTOW-40, the
 * first three lines), and the predicates part 2 reads for LOTOW-PASS-3/4.
 */
import { describe, expect, it } from 'vitest';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { dismountHandler } from './dismountHandler';
import { canAttack } from './looseMounts';
import { passengerHandler, afterRiderMove } from './passengerHandler';
import { carriedPassenger, carrierOf, isPassenger, mountedGroupOf } from './passengers';
import { FOOT_RADIUS_IN, accept, foot, lotowTestState, refuse, rider, rulesetWith } from './testing/lotowTestState';

const ruleset = rulesetWith([passengerHandler, dismountHandler]);
const eastX = 10 + 0.4921 + 0.02 + FOOT_RADIUS_IN;
const board = (figureId = 'p1', riderId = 'r1') => ({ type: 'boardPassenger', side: 'a', figureId, targetIds: [riderId] });
const alight = { type: 'alightPassenger', side: 'a', figureId: 'p1' } as const;
const gap = (s: LotowState, a: string, b: string): number => footprintDistanceToFootprint(figureFootprint(figureOf(s, a)!), figureFootprint(figureOf(s, b)!));

const table = (): LotowState => lotowTestState({ figures: [rider({ id: 'r1', x: 10, y: 10 }), foot({ id: 'p1', x: eastX, y: 10 }), foot({ id: 'p2', x: 10, y: 10 - 0.9843 - 0.02 - FOOT_RADIUS_IN }), rider({ id: 'b1', x: 16, y: 10, side: 'b' })] });
const aboard = (): LotowState => accept(ruleset, table(), board()).state;
const riderMoved = (s: LotowState): LotowState => withFigState(s, 'r1', { movedIn: 4, moveStart: { x: 10, y: 14, standsOn: null } });

describe('passengers', () => {
  it('LOTOW-PASS-1: a foot figure in base contact with a mounted friend gets on behind; it then rides, not walks', () => {
    const { state, events } = accept(ruleset, table(), board());
    expect(figStateOf(state, 'p1')).toMatchObject({ passengerOf: 'r1', moveOver: true });
    expect(events).toContainEqual(expect.objectContaining({ type: 'lotow.boarded', ruleId: 'LOTOW-PASS-1', figureIds: ['p1', 'r1'] }));
    expect(passengerHandler.candidates(table(), 'p1')).toEqual([board()]);
    expect(passengerHandler.candidates(state, 'p1')).toEqual([alight]);
  });

  it('LOTOW-PASS-1: a mount carries the rider and one passenger; the rider must be a friend in base contact', () => {
    expect(refuse(ruleset, aboard(), board('p2'))).toMatchObject({ reasonKey: 'lotow.mountFull', ruleId: 'LOTOW-PASS-1' });
    expect(refuse(ruleset, table(), board('p1', 'b1')).reasonKey).toBe('lotow.notFriendlyRider');
    expect(refuse(ruleset, withFigure(table(), 'p1', { x: 14 }), board()).reasonKey).toBe('lotow.notInContact');
    expect(refuse(ruleset, withFigure(table(), 'p1', { stance: 'prone' }), board()).reasonKey).toBe('lotow.prone');
  });

  it('LOTOW-PASS-1: after the rider moves, the passenger is put back as close as possible to the mount, behind it first', () => {
    const moved = withFigure(aboard(), 'r1', { x: 10, y: 4 });
    const after = afterRiderMove(moved, 'r1');
    expect(gap(after, 'p1', 'r1')).toBeLessThanOrEqual(0.05);
    expect(figureOf(after, 'p1')!.x).toBeCloseTo(10, 6);
    expect(figureOf(after, 'p1')!.y).toBeGreaterThan(4); // behind a horse facing north is south
    expect(figStateOf(after, 'p1').passengerOf).toBe('r1');
  });

  it('LOTOW-PASS-2 (TV-LOTOW-40): the passenger gets off before the rider moves — both keep their full moves', () => {
    const { state, events } = accept(ruleset, aboard(), alight);
    expect(figStateOf(state, 'p1')).toMatchObject({ passengerOf: null, moveOver: false, movedIn: 0 });
    expect(figStateOf(state, 'r1')).toMatchObject({ movedIn: 0, moveOver: false });
    expect(events).toContainEqual(expect.objectContaining({ type: 'lotow.alighted', ruleId: 'LOTOW-PASS-2', params: { lostMove: false } }));
  });

  it('LOTOW-PASS-2 (TV-LOTOW-40): the passenger gets off after the rider has moved — it loses its remaining move', () => {
    const { state } = accept(ruleset, riderMoved(aboard()), alight);
    expect(figStateOf(state, 'p1')).toMatchObject({ passengerOf: null, moveOver: true });
    expect(refuse(ruleset, state, alight)).toMatchObject({ reasonKey: 'lotow.notPassenger', ruleId: 'LOTOW-PASS-2' });
  });

  it('LOTOW-PASS-2 (TV-LOTOW-40): the rider dismounts — the passenger dismounts too', () => {
    const { state } = accept(ruleset, riderMoved(aboard()), { type: 'dismount', side: 'a', figureId: 'r1' });
    expect(figStateOf(state, 'p1')).toMatchObject({ passengerOf: null, moveOver: true });
    expect(isPassenger(state, 'p1')).toBe(false);
    expect(figureOf(state, 'r1~mount')).toBeDefined();
  });

  it('LOTOW-PASS-3: a passenger cannot fight (or shoot); its rider and mount are the other targets of a shot at it', () => {
    const s = aboard();
    expect(canAttack(s, 'p1')).toBe(false);
    expect(canAttack(s, 'r1')).toBe(true);
    expect(isPassenger(s, 'p1')).toBe(true);
    expect(carrierOf(s, 'p1')?.id).toBe('r1');
    expect(carriedPassenger(s, 'r1')?.id).toBe('p1');
    expect(carriedPassenger(table(), 'r1')).toBeUndefined();
  });

  it('LOTOW-PASS-4: the enemy may split its attacks between rider (with his mount) and passenger: one group from either', () => {
    const s = aboard();
    expect(mountedGroupOf(s, 'r1')).toEqual(['r1', 'p1']);
    expect(mountedGroupOf(s, 'p1')).toEqual(['r1', 'p1']);
    expect(mountedGroupOf(table(), 'r1')).toEqual(['r1']);
  });
});
