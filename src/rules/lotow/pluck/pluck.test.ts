/**
 * Pluck and the end of the game (LOTOW-GAP-09, LOTOW-GAP-16): Head for the Hills when a posse is
 * down to half (the side's test or each figure's), loose mounts' courage on the same target, wiped
 * out, and the turn limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/applyAction';
import { fixedDice } from '../../../engine/dice';
import type { Figure } from '../../../engine/model';
import { isRollEvent } from '../../../engine/state';
import { lotowRuleset } from '../index';
import type { LotowState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import type { Casualty } from '../lotowTypes';
import { foot, lotowTestState, rider } from '../mounts/testing/lotowTestState';
import { eventTypes, withDice } from '../wounds/testing/withDice';
import { mustTest, pluckAtMovePhaseStart, pluckFor } from './headForTheHills';
import { turnLimitAtTurnEnd, turnLimitOf } from './turnLimit';
import { victoryAfterResolve } from './victory';

const P = (pluck: number, extra: Record<string, number | boolean> = {}) => ({ shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck, ...extra });

/** Side A with these figures (started with `startA`), side B with two; A has the Advantage. */
function posse(figuresA: Figure[], startA: number, options: Record<string, unknown> = {}, extraB: Figure[] = []): LotowState {
  const s = lotowTestState({ figures: [...figuresA, foot({ id: 'b1', x: 20, y: 20, side: 'b' }), foot({ id: 'b2', x: 22, y: 20, side: 'b' }), ...extraB], options });
  return { ...s, flow: { ...s.flow, startingCounts: { a: startA, b: 2 }, casualties: [] } };
}

const pluck = (s: LotowState, faces: number[]) => withDice(faces, (ctx) => pluckAtMovePhaseStart(s, ctx));

