import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/applyAction';
import { fixedDice } from '../../../engine/dice';
import type { Action, RollEvent } from '../../../engine/state';
import { sbhRuleset } from '..';
import type { SbhState } from '../sbhTypes';
import { activeSide, figStateOf, withFigState } from '../sbhTypes';
import { activateAction } from './activationHandler';
import { activationTestRuleset as ruleset } from './testing/activationRuleset';
import { sbhTestScenario, startSbhGame } from './testing/sbhTestGame';

/** a1 Q3, a2 Q4, a3 Q5; b1 Q3, b2 Q4, b3 Q5; side a plays first. */
const start = (): SbhState => startSbhGame(ruleset);

function ok(state: SbhState, action: Action, faces: number[] = []) {
  const r = applyAction(ruleset, state, action, { dice: fixedDice(faces) });
  if (!r.ok) throw new Error(r.refusal.message);
  return r;
}

function refused(state: SbhState, action: Action) {
  const r = applyAction(ruleset, state, action, { dice: fixedDice([]) });
  if (r.ok) throw new Error(`${action.type} was accepted`);
  return r.refusal;
}

const spend = (figureId: string, cost = 1): Action => ({ type: 'spend', side: figureId[0]!, figureId, params: { cost } });
const endTurn = (side: string): Action => ({ type: 'endTurn', side });

describe('activation: the Quality roll (SBH-GAP-02)', () => {
  it('SBH-GAP-02: a2 (Q4) on 3 dice rolls 4, 3, 6: two successes, two actions; the roll is logged against Quality', () => {
    const r = ok(start(), activateAction('a', 'a2', 3), [4, 3, 6]);
    expect(r.state.flow.activation).toEqual({ figureId: 'a2', dice: 3, successes: 2, failures: 1, actionsLeft: 2, attacked: false });
    expect(r.state.flow.turnover).toBe(false);
    const roll = r.events.find((e) => e.type === 'roll') as RollEvent;
    expect(roll).toMatchObject({ faces: [4, 3, 6], atLeast: 4, purpose: 'sbh.quality', ruleId: 'SBH-GAP-02', figureIds: ['a2'] });
    expect(r.events.find((e) => e.type === 'sbh.activated')).toMatchObject({ ruleId: 'SBH-GAP-03', params: { figureId: 'a2', dice: 3, successes: 2, failures: 1, turnover: false } });
  });

  it('SBH-GAP-02: a die equal to Quality succeeds, one below fails (a3 Q5 rolls 5, 4)', () => {
    const r = ok(start(), activateAction('a', 'a3', 2), [5, 4]);
    expect(r.state.flow.activation).toMatchObject({ successes: 1, failures: 1, actionsLeft: 1 });
  });

  it('SBH-GAP-02 (naturals): the option on or off gives the same activation at Quality 2–6 — a 1 fails and a 6 succeeds either way', () => {
    const scenario = sbhTestScenario([2, 6, 4, 2, 6, 4]);
    for (const naturalOnesAndSixes of [true, false]) {
      const s = startSbhGame(ruleset, scenario, { firstPlayer: 'scenarioOrder', naturalOnesAndSixes });
      expect(ok(s, activateAction('a', 'a1', 3), [1, 2, 6]).state.flow.activation).toMatchObject({ successes: 2, failures: 1 });
      expect(ok(s, activateAction('a', 'a2', 3), [6, 5, 1]).state.flow.activation).toMatchObject({ successes: 1, failures: 2 });
    }
  });
});

