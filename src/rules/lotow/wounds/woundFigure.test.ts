/**
 * One hit to its end (LOTOW-GAP-07, LOTOW-GAP-10, LOTOW-SHOOT-MOUNTED-2): the wound roll, Fortune,
 * wounds counted, out of action at the profile's Wounds; hits on a mount.
 */
import { describe, expect, it } from 'vitest';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import type { LotowState } from '../lotowTypes';
import { foot, lotowTestState, rider } from '../mounts/testing/lotowTestState';
import { MOUNT_STATS } from './mountStats';
import { eventTypes, withDice } from './testing/withDice';
import type { Hit } from './woundFigure';
import { woundFigure } from './woundFigure';

const S3: Hit = { strength: 3, ruleId: 'LOTOW-SHOOT-HIT-1' };

function table(options: Record<string, unknown> = {}, profile: Record<string, number | boolean> = {}): LotowState {
  return lotowTestState({
    figures: [foot({ id: 'jed', x: 5, y: 5, profile: { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4, ...profile } }), foot({ id: 'cole', x: 15, y: 15, side: 'b' })],
    options,
  });
}

const hit = (state: LotowState, faces: number[], h: Hit = S3, id = 'jed') => withDice(faces, (ctx) => woundFigure(state, id, h, ctx));

describe('the wound roll (LOTOW-GAP-07)', () => {
  it('LOTOW-GAP-07: Strength 3 against Grit 3 wounds on 4+ (house chart): 3 does nothing, 4 wounds and a 1-Wound figure is out of action', () => {
    const before = table();
    const miss = hit(before, [3]);
    expect(miss.result).toMatchObject({ wounded: false, outOfAction: false });
    expect(miss.result.state).toBe(before);
    expect(miss.rolls[0]).toMatchObject({ faces: [3], purpose: 'lotow.wound', ruleId: 'LOTOW-GAP-07', atLeast: 4, figureIds: ['jed'], params: { strength: 3, grit: 3, causeRuleId: 'LOTOW-SHOOT-HIT-1', part: 'figure' } });
    expect(eventTypes(miss.events)).toEqual(['lotow.notWounded']);

    const out = hit(table(), [4]);
    expect(out.result).toMatchObject({ wounded: true, outOfAction: true });
    expect(figureOf(out.result.state, 'jed')).toBeUndefined();
    expect(out.result.state.figureState.jed).toBeUndefined();
    expect(out.result.state.flow.casualties).toEqual([{ figureId: 'jed', sideId: 'a', name: 'jed', turn: 1, ruleId: 'LOTOW-GAP-07', counts: true }]);
    expect(eventTypes(out.events)).toEqual(['lotow.wounded', 'lotow.outOfAction']);
  });

  it('LOTOW-GAP-07: Strength 2 needs 5+ and Strength 4 needs 3+ against Grit 3', () => {
    expect(hit(table(), [4], { strength: 2, ruleId: 'LOTOW-THROWN-1' }).result.wounded).toBe(false);
    expect(hit(table(), [5], { strength: 2, ruleId: 'LOTOW-THROWN-1' }).result.wounded).toBe(true);
    expect(hit(table(), [2], { strength: 4, ruleId: 'LOTOW-SHOOT-HIT-1' }).result.wounded).toBe(false);
    expect(hit(table(), [3], { strength: 4, ruleId: 'LOTOW-SHOOT-HIT-1' }).result.wounded).toBe(true);
  });

  it('LOTOW-GAP-07: wounds are counted; a 2-Wound figure is out of action at the second', () => {
    const first = hit(table({}, { wounds: 2 }), [6]);
    expect(first.result).toMatchObject({ wounded: true, outOfAction: false });
    expect(figStateOf(first.result.state, 'jed').woundsTaken).toBe(1);
    expect(first.events.find((e) => e.type === 'lotow.wounded')?.params).toEqual({ figureId: 'jed', taken: 1, wounds: 2 });
    const second = hit(first.result.state, [5]);
    expect(second.result).toMatchObject({ wounded: true, outOfAction: true });
    expect(figureOf(second.result.state, 'jed')).toBeUndefined();
  });

  it('LOTOW-GAP-07: the LotR engine chart (option) rolls twice for a "6/4" cell: 6 then 4 wounds, 6 then 3 does not, 5 stops at once', () => {
    const opts = { woundChart: 'lotrEngine' };
    const weak: Hit = { strength: 1, ruleId: 'LOTOW-FALL-2' };
    const grit6 = table(opts, { grit: 6 });
    const both = hit(grit6, [6, 4], weak);
    expect(both.result.wounded).toBe(true);
    expect(both.rolls.map((r) => [r.purpose, r.atLeast])).toEqual([['lotow.wound', 6], ['lotow.woundSecond', 4]]);
    expect(hit(grit6, [6, 3], weak).result.wounded).toBe(false);
    const five = hit(grit6, [5], weak);
    expect(five.result.wounded).toBe(false);
    expect(five.rolls).toHaveLength(1);
  });

  it('LOTOW-GAP-07: a blank cell of the LotR chart cannot wound: no die is rolled', () => {
    const r = hit(table({ woundChart: 'lotrEngine' }, { grit: 9 }), [], { strength: 1, ruleId: 'LOTOW-FALL-2' });
    expect(r.result.wounded).toBe(false);
    expect(r.rolls).toEqual([]);
    expect(r.events).toEqual([{ type: 'lotow.cannotWound', ruleId: 'LOTOW-GAP-07', params: { figureId: 'jed', strength: 1, grit: 9 } }]);
  });

  it('a figure not on the table takes no hit and rolls nothing', () => {
    const r = hit(table(), [], S3, 'nobody');
    expect(r.result).toMatchObject({ wounded: false, outOfAction: false });
    expect(r.rolls).toEqual([]);
  });
});

