import { describe, expect, it } from 'vitest';
import { DiceTestError } from '../../../engine/dice';
import { gameDriver } from '../../../engine/testing/gameDriver';
import type { BpState, PendingMove } from './bpTypes';
import { withBpFigState } from './bpTypes';
import { activeSideOf, apOf, bpActorsOf, withActorTurn, withAp, withReacted } from './flowAccess';
import { flowTestRuleset, startGame } from './testing/flowTestKit';

const endTurnBy = (s: BpState, side: string, dice: readonly number[] = []) => gameDriver(flowTestRuleset, s).accept({ type: 'endTurn', side }, dice).state;
const withFlowAp = (s: BpState, side: string, ap: number): BpState => ({ ...s, flow: withAp(s.flow, side, ap) });

const pending: PendingMove = {
  actorId: 'pA', sideId: 'p', kind: 'move', path: [{ x: 1, y: 1 }, { x: 3, y: 1 }], memberPaths: { pA: [{ x: 1, y: 1 }, { x: 3, y: 1 }] },
  chargeTargetId: null, passedSideIds: [], params: {},
};

describe('the turn (BP-GAP-02, BP-GAP-03, BP-REACT-3)', () => {
  it('BP-GAP-03: at the start of its own turn a side\'s unspent AP are lost; the opponent keeps what it left for reactions', () => {
    // Prussians first (6–1) with 8 AP; they spend 5, keep 3.
    let s = withFlowAp(startGame({}, [6, 1]), 'p', 3);
    s = endTurnBy(s, 'p');
    expect(activeSideOf(s.flow)).toBe('z');
    expect([apOf(s.flow, 'z'), apOf(s.flow, 'p')]).toEqual([4, 3]);
    // The Zouaves keep 1; round 2's roll-off (Prussians 5, Zouaves 2): the Prussians' 3 are lost, they get 8; the Zouaves keep their 1.
    s = endTurnBy(withFlowAp(s, 'z', 1), 'z', [5, 2]);
    expect([s.flow.round, activeSideOf(s.flow)]).toEqual([2, 'p']);
    expect([apOf(s.flow, 'p'), apOf(s.flow, 'z')]).toEqual([8, 1]);
  });

  it('BP-GAP-03: the allowance counts only fighters in action: a lone Zouave out and the Group down to its Leader → 1 lone fighter = 2 AP', () => {
    let s = startGame({}, [6, 1]);
    for (const id of ['zA', 'z1', 'z2', 'z3']) s = withBpFigState(s, id, { outOfAction: true });
    expect(apOf(endTurnBy(s, 'p').flow, 'z')).toBe(2);
  });

  it('BP-GAP-02: the other side then has its turn; after both, a new round rolls off again (rollOffEachRound)', () => {
    let s = startGame({}, [2, 4]);
    expect(s.flow.order).toEqual(['z', 'p']);
    s = endTurnBy(s, 'z');
    expect([s.turn, s.flow.round, activeSideOf(s.flow), s.flow.hadTurn, s.actors]).toEqual([2, 1, 'p', ['z'], ['p']]);
    const d = gameDriver(flowTestRuleset, s).accept({ type: 'endTurn', side: 'p' }, [3, 3, 1, 6]);
    expect([d.state.turn, d.state.flow.round, d.state.flow.order, d.state.flow.hadTurn]).toEqual([3, 2, ['z', 'p'], []]);
    expect(d.events.filter((e) => e.type === 'roll').map((e) => e.params?.rollerSideId)).toEqual(['p', 'z', 'p', 'z']);
    expect(d.events).toContainEqual({ type: 'blackpowder.initiative', ruleId: 'BP-GAP-02', params: { firstSideId: 'z', round: 2 } });
  });

  it('BP-GAP-02: rollOffOnce keeps the first order every round (no die); scenarioOrder never rolls', () => {
    for (const [options, dice] of [[{ initiative: 'rollOffOnce' }, [1, 2]], [{ initiative: 'scenarioOrder' }, []]] as const) {
      let s = startGame(options, dice);
      const first = s.flow.order;
      s = endTurnBy(endTurnBy(s, first[0]!), first[1]!);
      expect([s.flow.round, s.flow.order]).toEqual([2, first]);
    }
    expect(() => endTurnBy(endTurnBy(startGame({}, [6, 1]), 'p'), 'z', [])).toThrow(DiceTestError);
  });

  it('BP-REACT-3: the reaction attempts start again at the start of each enemy turn; every actor\'s action count too', () => {
    let s = startGame({}, [6, 1]);
    s = { ...s, flow: withReacted(withActorTurn(s.flow, 'pGroup', { actionsTaken: 2, stopped: true }), ['zA']) };
    s = endTurnBy(s, 'p');
    expect([s.flow.reacted, s.flow.actorTurns]).toEqual([[], {}]);
    s = { ...s, flow: withReacted(s.flow, ['pGroup', 'pA']) };
    s = endTurnBy(s, 'z', [6, 1]);
    expect(s.flow.reacted).toEqual([]);
  });

  it('BP-GAP-02: only the active side may end its turn', () => {
    const s = startGame({}, [6, 1]);
    expect(gameDriver(flowTestRuleset, s).refuse({ type: 'endTurn', side: 'z' })).toMatchObject({ reasonKey: 'engine.notYourTurn' });
    expect(flowTestRuleset.check(s, { type: 'endTurn', side: 'z' })).toMatchObject({ reasonKey: 'blackpowder.turn.notYours', ruleId: 'BP-GAP-02', params: { sideSideId: 'z', activeSideId: 'p' } });
    // No possessive after a side's name (plural names: "Zouaves's"): who is to act, and who asked.
    expect(flowTestRuleset.check(s, { type: 'endTurn', side: 'z' })?.message).toBe('not your turn: p to act, not z — BP-GAP-02');
    expect(flowTestRuleset.check(s, { type: 'endTurn', side: 'p' })).toBeNull();
  });

  it('BP-REACT-1: not while a move waits for reactions; meanwhile the other side acts, then the mover again once it has passed', () => {
    const s = startGame({}, [6, 1]);
    const waiting: BpState = { ...s, flow: { ...s.flow, pendingMove: pending } };
    expect(flowTestRuleset.check(waiting, { type: 'endTurn', side: 'p' })).toMatchObject({ reasonKey: 'blackpowder.turn.movePending', ruleId: 'BP-REACT-1', params: { actorFigureId: 'pA', actorName: 'pA' } });
    expect(bpActorsOf(waiting)).toEqual(['z']);
    expect(bpActorsOf({ ...waiting, flow: { ...waiting.flow, pendingMove: { ...pending, passedSideIds: ['z'] } } })).toEqual(['p']);
  });
});