describe('activation and turnover (SBH-GAP-03)', () => {
  it('SBH-GAP-03: successes become actions; when they are spent the activation ends and the figure counts as activated', () => {
    let s = ok(start(), activateAction('a', 'a1', 2), [3, 5]).state;
    expect(s.flow.activation?.actionsLeft).toBe(2);
    s = ok(s, spend('a1')).state;
    expect(s.flow.activation?.actionsLeft).toBe(1);
    const r = ok(s, spend('a1'));
    expect(r.state.flow.activation).toBeNull();
    expect(figStateOf(r.state, 'a1').activated).toBe(true);
    expect(r.events.some((e) => e.type === 'sbh.activationEnded')).toBe(true);
    expect(activeSide(r.state)).toBe('a');
  });

  it('SBH-GAP-03: one failure — the figure uses its successes and the player may activate another figure', () => {
    let s = ok(start(), activateAction('a', 'a2', 2), [4, 1]).state;
    expect(s.flow.turnover).toBe(false);
    s = ok(s, spend('a2')).state;
    expect(s.flow.activation).toBeNull();
    expect(s.actors).toEqual(['a']);
    expect(ok(s, activateAction('a', 'a3', 1), [5]).state.flow.activation?.figureId).toBe('a3');
  });

  it('SBH-GAP-03: one die failing gives no action and no turnover: the activation ends at once, side a goes on', () => {
    const s = ok(start(), activateAction('a', 'a2', 1), [2]).state;
    expect(s.flow.activation).toBeNull();
    expect(figStateOf(s, 'a2').activated).toBe(true);
    expect(s.actors).toEqual(['a']);
  });

  it('SBH-GAP-03: two failures — the figure still uses its successes, then the turn passes (turnover)', () => {
    let s = ok(start(), activateAction('a', 'a2', 3), [6, 1, 2]).state;
    expect(s.flow.turnover).toBe(true);
    expect(s.flow.activation?.actionsLeft).toBe(1);
    expect(s.actors).toEqual(['a']);
    // Nobody else of side a may activate meanwhile.
    expect(refused(s, activateAction('a', 'a1', 1)).reasonKey).toBe('sbh.activate.otherActive');
    const r = ok(s, spend('a2'));
    s = r.state;
    expect(s.flow.activation).toBeNull();
    expect(s.flow.turnover).toBe(false);
    expect(activeSide(s)).toBe('b');
    expect(s.actors).toEqual(['b']);
    expect(r.events.find((e) => e.type === 'sbh.turnPassed')).toMatchObject({ ruleId: 'SBH-GAP-03', params: { sideSideId: 'b' } });
    expect(ok(s, activateAction('b', 'b1', 1), [4]).state.flow.activation?.figureId).toBe('b1');
  });

  it('SBH-GAP-03: two failures and no success pass the turn at once; three failures too', () => {
    const two = ok(start(), activateAction('a', 'a3', 2), [1, 4]).state;
    expect(two.flow.activation).toBeNull();
    expect(activeSide(two)).toBe('b');
    expect(figStateOf(two, 'a3').activated).toBe(true);
    const three = ok(start(), activateAction('a', 'a1', 3), [1, 2, 2]).state;
    expect(activeSide(three)).toBe('b');
  });

  it('SBH-GAP-03: a figure activates at most once a turn', () => {
    const s = ok(start(), activateAction('a', 'a1', 1), [6]).state;
    expect(refused(s, activateAction('a', 'a1', 2)).reasonKey).toBe('sbh.activate.already');
    const after = ok(s, spend('a1')).state;
    const why = refused(after, activateAction('a', 'a1', 2));
    expect(why).toMatchObject({ reasonKey: 'sbh.activate.once', ruleId: 'SBH-GAP-03' });
    expect(why.message).toContain('SBH-GAP-03');
  });

  it('SBH-GAP-03: the activation marks are cleared when the side\'s turn comes back, and the round counts up', () => {
    let s = ok(start(), activateAction('a', 'a1', 1), [2]).state; // Q3: fails, a1 activated
    expect(figStateOf(s, 'a1').activated).toBe(true);
    s = ok(s, endTurn('a')).state;
    expect(activeSide(s)).toBe('b');
    expect(s.turn).toBe(1);
    expect(figStateOf(s, 'a1').activated).toBe(true);
    s = ok(s, activateAction('b', 'b1', 1), [1]).state;
    s = ok(s, endTurn('b')).state;
    expect(activeSide(s)).toBe('a');
    expect(s.turn).toBe(2);
    expect(figStateOf(s, 'a1').activated).toBe(false);
    expect(ok(s, activateAction('a', 'a1', 1), [3]).state.flow.activation?.figureId).toBe('a1');
  });

  it('SBH-GAP-03: another figure\'s activation must end first — by spending its actions or ending it', () => {
    let s = ok(start(), activateAction('a', 'a1', 3), [3, 4, 5]).state;
    const why = refused(s, activateAction('a', 'a2', 1));
    expect(why).toMatchObject({ reasonKey: 'sbh.activate.otherActive', params: { activeFigureId: 'a1' } });
    expect(refused(s, { type: 'endActivation', side: 'a', figureId: 'a2' }).reasonKey).toBe('sbh.endActivation.notActive');
    s = ok(s, { type: 'endActivation', side: 'a', figureId: 'a1' }).state;
    expect(s.flow.activation).toBeNull();
    expect(figStateOf(s, 'a1').activated).toBe(true);
    expect(s.actors).toEqual(['a']);
    expect(ok(s, activateAction('a', 'a2', 1), [4]).state.flow.activation?.figureId).toBe('a2');
  });

  it('SBH-GAP-03: ending early after a turnover roll still passes the turn', () => {
    const s = ok(start(), activateAction('a', 'a1', 3), [3, 1, 1]).state;
    expect(s.flow.turnover).toBe(true);
    const after = ok(s, { type: 'endActivation', side: 'a', figureId: 'a1' }).state;
    expect(activeSide(after)).toBe('b');
  });

  it('SBH-GAP-03: when every figure of the side has activated, the turn passes by itself', () => {
    let s = start();
    s = ok(s, activateAction('a', 'a1', 1), [2]).state;
    s = ok(s, activateAction('a', 'a2', 1), [2]).state;
    expect(activeSide(s)).toBe('a');
    const r = ok(s, activateAction('a', 'a3', 1), [6]);
    expect(activeSide(r.state)).toBe('a');
    const last = ok(r.state, spend('a3'));
    expect(activeSide(last.state)).toBe('b');
    expect(last.state.actors).toEqual(['b']);
  });

  it('SBH-GAP-03: the player may end the turn; an activation under way ends first (its figure counts as activated)', () => {
    const s = ok(start(), activateAction('a', 'a1', 2), [5, 6]).state;
    const r = ok(s, endTurn('a'));
    expect(r.state.flow.activation).toBeNull();
    expect(figStateOf(r.state, 'a1').activated).toBe(true);
    expect(activeSide(r.state)).toBe('b');
    expect(r.events.filter((e) => e.type === 'sbh.turnPassed')).toHaveLength(1);
    // Only the side whose turn it is may end it.
    expect(refused(r.state, endTurn('a')).reasonKey).toBe('engine.notYourTurn');
    expect(ruleset.check(r.state, endTurn('a'))?.reasonKey).toBe('sbh.endTurn.notYourTurn');
  });

  it('SBH-GAP-03: only a figure of the side whose turn it is may activate; only with 1, 2 or 3 dice', () => {
    const s = start();
    expect(refused(s, activateAction('b', 'b1', 1)).reasonKey).toBe('engine.notYourTurn');
    expect(ruleset.check(s, activateAction('b', 'b1', 1))).toMatchObject({ reasonKey: 'sbh.activate.notYourTurn', params: { activeSideId: 'a' } });
    for (const dice of [0, 4, '2', null]) {
      expect(refused(s, { type: 'activate', side: 'a', figureId: 'a1', params: { dice } }).reasonKey).toBe('sbh.activate.badDice');
    }
    expect(refused(s, { type: 'activate', side: 'a', figureId: 'a1' }).reasonKey).toBe('sbh.activate.badDice');
    expect(refused(s, { type: 'activate', side: 'a', params: { dice: 1 } }).reasonKey).toBe('sbh.activate.needsFigure');
  });
});

