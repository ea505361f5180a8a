import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import { fraction } from '../../../engine/fraction';
import type { Scenario } from '../../../engine/model';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { RollEvent } from '../../../engine/state';
import { figure, testScenario } from '../../../engine/testScenario';
import type { ActionTestRequest, ActionTestResult } from './actionTest';
import { FRESH_ACTOR_TURN, actionApCost, actionTestChance, checkActionTest, rollActionTest, sideApAllowance, turnApAllowance } from './actionTest';

const zouave: ActionTestRequest = { actorId: 'zouave', figureIds: ['zouave'], sd: [1, 2, 3], turn: FRESH_ACTOR_TURN, apLeft: 6 };

function act(face: number, over: Partial<ActionTestRequest> = {}): { r: ActionTestResult; rolls: RollEvent[] } {
  const { ctx, events } = makeResolveContext(fixedDice([face]));
  const r = rollActionTest(ctx, { ...zouave, ...over });
  if (!r.ok) throw new Error(r.refusal.message);
  return { r, rolls: events() as RollEvent[] };
}

describe('action points and action tests (BP-GAP-03)', () => {
  it('BP-GAP-03: the k-th action costs k AP: 1, 2, 3, six for three; there is no 4th', () => {
    expect([1, 2, 3].map(actionApCost)).toEqual([1, 2, 3]);
    expect(() => actionApCost(4)).toThrow(RangeError);
    let s = { ...zouave, sd: [0, 0, 0] as const };
    for (const k of [1, 2, 3]) {
      const { r } = act(1, s);
      expect([r.k, r.cost, r.passed]).toEqual([k, k, true]);
      s = { ...s, turn: r.turn, apLeft: r.apLeft };
    }
    expect(s.apLeft).toBe(0);
    expect(checkActionTest({ ...s, apLeft: 10 })).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.action.noFourth', ruleId: 'BP-GAP-03' } });
  });

  it('BP-GAP-03: AP for a turn = 2 × (Groups + lone fighters)', () => {
    expect(turnApAllowance(1, 2)).toBe(6);
    expect(turnApAllowance(0, 0)).toBe(0);
    const table: Scenario = {
      ...testScenario, terrain: [],
      figures: ['s1', 's2', 's3', 't1', 't2', 'lone1', 'lone2', 'lone3'].map((id, i) => figure({ id, side: 'p', x: i + 1, y: 1 }))
        .concat([figure({ id: 'z', side: 'f', x: 1, y: 5 })]),
      units: [
        { id: 'sectionA', side: 'p', name: 'A', memberIds: ['s1', 's2', 's3'], formation: { kind: 'irregular' }, facingDeg: 0, profile: {} },
        { id: 'sectionB', side: 'p', name: 'B', memberIds: ['t1', 't2'], formation: { kind: 'irregular' }, facingDeg: 0, profile: {} },
      ],
    };
    // 2 Groups + 3 lone fighters.
    expect(sideApAllowance(table, 'p')).toBe(10);
    // Group B all out of action, one lone fighter out: 1 Group + 2 lone.
    expect(sideApAllowance(table, 'p', ['t1', 't2', 'lone3'])).toBe(6);
    expect(sideApAllowance(table, 'f')).toBe(2);
  });

  it('BP-GAP-03: the k-th action needs 1d6 > SD[k] — СД 1/2/3: a 2 passes the 1st, fails the 2nd; the roll is logged', () => {
    const { r, rolls } = act(2);
    expect(r).toMatchObject({ k: 1, need: 1, passed: true, apLeft: 5, actorDone: false, turn: { actionsTaken: 1, stopped: false } });
    expect(rolls).toEqual([expect.objectContaining({ purpose: 'blackpowder.roll.actionTest', ruleId: 'BP-GAP-03', faces: [2], atLeast: 2, figureIds: ['zouave'] }) as RollEvent]);
    expect(act(2, { turn: r.turn, apLeft: r.apLeft }).r).toMatchObject({ k: 2, need: 2, passed: false });
  });

  it('BP-GAP-03: a failed test still spends the AP and ends the actor\'s actions this turn', () => {
    const { r } = act(1, { turn: { actionsTaken: 1, stopped: false }, apLeft: 4 });
    expect(r).toMatchObject({ passed: false, cost: 2, apLeft: 2, actorDone: true, turn: { actionsTaken: 2, stopped: true } });
    expect(checkActionTest({ actorId: 'zouave', turn: r.turn, apLeft: r.apLeft })).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.action.stopped', ruleId: 'BP-GAP-03' } });
  });

  it('BP-GAP-03: not enough AP for the k-th action is refused before any die', () => {
    const { ctx, events } = makeResolveContext(fixedDice([]));
    expect(rollActionTest(ctx, { ...zouave, turn: { actionsTaken: 2, stopped: false }, apLeft: 2 }))
      .toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.action.noAp', ruleId: 'BP-GAP-03', params: { k: 3, cost: 3, apLeft: 2 } } });
    expect(events()).toEqual([]);
  });

  it('BP-GAP-03: the exact chance of passing — СД 1/2/3: 5/6, 2/3, 1/2; SD 6 never', () => {
    expect([1, 2, 3].map((k) => actionTestChance([1, 2, 3], k))).toEqual([fraction(5, 6), fraction(2, 3), fraction(1, 2)]);
    expect(actionTestChance([6, 6, 6], 1)).toEqual(fraction(0));
  });

  it('BP-GAP-03: the exact chance equals brute force over the die', () => {
    fc.assert(fc.property(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })), fc.integer({ min: 1, max: 3 }), (sd, k) => {
      const turn = { actionsTaken: k - 1, stopped: false };
      const passes = [1, 2, 3, 4, 5, 6].filter((f) => act(f, { sd, turn }).r.passed).length;
      expect(actionTestChance(sd, k)).toEqual(fraction(passes, 6));
    }));
  });
});
