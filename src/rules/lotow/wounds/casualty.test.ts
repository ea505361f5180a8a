/**
 * Casualties (LOTOW-SHOOT-MOUNTED-2 / TV-LOTOW-35, LOTOW-PASS-3, LOTOW-LOOSE-1, LOTOW-GAP-16): what a
 * figure leaves behind when it goes.
 */
import { describe, expect, it } from 'vitest';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import type { LotowState } from '../lotowTypes';
import type { LotowFigState } from '../lotowTypes';
import { isLoose } from '../mounts/looseMounts';
import { foot, lotowTestState, rider } from '../mounts/testing/lotowTestState';
import { killMount, putOutOfAction } from './casualty';
import { eventTypes, withDice } from './testing/withDice';

function scene(figureState: Record<string, Partial<LotowFigState>> = {}, options: Record<string, unknown> = {}, extra = [foot({ id: 'pip', x: 11.3, y: 10 })]): LotowState {
  return lotowTestState({
    figures: [rider({ id: 'hank', x: 10, y: 10 }), foot({ id: 'cole', x: 10, y: 11.6, side: 'b' }), ...extra],
    figureState: { hank: { engagedWith: ['cole'] }, cole: { engagedWith: ['hank'] }, ...figureState },
    options,
  });
}

const kill = (s: LotowState, id: string, faces: number[] = []) => withDice(faces, (ctx) => putOutOfAction(s, id, 'LOTOW-GAP-07', ctx));

describe('a killed rider (LOTOW-SHOOT-MOUNTED-2, TV-LOTOW-35)', () => {
  it('LOTOW-SHOOT-MOUNTED-2 TV-LOTOW-35: without Loose Mounts the whole model is removed; fights with him end; he counts', () => {
    const r = kill(scene(), 'hank');
    expect(figureOf(r.result, 'hank')).toBeUndefined();
    expect(figureOf(r.result, 'hank~mount')).toBeUndefined();
    expect(r.result.figureState.hank).toBeUndefined();
    expect(figStateOf(r.result, 'cole').engagedWith).toEqual([]);
    expect(r.result.flow.casualties).toEqual([{ figureId: 'hank', sideId: 'a', name: 'hank', turn: 1, ruleId: 'LOTOW-GAP-07', counts: true }]);
    expect(r.events).toEqual([{ type: 'lotow.outOfAction', ruleId: 'LOTOW-GAP-07', params: { figureId: 'hank', name: 'hank' } }]);
  });

  it('LOTOW-SHOOT-MOUNTED-2 LOTOW-LOOSE-1: with Loose Mounts the mount stays where it stood, riderless and loose', () => {
    const before = scene({}, { looseMounts: true });
    const r = kill(before, 'hank');
    expect(figureOf(r.result, 'hank')).toBeUndefined();
    const mount = figureOf(r.result, 'hank~mount');
    expect(mount).toMatchObject({ x: 10, y: 10, side: 'a', base: figureOf(before, 'hank')!.base, profile: { riderless: true, mount: 'horse' } });
    expect(figStateOf(r.result, 'hank~mount')).toMatchObject({ riderId: null, engagedWith: [] });
    expect(isLoose(r.result, 'hank~mount')).toBe(true);
    expect(r.result.flow.casualties).toHaveLength(1);
    expect(eventTypes(r.events)).toEqual(['lotow.outOfAction', 'lotow.mountLeftLoose']);
  });

  it('LOTOW-PASS-3: his passenger falls — a Thrown Rider roll; on a 1 he is laid down with a Strength 2 hit waiting', () => {
    const s = scene({ pip: { passengerOf: 'hank' } });
    const r = kill(s, 'hank', [1]);
    expect(r.rolls).toEqual([expect.objectContaining({ faces: [1], purpose: 'lotow.thrownRider', ruleId: 'LOTOW-THROWN-1', figureIds: ['pip'], params: { causeRuleId: 'LOTOW-PASS-3' } })]);
    expect(figStateOf(r.result, 'pip')).toMatchObject({ passengerOf: null, moveOver: true, pendingHits: [{ strength: 2, ruleId: 'LOTOW-THROWN-1' }] });
    expect(figureOf(r.result, 'pip')).toMatchObject({ stance: 'prone', x: 11.3, y: 10 });
    const falls = kill(s, 'hank', [3]);
    expect(figStateOf(falls.result, 'pip')).toMatchObject({ passengerOf: null, actionsOver: true, pendingHits: [] });
    expect(figStateOf(kill(s, 'hank', [6]).result, 'pip')).toMatchObject({ passengerOf: null, actionsOver: false, moveOver: false });
  });

  it('LOTOW-GAP-09: a rider who flees rides off with his horse; his passenger is set down without a roll', () => {
    const s = scene({ pip: { passengerOf: 'hank' } }, { looseMounts: true });
    const r = withDice([], (ctx) => putOutOfAction(s, 'hank', 'LOTOW-GAP-09', ctx, 'fled'));
    expect(figureOf(r.result, 'hank~mount')).toBeUndefined();
    expect(figStateOf(r.result, 'pip').passengerOf).toBeNull();
    expect(r.result.flow.casualties).toEqual([expect.objectContaining({ figureId: 'hank', ruleId: 'LOTOW-GAP-09', counts: true })]);
    expect(eventTypes(r.events)).toEqual(['lotow.fled']);
  });
});

