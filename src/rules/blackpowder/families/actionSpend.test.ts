/** BP-GAP-03 (the k-th action costs k AP and tests 1d6 > SD[k]; a failure spends and stops), BP-GAP-06, the gate. */
import { describe, expect, it } from 'vitest';
import { bpFigStateOf } from '../flow/bpTypes';
import { actorTurnOf, apOf } from '../flow/flowAccess';
import { activeActorGate, actorRefusal } from './actionSpend';
import { moveFamily } from './moveFamily';
import { moveTo, startMoveGame } from './testing/moveTestingKit';

describe('payAction — BP-GAP-03', () => {
  it('BP-GAP-03: the 1st, 2nd and 3rd actions cost 1, 2 and 3 AP, each tested against SD[k]; no 4th', () => {
    const g = startMoveGame();
    expect(apOf(g.state.flow, 'p')).toBe(8);
    g.accept(moveTo('pA', 40, 14), [2]);
    expect(apOf(g.state.flow, 'p')).toBe(7);
    const roll = g.events.find((e) => e.type === 'roll');
    expect(roll).toMatchObject({ purpose: 'blackpowder.roll.actionTest', ruleId: 'BP-GAP-03', params: { k: 1, cost: 1, sd: 1 } });
    g.accept(moveTo('pA', 40, 18), [3]);
    expect(apOf(g.state.flow, 'p')).toBe(5);
    g.accept(moveTo('pA', 40, 22), [4]);
    expect(apOf(g.state.flow, 'p')).toBe(2);
    expect(g.refuse(moveTo('pA', 40, 26), [6])).toMatchObject({ reasonKey: 'blackpowder.action.noFourth', ruleId: 'BP-GAP-03' });
  });

  it('BP-GAP-03: a failed test spends the AP, does nothing, and stops the actor for the turn', () => {
    const g = startMoveGame();
    const before = g.state.scenario.figures.find((f) => f.id === 'pA')!;
    g.accept(moveTo('pA', 40, 14), [1]);
    expect(apOf(g.state.flow, 'p')).toBe(7);
    expect(g.state.scenario.figures.find((f) => f.id === 'pA')).toEqual(before);
    expect(actorTurnOf(g.state.flow, 'pA')).toEqual({ actionsTaken: 1, stopped: true });
    expect(g.refuse(moveTo('pA', 40, 14), [6])).toMatchObject({ reasonKey: 'blackpowder.action.stopped', ruleId: 'BP-GAP-03' });
    g.accept(moveTo('pB', 50, 14), [2]);
  });

  it('BP-GAP-03: an action the side cannot pay for is refused with its cost', () => {
    const g = startMoveGame();
    g.setUp((s) => ({ ...s, flow: { ...s.flow, ap: { ...s.flow.ap, p: 1 }, actorTurns: { pA: { actionsTaken: 1, stopped: false } } } }));
    expect(g.refuse(moveTo('pA', 40, 14), [6])).toMatchObject({ reasonKey: 'blackpowder.action.noAp', params: { k: 2, cost: 2, apLeft: 1 } });
  });

  it('BP-GAP-03 option actionCost flat: every action costs 1 AP; failEndsActions off: a failure does not stop', () => {
    const g = startMoveGame({ actionCost: 'flat', failEndsActions: false });
    g.accept(moveTo('pA', 40, 14), [2]).accept(moveTo('pA', 40, 18), [1]);
    expect(apOf(g.state.flow, 'p')).toBe(6);
    expect(actorTurnOf(g.state.flow, 'pA')).toEqual({ actionsTaken: 2, stopped: false });
    g.accept(moveTo('pA', 40, 18), [4]);
    expect(apOf(g.state.flow, 'p')).toBe(5);
  });

  it('BP-GAP-06: the first action of a later turn ends a running mark; one made this turn stays', () => {
    const g = startMoveGame();
    g.setUp((s) => ({ ...s, figureState: { ...s.figureState, pA: { ...bpFigStateOf(s, 'pA'), running: { round: 0, until: 'nextActivation' } } } }));
    g.accept(moveTo('pA', 40, 14), [2]);
    expect(bpFigStateOf(g.state, 'pA').running).toBeNull();
    g.accept(moveTo('pB', 50, 25, 'run'), [2]);
    g.accept(moveTo('pB', 50, 28), [3]);
    expect(bpFigStateOf(g.state, 'pB').running).not.toBeNull();
  });
});

describe('activeActorGate — BP-GAP-02, BP-GAP-07', () => {
  it('BP-GAP-02: the inactive side may not act (the gate, behind the engine\'s actors)', () => {
    const g = startMoveGame();
    expect(actorRefusal(g.state, moveTo('zA', 50, 80, 'move', 'z'))).toMatchObject({ reasonKey: 'blackpowder.turn.notYours', ruleId: 'BP-GAP-02' });
    expect(activeActorGate(g.state, moveTo('zA', 50, 80, 'move', 'z'), moveFamily)).not.toBeNull();
    expect(activeActorGate(g.state, moveTo('pA', 40, 14), moveFamily)).toBeNull();
  });
  it('BP-GAP-07: a Group member acts with its Group, not alone', () => {
    const g = startMoveGame();
    expect(g.refuse(moveTo('p1', 15, 14), [6])).toMatchObject({ reasonKey: 'blackpowder.action.inGroup', params: { groupId: 'pGroup' } });
  });
  it('BP-DMG-1: an actor Out of Action does not act', () => {
    const g = startMoveGame();
    g.setUp((s) => ({ ...s, figureState: { ...s.figureState, pA: { ...bpFigStateOf(s, 'pA'), outOfAction: true } } }));
    expect(g.refuse(moveTo('pA', 40, 14), [6])).toMatchObject({ reasonKey: 'blackpowder.action.outOfAction', ruleId: 'BP-DMG-1' });
  });
});