describe('bound figures (SBH-GAP-10)', () => {
  it('SBH-GAP-10: a bound figure cannot be activated', () => {
    const s = withFigState(start(), 'a2', { bound: true });
    expect(refused(s, activateAction('a', 'a2', 2))).toMatchObject({ reasonKey: 'sbh.activate.bound', ruleId: 'SBH-GAP-10' });
  });

  it('SBH-GAP-10: the last figure that can activate done, the turn passes even if bound figures are left', () => {
    let s = withFigState(withFigState(start(), 'a2', { bound: true }), 'a3', { bound: true });
    s = ok(s, activateAction('a', 'a1', 1), [2]).state;
    expect(activeSide(s)).toBe('b');
  });

  it('SBH-GAP-10: a side whose every figure is bound is passed over', () => {
    let s = start();
    for (const id of ['b1', 'b2', 'b3']) s = withFigState(s, id, { bound: true });
    const r = ok(s, endTurn('a'));
    expect(activeSide(r.state)).toBe('a');
    expect(r.state.turn).toBe(2);
    expect(r.events.filter((e) => e.type === 'sbh.turnPassed').map((e) => e.params?.sideSideId)).toEqual(['b', 'a']);
  });
});

describe('a charge waiting for its answer (router)', () => {
  it('SBH-CHARGE-1: nothing but the reactions while a reaction is pending — not even activating', () => {
    const base = start();
    const s: SbhState = { ...base, flow: { ...base.flow, pendingReaction: { chargerId: 'b1', targetId: 'a1', shortPoint: { x: 0, y: 0 }, shortStandsOn: null, noShot: false } } };
    expect(ruleset.check(s, activateAction('a', 'a2', 1))).toMatchObject({ reasonKey: 'sbh.reactionPending', params: { targetFigureId: 'a1' } });
    expect(ruleset.check(s, endTurn('a'))?.reasonKey).toBe('sbh.reactionPending');
  });
});

