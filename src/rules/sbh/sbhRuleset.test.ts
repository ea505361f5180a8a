/**
 * The router's shared checks (sbhRuleset.ts), through a tiny fake family (`spend` costs
 * params.cost actions, `strike` is the activation's one attack): actions need the activated figure
 * with enough actions left; one attack per activation (SBH-GAP-05); spent actions are counted.
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine/applyAction';
import { fixedDice } from '../../engine/dice';
import type { Action } from '../../engine/state';
import { activateAction } from './activation/activationHandler';
import { activationTestRuleset as ruleset } from './activation/testing/activationRuleset';
import { startSbhGame } from './activation/testing/sbhTestGame';
import type { SbhState } from './sbhTypes';
import { activeSide } from './sbhTypes';

const start = (): SbhState => startSbhGame(ruleset);
const spend = (figureId: string, cost = 1): Action => ({ type: 'spend', side: figureId[0]!, figureId, params: { cost } });
const strike = (figureId: string): Action => ({ type: 'strike', side: figureId[0]!, figureId });

function ok(state: SbhState, action: Action, faces: number[] = []): SbhState {
  const r = applyAction(ruleset, state, action, { dice: fixedDice(faces) });
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}

describe('the SBH router', () => {
  it('SBH-GAP-03: an action that costs actions needs its figure to be the one activated', () => {
    const s = start();
    expect(ruleset.check(s, spend('a1'))).toMatchObject({ reasonKey: 'sbh.notActivated', ruleId: 'SBH-GAP-03', params: { figureId: 'a1' } });
    const act = ok(s, activateAction('a', 'a2', 2), [5, 6]);
    expect(ruleset.check(act, spend('a1'))?.reasonKey).toBe('sbh.notActivated');
    expect(ruleset.check(act, spend('a2'))).toBeNull();
  });

  it('SBH-GAP-05: an action costing more than the actions left is refused (power blow and aimed shot cost 2)', () => {
    const act = ok(start(), activateAction('a', 'a2', 2), [4, 1]);
    expect(act.flow.activation?.actionsLeft).toBe(1);
    expect(ruleset.check(act, spend('a2', 2))).toMatchObject({ reasonKey: 'sbh.notEnoughActions', ruleId: 'SBH-GAP-05', params: { cost: 2, left: 1 } });
    const two = ok(start(), activateAction('a', 'a2', 2), [4, 5]);
    const after = ok(two, spend('a2', 2));
    expect(after.flow.activation).toBeNull();
  });

  it('SBH-GAP-05: only one attack per activation, even with actions left', () => {
    let s = ok(start(), activateAction('a', 'a1', 3), [3, 4, 5]);
    s = ok(s, strike('a1'));
    expect(s.flow.activation).toMatchObject({ actionsLeft: 2, attacked: true });
    expect(ruleset.check(s, strike('a1'))).toMatchObject({ reasonKey: 'sbh.oneAttack', ruleId: 'SBH-GAP-05' });
    // Other actions still go.
    s = ok(s, spend('a1'));
    expect(s.flow.activation?.actionsLeft).toBe(1);
  });

  it('SBH-GAP-05: the attack mark is the activation\'s: the next figure may attack again', () => {
    let s = ok(start(), activateAction('a', 'a1', 1), [3]);
    s = ok(s, strike('a1'));
    expect(s.flow.activation).toBeNull();
    s = ok(s, activateAction('a', 'a2', 1), [4]);
    expect(ruleset.check(s, strike('a2'))).toBeNull();
  });

  it('SBH-GAP-03: an unknown action is refused with its type; the log names it', () => {
    const s = start();
    expect(ruleset.check(s, { type: 'dance', side: 'a' })).toMatchObject({ reasonKey: 'sbh.unknownAction', params: { type: 'dance' } });
    expect(ruleset.describeAction(s, { type: 'dance', side: 'a' })).toEqual({ labelKey: 'sbh.action.unknown', params: { type: 'dance' } });
  });

  it('SBH-GAP-03: a refused action leaves the state as it was', () => {
    const s = ok(start(), activateAction('a', 'a2', 2), [4, 1]);
    const before = structuredClone(s);
    const r = applyAction(ruleset, s, spend('a2', 2), { dice: fixedDice([]) });
    expect(r.ok).toBe(false);
    expect(s).toEqual(before);
    expect(activeSide(s)).toBe('a');
  });

  it('SBH-GAP-03: the preview gives the router\'s refusal first, as check does', () => {
    const base = start();
    const s: SbhState = { ...base, flow: { ...base.flow, pendingReaction: { chargerId: 'b1', targetId: 'a1', shortPoint: { x: 0, y: 0 }, shortStandsOn: null, noShot: false } } };
    // The activation's own check would say "a bound figure"; the pending charge comes first.
    const bound: SbhState = { ...s, figureState: { ...s.figureState, a2: { ...s.figureState.a2!, bound: true } } };
    const a = activateAction('a', 'a2', 2);
    expect(ruleset.check(bound, a)?.reasonKey).toBe('sbh.reactionPending');
    expect(ruleset.previewAction?.(bound, a)?.refusal?.reasonKey).toBe('sbh.reactionPending');
  });
});
