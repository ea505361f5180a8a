/**
 * The free table's rules, by rule ID: turns in the scenario's order (FREE-TURN-1), one move per
 * figure per turn when the option is on (FREE-MOVE-1), a move ends where a base may stand
 * (FREE-MOVE-2), and the dice tray (FREE-ROLL-1).
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine/applyAction';
import { fixedDice } from '../../engine/dice';
import { moveAction, rollAction } from '../../engine/intents';
import { newGame } from '../../engine/replay';
import type { GameState } from '../../engine/state';
import { isRollEvent } from '../../engine/state';
import { testScenario } from '../../engine/testScenario';
import { testUnitScenario } from '../../engine/testing/testUnitScenario';
import { unitMoveAction } from '../../engine/manoeuvre';
import type { FreeFigState, FreeFlow } from './freeTable';
import { freeTableRuleset } from './freeTable';

type S = GameState<FreeFlow, FreeFigState>;

function start(options: Record<string, unknown> = {}): S {
  const g = newGame(freeTableRuleset, testScenario, options, 42);
  if (!g.ok) throw new Error(JSON.stringify(g.problems));
  return g.state;
}

function apply(state: S, action: Parameters<typeof applyAction>[2], dice?: readonly number[]): S {
  const r = applyAction(freeTableRuleset, state, action, dice === undefined ? {} : { dice: fixedDice(dice) });
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}

const fig = (s: S, id: string) => s.scenario.figures.find((f) => f.id === id)!;

describe('free table', () => {
  it('FREE-TURN-1: the first side in the scenario acts first; End turn hands over in order and a new turn starts when the order wraps', () => {
    let s = start();
    expect(s.actors).toEqual(['a']);
    expect(s.turn).toBe(1);
    s = apply(s, { type: 'endTurn', side: 'a' });
    expect(s.actors).toEqual(['b']);
    expect(s.turn).toBe(1);
    expect(freeTableRuleset.describeFlow(s)).toEqual({ turn: 1, labelKey: 'free.flow.turn', params: { activeSideId: 'b' } });
    s = apply(s, { type: 'endTurn', side: 'b' });
    expect(s.actors).toEqual(['a']);
    expect(s.turn).toBe(2);
    const refused = applyAction(freeTableRuleset, s, { type: 'endTurn', side: 'b' });
    expect(refused).toMatchObject({ ok: false, refusal: { ruleId: 'ENGINE-ACTORS', reasonKey: 'engine.notYourTurn' } });
  });

  it('FREE-TURN-1: a side may not move the other side\u2019s figures, nor act out of turn', () => {
    const s = start();
    const b1 = fig(s, 'b1');
    expect(applyAction(freeTableRuleset, s, moveAction(b1, [{ x: b1.x + 1, y: b1.y }]))).toMatchObject({ ok: false, refusal: { ruleId: 'ENGINE-ACTORS' } });
    expect(applyAction(freeTableRuleset, s, { ...moveAction(b1, [{ x: b1.x + 1, y: b1.y }]), side: 'a' })).toMatchObject({ ok: false, refusal: { ruleId: 'ENGINE-OWN-FIGURE' } });
    expect(applyAction(freeTableRuleset, s, { type: 'dance', side: 'a' })).toMatchObject({ ok: false, refusal: { ruleId: 'FREE-TURN-1', reasonKey: 'free.unknownAction' } });
  });

  it('FREE-MOVE-1: with one move per turn (the default) a figure that moved is refused until its side\u2019s next turn', () => {
    let s = start();
    const a1 = fig(s, 'a1');
    s = apply(s, moveAction(a1, [{ x: a1.x + 2, y: a1.y }]));
    expect(fig(s, 'a1')).toMatchObject({ x: a1.x + 2, y: a1.y });
    const again = applyAction(freeTableRuleset, s, moveAction(a1, [{ x: a1.x + 3, y: a1.y }]));
    expect(again).toMatchObject({ ok: false, refusal: { ruleId: 'FREE-MOVE-1', reasonKey: 'free.alreadyMoved', params: { moverName: 'a1' } } });
    s = apply(apply(s, { type: 'endTurn', side: 'a' }), { type: 'endTurn', side: 'b' });
    expect(applyAction(freeTableRuleset, s, moveAction(a1, [{ x: a1.x + 3, y: a1.y }])).ok).toBe(true);
  });

  it('FREE-MOVE-1: with the option off a figure moves as often as its side likes', () => {
    let s = start({ oneMovePerTurn: false });
    const a1 = fig(s, 'a1');
    s = apply(s, moveAction(a1, [{ x: a1.x + 2, y: a1.y }]));
    s = apply(s, moveAction(a1, [{ x: a1.x + 3, y: a1.y }]));
    expect(fig(s, 'a1').x).toBe(a1.x + 3);
  });

  it('FREE-MOVE-2: a move ending off the table, on another base or inside impassable terrain is refused and changes nothing', () => {
    const s = start();
    const a1 = fig(s, 'a1');
    const cases: [{ x: number; y: number }, string][] = [
      [{ x: -3, y: 2 }, 'placement.offTable'],
      [{ x: 15, y: 7 }, 'placement.insideImpassable'],
    ];
    cases.push([{ x: 10.3, y: 11 }, 'placement.overlapsFigure']); // on B2's base, same level
    for (const [to, key] of cases) {
      const r = applyAction(freeTableRuleset, s, moveAction(a1, [to]));
      expect(r, key).toMatchObject({ ok: false, refusal: { ruleId: 'FREE-MOVE-2', reasonKey: key } });
      if (!r.ok) expect(r.refusal.message).toMatch(/^cannot move: .* — FREE-MOVE-2$/);
    }
    expect(applyAction(freeTableRuleset, s, { ...moveAction(a1, []), params: { path: [] } })).toMatchObject({ ok: false, refusal: { reasonKey: 'free.badPath' } });
    expect(applyAction(freeTableRuleset, s, { ...moveAction(a1, []), params: { path: [{ x: 'far', y: 1 }] } })).toMatchObject({ ok: false, refusal: { reasonKey: 'free.badPath' } });
  });

  it('FREE-MOVE-2: the move follows its waypoints; the event records the length walked', () => {
    const s = start();
    const a1 = fig(s, 'a1');
    const r = applyAction(freeTableRuleset, s, moveAction(a1, [{ x: a1.x + 3, y: a1.y }, { x: a1.x + 3, y: a1.y + 4 }]));
    if (!r.ok) throw new Error(r.refusal.message);
    expect(r.events[0]).toMatchObject({ type: 'moved', ruleId: 'FREE-MOVE-2', figureIds: ['a1'], params: { lengthIn: 7 } });
    expect(freeTableRuleset.describeAction(s, moveAction(a1, [{ x: a1.x + 3, y: a1.y }, { x: a1.x + 3, y: a1.y + 4 }])))
      .toEqual({ labelKey: 'free.action.move', params: { moverFigureId: 'a1', lengthIn: 7 } });
  });

  it('FREE-ROLL-1: the dice tray rolls the dice asked for, logs them with the label, and changes nothing on the table', () => {
    const s = start();
    const r = applyAction(freeTableRuleset, s, rollAction('a', 3, 6, ' bridge '), { dice: fixedDice([6, 1, 4]) });
    if (!r.ok) throw new Error(r.refusal.message);
    const roll = r.events.find(isRollEvent);
    expect(roll).toMatchObject({ sides: 6, faces: [6, 1, 4], purpose: 'free.roll', ruleId: 'FREE-ROLL-1', params: { label: 'bridge' } });
    expect(r.state.scenario).toBe(s.scenario);
    expect(r.state.actors).toEqual(['a']);
  });

  it('FREE-ROLL-1: out-of-range dice are refused with the reason', () => {
    const s = start();
    const bad = [
      { count: 0, sides: 6 }, { count: 21, sides: 6 }, { count: 2.5, sides: 6 }, { count: 2, sides: 7 }, { count: 2, sides: 100 },
      { count: 1, sides: 6, label: 'x'.repeat(61) }, { count: 1, sides: 6, label: 5 },
    ];
    for (const params of bad) {
      const r = applyAction(freeTableRuleset, s, { type: 'roll', side: 'a', params });
      expect(r, JSON.stringify(params)).toMatchObject({ ok: false, refusal: { ruleId: 'FREE-ROLL-1', reasonKey: 'free.badRoll' } });
    }
  });

  it('FREE-TURN-1: the side actions are End turn; the ruleset accepts any profile', () => {
    const s = start();
    expect(freeTableRuleset.sideActions(s, 'a')).toEqual([{ type: 'endTurn', side: 'a' }]);
    expect(freeTableRuleset.describeAction(s, { type: 'endTurn', side: 'a' })).toEqual({ labelKey: 'free.action.endTurn', params: { sideSideId: 'a' } });
    expect(freeTableRuleset.profileProblems({ anything: 'goes' })).toEqual([]);
  });
});

describe('FREE-UNIT-1: a unit moves by any manoeuvre its members can stand at the end of', () => {
  const withUnits = testUnitScenario(testScenario);
  const begin = (): S => {
    const g = newGame(freeTableRuleset, withUnits, {}, 42);
    if (!g.ok) throw new Error(JSON.stringify(g.problems));
    return g.state;
  };
  it('a wheel of any angle turns the unit and carries every member; once a turn', () => {
    const s = begin();
    const side = s.actors[0]!;
    const unit = withUnits.units!.find((u) => u.side === side)!;
    const wheel = unitMoveAction(unit, { kind: 'wheel', corner: 'right', angleDeg: 90 });
    const after = apply(s, wheel);
    expect(after.scenario.units!.find((u) => u.id === unit.id)!.facingDeg).toBeCloseTo((unit.facingDeg + 90) % 360, 9);
    const moved = unit.memberIds.filter((id) => {
      const a = s.scenario.figures.find((f) => f.id === id)!;
      const b = after.scenario.figures.find((f) => f.id === id)!;
      return Math.hypot(a.x - b.x, a.y - b.y) > 0.01;
    });
    expect(moved.length).toBeGreaterThanOrEqual(5);
    expect(freeTableRuleset.check(after, unitMoveAction(unit, { kind: 'advance', distanceIn: 1 }))?.ruleId).toBe('FREE-MOVE-1');
  });
  it('refused where a member could not stand (off the table), with the placement rule', () => {
    const s = begin();
    const unit = withUnits.units!.find((u) => u.side === s.actors[0])!;
    expect(freeTableRuleset.check(s, unitMoveAction(unit, { kind: 'advance', distanceIn: 100 }))?.ruleId).toBe('FREE-MOVE-2');
  });
});
