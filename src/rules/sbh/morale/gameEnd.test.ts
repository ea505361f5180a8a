import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/applyAction';
import { fixedDice } from '../../../engine/dice';
import { replayGame, stepsOfLog } from '../../../engine/replay';
import { stateHash } from '../../../engine/stateHash';
import type { Action } from '../../../engine/state';
import type { SbhState } from '../sbhTypes';
import { brokenSideOf, destroyedPointsBySide, endAtPercentOf } from './gameEnd';
import { moraleTestRuleset, sbhFigure, startGame, tableOf } from './testing/moraleTable';

const remove = (figureId: string): Action => ({ type: 'test.remove', side: 'a', targetIds: [figureId] });

/** Apply in turn; every morale test the removals trigger passes (forced sixes) unless `seeded` (then it stops when the game ends). */
function play(state: SbhState, actions: readonly Action[], seeded = false): SbhState {
  let s = state;
  for (const a of actions) {
    if (seeded && s.outcome !== null) break;
    const r = applyAction(moraleTestRuleset, s, a, seeded ? {} : { dice: fixedDice([6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]) });
    if (!r.ok) throw new Error(r.refusal.message);
    s = r.state;
  }
  return s;
}

/** Side a: four figures worth 10, 10, 10, 30; side b: three worth 20, 5, 5. */
const armies = (options: Record<string, unknown> = {}, scenarioOptions: Record<string, number> = {}) => startGame([
  sbhFigure({ id: 'a1', x: 4, y: 4 }), sbhFigure({ id: 'a2', x: 6, y: 4 }), sbhFigure({ id: 'a3', x: 8, y: 4 }), sbhFigure({ id: 'a4', x: 10, y: 4 }, { points: 30 }),
  sbhFigure({ id: 'b1', x: 4, y: 30, side: 'b' }, { points: 20 }), sbhFigure({ id: 'b2', x: 6, y: 30, side: 'b' }, { points: 5 }), sbhFigure({ id: 'b3', x: 8, y: 30, side: 'b' }, { points: 5 }),
], options, [], scenarioOptions);

describe('SBH-GAP-14 · the end of the game and the winner by points', () => {
  it('SBH-GAP-14: a warband with no figures left ends the game; more enemy points destroyed wins (fled and out of action count)', () => {
    // b loses b1 (20), b2, b3 (5 each) = 30 destroyed by a; a loses a1 (10) = 10 destroyed by b.
    const s = play(armies(), [remove('a1'), remove('b1'), remove('b2'), remove('b3')]);
    expect(s.outcome).toEqual({
      winner: 'a', reasonKey: 'sbh.outcome.wipedOut',
      params: { brokenSideId: 'b', winnerSideId: 'a', winnerPoints: 30, loserSideId: 'b', loserPoints: 10 },
    });
    expect(s.actors).toEqual([]);
  });

  it('SBH-GAP-14: the side wiped out may still win on points (the winner is by points, not by who is left)', () => {
    // a destroys b1 only (20); b destroys all of a (60): b... is the one left, and wins on points too.
    // Here: a is wiped out after b lost 20; b destroyed 60 → b wins.
    const s = play(armies(), [remove('b1'), remove('a1'), remove('a2'), remove('a3'), remove('a4')]);
    expect(s.outcome).toMatchObject({ winner: 'b', params: { brokenSideId: 'a', winnerPoints: 60, loserPoints: 20 } });
  });

  it('SBH-GAP-14 + SBH-MORALE-3: fled figures count as destroyed; equal points are a draw', () => {
    const s0 = startGame([
      sbhFigure({ id: 'a1', x: 4, y: 4 }, { points: 10 }), sbhFigure({ id: 'a2', x: 6, y: 4 }, { points: 10 }),
      sbhFigure({ id: 'b1', x: 4, y: 30, side: 'b' }, { points: 10 }),
    ]);
    const withFled: SbhState = { ...s0, flow: { ...s0.flow, casualties: [{ figureId: 'x', sideId: 'b', name: 'x', points: 10, turn: 1, how: 'fled', ruleId: 'SBH-MORALE-3' }] } };
    expect(destroyedPointsBySide(withFled)).toEqual({ a: 10, b: 0 });
    const s = play(s0, [remove('a1')]);
    expect(s.outcome).toBeNull();
    const end = play(s, [remove('b1')]);
    expect(end.outcome).toMatchObject({ winner: null, reasonKey: 'sbh.outcome.wipedOut', params: { brokenSideId: 'b', winnerPoints: 10, loserPoints: 10 } });
  });

  it('SBH-GAP-14: below the scenario\'s limit (sbhEndAtPercent 50) ends the game; exactly at it does not', () => {
    const s0 = armies({}, { sbhEndAtPercent: 50 });
    expect(endAtPercentOf(s0)).toBe(50);
    const half = play(s0, [remove('a1'), remove('a2')]);
    expect(half.outcome).toBeNull(); // 2 of 4 is 50 %: not below
    const routed = play(half, [remove('a3')]);
    expect(routed.outcome).toMatchObject({ winner: 'b', reasonKey: 'sbh.outcome.routed', params: { brokenSideId: 'a', winnerPoints: 30, loserPoints: 0 } });
  });

  it('SBH-GAP-14: the option endAtPercent beats the scenario\'s; 0 with no scenario limit = only when wiped out', () => {
    expect(endAtPercentOf(armies({ endAtPercent: 75 }, { sbhEndAtPercent: 50 }))).toBe(75);
    expect(endAtPercentOf(armies())).toBe(0);
    expect(endAtPercentOf(armies({}, { sbhEndAtPercent: 95 }))).toBe(0);
    const s = play(armies({ endAtPercent: 75 }), [remove('b1')]);
    expect(s.outcome).toMatchObject({ reasonKey: 'sbh.outcome.routed', winner: 'a' }); // 2 of 3 < 75 %
    expect(brokenSideOf(play(armies(), [remove('b1'), remove('b2')]))).toBeNull();
  });

  it('SBH-GAP-14: an ended game refuses further actions, and replays (morale dice and all) to the same hash', () => {
    const s0 = armies();
    const s = play(s0, [remove('a1'), remove('b1'), remove('b2'), remove('b3')], true);
    expect(s.log.some((e) => e.kind === 'action' && e.events.some((ev) => ev.type === 'roll'))).toBe(true);
    expect(s.outcome).not.toBeNull();
    const r = applyAction(moraleTestRuleset, s, remove('a1'), { dice: fixedDice([]) });
    expect(r.ok).toBe(false);
    const replayed = replayGame(moraleTestRuleset, tableOf(s0.scenario.figures), s0.options, s0.seed, stepsOfLog(s.log));
    expect(replayed.ok && stateHash(replayed.state)).toBe(stateHash(s));
  });
});
