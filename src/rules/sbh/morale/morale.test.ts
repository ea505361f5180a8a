import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/applyAction';
import { fixedDice } from '../../../engine/dice';
import { isRollEvent } from '../../../engine/state';
import type { GameEvent, RollEvent } from '../../../engine/state';
import { stickIn } from '../sticks';
import { figStateOf, withFigState } from '../sbhTypes';
import { figureOf, withFlow } from '../../../engine/kit/pieceState';
import type { SbhState } from '../sbhTypes';
import { moraleTargetOf } from './moraleTest';
import { BASE_IN, moraleTestRuleset, rollQueued, sbhFigure, startGame, test } from './testing/moraleTable';

const MEDIUM_IN = stickIn('28mm', 'medium');
const rolls = (events: readonly GameEvent[]): RollEvent[] => events.filter(isRollEvent);
const removedHow = (events: readonly GameEvent[], id: string) => events.find((e) => e.type.startsWith('sbh.removed.') && e.params?.figureId === id);
const casualty = (s: SbhState, id: string) => s.flow.casualties.find((c) => c.figureId === id);

/** Two more of side a far off, so one casualty never brings the warband to half (SBH-GAP-08). */
const fillers = () => [sbhFigure({ id: 'a8', x: 34, y: 1.5 }), sbhFigure({ id: 'a9', x: 34, y: 3.5 })];

/** a1 (Q3+) alone at (12, 18) on a 36″ table: the west edge is nearest; an enemy far east. */
const lone = (x = 12, profile: Record<string, number | boolean> = {}) => startGame([
  sbhFigure({ id: 'a1', x, y: 18 }, profile),
  sbhFigure({ id: 'a2', x: 30, y: 4 }),
  ...fillers(),
  sbhFigure({ id: 'b1', x: 30, y: 18, side: 'b' }),
]);

describe('SBH-MORALE-1 · a morale test is Quality on 3 dice', () => {
  it('SBH-MORALE-1 (TV-SBH-07): Q 3+, rolls 3,4,6 → 0 failures, no effect', () => {
    const s0 = lone();
    const { state, events } = rollQueued(s0, [test('a1')], [3, 4, 6]);
    const [roll] = rolls(events);
    expect(roll).toMatchObject({ faces: [3, 4, 6], atLeast: 3, purpose: 'sbh.morale.test', ruleId: 'SBH-MORALE-1', figureIds: ['a1'] });
    expect(figureOf(state, 'a1')).toMatchObject({ x: 12, y: 18 });
    expect(state.flow.pendingMorale).toEqual([]);
  });

  it('SBH-MORALE-1 (TV-SBH-07): rolls 1,4,5 → 1 failure, a single move toward the nearest edge', () => {
    const { state, events } = rollQueued(lone(), [test('a1')], [1, 4, 5]);
    expect(figureOf(state, 'a1')?.x).toBeCloseTo(12 - MEDIUM_IN, 6);
    expect(figureOf(state, 'a1')?.y).toBeCloseTo(18, 6);
    expect(events.find((e) => e.type === 'sbh.morale.fled')?.params).toMatchObject({ moves: 1, edge: 'west' });
  });

  it('SBH-MORALE-1 (TV-SBH-07): rolls 2,2,6 → 2 failures, a double move', () => {
    const { state } = rollQueued(lone(), [test('a1')], [2, 2, 6]);
    expect(figureOf(state, 'a1')?.x).toBeCloseTo(12 - 2 * MEDIUM_IN, 6);
  });

  it('SBH-MORALE-1 (TV-SBH-07): rolls 1,2,1 → 3 failures, it flees the battlefield (removed)', () => {
    const { state, events } = rollQueued(lone(), [test('a1')], [1, 2, 1]);
    expect(figureOf(state, 'a1')).toBeUndefined();
    expect(casualty(state, 'a1')).toMatchObject({ how: 'fled', ruleId: 'SBH-MORALE-1', points: 10, sideId: 'a' });
    expect(removedHow(events, 'a1')?.type).toBe('sbh.removed.fled');
  });

  it('SBH-MORALE-1: the nearest edge is measured from the base centre (north here)', () => {
    const s0 = startGame([sbhFigure({ id: 'a1', x: 18, y: 9 }), sbhFigure({ id: 'b1', x: 30, y: 30, side: 'b' })]);
    const { state } = rollQueued(s0, [test('a1')], [1, 4, 5]);
    expect(figureOf(state, 'a1')).toMatchObject({ x: 18 });
    expect(figureOf(state, 'a1')?.y).toBeCloseTo(9 - MEDIUM_IN, 6);
  });
});

