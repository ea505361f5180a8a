import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import { fraction } from '../../../engine/fraction';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { RollEvent } from '../../../engine/state';
import type { DamageCover, HitFighterState } from './damageTest';
import type { HorseWoundScope, RiderHitRequest, RiderMount } from './riderLocation';
import { UNHURT_MOUNT, mountAtVolleyStart, riderHitOdds, rollRiderHit } from './riderLocation';

const hit = (faces: number[], over: Partial<RiderHitRequest> = {}) => {
  const { ctx, events } = makeResolveContext(fixedDice(faces));
  const req: RiderHitRequest = { figureId: 'uhlan', cover: 'none', aimed: false, state: 'fit', mount: UNHURT_MOUNT, scope: 'game', ...over };
  return { out: rollRiderHit(ctx, req), rolls: events() as RollEvent[] };
};

describe('hits on a rider (BP-DMG-3)', () => {
  it('BP-DMG-3: TV-BP-12 location 2 — the horse is wounded, the rider Suppressed, no damage test', () => {
    const { out, rolls } = hit([2]);
    expect(out.location).toEqual({ hit: 'horse', face: 2 });
    expect(out.damage).toBeNull();
    expect(out.result).toBe('suppressed');
    expect(out.mount).toEqual({ horseWounded: true, horseWoundedThisVolley: true });
    expect(rolls.map((r) => [r.purpose, r.ruleId, r.faces])).toEqual([['blackpowder.roll.riderLocation', 'BP-DMG-3', [2]]]);
  });

  it('BP-DMG-3: TV-BP-12 after the horse is wounded, a further hit goes to the rider with no location roll', () => {
    const first = hit([2]).out;
    const { out, rolls } = hit([5], { mount: first.mount, state: 'suppressed' });
    expect(out.location).toEqual({ hit: 'rider', face: null });
    expect(out.damage?.face).toBe(5);
    expect(out.result).toBe('outOfAction');
    expect(rolls.map((r) => r.purpose)).toEqual(['blackpowder.roll.damage']);
  });

  it('BP-DMG-3: TV-BP-12 location 5 — the rider is hit and takes the damage test', () => {
    const { out, rolls } = hit([5, 2], { cover: 'soft' });
    expect(out.location).toEqual({ hit: 'rider', face: 5 });
    expect(out.damage).toMatchObject({ face: 2, modified: 1, result: 'suppressed' });
    expect(out.mount).toEqual(UNHURT_MOUNT);
    expect(rolls.map((r) => r.purpose)).toEqual(['blackpowder.roll.riderLocation', 'blackpowder.roll.damage']);
  });

  it('BP-DMG-3 (§6 ambiguity 5, horseWoundScope "game"): a later volley still hits the rider only', () => {
    const wounded = mountAtVolleyStart(hit([1]).out.mount);
    expect(hit([4], { mount: wounded }).out.location).toEqual({ hit: 'rider', face: null });
  });

  it('BP-DMG-3 (§6 ambiguity 5, horseWoundScope "volley"): the rest of that volley hits the rider; the next volley rolls location again', () => {
    const wounded = hit([3], { scope: 'volley' }).out.mount;
    expect(hit([6], { mount: wounded, scope: 'volley', state: 'suppressed' }).out.location).toEqual({ hit: 'rider', face: null });
    const later = hit([1], { mount: mountAtVolleyStart(wounded), scope: 'volley' }).out;
    expect(later.location).toEqual({ hit: 'horse', face: 1 });
    expect(later.mount.horseWounded).toBe(true);
  });

  it('BP-GAP-11: a Suppressed rider whose horse is hit is Suppressed again: Out of Action', () => {
    const { out } = hit([2], { state: 'suppressed' });
    expect(out.result).toBe('outOfAction');
    expect(out.ruleIds).toEqual(['BP-DMG-3', 'BP-GAP-11']);
  });

  it('BP-DMG-3: the exact odds of a rider hit equal brute force over the location and damage faces', () => {
    const mounts: RiderMount[] = [UNHURT_MOUNT, { horseWounded: true, horseWoundedThisVolley: false }, { horseWounded: true, horseWoundedThisVolley: true }];
    fc.assert(fc.property(
      fc.constantFrom<DamageCover>('none', 'soft', 'hard'), fc.boolean(), fc.constantFrom<HitFighterState>('fit', 'suppressed'),
      fc.constantFrom(...mounts), fc.constantFrom<HorseWoundScope>('game', 'volley'),
      (cover, aimed, state, mount, scope) => {
        let horse = 0;
        let out = 0;
        for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
          const { ctx } = makeResolveContext(fixedDice([a, b]));
          const r = rollRiderHit(ctx, { figureId: 'x', cover, aimed, state, mount, scope });
          if (r.location.hit === 'horse') horse++;
          if (r.result === 'outOfAction') out++;
        }
        const odds = riderHitOdds({ cover, aimed, state, mount, scope });
        expect(odds.horse).toEqual(fraction(horse, 36));
        expect(odds.outOfAction).toEqual(fraction(out, 36));
        expect(odds.suppressed).toEqual(fraction(36 - out, 36));
      }));
  });
});
