/**
 * Several actors, units and interrupted moves through the engine and the test ruleset: what the
 * black-powder Groups and reactions and the BATTLESYSTEM units need from the engine.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withinReach } from '../unitReach';
import { applyAction } from '../applyAction';
import { fixedDice } from '../dice';
import type { Action } from '../state';
import { unitMoveAction } from '../manoeuvre';
import { placementProblems } from '../placement';
import { testScenario } from '../testScenario';
import { unitGeometry } from '../unitGeometry';
import { startTestGame } from './testGame';
import type { TestState } from './testGame';
import { testGameScenario, testRuleset } from './testRuleset';
import { testUnitScenario } from './testUnitScenario';

const scenario = testUnitScenario(testGameScenario(testScenario));
const game = (model: 'phases' | 'actionPoints' = 'phases'): TestState => {
  const s = startTestGame(model, 1, scenario);
  // Side a first, whatever the initiative roll (phases).
  return { ...s, actors: ['a'], flow: { ...s.flow, order: ['a', 'b'], active: 0 } };
};
const apply = (s: TestState, action: Action, dice: number[] = []): { state: TestState; events: readonly { type: string; figureIds?: readonly string[] }[] } => {
  const r = applyAction(testRuleset, s, action, { dice: fixedDice(dice) });
  if (!r.ok) throw new Error(r.refusal.message);
  return r;
};
const refusedBy = (s: TestState, action: unknown): string => {
  const r = applyAction(testRuleset, s, action as Action);
  return r.ok ? 'accepted' : `${r.refusal.reasonKey} ${r.refusal.ruleId}`;
};
const at = (s: TestState, id: string) => s.scenario.figures.find((f) => f.id === id)!;
const wheel = (unitId: string, side: string, corner: 'left' | 'right', angleDeg: number): Action =>
  unitMoveAction({ id: unitId, side }, { kind: 'wheel', corner, angleDeg });

describe('the engine: actions with several actors, figures or units', () => {
  const s = game();
  it('ENGINE-UNKNOWN-ID: every actor and every target must be a figure or a unit', () => {
    expect(refusedBy(s, { type: 'volley', side: 'a', figureId: 'ua1', actorIds: ['ua2', 'zz'], targetIds: ['b3'] })).toBe('engine.unknownFigure ENGINE-UNKNOWN-ID');
    expect(refusedBy(s, { type: 'shoot', side: 'a', figureId: 'a1', targetIds: ['nobody'] })).toBe('engine.unknownFigure ENGINE-UNKNOWN-ID');
    // A unit id is an id like a figure's, as actor and as target: the rules see it and decide.
    const shooting = { ...s, flow: { ...s.flow, phase: 'shoot' as const } };
    expect(refusedBy(shooting, { type: 'shoot', side: 'a', figureId: 'a1', targetIds: ['ub'] })).toBe('test.badTarget TEST-TARGET-1');
    expect(refusedBy(s, wheel('ua', 'a', 'left', 15))).toBe('accepted');
  });

  it('ENGINE-OWN-FIGURE: every actor, not only the first, is the acting side’s', () => {
    expect(refusedBy(s, { type: 'volley', side: 'a', figureId: 'ua1', actorIds: ['ua2', 'b1'], targetIds: ['b3'] })).toBe('engine.notYourFigure ENGINE-OWN-FIGURE');
    expect(refusedBy(s, wheel('ub', 'a', 'left', 15))).toBe('engine.notYourFigure ENGINE-OWN-FIGURE');
  });

  it('ENGINE-ACTION-SHAPE: actorIds is a list of ids, each actor named once', () => {
    expect(refusedBy(s, { type: 'volley', side: 'a', figureId: 'ua1', actorIds: 'ua2' })).toBe('engine.badAction ENGINE-ACTION-SHAPE');
    expect(refusedBy(s, { type: 'volley', side: 'a', figureId: 'ua1', actorIds: ['ua2', 'ua1'], targetIds: ['b3'] })).toBe('engine.badAction ENGINE-ACTION-SHAPE');
    expect(refusedBy(s, { type: 'volley', side: 'a', figureId: 'ua1', actorIds: [7], targetIds: ['b3'] })).toBe('engine.badAction ENGINE-ACTION-SHAPE');
  });
});

describe('the test ruleset: a Group fires one volley', () => {
  const s = { ...game(), flow: { ...game().flow, phase: 'shoot' as const } };
  it('TEST-GROUP-1: a leader and two others fire as one action: three rolls, each naming its shooter, three shots spent', () => {
    const r = apply(s, { type: 'volley', side: 'a', figureId: 'ua1', actorIds: ['ua2', 'ua3'], targetIds: ['b2'] }, [1, 2, 6]);
    const rolls = r.events.filter((e) => e.type === 'roll');
    expect(rolls.map((e) => e.figureIds?.[0])).toEqual(['ua1', 'ua2', 'ua3']);
    expect(r.state.figureState.b2?.dead).toBe(true);
    expect(['ua1', 'ua2', 'ua3'].map((id) => r.state.figureState[id]?.shot)).toEqual([true, true, true]);
    expect(r.state.figureState.ua4?.shot).toBe(false);
    expect(refusedBy(r.state, { type: 'shoot', side: 'a', figureId: 'ua2', targetIds: ['b3'] })).toBe('test.once TEST-ONCE-1');
    expect(r.state.log.at(-1)).toMatchObject({ kind: 'action', action: { actorIds: ['ua2', 'ua3'] } });
  });

  it('TEST-GROUP-1: one other is no Group', () => {
    expect(refusedBy(s, { type: 'volley', side: 'a', figureId: 'ua1', actorIds: ['ua2'], targetIds: ['b2'] })).toBe('test.groupTooSmall TEST-GROUP-1');
  });

  it('TEST-GROUP-2: a member more than 4″ from the leader breaks the Group', () => {
    expect(refusedBy(s, { type: 'volley', side: 'a', figureId: 'ua1', actorIds: ['ua2', 'a1'], targetIds: ['b2'] })).toBe('test.groupApart TEST-GROUP-2');
  });
});

describe('the test ruleset: a unit wheels on a front corner', () => {
  const s = game();
  it('TEST-UNIT-2: a wheel costs the outer front corner’s arc, and over the allowance it is refused', () => {
    const width = unitGeometry(s.scenario.units![0]!, s.scenario.figures)!.tray.widthIn;
    expect(width).toBeCloseTo(3 * 25 / 25.4, 9);
    const refused = applyAction(testRuleset, s, wheel('ua', 'a', 'left', 90));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.refusal.ruleId).toBe('TEST-UNIT-2');
    expect(refused.refusal.message).toContain('outer corner would travel 4.64″ of 3″');
    expect(refused.refusal.params?.distanceIn).toBeCloseTo(width * Math.PI / 2, 9);
    expect(refused.refusal.params?.maxIn).toBe(3);
  });

  it('TEST-UNIT-2: a 45° wheel on the left corner turns the unit left; the pivot stays, every member stays in its slot', () => {
    const before = unitGeometry(s.scenario.units![0]!, s.scenario.figures)!;
    const r = apply(s, wheel('ua', 'a', 'left', 45));
    const unit = r.state.scenario.units!.find((u) => u.id === 'ua')!;
    expect(unit.facingDeg).toBe(315);
    const after = unitGeometry(unit, r.state.scenario.figures)!;
    expect(after.edges.front.a.x).toBeCloseTo(before.edges.front.a.x, 9);
    expect(after.edges.front.a.y).toBeCloseTo(before.edges.front.a.y, 9);
    for (const m of after.members) expect(m.offsetIn).toBeLessThan(1e-9);
    expect(at(r.state, 'ua1').facingDeg).toBe(315);
    for (const f of r.state.scenario.figures.filter((g) => g.id.startsWith('ua'))) {
      expect(placementProblems(r.state.scenario, f.id, f, f.standsOn)).toEqual([]);
    }
    expect(refusedBy(r.state, wheel('ua', 'a', 'right', 15))).toBe('test.once TEST-ONCE-1');
  });

  it('TEST-UNIT-3: a manoeuvre that puts a member where it cannot stand is refused', () => {
    // b3 stands 1.5″ in front of ua: an advance of 1.5″ runs into it, one of 0.5″ does not.
    const blocked = { ...s, scenario: { ...s.scenario, figures: s.scenario.figures.map((f) => (f.id === 'b3' ? { ...f, x: 2.5, y: 6.5 } : f)) } };
    expect(refusedBy(blocked, unitMoveAction({ id: 'ua', side: 'a' }, { kind: 'advance', distanceIn: 1.5 }))).toBe('test.badSpot TEST-UNIT-3');
    expect(refusedBy(blocked, unitMoveAction({ id: 'ua', side: 'a' }, { kind: 'advance', distanceIn: 0.5 }))).toBe('accepted');
  });

  it('TEST-UNIT-2 and TEST-UNIT-1: a figure makes no manoeuvre, a bad one is refused, a member does not move alone', () => {
    expect(refusedBy(s, unitMoveAction({ id: 'a1', side: 'a' }, { kind: 'wheel', corner: 'left', angleDeg: 15 }))).toBe('test.badParams TEST-PARAMS-1');
    expect(refusedBy(s, { type: 'move', side: 'a', figureId: 'ua', params: { manoeuvre: { kind: 'wheel', corner: 'up', angleDeg: 15 } } })).toBe('test.badParams TEST-PARAMS-1');
    expect(refusedBy(s, unitMoveAction({ id: 'ua', side: 'a' }, { kind: 'free', path: [{ x: 3, y: 3 }] }))).toBe('test.badManoeuvre TEST-UNIT-2');
    expect(refusedBy(s, { type: 'move', side: 'a', figureId: 'ua1', params: { x: 1.5, y: 7 } })).toBe('test.inUnit TEST-UNIT-1');
  });
});

describe('the test ruleset: a reaction interrupts a pending move where the reacting side chooses', () => {
  const s = game('actionPoints');
  const moving = apply(s, { type: 'move', side: 'a', figureId: 'a1', params: { x: 2, y: 6 } }).state;

  it('TEST-REACT-3: shot down 1.5″ along the move, the mover lies there', () => {
    const r = apply(moving, { type: 'react', side: 'b', figureId: 'b1', targetIds: ['a1'], params: { atIn: 1.5 } }, [6]);
    expect(r.state.figureState.a1?.dead).toBe(true);
    expect(at(r.state, 'a1')).toMatchObject({ x: 2, y: 3.5 });
    expect(r.state.flow.pending).toBeNull();
  });

  it('TEST-REACT-3: missed at the chosen point, the mover goes on to the end of its move', () => {
    const r = apply(moving, { type: 'react', side: 'b', figureId: 'b1', targetIds: ['a1'], params: { atIn: 1.5 } }, [1]);
    expect(r.state.figureState.a1?.dead).toBe(false);
    expect(at(r.state, 'a1')).toMatchObject({ x: 2, y: 6 });
  });

  it('TEST-REACT-3: a point the mover cannot stand on, or a negative distance, is refused', () => {
    // b3 stands in the middle of a1's way: the move may pass it, a1 cannot be shot standing on it.
    const crowded = { ...s, scenario: { ...s.scenario, figures: s.scenario.figures.map((f) => (f.id === 'b3' ? { ...f, x: 2, y: 4 } : f)) } };
    const passing = apply(crowded, { type: 'move', side: 'a', figureId: 'a1', params: { x: 2, y: 6 } }).state;
    expect(refusedBy(passing, { type: 'react', side: 'b', figureId: 'b1', targetIds: ['a1'], params: { atIn: 2 } })).toBe('test.badSpot TEST-REACT-3');
    expect(refusedBy(passing, { type: 'react', side: 'b', figureId: 'b1', targetIds: ['a1'], params: { atIn: 3.5 } })).toBe('accepted');
    expect(refusedBy(moving, { type: 'react', side: 'b', figureId: 'b1', targetIds: ['a1'], params: { atIn: -1 } })).toBe('test.badParams TEST-PARAMS-1');
    expect(refusedBy(moving, { type: 'react', side: 'b', figureId: 'b1', targetIds: ['a1'], params: { atIn: 'half' } })).toBe('test.badParams TEST-PARAMS-1');
  });
});

describe('the test ruleset: a unit’s reach agrees with its check', () => {
  const s = game();
  it('TEST-UNIT-2: an advance or a wheel within the reach the rules show is one their check does not refuse for its cost, and only that', () => {
    const manoeuvre = fc.oneof(
      fc.record({ kind: fc.constant('advance' as const), distanceIn: fc.double({ min: 0, max: 5, noNaN: true }), driftIn: fc.double({ min: -1.5, max: 1.5, noNaN: true }) }),
      fc.record({ kind: fc.constant('wheel' as const), corner: fc.constantFrom('left' as const, 'right' as const), angleDeg: fc.double({ min: 0.01, max: 120, noNaN: true }) }),
    );
    fc.assert(fc.property(manoeuvre, (m) => {
      const reach = testRuleset.unitReach!(s, 'ua', m.kind);
      expect(reach).not.toBeNull();
      const r = applyAction(testRuleset, s, unitMoveAction({ id: 'ua', side: 'a' }, m));
      const refusedForCost = !r.ok && r.refusal.reasonKey === 'test.tooFar';
      // Other refusals (a member that cannot stand there) are not the reach's to show.
      if (!r.ok && !refusedForCost) expect(r.refusal.ruleId).toBe('TEST-UNIT-3');
      expect(withinReach(reach!, m)).toBe(!refusedForCost);
    }), { numRuns: 200 });
  });

  it('TEST-UNIT-2: no reach once the unit has moved, for a figure, or for an irregular unit’s wheel', () => {
    const moved = apply(s, unitMoveAction({ id: 'ua', side: 'a' }, { kind: 'advance', distanceIn: 1 })).state;
    expect(testRuleset.unitReach!(moved, 'ua', 'advance')).toBeNull();
    expect(testRuleset.unitReach!(s, 'a1', 'advance')).toBeNull();
    const loose = { ...s, scenario: { ...s.scenario, units: s.scenario.units!.map((u) => ({ ...u, formation: { kind: 'irregular' as const } })) } };
    expect(testRuleset.unitReach!(loose, 'ua', 'wheel')).toBeNull();
    expect(testRuleset.unitReach!(s, 'ua', 'wheel')).toMatchObject({ kind: 'wheel', allowanceIn: 3 });
  });
});