describe('SBH-GAP-08 · morale modifiers', () => {
  it('SBH-GAP-08: Steadfast tests one better (Q4+ → 3+), Coward one worse (Q4+ → 5+)', () => {
    const s0 = startGame([
      sbhFigure({ id: 'a1', x: 12, y: 18 }, { quality: 4, steadfast: true }),
      sbhFigure({ id: 'a2', x: 12, y: 24 }, { quality: 4, coward: true }),
      ...fillers(),
      sbhFigure({ id: 'b1', x: 30, y: 18, side: 'b' }),
    ]);
    expect(moraleTargetOf(s0, figureOf(s0, 'a1')!)).toBe(3);
    expect(moraleTargetOf(s0, figureOf(s0, 'a2')!)).toBe(5);
    const { state, events } = rollQueued(s0, [test('a1'), test('a2')], [3, 3, 3, 4, 4, 4]);
    expect(rolls(events).map((r) => r.atLeast)).toEqual([3, 5]);
    expect(figureOf(state, 'a1')).toMatchObject({ x: 12, y: 18 });
    expect(casualty(state, 'a2')?.how).toBe('fled');
  });

  it('SBH-GAP-02: with natural ones and sixes a modified target stays 2–6; without, a Steadfast Q2+ passes on anything', () => {
    const on = startGame([sbhFigure({ id: 'a1', x: 12, y: 18 }, { quality: 2, steadfast: true }), sbhFigure({ id: 'a2', x: 1, y: 1 }, { quality: 6, coward: true }), sbhFigure({ id: 'b1', x: 30, y: 18, side: 'b' })]);
    expect(moraleTargetOf(on, figureOf(on, 'a1')!)).toBe(2);
    expect(moraleTargetOf(on, figureOf(on, 'a2')!)).toBe(6);
    const off = startGame([sbhFigure({ id: 'a1', x: 12, y: 18 }, { quality: 2, steadfast: true }), sbhFigure({ id: 'b1', x: 30, y: 18, side: 'b' })], { naturalOnesAndSixes: false });
    expect(moraleTargetOf(off, figureOf(off, 'a1')!)).toBe(1);
    const { state } = rollQueued(off, [test('a1')], [1, 1, 1]);
    expect(figureOf(state, 'a1')).toMatchObject({ x: 12, y: 18 });
  });
});

describe('SBH-MORALE-4 · a fallen figure with no enemy in contact', () => {
  const fallen = () => withFigState(lone(), 'a1', { fallen: true });

  it('SBH-MORALE-4 (TV-SBH-08): 1 failure → it stands up only', () => {
    const { state, events } = rollQueued(fallen(), [test('a1')], [1, 4, 5]);
    expect(figStateOf(state, 'a1').fallen).toBe(false);
    expect(figureOf(state, 'a1')).toMatchObject({ x: 12, y: 18, stance: 'standing' });
    expect(events.some((e) => e.type === 'sbh.morale.stoodUp')).toBe(true);
  });

  it('SBH-MORALE-4 (TV-SBH-08): 2 failures → it stands up, then one single move toward the edge', () => {
    const { state } = rollQueued(fallen(), [test('a1')], [1, 1, 5]);
    expect(figStateOf(state, 'a1').fallen).toBe(false);
    expect(figureOf(state, 'a1')?.x).toBeCloseTo(12 - MEDIUM_IN, 6);
  });

  it('SBH-MORALE-4 (TV-SBH-08): 3 failures → out of action', () => {
    const { state } = rollQueued(fallen(), [test('a1')], [1, 1, 2]);
    expect(figureOf(state, 'a1')).toBeUndefined();
    expect(casualty(state, 'a1')).toMatchObject({ how: 'outOfAction', ruleId: 'SBH-MORALE-4' });
  });

  it('SBH-GAP-10: standing up also lifts a prone stance', () => {
    const s0 = lone();
    const prone = withFigState({ ...s0, scenario: { ...s0.scenario, figures: s0.scenario.figures.map((f) => (f.id === 'a1' ? { ...f, stance: 'prone' as const } : f)) } }, 'a1', { fallen: true });
    const { state } = rollQueued(prone, [test('a1')], [1, 4, 5]);
    expect(figureOf(state, 'a1')?.stance).toBe('standing');
  });
});