describe('a dismounted rider and his horse (LOTOW-LOOSE-1, LOTOW-HOLD-1)', () => {
  const dismounted = (options: Record<string, unknown> = {}) => lotowTestState({
    figures: [foot({ id: 'hank', x: 8, y: 10 }), rider({ id: 'hank~mount', x: 10, y: 10, profile: { riderless: true } }), foot({ id: 'cole', x: 20, y: 20, side: 'b' })],
    figureState: { hank: { mountId: 'hank~mount', holding: true }, 'hank~mount': { riderId: 'hank' } },
    options,
  });

  it('LOTOW-LOOSE-1: killed while holding his horse — with Loose Mounts it is let go and loose; without, it is removed with him', () => {
    const loose = kill(dismounted({ looseMounts: true }), 'hank');
    expect(figStateOf(loose.result, 'hank~mount').riderId).toBeNull();
    expect(isLoose(loose.result, 'hank~mount')).toBe(true);
    const gone = kill(dismounted(), 'hank');
    expect(figureOf(gone.result, 'hank~mount')).toBeUndefined();
    expect(gone.result.flow.casualties).toHaveLength(1);
    expect(eventTypes(gone.events)).toEqual(['lotow.outOfAction', 'lotow.mountRemoved']);
  });

  it('LOTOW-GAP-16: a killed riderless mount is no casualty that counts; its rider has nothing left to hold', () => {
    const r = kill(dismounted(), 'hank~mount');
    expect(r.result.flow.casualties).toEqual([expect.objectContaining({ figureId: 'hank~mount', counts: false })]);
    expect(figStateOf(r.result, 'hank')).toMatchObject({ mountId: null, holding: false });
    expect(eventTypes(r.events)).toEqual(['lotow.mountOutOfAction']);
  });
});

describe('a killed mount (LOTOW-SHOOT-MOUNTED-2, TV-LOTOW-35)', () => {
  it('LOTOW-SHOOT-MOUNTED-2 TV-LOTOW-35: the rider becomes a foot model beside it and rolls on the Thrown Rider table; the dead horse leaves the table', () => {
    const s = scene({ hank: { mountWoundsTaken: 1, movedIn: 5 } }, {}, []);
    const r = withDice([3], (ctx) => killMount(s, 'hank', ctx));
    const hank = figureOf(r.result, 'hank')!;
    expect(hank).toMatchObject({ mounted: false, base: { shape: 'round', diameterMm: 25 }, stance: 'standing' });
    expect(figureOf(r.result, 'hank~mount')).toBeUndefined();
    expect(r.result.figureState['hank~mount']).toBeUndefined();
    expect(figStateOf(r.result, 'hank')).toMatchObject({ mountId: null, mountWoundsTaken: 0, actionsOver: true, moveOver: true, movedIn: 3 });
    expect(r.rolls).toEqual([expect.objectContaining({ faces: [3], purpose: 'lotow.thrownRider', params: { causeRuleId: 'LOTOW-SHOOT-MOUNTED-2' } })]);
    expect(r.result.flow.casualties).toEqual([{ figureId: 'hank~mount', sideId: 'a', name: 'hank\'s horse', turn: 1, ruleId: 'LOTOW-SHOOT-MOUNTED-2', counts: false }]);
    expect(eventTypes(r.events)[0]).toBe('lotow.mountKilled');
  });

  it('LOTOW-THROWN-1: thrown on a 1 — laid down with a Strength 2 hit waiting; on a 6 no penalty', () => {
    const s = scene({}, {}, []);
    const one = withDice([1], (ctx) => killMount(s, 'hank', ctx));
    expect(figureOf(one.result, 'hank')?.stance).toBe('prone');
    expect(figStateOf(one.result, 'hank').pendingHits).toEqual([{ strength: 2, ruleId: 'LOTOW-THROWN-1' }]);
    const six = withDice([6], (ctx) => killMount(s, 'hank', ctx));
    expect(figStateOf(six.result, 'hank')).toMatchObject({ moveOver: false, actionsOver: false, pendingHits: [] });
  });

  it('LOTOW-PASS-3: his passenger is thrown too', () => {
    const s = scene({ pip: { passengerOf: 'hank' } });
    const r = withDice([6, 4], (ctx) => killMount(s, 'hank', ctx));
    expect(r.rolls.map((x) => x.figureIds)).toEqual([['hank'], ['pip']]);
    expect(figStateOf(r.result, 'pip')).toMatchObject({ passengerOf: null, actionsOver: true });
  });

  it('a figure that is not mounted has no mount to kill; a figure not on the table is not put out of action twice', () => {
    const s = scene();
    expect(withDice([], (ctx) => killMount(s, 'cole', ctx)).result).toBe(s);
    expect(kill(s, 'nobody').result).toBe(s);
  });
});