describe('Fortune (LOTOW-GAP-10 house rule: a point saves a wound on option fortuneSave, 4+)', () => {
  const hero = { hero: true, fortune: 1, wounds: 2 };

  it('LOTOW-GAP-10: a Hero with Fortune spends a point after the wound: 4 saves it, and the point is gone', () => {
    const r = hit(table({}, hero), [5, 4]);
    expect(r.result).toMatchObject({ wounded: false, outOfAction: false });
    expect(figStateOf(r.result.state, 'jed')).toMatchObject({ fortuneUsed: 1 });
    expect(figStateOf(r.result.state, 'jed').woundsTaken ?? 0).toBe(0);
    expect(r.rolls[1]).toMatchObject({ faces: [4], purpose: 'lotow.fortune', ruleId: 'LOTOW-GAP-10', atLeast: 4, params: { left: 0 } });
    expect(eventTypes(r.events)).toEqual(['lotow.fortuneSaved']);
    // No Fortune left: the next wound stands, with no Fortune roll.
    const next = hit(r.result.state, [6]);
    expect(next.result.wounded).toBe(true);
    expect(next.rolls).toHaveLength(1);
  });

  it('LOTOW-GAP-10: a failed Fortune roll spends the point and the wound stands; option fortuneSave 6 makes a 5 fail', () => {
    const failed = hit(table({}, hero), [4, 3]);
    expect(failed.result.wounded).toBe(true);
    expect(figStateOf(failed.result.state, 'jed')).toMatchObject({ fortuneUsed: 1, woundsTaken: 1 });
    expect(hit(table({ fortuneSave: 6 }, hero), [4, 5]).result.wounded).toBe(true);
    expect(hit(table({ fortuneSave: 6 }, hero), [4, 6]).result.wounded).toBe(false);
  });

  it('LOTOW-GAP-10: no Fortune roll for a figure that is not a Hero, nor when the wound roll failed', () => {
    expect(hit(table({}, { fortune: 2 }), [4]).rolls).toHaveLength(1);
    expect(hit(table({}, hero), [2]).rolls).toHaveLength(1);
  });
});

