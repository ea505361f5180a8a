/**
 * Getting on: LOTOW-MOUNT-3 (TV-LOTOW-17) and Saddle Up! LOTOW-SADDLE-1 (TV-LOTOW-22), with the
 * proportional move of LOTOW-GAP-18.
 */
import { describe, expect, it } from 'vitest';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import { isRollEvent } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { makeMountHandler } from './mountHandler';
import { riderlessMountFigure } from './mountModel';
import { FOOT_RADIUS_IN, MOUNTED_BASE, accept, foot, lotowTestState, piece, rect, recordingFall, refuse, rider, rulesetWith } from './testing/lotowTestState';

/** f1 on foot at the left of his horse `f1~mount` (at (10, 10), facing north). */
const horseOf = (id: string, x: number, y: number, extra: Partial<Figure> = {}): Figure => riderlessMountFigure(rider({ id, x, y, ...extra }));
const besideX = 10 - 0.4921 - 0.02 - FOOT_RADIUS_IN;
const mountAction = (figureId = 'f1', mountId = 'f1~mount') => ({ type: 'mount', side: 'a', figureId, targetIds: [mountId] });

function ready(extra: Parameters<typeof lotowTestState>[0]['figureState'] = {}, figures: Figure[] = []): LotowState {
  return lotowTestState({
    figures: [foot({ id: 'f1', x: besideX, y: 10 }), horseOf('f1', 10, 10), ...figures],
    figureState: { f1: { mountId: 'f1~mount', movedIn: 3 }, 'f1~mount': { riderId: 'f1' }, ...extra },
  });
}

describe('mounting', () => {
  const fall = recordingFall();
  const ruleset = rulesetWith([makeMountHandler(fall.applyFall)]);

  it('LOTOW-MOUNT-3 (TV-LOTOW-17): a 1 fails — still on foot, the horse still there, his move over', () => {
    const { state, events } = accept(ruleset, ready(), mountAction(), [1]);
    expect(figureOf(state, 'f1')!.mounted).toBe(false);
    expect(figureOf(state, 'f1~mount')).toBeDefined();
    expect(figStateOf(state, 'f1').moveOver).toBe(true);
    expect(events.find(isRollEvent)).toMatchObject({ faces: [1], purpose: 'lotow.mount', ruleId: 'LOTOW-MOUNT-3', figureIds: ['f1', 'f1~mount'] });
  });

  it('LOTOW-MOUNT-3 (TV-LOTOW-17): a 3 mounts him where the horse stands, his move over', () => {
    const { state } = accept(ruleset, ready(), mountAction(), [3]);
    expect(figureOf(state, 'f1')).toMatchObject({ mounted: true, base: MOUNTED_BASE, x: 10, y: 10, facingDeg: 0, profile: { mount: 'horse' } });
    expect(figureOf(state, 'f1~mount')).toBeUndefined();
    expect(state.figureState['f1~mount']).toBeUndefined();
    expect(figStateOf(state, 'f1')).toMatchObject({ moveOver: true, mountId: null });
  });

  it('LOTOW-MOUNT-3 / LOTOW-GAP-18 (TV-LOTOW-17): a 6 mounts him and he rides on — 3″ of 6″ used on foot leaves 5″ of the 10″ horse', () => {
    const { state } = accept(ruleset, ready(), mountAction(), [6]);
    expect(figureOf(state, 'f1')!.mounted).toBe(true);
    expect(figStateOf(state, 'f1')).toMatchObject({ moveOver: false });
    expect(figStateOf(state, 'f1').movedIn).toBeCloseTo(5, 12);
  });

  it('LOTOW-MOUNT-3: base contact with an untethered riderless mount, standing, with move left', () => {
    expect(refuse(ruleset, lotowTestState({ figures: [foot({ id: 'f1', x: 5, y: 10 }), horseOf('f1', 10, 10)], figureState: { f1: { mountId: 'f1~mount' } } }), mountAction())).toMatchObject({ reasonKey: 'lotow.notInContact', ruleId: 'LOTOW-MOUNT-3' });
    expect(refuse(ruleset, ready({ 'f1~mount': { riderId: 'f1', tethered: true } }), mountAction())).toMatchObject({ reasonKey: 'lotow.mountTethered', ruleId: 'LOTOW-LOOSE-2' });
    expect(refuse(ruleset, ready({ f1: { mountId: 'f1~mount', movedIn: 6 } }), mountAction()).reasonKey).toBe('lotow.noMoveLeft');
    expect(refuse(ruleset, ready({ f1: { mountId: 'f1~mount', moveOver: true } }), mountAction()).reasonKey).toBe('lotow.moveOver');
    const prone = lotowTestState({ figures: [foot({ id: 'f1', x: besideX, y: 10, stance: 'prone' }), horseOf('f1', 10, 10)] });
    expect(refuse(ruleset, prone, mountAction()).reasonKey).toBe('lotow.prone');
    expect(refuse(ruleset, ready({}, [foot({ id: 'f2', x: 15, y: 15 })]), mountAction('f1', 'f2')).reasonKey).toBe('lotow.notAMount');
  });

  it('LOTOW-MOUNT-3: any untethered riderless mount will do; it stops being its old rider\'s, and his own horse elsewhere has no rider', () => {
    const g1 = foot({ id: 'g1', x: 10 + 0.4921 + 0.02 + FOOT_RADIUS_IN, y: 10 });
    const s = ready({ g1: { mountId: 'g1~mount' }, 'g1~mount': { riderId: 'g1' } }, [g1, horseOf('g1', 20, 20)]);
    const { state } = accept(ruleset, s, mountAction('g1', 'f1~mount'), [4]);
    expect(figureOf(state, 'g1')).toMatchObject({ mounted: true, x: 10, y: 10 });
    expect(figStateOf(state, 'f1').mountId).toBeNull();
    expect(figStateOf(state, 'g1~mount').riderId).toBeNull();
    expect(makeMountHandler(fall.applyFall).candidates(s, 'g1').map((a) => a.targetIds)).toEqual([['f1~mount']]);
  });
});