describe('Head for the Hills (LOTOW-GAP-09)', () => {
  const two = [foot({ id: 'a1', x: 2, y: 2, profile: P(2) }), foot({ id: 'a2', x: 4, y: 2, profile: P(4) })];

  it('LOTOW-GAP-09: a posse tests only when down to half or less of its starting count', () => {
    expect(mustTest(posse(two, 3), 'a')).toBe(false);
    expect(mustTest(posse(two, 4), 'a')).toBe(true);
    expect(mustTest(posse(two, 5), 'a')).toBe(true);
    const calm = pluck(posse(two, 3), []);
    expect(calm.rolls).toEqual([]);
    expect(calm.result.outcome).toBeNull();
  });

  it('LOTOW-GAP-09: for any starting count, a side tests exactly when 1 ≤ left ≤ half of it', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => foot({ id: `a${i}`, x: 1 + i, y: 2 }));
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 12 }), (start, left) => {
      fc.pre(left <= start);
      expect(mustTest(posse(many(left), start), 'a')).toBe(left >= 1 && left * 2 <= start);
    }), { numRuns: 60 });
  });

  it('LOTOW-GAP-09: the side rolls 2d6 + its best Pluck (its leader\'s); 10 passes and the game goes on', () => {
    const r = pluck(posse(two, 4), [3, 3]);
    expect(r.rolls).toEqual([expect.objectContaining({ faces: [3, 3], purpose: 'lotow.pluck', ruleId: 'LOTOW-GAP-09', figureIds: ['a1', 'a2'], params: { sideSideId: 'a', pluck: 4, needed: 10 } })]);
    expect(r.result.outcome).toBeNull();
    expect(eventTypes(r.events)).toEqual(['lotow.pluckPassed']);
  });

  it('LOTOW-GAP-09: 9 fails — the side breaks, the game ends and the other side wins', () => {
    const r = pluck(posse(two, 4), [3, 2]);
    expect(r.result.outcome).toEqual({ winner: 'b', reasonKey: 'lotow.outcome.broke', params: { brokenSideId: 'a', total: 9, needed: 10 } });
    expect(r.result.actors).toEqual([]);
    expect(eventTypes(r.events)).toEqual(['lotow.sideBroke']);
  });

  it('LOTOW-GAP-09: option pluckTarget sets the total needed', () => {
    expect(pluck(posse(two, 4, { pluckTarget: 8 }), [2, 2]).result.outcome).toBeNull();
    expect(pluck(posse(two, 4, { pluckTarget: 12 }), [4, 3]).result.outcome).toMatchObject({ winner: 'b', reasonKey: 'lotow.outcome.broke' });
  });

  it('LOTOW-GAP-09: sides test in acting order; once one breaks the other does not roll', () => {
    const s = posse(two, 4, {}, []);
    const bothLow = { ...s, scenario: { ...s.scenario, figures: s.scenario.figures.filter((f) => f.id !== 'b2') } };
    const r = pluck(bothLow, [1, 1]);
    expect(r.rolls).toHaveLength(1);
    expect(r.result.outcome?.winner).toBe('b');
    const both = pluck(bothLow, [6, 6, 1, 1]);
    expect(both.rolls.map((x) => x.params?.sideSideId)).toEqual(['a', 'b']);
    expect(both.result.outcome).toMatchObject({ winner: 'a', params: { brokenSideId: 'b' } });
  });

  describe('each figure tests (option pluckTest: eachFigure)', () => {
    const three = [
      foot({ id: 'a1', x: 2, y: 2, profile: P(2) }),
      foot({ id: 'a2', x: 6, y: 2, profile: P(5, { hero: true }) }),
      foot({ id: 'a3', x: 2, y: 14, profile: P(2) }),
    ];

    it('LOTOW-GAP-09: a figure uses a friendly Hero\'s Pluck within 6″, else its own', () => {
      const s = posse(three, 6, { pluckTest: 'eachFigure' });
      expect(['a1', 'a2', 'a3'].map((id) => pluckFor(s, figureOf(s, id)!))).toEqual([5, 5, 2]);
    });

    it('LOTOW-GAP-09: those that fail flee the table — casualties that count, rule LOTOW-GAP-09; the rest stay', () => {
      const r = pluck(posse(three, 6, { pluckTest: 'eachFigure' }), [2, 3, 1, 1, 3, 4]);
      expect(r.rolls.map((x) => [x.figureIds, x.purpose, x.params?.pluck])).toEqual([[['a1'], 'lotow.pluckFigure', 5], [['a2'], 'lotow.pluckFigure', 5], [['a3'], 'lotow.pluckFigure', 2]]);
      expect(r.result.scenario.figures.filter((f) => f.side === 'a').map((f) => f.id)).toEqual(['a1']);
      expect(r.result.flow.casualties?.map((c) => [c.figureId, c.ruleId, c.counts])).toEqual([['a2', 'LOTOW-GAP-09', true], ['a3', 'LOTOW-GAP-09', true]]);
      expect(eventTypes(r.events)).toEqual(['lotow.fled', 'lotow.fled']);
      expect(r.result.outcome).toBeNull();
    });

    it('LOTOW-GAP-09 LOTOW-GAP-16: a side with nobody left after the test loses', () => {
      const r = pluck(posse(three, 6, { pluckTest: 'eachFigure' }), [1, 1, 1, 1, 1, 1]);
      expect(r.result.outcome).toEqual({ winner: 'b', reasonKey: 'lotow.outcome.wipedOut', params: { winnerSideId: 'b', loserSideId: 'a' } });
    });
  });

  it('LOTOW-GAP-09 LOTOW-LOOSE-2: through the shipped ruleset, at the start of the next Move phase — Pluck first, then loose mounts on the same pluckTarget', () => {
    const base = posse(two, 4, { looseMounts: true, pluckTarget: 12 }, [rider({ id: 'x~mount', x: 12, y: 12, side: 'a', profile: { riderless: true } })]);
    let s: LotowState = { ...base, flow: { ...base.flow, phase: 'fight', order: ['a', 'b'], active: 0 }, actors: ['a'] };
    for (const side of ['a', 'b']) {
      const faces = side === 'b' ? [6, 1, 6, 6, 5, 2] : [];
      const r = applyAction(lotowRuleset, s, { type: 'endPhase', side }, { dice: fixedDice(faces) });
      if (!r.ok) throw new Error(r.refusal.message);
      s = r.state;
      if (side === 'b') {
        // Drop 6–1; A's Pluck 6+6+4 = 16 ≥ 12 passes; the loose mount 5+2+4 = 11 < 12 bolts.
        expect(r.events.filter(isRollEvent).map((e) => e.purpose)).toEqual(['lotow.drop', 'lotow.drop', 'lotow.pluck', 'lotow.looseMount']);
        expect(r.events.filter(isRollEvent)[3]?.params).toEqual({ pluck: 4, needed: 12 });
        expect(r.events.map((e) => e.type)).toContain('lotow.looseMountBolts');
      }
    }
    expect(s).toMatchObject({ turn: 2, outcome: null, flow: { phase: 'move' } });
  });
});