describe('candidates, descriptions, side actions, set-up', () => {
  it('SBH-GAP-03: a figure of the side to play has activate with 1, 2 and 3 dice; the activated one has endActivation; the other side nothing', () => {
    const s = start();
    expect(ruleset.candidateActions(s, 'a1').filter((a) => a.type === 'activate').map((a) => a.params?.dice)).toEqual([1, 2, 3]);
    expect(ruleset.candidateActions(s, 'b1')).toEqual([]);
    const act = ok(s, activateAction('a', 'a1', 2), [4, 5]).state;
    expect(ruleset.candidateActions(act, 'a1').map((a) => a.type)).toContain('endActivation');
    expect(ruleset.candidateActions(act, 'a1').some((a) => a.type === 'activate')).toBe(false);
    expect(ruleset.sideActions(s, 'a')).toEqual([{ type: 'endTurn', side: 'a' }]);
  });

  it('SBH-GAP-03: the log and the buttons name the actions', () => {
    const s = start();
    expect(ruleset.describeAction(s, activateAction('a', 'a1', 2))).toEqual({ labelKey: 'sbh.action.activate', params: { figureId: 'a1', dice: 2 } });
    expect(ruleset.describeAction(s, { type: 'endActivation', side: 'a', figureId: 'a1' })).toEqual({ labelKey: 'sbh.action.endActivation', params: { figureId: 'a1' } });
    expect(ruleset.describeAction(s, endTurn('a'))).toEqual({ labelKey: 'sbh.action.endTurn', params: { sideSideId: 'a' } });
  });

  it('SBH-GAP-03: the shipped ruleset offers the same activation actions', () => {
    const s = startSbhGame(sbhRuleset);
    expect(sbhRuleset.candidateActions(s, 'a1').filter((a) => a.type === 'activate')).toHaveLength(3);
    expect(sbhRuleset.sideActions(s, 'a')).toEqual([{ type: 'endTurn', side: 'a' }]);
  });

  it('SBH-GAP-03: who plays first — a d6 roll-off (ties roll again), or the scenario\'s order', () => {
    const roll = (faces: number[]) => startSbhGame(ruleset, sbhTestScenario(), {}, 1, fixedDice(faces));
    const bFirst = roll([2, 5]);
    expect(bFirst.flow.order).toEqual(['b', 'a']);
    expect(bFirst.actors).toEqual(['b']);
    expect(roll([3, 3, 6, 1]).flow.order).toEqual(['a', 'b']);
    const rolls = roll([3, 3, 6, 1]).log[0]!;
    expect(rolls.kind === 'setup' && rolls.events.filter((e) => e.type === 'roll')).toHaveLength(4);
    expect(startSbhGame(ruleset, sbhTestScenario(), { firstPlayer: 'scenarioOrder' }, 1, fixedDice([])).flow.order).toEqual(['a', 'b']);
  });

  it('SBH-GAP-03: the banner says whose turn, the activated figure, actions left and a pending turnover', () => {
    const s = start();
    expect(ruleset.describeFlow(s)).toMatchObject({ turn: 1, labelKey: 'sbh.flow.turn', params: { activeSideId: 'a' } });
    const act = ok(s, activateAction('a', 'a2', 3), [6, 1, 1]).state;
    expect(ruleset.describeFlow(act)).toMatchObject({ labelKey: 'sbh.flow.activation', params: { activeSideId: 'a', figureId: 'a2', actionsLeft: 1, turnover: true } });
  });
});
