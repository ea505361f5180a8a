/**
 * Loose mounts: LOTOW-LOOSE-1..3, LOTOW-GAP-09 (TV-LOTOW-23) and LOTOW-MOUNT-5.
 * The horse `f1~mount` stands at (10, 10) facing north; its rider f1 is 3″ south of it; the enemy e1
 * stands at (4, 10), west of it, so a bolting horse runs east.
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/applyAction';
import { fixedDice, DiceTestError } from '../../../engine/dice';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { Figure } from '../../../engine/model';
import { isRollEvent } from '../../../engine/state';
import { losSceneOf } from '../../../engine/losScene';
import { lineOfSight } from '../../../los/lineOfSight';
import { makeLotowRuleset } from '../index';
import type { LotowState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import type { LotowFigState } from '../lotowTypes';
import { canAttack, countsAsCasualty, isLoose, looseMountsAtMovePhaseStart } from './looseMounts';
import { riderlessMountFigure } from './mountModel';
import { FOOT_RADIUS_IN, foot, lotowTestState, piece, rect, rider, wall } from './testing/lotowTestState';

const horse = riderlessMountFigure(rider({ id: 'f1', x: 10, y: 10 }));
const enemy = foot({ id: 'e1', x: 4, y: 10, side: 'b' });

function table(opts: { figures?: Figure[]; figureState?: Record<string, Partial<LotowFigState>>; options?: Record<string, unknown>; terrain?: Parameters<typeof lotowTestState>[0]['terrain']; riderPluck?: number } = {}): LotowState {
  const f1 = foot({ id: 'f1', x: 10, y: 13.5, profile: { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: opts.riderPluck ?? 4 } });
  return lotowTestState({
    figures: opts.figures ?? [f1, horse, enemy],
    terrain: opts.terrain ?? [],
    options: { looseMounts: true, ...opts.options },
    figureState: { f1: { mountId: 'f1~mount' }, 'f1~mount': { riderId: 'f1' }, ...opts.figureState },
  });
}

function startOfMove(s: LotowState, faces: number[]) {
  const { ctx, events } = makeResolveContext(fixedDice(faces));
  return { state: looseMountsAtMovePhaseStart(s, ctx), events: events() };
}

describe('loose mounts', () => {
  it('LOTOW-LOOSE-2 / LOTOW-GAP-09 (TV-LOTOW-23): untethered, its rider 3″ away, it fails the courage test (2+3+4 = 9) and runs its full move away from the enemy', () => {
    const { state, events } = startOfMove(table(), [2, 3]);
    expect(events.find(isRollEvent)).toMatchObject({ faces: [2, 3], purpose: 'lotow.looseMount', ruleId: 'LOTOW-LOOSE-2', figureIds: ['f1~mount'], params: { pluck: 4, needed: 10 } });
    const ran = figureOf(state, 'f1~mount')!;
    expect(ran.x).toBeGreaterThan(20 - 0.05 - 1e-9);
    expect(ran.x).toBeLessThanOrEqual(20 + 1e-9);
    expect(ran.y).toBeCloseTo(10, 9);
    expect(ran.facingDeg).toBeCloseTo(90, 9);
    expect(events).toContainEqual(expect.objectContaining({ type: 'lotow.looseMountBolts', ruleId: 'LOTOW-LOOSE-2', figureIds: ['f1~mount'] }));
  });

  it('LOTOW-LOOSE-2 (TV-LOTOW-23): it passes (3+3+4 = 10) and stays', () => {
    const s = table();
    const { state, events } = startOfMove(s, [3, 3]);
    expect(state).toBe(s);
    expect(events).toContainEqual(expect.objectContaining({ type: 'lotow.looseMountStays', params: { total: 10 } }));
  });

  it('LOTOW-GAP-09: the test adds the rider\'s Pluck, or 4 when the rider is gone', () => {
    expect(figureOf(startOfMove(table({ riderPluck: 6 }), [2, 2]).state, 'f1~mount')!.x).toBe(10);
    const riderless = table({ figures: [horse, enemy], figureState: { 'f1~mount': { riderId: null } } });
    expect(isLoose(riderless, 'f1~mount')).toBe(true);
    expect(startOfMove(riderless, [3, 2]).events.find(isRollEvent)?.params).toEqual({ pluck: 4, needed: 10 });
  });

  it('LOTOW-LOOSE-1 (TV-LOTOW-23): a tethered mount never moves, nor one in base contact with its rider or held by him — no test is rolled', () => {
    const noDice = (s: LotowState) => expect(startOfMove(s, []).state).toBe(s);
    noDice(table({ figureState: { 'f1~mount': { riderId: 'f1', tethered: true } } }));
    const touching = foot({ id: 'f1', x: 10 - 0.4921 - 0.02 - FOOT_RADIUS_IN, y: 10 });
    noDice(table({ figures: [touching, horse, enemy] }));
    noDice(table({ figures: [touching, horse, enemy], figureState: { f1: { mountId: 'f1~mount', holding: true } } }));
    expect([isLoose(table(), 'f1~mount'), isLoose(table(), 'f1'), isLoose(table({ figures: [touching, horse, enemy] }), 'f1~mount')]).toEqual([true, false, false]);
  });

  it('LOTOW-LOOSE-1: an optional rule — with the option off riderless mounts stay put and nothing is rolled', () => {
    const s = table({ options: { looseMounts: false } });
    expect(startOfMove(s, []).state).toBe(s);
  });

  it('LOTOW-LOOSE-2: it stops short of a wall and of another base; difficult ground costs a horse 4″ an inch', () => {
    // Running east it faces east: its 50 mm length (half 0.984″) lies along x.
    const walled = startOfMove(table({ terrain: [wall('w', rect(15, 0, 0.5, 20), 1.75)] }), [1, 1]).state; // over the 1½″ free height
    const east = figureOf(walled, 'f1~mount')!.x + 0.9843;
    expect(east).toBeLessThanOrEqual(15);
    expect(east).toBeGreaterThan(15 - 0.06);
    const blocker = foot({ id: 'a2', x: 14, y: 10 }); // a friend: the enemy nearest is still e1
    const blocked = figureOf(startOfMove(table({ figures: [foot({ id: 'f1', x: 10, y: 13.5 }), horse, enemy, blocker] }), [1, 1]).state, 'f1~mount')!;
    expect(blocked.x + 0.9843).toBeLessThanOrEqual(14 - FOOT_RADIUS_IN + 0.01);
    expect(blocked.x + 0.9843).toBeGreaterThan(14 - FOOT_RADIUS_IN - 0.06);
    // 2″ of scrub right ahead: 8″ of the 10″ spent crossing it (centre inside), 2″ beyond.
    const scrub = piece({ id: 'scrub', kind: 'scrub', footprint: rect(10, 0, 2, 20), heightIn: 1, difficult: true });
    const slow = figureOf(startOfMove(table({ terrain: [scrub] }), [1, 1]).state, 'f1~mount')!;
    expect(slow.x).toBeGreaterThan(14 - 0.2);
    expect(slow.x).toBeLessThan(14 + 0.2);
  });

  it('LOTOW-GAP-09: the ruleset runs it at the start of each Move phase, after the Drop', () => {
    const ruleset = makeLotowRuleset({ handlers: [], onMovePhaseStart: [looseMountsAtMovePhaseStart], afterAction: [] });
    const s = table();
    const lastOfTurn: LotowState = { ...s, flow: { ...s.flow, phase: 'fight', active: 1 }, actors: ['b'] };
    const r = applyAction(ruleset, lastOfTurn, { type: 'endPhase', side: 'b' }, { dice: fixedDice([6, 1, 1, 1]) });
    if (!r.ok) throw new Error(r.refusal.message);
    expect(r.state.flow.phase).toBe('move');
    expect(r.events.filter(isRollEvent).map((e) => e.purpose)).toEqual(['lotow.drop', 'lotow.drop', 'lotow.looseMount']);
    expect(figureOf(r.state, 'f1~mount')!.x).toBeGreaterThan(19);
    expect(() => applyAction(ruleset, lastOfTurn, { type: 'endPhase', side: 'b' }, { dice: fixedDice([6, 1]) })).toThrow(DiceTestError);
  });

  it('LOTOW-MOUNT-5: a riderless mount never attacks; LOTOW-LOOSE-3: it is no casualty, but it blocks lines of sight', () => {
    const s = table();
    expect([canAttack(s, 'f1~mount'), canAttack(s, 'f1')]).toEqual([false, true]);
    expect([countsAsCasualty(s, 'f1~mount'), countsAsCasualty(s, 'f1')]).toEqual([false, true]);
    const behind = lotowTestState({ figures: [foot({ id: 'x', x: 6, y: 10 }), horse, foot({ id: 'y', x: 11, y: 10, side: 'b' })] });
    expect(lineOfSight(losSceneOf(behind.scenario), 'x', 'y').visibleFraction).toBeLessThan(1);
  });
});