describe('SBH-MORALE-5 · bound, or fallen in contact: any failure removes it', () => {
  const touching = (patch: { fallen?: boolean; bound?: boolean }) => withFigState(startGame([
    sbhFigure({ id: 'a1', x: 12, y: 18 }),
    ...fillers(),
    sbhFigure({ id: 'b1', x: 12 + BASE_IN, y: 18, side: 'b' }),
  ]), 'a1', patch);

  it('SBH-MORALE-5 (TV-SBH-09): fallen in contact with an enemy, 1 failure → out of action', () => {
    const { state } = rollQueued(touching({ fallen: true }), [test('a1')], [1, 4, 5]);
    expect(casualty(state, 'a1')).toMatchObject({ how: 'outOfAction', ruleId: 'SBH-MORALE-5' });
  });

  it('SBH-MORALE-5 (TV-SBH-09): bound with 1 failure → out of action, even with no enemy near', () => {
    const s0 = withFigState(lone(), 'a1', { bound: true });
    const { state } = rollQueued(s0, [test('a1')], [6, 6, 2]);
    expect(casualty(state, 'a1')).toMatchObject({ how: 'outOfAction', ruleId: 'SBH-MORALE-5' });
  });

  it('SBH-MORALE-5: no failure, nothing happens to a bound or fallen figure', () => {
    const { state } = rollQueued(touching({ bound: true }), [test('a1')], [3, 3, 3]);
    expect(figureOf(state, 'a1')).toBeDefined();
  });
});

