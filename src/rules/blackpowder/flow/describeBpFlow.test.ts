import { describe, expect, it } from 'vitest';
import type { BpState } from './bpTypes';
import { describeBpFlow } from './describeBpFlow';
import { withAp } from './flowAccess';
import { flowScenario, prussians, startGame } from './testing/flowTestKit';

describe('the banner (BP-GAP-02, BP-GAP-03)', () => {
  it('BP-GAP-03: "Prussians: 7 AP · Zouaves: 3 AP left for reactions" — both sides\' AP, the round and the turn', () => {
    const s0 = startGame({}, [6, 1]);
    const s: BpState = { ...s0, flow: withAp(withAp(s0.flow, 'p', 7), 'z', 3) };
    expect(describeBpFlow(s)).toEqual({
      turn: 1, labelKey: 'blackpowder.flow.turn', params: { round: 1, activeSideId: 'p', activeAp: 7, reactingSideId: 'z', reactingAp: 3 },
    });
  });

  it('BP-REACT-1: while a move waits for reactions, the reacting side and its AP, and the mover', () => {
    const s0 = startGame({}, [6, 1]);
    const s: BpState = {
      ...s0,
      flow: { ...withAp(s0.flow, 'z', 2), pendingMove: { actorId: 'pGroup', sideId: 'p', kind: 'run', path: [], memberPaths: {}, chargeTargetId: null, passedSideIds: [], params: {} } },
    };
    expect(describeBpFlow(s)).toMatchObject({ labelKey: 'blackpowder.flow.reaction', params: { reactingSideId: 'z', reactingAp: 2, actorFigureId: 'pGroup', actorName: 'pGroup', activeSideId: 'p', activeAp: 8 } });
  });

  it('BP-GAP-14: after the end, the game-over line; with one side only, the plain line', () => {
    const s = startGame({}, [6, 1]);
    expect(describeBpFlow({ ...s, outcome: { winner: 'p', reasonKey: 'blackpowder.outcome.lastSideStanding' } }).labelKey).toBe('blackpowder.flow.gameOver');
    // No units given: six lone fighters, 12 AP.
    const solo = { ...flowScenario(prussians, []), sides: [{ id: 'p', name: 'Prussians', color: '#000' }] };
    expect(describeBpFlow(startGame({}, [], solo))).toEqual({ turn: 1, labelKey: 'blackpowder.flow.turnPlain', params: { round: 1, activeSideId: 'p', activeAp: 12 } });
  });

  it('BP-GAP-14: with a round limit the banner says which round is the last ("Round 1 of 6")', () => {
    const s0 = startGame({ roundLimit: 6 }, [6, 1]);
    expect(describeBpFlow(s0)).toMatchObject({ labelKey: 'blackpowder.flow.turnOfLast', params: { round: 1, lastRound: 6, activeSideId: 'p' } });
    const solo = { ...flowScenario(prussians, []), sides: [{ id: 'p', name: 'Prussians', color: '#000' }], options: { roundLimit: 4 } };
    expect(describeBpFlow(startGame({}, [], solo))).toMatchObject({ labelKey: 'blackpowder.flow.turnPlainOfLast', params: { lastRound: 4 } });
  });
});
