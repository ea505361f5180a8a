import { describe, expect, it } from 'vitest';
import { gameDriver } from '../../../engine/testing/gameDriver';
import type { BpState } from './bpTypes';
import { withBpFigState } from './bpTypes';
import { flowScenario, flowTestRuleset, startGame } from './testing/flowTestKit';
import { roundLimitOf } from './roundLimit';

const out = (s: BpState, ids: readonly string[]): BpState => ids.reduce((t, id) => withBpFigState(t, id, { outOfAction: true }), s);
const end = (s: BpState, side: string) => gameDriver(flowTestRuleset, s).accept({ type: 'endTurn', side });

describe('the round limit (BP-GAP-14, DECISION)', () => {
  it('BP-GAP-14: with roundLimit 1 the game ends when the second side ends round 1, not before', () => {
    const s = startGame({ initiative: 'scenarioOrder', roundLimit: 1 });
    const afterP = end(s, 'p');
    expect([afterP.state.outcome, afterP.state.flow.round]).toEqual([null, 1]);
    const afterZ = end(afterP.state, 'z');
    expect(afterZ.state.outcome).toEqual({
      winner: null, reasonKey: 'blackpowder.outcome.roundLimitDraw',
      params: { round: 1, winnerSideId: null, firstSideId: 'p', firstDowned: 0, secondSideId: 'z', secondDowned: 0 },
    });
    expect(afterZ.state.actors).toEqual([]);
    expect(afterZ.events).toContainEqual(expect.objectContaining({ type: 'blackpowder.roundLimitReached', ruleId: 'BP-GAP-14', params: { round: 1 } }));
    // No new round was begun: no initiative, no turn of round 2.
    expect(afterZ.events.some((e) => e.type === 'blackpowder.turnBegan')).toBe(false);
    expect(afterZ.state.flow.round).toBe(1);
  });

  it('BP-GAP-14: at the limit the side that put more enemy fighters out of the fight wins', () => {
    const s = startGame({ initiative: 'scenarioOrder', roundLimit: 1 });
    const zTurn = end(s, 'p').state;
    // Two Zouaves out, one Prussian out: the Prussians put out more.
    const r = end(out(zTurn, ['zA', 'z3', 'pC']), 'z').state;
    expect(r.outcome).toEqual({
      winner: 'p', reasonKey: 'blackpowder.outcome.roundLimit',
      params: { round: 1, winnerSideId: 'p', firstSideId: 'p', firstDowned: 2, secondSideId: 'z', secondDowned: 1 },
    });
    // A fighter gone from the table (a withdrawal off the edge) counts as put out.
    const gone = { ...zTurn, scenario: { ...zTurn.scenario, figures: zTurn.scenario.figures.filter((f) => f.id !== 'pA' && f.id !== 'pB') } };
    expect(end(out(gone, ['zA']), 'z').state.outcome?.winner).toBe('z');
  });

  it('BP-GAP-14: without a limit, or before the last round, play goes on into the next round', () => {
    const none = startGame({ initiative: 'scenarioOrder' });
    expect(end(end(none, 'p').state, 'z').state).toMatchObject({ outcome: null, flow: { round: 2 } });
    const two = startGame({ initiative: 'scenarioOrder', roundLimit: 2 });
    const round2 = end(end(two, 'p').state, 'z').state;
    expect([round2.outcome, round2.flow.round]).toEqual([null, 2]);
    expect(end(end(round2, 'p').state, 'z').state.outcome?.reasonKey).toBe('blackpowder.outcome.roundLimitDraw');
  });

  it('BP-GAP-14: the scenario\'s options.roundLimit applies when the option is 0; the option above 0 overrides it', () => {
    const scenario = { ...flowScenario(), options: { roundLimit: 3 } };
    expect(roundLimitOf(startGame({ initiative: 'scenarioOrder' }, [], scenario))).toBe(3);
    expect(roundLimitOf(startGame({ initiative: 'scenarioOrder', roundLimit: 5 }, [], scenario))).toBe(5);
    expect(roundLimitOf(startGame({ initiative: 'scenarioOrder' }))).toBeNull();
    // Not a positive whole number: no limit.
    expect(roundLimitOf(startGame({ initiative: 'scenarioOrder' }, [], { ...flowScenario(), options: { roundLimit: 2.5 } }))).toBeNull();
  });
});