describe('SBH-GAP-15 · a standing figure in melee fails morale', () => {
  /** a1 and b1 (both C3) in base contact; b1 east of a1, so a1 flees west, away from it. */
  const engaged = (options: Record<string, unknown> = {}, attackerCombat = 3) => startGame([
    sbhFigure({ id: 'a1', x: 12, y: 18 }),
    sbhFigure({ id: 'a2', x: 14, y: 24 }),
    ...fillers(),
    sbhFigure({ id: 'b1', x: 12 + BASE_IN, y: 18, side: 'b' }, { combat: attackerCombat }),
  ], options);

  it('SBH-GAP-15: the enemy in contact gets a free attack first (2+3 against 5+3: no harm), then it flees a single move', () => {
    const { state, events } = rollQueued(engaged(), [test('a1')], [1, 4, 5, 2, 5]);
    const [, attackerDie, defenderDie] = rolls(events);
    expect(attackerDie).toMatchObject({ purpose: 'sbh.combat.attacker', ruleId: 'SBH-GAP-15', figureIds: ['b1', 'a1'], faces: [2] });
    expect(defenderDie).toMatchObject({ purpose: 'sbh.combat.defender', faces: [5] });
    expect(events.find((e) => e.type === 'sbh.morale.freeAttack')?.params).toMatchObject({ result: 'missed', attackerTotal: 5, fleeingTotal: 8 });
    expect(figureOf(state, 'a1')?.x).toBeCloseTo(12 - MEDIUM_IN, 6);
  });

  it('SBH-GAP-15: doubled by the free attack (6+3 against 1+3) → killed before it can run', () => {
    const { state } = rollQueued(engaged(), [test('a1')], [1, 4, 5, 6, 1]);
    expect(casualty(state, 'a1')).toMatchObject({ how: 'killed', ruleId: 'SBH-GAP-15' });
  });

  it('SBH-GAP-15: tripled (6+6 against 1+3) → a gruesome kill: friends within Long test morale', () => {
    const { state, events } = rollQueued(engaged({}, 6), [test('a1')], [1, 4, 5, 6, 1, 6, 6, 6]);
    expect(casualty(state, 'a1')?.how).toBe('killed');
    const a2Test = rolls(events)[3]!;
    expect(a2Test).toMatchObject({ purpose: 'sbh.morale.test', figureIds: ['a2'], params: { why: 'gruesome' } });
  });

  it('SBH-GAP-15 + SBH-GAP-06: beaten, the winner\'s die even (4+3 against 2+3) → it falls where it is and stays', () => {
    const { state } = rollQueued(engaged(), [test('a1')], [1, 4, 5, 4, 2]);
    expect(figureOf(state, 'a1')).toMatchObject({ x: 12, y: 18 });
    expect(figStateOf(state, 'a1').fallen).toBe(true);
  });

  it('SBH-GAP-15 + SBH-GAP-06: beaten, the winner\'s die odd (5+3 against 3+3) → it recoils a base depth, then keeps running', () => {
    const { state } = rollQueued(engaged(), [test('a1')], [1, 4, 5, 5, 3]);
    expect(figureOf(state, 'a1')?.x).toBeCloseTo(12 - BASE_IN - MEDIUM_IN, 6);
  });

  it('SBH-GAP-15: the fleeing figure winning the free attack\'s roll (1+3 against 6+3) cannot hurt the attacker', () => {
    const { state } = rollQueued(engaged(), [test('a1')], [1, 4, 5, 1, 6]);
    expect(figureOf(state, 'b1')).toMatchObject({ x: 12 + BASE_IN, y: 18 });
    expect(figStateOf(state, 'b1').fallen).toBe(false);
  });

  it('SBH-GAP-15: 3 failures → the free attack, then it leaves the battlefield', () => {
    const { state } = rollQueued(engaged(), [test('a1')], [1, 1, 1, 1, 6]);
    expect(casualty(state, 'a1')).toMatchObject({ how: 'fled', ruleId: 'SBH-MORALE-1' });
  });

  it('SBH-GAP-15 off: a standing figure in contact that fails is out of action (SBH-MORALE-5 "etc."), no free attack', () => {
    const { state, events } = rollQueued(engaged({ fleeFromMelee: false }), [test('a1')], [1, 4, 5]);
    expect(casualty(state, 'a1')).toMatchObject({ how: 'outOfAction', ruleId: 'SBH-MORALE-5' });
    expect(rolls(events)).toHaveLength(1);
  });

  it('SBH-GAP-15: a fallen enemy in contact gets no free attack', () => {
    const s0 = withFigState(engaged(), 'b1', { fallen: true });
    const { state, events } = rollQueued(s0, [test('a1')], [1, 4, 5]);
    expect(rolls(events)).toHaveLength(1);
    expect(figureOf(state, 'a1')?.x).toBeCloseTo(12 - MEDIUM_IN, 6);
  });
});

describe('SBH-MORALE-6 · every test is taken figure by figure', () => {
  it('SBH-MORALE-6 (TV-SBH-17): a group of 3 tests with 3 separate 3-dice rolls, each applied to its own figure', () => {
    const s0 = startGame([
      sbhFigure({ id: 'a1', x: 12, y: 18 }),
      sbhFigure({ id: 'a2', x: 13, y: 19 }),
      sbhFigure({ id: 'a3', x: 12, y: 20 }),
      sbhFigure({ id: 'a4', x: 30, y: 4 }),
      sbhFigure({ id: 'a5', x: 30, y: 6 }),
      sbhFigure({ id: 'a6', x: 30, y: 8 }),
      sbhFigure({ id: 'b1', x: 30, y: 18, side: 'b' }),
    ]);
    const { state, events } = rollQueued(s0, [test('a1'), test('a2'), test('a3')], [3, 4, 6, 1, 4, 5, 1, 2, 1]);
    const r = rolls(events);
    expect(r.map((e) => [e.figureIds, e.faces.length])).toEqual([[['a1'], 3], [['a2'], 3], [['a3'], 3]]);
    expect(figureOf(state, 'a1')).toMatchObject({ x: 12, y: 18 });
    expect(figureOf(state, 'a2')?.x).toBeCloseTo(13 - MEDIUM_IN, 6);
    expect(figureOf(state, 'a3')).toBeUndefined();
    expect(state.flow.pendingMorale).toEqual([]);
  });
});