describe('Saddle Up!', () => {
  /** f1 on a 3″ platform (x 10–12); his horse 0.8″ east of it. */
  const platform = (heightIn: number) => piece({ id: 'platform', kind: 'platform', footprint: rect(10, 10, 2, 4), heightIn, standableTop: true, climbable: true, cover: 'hard', sight: 'solid' });
  const horseX = (gapIn: number) => 12 + gapIn + 0.4921;
  function onPlatform(heightIn = 3, gapIn = 0.8, movedIn = 2): LotowState {
    return lotowTestState({
      figures: [foot({ id: 'f1', x: 11, y: 12, standsOn: 'platform' }), horseOf('f1', horseX(gapIn), 12)],
      terrain: [platform(heightIn)],
      figureState: { f1: { mountId: 'f1~mount', movedIn }, 'f1~mount': { riderId: 'f1' } },
    });
  }
  const saddleUp = { type: 'saddleUp', side: 'a', figureId: 'f1', targetIds: ['f1~mount'] };

  it('LOTOW-SADDLE-1 (TV-LOTOW-22): a 1 — he falls 3″ beside the horse: laid prone with 3 S3 hits (through movement\'s fall)', () => {
    const fall = recordingFall();
    const { state, events } = accept(rulesetWith([makeMountHandler(fall.applyFall)]), onPlatform(), saddleUp, [1]);
    expect(fall.calls).toEqual([{ figureId: 'f1', heightIn: 3, ruleId: 'LOTOW-SADDLE-1' }]);
    const man = figureOf(state, 'f1')!;
    expect(man).toMatchObject({ standsOn: null, stance: 'prone', mounted: false });
    expect(footprintDistanceToFootprint(figureFootprint(man), figureFootprint(figureOf(state, 'f1~mount')!))).toBeLessThanOrEqual(0.05);
    expect(figStateOf(state, 'f1')).toMatchObject({ moveOver: true, pendingHits: [{ strength: 3 }, { strength: 3 }, { strength: 3 }] });
    expect(events.find(isRollEvent)).toMatchObject({ faces: [1], purpose: 'lotow.saddleUp', ruleId: 'LOTOW-SADDLE-1' });
  });

  it('LOTOW-SADDLE-1 (TV-LOTOW-22): a 4 — in the saddle, no more movement', () => {
    const { state } = accept(rulesetWith([makeMountHandler(recordingFall().applyFall)]), onPlatform(), saddleUp, [4]);
    expect(figureOf(state, 'f1')).toMatchObject({ mounted: true, x: horseX(0.8), y: 12, standsOn: null });
    expect(figStateOf(state, 'f1').moveOver).toBe(true);
  });

  it('LOTOW-SADDLE-1 / LOTOW-GAP-18 (TV-LOTOW-22): a 6 — he rides on at horse speed × (1 − share of his foot move used)', () => {
    const { state } = accept(rulesetWith([makeMountHandler(recordingFall().applyFall)]), onPlatform(3, 0.8, 2), saddleUp, [6]);
    expect(figStateOf(state, 'f1').moveOver).toBe(false);
    expect(10 - figStateOf(state, 'f1').movedIn).toBeCloseTo(10 * (1 - 2 / 6), 12);
  });

  it('LOTOW-SADDLE-1 (TV-LOTOW-22): from 3.5″, or with the horse 1.2″ away, it is not allowed; only his own horse, only from terrain', () => {
    const ruleset = rulesetWith([makeMountHandler(recordingFall().applyFall)]);
    expect(refuse(ruleset, onPlatform(3.5), saddleUp)).toMatchObject({ reasonKey: 'lotow.saddleUpTooHigh', ruleId: 'LOTOW-SADDLE-1' });
    expect(refuse(ruleset, onPlatform(3, 1.2), saddleUp)).toMatchObject({ reasonKey: 'lotow.saddleUpTooFar', ruleId: 'LOTOW-SADDLE-1' });
    // Just over the limit: the words show the digits that differ ("3.004″ high: at most 3″", never "3″ high: at most 3″").
    const justOver = refuse(ruleset, onPlatform(3.004), saddleUp);
    expect(justOver).toMatchObject({ reasonKey: 'lotow.saddleUpTooHigh', params: { heightIn: expect.closeTo(3.004, 9), maxIn: 3 } });
    expect(justOver.message).toMatch(/ is 3\.004″ high: at most 3″ to jump into the saddle — LOTOW-SADDLE-1$/);
    expect(refuse(ruleset, onPlatform(), { ...saddleUp, targetIds: ['x~mount'] }).ruleId).toBe('ENGINE-UNKNOWN-ID');
    const notHis = lotowTestState({ figures: [foot({ id: 'f1', x: 11, y: 12, standsOn: 'platform' }), horseOf('g1', horseX(0.8), 12)], terrain: [platform(3)] });
    expect(refuse(ruleset, notHis, { ...saddleUp, targetIds: ['g1~mount'] }).reasonKey).toBe('lotow.notOwnMount');
    const ground = lotowTestState({ figures: [foot({ id: 'f1', x: 8, y: 12 }), horseOf('f1', horseX(0.8), 12)], terrain: [platform(3)], figureState: { f1: { mountId: 'f1~mount' } } });
    expect(refuse(ruleset, ground, saddleUp).reasonKey).toBe('lotow.saddleUpNotOnTerrain');
  });
});
