import { describe, expect, it } from 'vitest';
import { DiceTestError } from '../../../engine/dice';
import { gameDriver } from '../../../engine/testing/gameDriver';
import type { RollEvent } from '../../../engine/state';
import type { BpState } from './bpTypes';
import { withBpFigState } from './bpTypes';
import { flowTestRuleset, startGame } from './testing/flowTestKit';
import { fightersLost, isShaken, victoryOutcome, withVictory } from './gameEnd';

const out = (s: BpState, ids: readonly string[]): BpState => ids.reduce((t, id) => withBpFigState(t, id, { outOfAction: true }), s);
/** Prussians first every round (scenario order): the Zouaves' turn, ready to hand back to the Prussians. */
const zouaveTurn = (options: Record<string, unknown> = {}): BpState =>
  gameDriver(flowTestRuleset, startGame({ initiative: 'scenarioOrder', ...options }, [])).accept({ type: 'endTurn', side: 'p' }).state;
const endZouaveTurn = (s: BpState, dice: readonly number[]) => gameDriver(flowTestRuleset, s).accept({ type: 'endTurn', side: 'z' }, dice);

describe('morale and the end (BP-GAP-14)', () => {
  it('BP-GAP-14: a side that has lost half its fighters is shaken (option moraleLossPercent)', () => {
    const s = zouaveTurn();
    expect([fightersLost(out(s, ['pA', 'pB']), 'p'), isShaken(out(s, ['pA', 'pB']), 'p')]).toEqual([2, false]);
    expect(isShaken(out(s, ['pA', 'pB', 'pC']), 'p')).toBe(true);
    expect(isShaken(out(zouaveTurn({ moraleLossPercent: 30 }), ['pA', 'pB']), 'p')).toBe(true);
    // A figure taken off the table counts as lost too.
    const gone = { ...s, scenario: { ...s.scenario, figures: s.scenario.figures.filter((f) => !['pA', 'pB', 'pC'].includes(f.id)) } };
    expect(isShaken(gone, 'p')).toBe(true);
  });

  it('BP-GAP-14: at the start of its turn a shaken side\'s Group tests 1d6 > SD[3] of its Leader (СД 1/2/4: a 4 fails) and must withdraw', () => {
    const d = endZouaveTurn(out(zouaveTurn(), ['pA', 'pB', 'pC']), [4]);
    expect(d.state.flow.mustWithdraw).toEqual(['pGroup']);
    expect(d.events.filter((e): e is RollEvent => e.type === 'roll')).toEqual([expect.objectContaining({
      purpose: 'blackpowder.roll.morale', ruleId: 'BP-GAP-14', faces: [4], atLeast: 5, figureIds: ['pL', 'p1', 'p2'], params: { unitId: 'pGroup', groupName: 'pGroup', testerFigureId: 'pL', sd: 4 },
    }) as RollEvent]);
    expect(d.events).toContainEqual(expect.objectContaining({ type: 'blackpowder.morale.withdraw', ruleId: 'BP-GAP-14', params: { unitId: 'pGroup', groupName: 'pGroup' } }));
    // The withdrawal is for that turn: the next turn clears it.
    expect(gameDriver(flowTestRuleset, d.state).accept({ type: 'endTurn', side: 'p' }).state.flow.mustWithdraw).toEqual([]);
  });

  it('BP-GAP-14: a 5 passes: no withdrawal; a side not shaken rolls no die', () => {
    expect(endZouaveTurn(out(zouaveTurn(), ['pA', 'pB', 'pC']), [5]).state.flow.mustWithdraw).toEqual([]);
    expect(endZouaveTurn(out(zouaveTurn(), ['pA', 'pB']), []).state.flow.mustWithdraw).toEqual([]);
    expect(() => endZouaveTurn(out(zouaveTurn(), ['pA', 'pB', 'pC']), [])).toThrow(DiceTestError);
  });

  it('BP-GAP-14: a Group whose Leader is out tests against its worst SD[3] (DECISION); a broken-up Group does not test', () => {
    const leaderless = endZouaveTurn(out(zouaveTurn(), ['pL', 'pA', 'pB']), [3]);
    expect(leaderless.events.find((e) => e.type === 'roll')?.params).toEqual({ unitId: 'pGroup', groupName: 'pGroup', testerFigureId: 'p1', sd: 3 });
    expect(leaderless.state.flow.mustWithdraw).toEqual(['pGroup']);
    expect(endZouaveTurn(out(zouaveTurn(), ['pL', 'p1', 'pA']), []).state.flow.mustWithdraw).toEqual([]);
  });

  it('BP-GAP-14: a side with no fighter in action loses: the other wins, with the reason', () => {
    const s = zouaveTurn();
    expect(victoryOutcome(out(s, ['zL', 'z1', 'z2', 'z3']))).toBeNull();
    const won = withVictory(out(s, ['zL', 'z1', 'z2', 'z3', 'zA']));
    expect(won.outcome).toEqual({ winner: 'p', reasonKey: 'blackpowder.outcome.lastSideStanding', params: { winnerSideId: 'p', loserSideId: 'z' } });
    expect(won.actors).toEqual([]);
    expect(victoryOutcome(out(s, s.scenario.figures.map((f) => f.id)))).toEqual({ winner: null, reasonKey: 'blackpowder.outcome.allOut', params: {} });
    // The end of a turn finds it too, and nobody may act afterwards.
    const ended = gameDriver(flowTestRuleset, out(s, ['zL', 'z1', 'z2', 'z3', 'zA'])).accept({ type: 'endTurn', side: 'z' }).state;
    expect([ended.outcome?.winner, ended.actors]).toEqual(['p', []]);
  });
});