describe('SBH-GAP-08 · the triggers', () => {
  const warband = (leader: boolean) => startGame([
    sbhFigure({ id: 'a1', x: 10, y: 10 }, { leader }),
    sbhFigure({ id: 'a2', x: 12, y: 18 }),
    sbhFigure({ id: 'a3', x: 14, y: 24 }),
    sbhFigure({ id: 'a4', x: 16, y: 28 }),
    sbhFigure({ id: 'b1', x: 30, y: 18, side: 'b' }),
  ]);

  it('SBH-GAP-08: the Leader killed → every friend tests, in order, through the router\'s after-resolve hook', () => {
    const r = applyAction(moraleTestRuleset, warband(true), { type: 'test.remove', side: 'a', targetIds: ['a1'] }, { dice: fixedDice([3, 3, 3, 4, 4, 4, 5, 5, 5]) });
    if (!r.ok) throw new Error(r.refusal.message);
    const tests = rolls(r.events);
    expect(tests.map((e) => e.figureIds[0])).toEqual(['a2', 'a3', 'a4']);
    expect(tests.every((e) => e.params?.why === 'leaderKilled')).toBe(true);
    expect(r.state.flow.pendingMorale).toEqual([]);
  });

  it('SBH-GAP-08: a plain figure killed queues nothing', () => {
    const r = applyAction(moraleTestRuleset, warband(false), { type: 'test.remove', side: 'a', targetIds: ['a1'] }, { dice: fixedDice([]) });
    expect(r.ok && rolls(r.events)).toEqual([]);
  });

  it('SBH-GAP-08: the warband falls to half its starting size → each figure left tests, once only', () => {
    let s = warband(false);
    const first = applyAction(moraleTestRuleset, s, { type: 'test.remove', side: 'a', targetIds: ['a1'] }, { dice: fixedDice([]) });
    if (!first.ok) throw new Error(first.refusal.message);
    const second = applyAction(moraleTestRuleset, first.state, { type: 'test.remove', side: 'a', targetIds: ['a2'] }, { dice: fixedDice([6, 6, 6, 6, 6, 6]) });
    if (!second.ok) throw new Error(second.refusal.message);
    expect(rolls(second.events).map((e) => [e.figureIds[0], e.params?.why])).toEqual([['a3', 'half'], ['a4', 'half']]);
    s = second.state;
    const third = applyAction(moraleTestRuleset, s, { type: 'test.remove', side: 'a', targetIds: ['a3'] }, { dice: fixedDice([]) });
    expect(third.ok && rolls(third.events)).toEqual([]);
  });

  it('SBH-GAP-08: tests queued by others (terror, gruesome) are rolled after the action', () => {
    const r = applyAction(moraleTestRuleset, warband(false), { type: 'test.queue', side: 'a', targetIds: ['a2', 'a3'] }, { dice: fixedDice([3, 3, 3, 1, 2, 1]) });
    if (!r.ok) throw new Error(r.refusal.message);
    expect(rolls(r.events).map((e) => [e.figureIds[0], e.params?.why])).toEqual([['a2', 'terror'], ['a3', 'terror']]);
    expect(casualty(r.state, 'a3')?.how).toBe('fled');
  });

  it('SBH-GAP-08 + SBH-MORALE-6: a Leader that flees queues its friends\' tests, rolled in the same pass', () => {
    const s0 = warband(true);
    const { state, events } = rollQueued(s0, [test('a1', 'sbh.morale.why.terror')], [1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(rolls(events).map((e) => e.figureIds[0])).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(casualty(state, 'a1')?.how).toBe('fled');
    expect(state.flow.pendingMorale).toEqual([]);
  });

  it('the activated figure that flees off the table ends its activation', () => {
    const s0 = withFlow(lone(2), { activation: { figureId: 'a1', dice: 2, successes: 2, failures: 0, actionsLeft: 1, attacked: false } });
    const { state } = rollQueued(s0, [test('a1')], [1, 4, 5]);
    expect(figureOf(state, 'a1')).toBeUndefined();
    expect(state.flow.activation).toBeNull();
  });
});
