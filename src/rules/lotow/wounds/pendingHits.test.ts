/**
 * Hits part 1 queues (LOTOW-FALL-2, LOTOW-THROWN-1) get their wound rolls (LOTOW-GAP-07) right
 * after the action that queued them — through the shipped ruleset (index.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/applyAction';
import { fixedDice } from '../../../engine/dice';
import { moveAction } from '../../../engine/intents';
import { newGame } from '../../../engine/replay';
import type { Figure } from '../../../engine/model';
import { isRollEvent } from '../../../engine/state';
import { lotowRuleset } from '../index';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { level, man, table } from '../movement/testing/movementScenarios';
import { foot, lotowTestState } from '../mounts/testing/lotowTestState';
import { resolvePendingHits } from './pendingHits';
import { withDice } from './testing/withDice';

/** Jack on a 3″ roof (TV-LOTOW-07), Cole far off on side B; side A has the Advantage. */
function onTheRoof(wounds = 1): LotowState {
  const figures: Figure[] = [man('jack', 6.125, 6.125, { standsOn: 'roof', profile: { wounds } }), man('cole', 20, 20, { side: 'b' })];
  const g = newGame(lotowRuleset, table([level('roof', 2, 2, 6, 8, 3)], figures), {}, 1, fixedDice([6, 1]));
  if (!g.ok) throw new Error(JSON.stringify(g.problems));
  return g.state;
}

const walkOff = (s: LotowState, faces: number[]) => {
  const r = applyAction(lotowRuleset, s, moveAction(figureOf(s, 'jack')!, [{ x: 8.125, y: 6.125 }]), { dice: fixedDice(faces) });
  if (!r.ok) throw new Error(r.refusal.message);
  return r;
};

describe('pending hits (LOTOW-GAP-07 after LOTOW-FALL-2)', () => {
  it('LOTOW-FALL-2 LOTOW-GAP-07 TV-LOTOW-07: the 3″ fall\'s three Strength 3 hits are rolled at once (4+), and the queue is emptied', () => {
    const r = walkOff(onTheRoof(3), [3, 4, 6]);
    const rolls = r.events.filter(isRollEvent);
    expect(rolls.map((e) => [e.faces, e.purpose, e.ruleId, e.atLeast, e.params?.causeRuleId])).toEqual([
      [[3], 'lotow.wound', 'LOTOW-GAP-07', 4, 'LOTOW-FALL-2'],
      [[4], 'lotow.wound', 'LOTOW-GAP-07', 4, 'LOTOW-FALL-2'],
      [[6], 'lotow.wound', 'LOTOW-GAP-07', 4, 'LOTOW-FALL-2'],
    ]);
    expect(figStateOf(r.state, 'jack')).toMatchObject({ pendingHits: [], woundsTaken: 2 });
    expect(figureOf(r.state, 'jack')?.stance).toBe('prone');
    expect(r.state.outcome).toBeNull();
  });

  it('LOTOW-GAP-07 LOTOW-GAP-16: the first wound puts a 1-Wound figure out of action; no more dice; his side, wiped out, loses', () => {
    const r = walkOff(onTheRoof(1), [2, 5]);
    expect(r.events.filter(isRollEvent)).toHaveLength(2);
    expect(figureOf(r.state, 'jack')).toBeUndefined();
    expect(r.state.flow.casualties).toEqual([expect.objectContaining({ figureId: 'jack', counts: true, ruleId: 'LOTOW-GAP-07' })]);
    expect(r.state.outcome).toEqual({ winner: 'b', reasonKey: 'lotow.outcome.wipedOut', params: { winnerSideId: 'b', loserSideId: 'a' } });
    expect(r.state.actors).toEqual([]);
  });

  it('LOTOW-THROWN-1: a Strength 2 hit (5+) and every figure\'s queue, in scenario order', () => {
    let s = lotowTestState({ figures: [foot({ id: 'a1', x: 2, y: 2 }), foot({ id: 'a2', x: 6, y: 2 })] });
    s = withFigState(s, 'a1', { pendingHits: [{ strength: 2, ruleId: 'LOTOW-THROWN-1' }] });
    s = withFigState(s, 'a2', { pendingHits: [{ strength: 3, ruleId: 'LOTOW-FALL-2' }] });
    const r = withDice([4, 4], (ctx) => resolvePendingHits(s, ctx));
    expect(r.rolls.map((x) => [x.figureIds, x.atLeast])).toEqual([[['a1'], 5], [['a2'], 4]]);
    expect(figureOf(r.result, 'a1')).toBeDefined();
    expect(figureOf(r.result, 'a2')).toBeUndefined();
    expect(r.unused).toBe(0);
  });

  it('LOTOW-PASS-3: hits queued while resolving (a killed rider\'s passenger thrown on a 1) are rolled in the same hook', () => {
    let s = lotowTestState({
      figures: [foot({ id: 'hank', x: 10, y: 10, mounted: true, base: { shape: 'rect', widthMm: 25, lengthMm: 50 } }), foot({ id: 'pip', x: 11.3, y: 10 })],
      figureState: { pip: { passengerOf: 'hank' } },
    });
    s = withFigState(s, 'hank', { pendingHits: [{ strength: 3, ruleId: 'LOTOW-FALL-2' }] });
    // Hank's wound (6) kills him; Pip is thrown (1) and his Strength 2 hit is rolled (5: wounded, out).
    const r = withDice([6, 1, 5], (ctx) => resolvePendingHits(s, ctx));
    expect(r.rolls.map((x) => x.purpose)).toEqual(['lotow.wound', 'lotow.thrownRider', 'lotow.wound']);
    expect(r.result.scenario.figures).toEqual([]);
  });
});