describe('hits on mounts (LOTOW-SHOOT-MOUNTED-2; placeholder mount stats)', () => {
  const mounted = (options: Record<string, unknown> = {}): LotowState => lotowTestState({
    figures: [rider({ id: 'hank', x: 10, y: 10 }), foot({ id: 'cole', x: 20, y: 20, side: 'b' })],
    options,
  });

  it('LOTOW-SHOOT-MOUNTED-2: the mount\'s stats are placeholders (horse, mule, Appaloosa: Grit 3, Wounds 1)', () => {
    expect(MOUNT_STATS).toEqual({
      horse: { grit: 3, wounds: 1, placeholder: true }, mule: { grit: 3, wounds: 1, placeholder: true }, appaloosa: { grit: 3, wounds: 1, placeholder: true },
    });
  });

  it('LOTOW-SHOOT-MOUNTED-2: a hit on the horse rolls against its Grit and misses the rider; a wound kills it', () => {
    const safe = hit(mounted(), [3], { ...S3, part: 'mount' }, 'hank');
    expect(safe.result.wounded).toBe(false);
    expect(safe.rolls[0]?.params).toMatchObject({ grit: MOUNT_STATS.horse.grit, part: 'mount' });

    const dead = hit(mounted(), [4, 6], { ...S3, part: 'mount' }, 'hank');
    expect(dead.result).toMatchObject({ wounded: true, outOfAction: true });
    expect(figureOf(dead.result.state, 'hank')).toMatchObject({ mounted: false });
    expect(figureOf(dead.result.state, 'hank~mount')).toBeUndefined();
    expect(dead.rolls.map((r) => r.purpose)).toEqual(['lotow.wound', 'lotow.thrownRider']);
    expect(dead.result.state.flow.casualties).toEqual([{ figureId: 'hank~mount', sideId: 'a', name: 'hank\'s horse', turn: 1, ruleId: 'LOTOW-SHOOT-MOUNTED-2', counts: false }]);
  });

  it('LOTOW-SHOOT-MOUNTED-2: a Hero\'s Fortune does not save his horse', () => {
    const s = lotowTestState({ figures: [rider({ id: 'hank', x: 10, y: 10, profile: { hero: true, fortune: 2 } })] });
    const r = hit(s, [4, 6], { ...S3, part: 'mount' }, 'hank');
    expect(r.rolls.map((x) => x.purpose)).toEqual(['lotow.wound', 'lotow.thrownRider']);
  });

  it('LOTOW-SHOOT-MOUNTED-2: the mount\'s wound is counted on the rider (1 of 1) and the count goes with the dead horse', () => {
    const s = lotowTestState({ figures: [rider({ id: 'hank', x: 10, y: 10 })] });
    const r = hit(s, [5, 3], { ...S3, part: 'mount' }, 'hank');
    expect(r.events.find((e) => e.type === 'lotow.mountWounded')?.params).toEqual({ figureId: 'hank', taken: 1, wounds: 1 });
    expect(figStateOf(r.result.state, 'hank').mountWoundsTaken).toBe(0);
  });

  it('LOTOW-GAP-16: a riderless mount figure is hit with its own (mount) stats, never Fortune, and is no casualty when killed', () => {
    const s = lotowTestState({
      figures: [foot({ id: 'hank', x: 4, y: 4 }), rider({ id: 'nag~mount', x: 10, y: 10, profile: { riderless: true } }), foot({ id: 'cole', x: 20, y: 20, side: 'b' })],
      figureState: { 'nag~mount': { riderId: null } },
    });
    const r = hit(s, [4], S3, 'nag~mount');
    expect(r.result.outOfAction).toBe(true);
    expect(r.result.state.flow.casualties).toEqual([expect.objectContaining({ figureId: 'nag~mount', counts: false })]);
    expect(eventTypes(r.events)).toEqual(['lotow.wounded', 'lotow.mountOutOfAction']);
  });

  it('part "mount" on a fighter on foot: there is no mount, the hit is his', () => {
    const r = hit(table(), [4], { ...S3, part: 'mount' });
    expect(r.result.outOfAction).toBe(true);
    expect(r.rolls[0]?.params).toMatchObject({ part: 'figure' });
  });
});
