import { describe, expect, it } from 'vitest';
import { gameDriver } from '../../../engine/testing/gameDriver';
import type { BpState } from './bpTypes';
import { flowTestRuleset, startGame } from './testing/flowTestKit';
import { expireRunningOnActivation, isRunning, markRunning } from './running';

const endTurnBy = (s: BpState, side: string, dice: readonly number[] = []) => gameDriver(flowTestRuleset, s).accept({ type: 'endTurn', side }, dice).state;

/** Prussians first every round (scenario order); pA runs in round 1. */
const ranInRound1 = (runningUntil: string): BpState => markRunning(startGame({ initiative: 'scenarioOrder', runningUntil }, []), ['pA']);

describe('running (BP-GAP-06)', () => {
  it('BP-GAP-06: nextActivation (default): a runner counts as running through the enemy\'s turn, until it next activates', () => {
    let s = ranInRound1('nextActivation');
    expect(s.figureState.pA?.running).toEqual({ round: 1, until: 'nextActivation' });
    // Its first action in this same turn does not end it.
    expect(isRunning(expireRunningOnActivation(s, ['pA']), 'pA')).toBe(true);
    s = endTurnBy(s, 'p');
    expect(isRunning(s, 'pA')).toBe(true);
    s = endTurnBy(s, 'z');
    expect([s.flow.round, isRunning(s, 'pA')]).toEqual([2, true]);
    // Round 2: its first action ends it.
    expect(isRunning(expireRunningOnActivation(s, ['pA']), 'pA')).toBe(false);
    expect(isRunning(expireRunningOnActivation(s, ['pB']), 'pA')).toBe(true);
  });

  it('BP-GAP-06: nextActivation: a runner that does not act in its side\'s next turn stops running when that turn ends (DECISION)', () => {
    let s = endTurnBy(endTurnBy(ranInRound1('nextActivation'), 'p'), 'z');
    expect(isRunning(s, 'pA')).toBe(true);
    s = endTurnBy(s, 'p');
    expect(isRunning(s, 'pA')).toBe(false);
  });

  it('BP-GAP-06: endOfOwnTurn: running ends as its own side\'s turn ends (so the enemy\'s turn does not see it)', () => {
    let s = ranInRound1('endOfOwnTurn');
    expect(s.figureState.pA?.running).toEqual({ round: 1, until: 'endOfOwnTurn' });
    expect(isRunning(expireRunningOnActivation(s, ['pA']), 'pA')).toBe(true);
    s = endTurnBy(s, 'p');
    expect(isRunning(s, 'pA')).toBe(false);
  });

  it('BP-GAP-06: the end of the enemy\'s turn leaves a runner alone: a Zouave that ran in round 1 still runs after the Prussians\' round-2 turn (nextActivation)', () => {
    for (const until of ['nextActivation', 'endOfOwnTurn']) {
      let s = markRunning(endTurnBy(startGame({ initiative: 'scenarioOrder', runningUntil: until }, []), 'p'), ['z1']);
      s = endTurnBy(s, 'z');
      expect([s.flow.round, isRunning(s, 'z1')]).toEqual([2, until === 'nextActivation']);
      s = endTurnBy(s, 'p');
      expect(isRunning(s, 'z1')).toBe(until === 'nextActivation');
    }
  });
});