describe('wiped out (LOTOW-GAP-16)', () => {
  it('LOTOW-GAP-16: a side with no counted figures left loses — its riderless mounts do not count; a side that never had any is not in play', () => {
    const s = lotowTestState({
      figures: [foot({ id: 'a1', x: 2, y: 2 }), rider({ id: 'b1~mount', x: 20, y: 20, side: 'b', profile: { riderless: true } })],
    });
    const started = { ...s, flow: { ...s.flow, startingCounts: { a: 1, b: 1, c: 0 } } };
    const r = withDice([], (ctx) => victoryAfterResolve(started, { type: 'endPhase', side: 'a' }, ctx));
    expect(r.result.outcome).toEqual({ winner: 'a', reasonKey: 'lotow.outcome.wipedOut', params: { winnerSideId: 'a', loserSideId: 'b' } });
    expect(r.events).toEqual([{ type: 'lotow.sideWipedOut', ruleId: 'LOTOW-GAP-16', params: { sideSideId: 'b' } }]);
  });

  it('LOTOW-GAP-16: nobody standing on either side is a draw; both standing, the game goes on', () => {
    const s = lotowTestState({ figures: [foot({ id: 'a1', x: 2, y: 2 }), foot({ id: 'b1', x: 20, y: 20, side: 'b' })] });
    const empty = { ...s, scenario: { ...s.scenario, figures: [] }, flow: { ...s.flow, startingCounts: { a: 1, b: 1 } } };
    expect(withDice([], (ctx) => victoryAfterResolve(empty, { type: 'x', side: 'a' }, ctx)).result.outcome).toEqual({ winner: null, reasonKey: 'lotow.outcome.allWipedOut', params: {} });
    expect(withDice([], (ctx) => victoryAfterResolve(s, { type: 'x', side: 'a' }, ctx)).result.outcome).toBeNull();
  });
});

describe('the turn limit (LOTOW-GAP-16)', () => {
  const cas = (figureId: string, sideId: string, counts = true): Casualty => ({ figureId, sideId, name: figureId, turn: 1, ruleId: 'LOTOW-GAP-07', counts });
  const game = (options: Record<string, unknown>, turn: number, casualties: Casualty[], scenarioLimit?: unknown): LotowState => {
    const s = lotowTestState({ figures: [foot({ id: 'a1', x: 2, y: 2 }), foot({ id: 'b1', x: 20, y: 20, side: 'b' })], options });
    const scenario = scenarioLimit === undefined ? s.scenario : { ...s.scenario, options: { turnLimit: scenarioLimit as number } };
    return { ...s, turn, scenario, flow: { ...s.flow, casualties, startingCounts: { a: 3, b: 3 } } };
  };

  it('LOTOW-GAP-16: the limit is option turnLimit when above 0, else the scenario\'s when a positive whole number, else none', () => {
    expect(turnLimitOf(game({ turnLimit: 3 }, 1, [], 5))).toBe(3);
    expect(turnLimitOf(game({}, 1, [], 5))).toBe(5);
    expect(turnLimitOf(game({}, 1, []))).toBeNull();
    for (const bad of [2.5, -1, 0, '4']) expect(turnLimitOf(game({}, 1, [], bad))).toBeNull();
  });

  it('LOTOW-GAP-16: at the end of the last turn the side that put more enemies out of action wins (killed mounts do not count)', () => {
    const losses = [cas('a2', 'a'), cas('a3~mount', 'a', false), cas('a4~mount', 'a', false), cas('b2', 'b'), cas('b3', 'b')];
    expect(withDice([], (ctx) => turnLimitAtTurnEnd(game({ turnLimit: 2 }, 1, losses), ctx)).result.outcome).toBeNull();
    const r = withDice([], (ctx) => turnLimitAtTurnEnd(game({ turnLimit: 2 }, 2, losses), ctx));
    expect(r.result.outcome).toEqual({ winner: 'a', reasonKey: 'lotow.outcome.turnLimit', params: { turn: 2, firstSideId: 'a', firstDowned: 2, secondSideId: 'b', secondDowned: 1 } });
    expect(r.result.actors).toEqual([]);
    expect(eventTypes(r.events)).toEqual(['lotow.turnLimitReached']);
  });

  it('LOTOW-GAP-16: equal casualties at the limit are a draw', () => {
    const r = withDice([], (ctx) => turnLimitAtTurnEnd(game({}, 4, [cas('a2', 'a'), cas('b2', 'b')], 4), ctx));
    expect(r.result.outcome).toMatchObject({ winner: null, reasonKey: 'lotow.outcome.turnLimit', params: { firstDowned: 1, secondDowned: 1 } });
  });

  it('LOTOW-GAP-16: through the shipped ruleset the game ends after the last Fight phase — no Drop for a new turn', () => {
    const g = game({ turnLimit: 1 }, 1, [cas('b2', 'b')]);
    let s: LotowState = { ...g, flow: { ...g.flow, phase: 'fight', order: ['a', 'b'], active: 0 }, actors: ['a'] };
    for (const side of ['a', 'b']) {
      const r = applyAction(lotowRuleset, s, { type: 'endPhase', side }, { dice: fixedDice([]) });
      if (!r.ok) throw new Error(r.refusal.message);
      s = r.state;
    }
    expect(s).toMatchObject({ turn: 1, outcome: { winner: 'a', reasonKey: 'lotow.outcome.turnLimit' } });
    expect(applyAction(lotowRuleset, s, { type: 'endPhase', side: 'a' })).toMatchObject({ ok: false, refusal: { reasonKey: 'engine.gameOver' } });
  });
});
