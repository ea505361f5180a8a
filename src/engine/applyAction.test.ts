import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from './applyAction';
import { DiceTestError, fixedDice } from './dice';
import { newGame } from './replay';
import type { Ruleset } from './ruleset';
import type { Action, GameState, RollEvent } from './state';
import { testScenario } from './testScenario';
import type { TestFigState, TestFlow, TurnModel } from './testing/testRuleset';
import { testGameScenario, testRuleset } from './testing/testRuleset';
import { startTestGame } from './testing/testGame';

type S = GameState<TestFlow, TestFigState>;
const scenario = testGameScenario(testScenario);

/** A game whose set-up rolls are forced (phases: a rolls first, b second). */
function game(turnModel: TurnModel, setupFaces: number[] = []): S {
  const g = newGame(testRuleset, scenario, { turnModel }, 1, fixedDice(setupFaces));
  if (!g.ok) throw new Error(g.problems[0]?.message);
  return g.state;
}

function apply(state: S, action: Action, faces: number[] = []): S {
  const r = applyAction(testRuleset, state, action, { dice: fixedDice(faces) });
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}

function refusedBy(state: S, action: unknown, faces: number[] = []): string {
  const r = applyAction(testRuleset, state, action, { dice: fixedDice(faces) });
  if (r.ok) throw new Error('expected a refusal');
  expect(r.refusal.message).toContain(r.refusal.ruleId);
  return `${r.refusal.reasonKey} ${r.refusal.ruleId}`;
}

describe('applyAction: the engine\'s own checks', () => {
  const s = game('phases', [2, 5]); // b wins initiative: b acts first in the move phase
  it.each<[string, unknown, string]>([
    ['not an object', 42, 'engine.badAction ENGINE-ACTION-SHAPE'],
    ['null', null, 'engine.badAction ENGINE-ACTION-SHAPE'],
    ['no type', { side: 'b' }, 'engine.badAction ENGINE-ACTION-SHAPE'],
    ['an unknown field', { type: 'endPhase', side: 'b', extra: 1 }, 'engine.badAction ENGINE-ACTION-SHAPE'],
    ['a reserved type', { type: 'engine.undo', side: 'b' }, 'engine.badAction ENGINE-ACTION-SHAPE'],
    ['targetIds not a list', { type: 'shoot', side: 'b', figureId: 'b1', targetIds: 'a1' }, 'engine.badAction ENGINE-ACTION-SHAPE'],
    ['params with a function', { type: 'move', side: 'b', figureId: 'b1', params: { x: () => 1 } }, 'engine.badAction ENGINE-ACTION-SHAPE'],
    ['params with NaN', { type: 'move', side: 'b', figureId: 'b1', params: { x: Number.NaN } }, 'engine.badAction ENGINE-ACTION-SHAPE'],
    ['an unknown side', { type: 'endPhase', side: 'z' }, 'engine.unknownSide ENGINE-UNKNOWN-ID'],
    ['an unknown figure', { type: 'move', side: 'b', figureId: 'ghost', params: { x: 1, y: 1 } }, 'engine.unknownFigure ENGINE-UNKNOWN-ID'],
    ['an unknown target', { type: 'shoot', side: 'b', figureId: 'b1', targetIds: ['ghost'] }, 'engine.unknownFigure ENGINE-UNKNOWN-ID'],
    ['another side\'s figure', { type: 'move', side: 'b', figureId: 'a1', params: { x: 3, y: 2 } }, 'engine.notYourFigure ENGINE-OWN-FIGURE'],
    ['a side not among the actors', { type: 'endPhase', side: 'a' }, 'engine.notYourTurn ENGINE-ACTORS'],
    ['an action the ruleset does not have', { type: 'dance', side: 'b' }, 'test.unknownAction TEST-UNKNOWN-1'],
  ])('refuses %s', (_name, action, expected) => {
    const before = JSON.stringify(s);
    expect(refusedBy(s, action)).toBe(expected);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('refuses every action once the game is over', () => {
    const over: S = { ...s, outcome: { winner: 'a', reasonKey: 'x' } };
    expect(refusedBy(over, { type: 'endPhase', side: 'b' })).toBe('engine.gameOver ENGINE-GAME-OVER');
  });

  it('turns a throwing ruleset into engine.internalError, state untouched', () => {
    const broken: Ruleset<TestFlow, TestFigState> = { ...testRuleset, resolve: () => { throw new Error('boom'); } };
    const r = applyAction(broken, s, { type: 'endPhase', side: 'b' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.refusal.reasonKey).toBe('engine.internalError');
      expect(r.refusal.message).toContain('boom');
    }
  });

  it('lets a test\'s fixedDice running out through (a bug in the test, not a bad action)', () => {
    const shootPhase = apply(apply(s, { type: 'endPhase', side: 'b' }), { type: 'endPhase', side: 'a' });
    expect(() => applyAction(testRuleset, shootPhase, { type: 'shoot', side: 'b', figureId: 'b3', targetIds: ['a3'] }, { dice: fixedDice([]) }))
      .toThrow(DiceTestError);
  });
});

describe('the test ruleset: phases with initiative', () => {
  it('rolls initiative at set-up (logged), the higher d6 acts first', () => {
    const s = game('phases', [2, 5]);
    expect(s.actors).toEqual(['b']);
    expect(s.flow.order).toEqual(['b', 'a']);
    const setup = s.log[0];
    expect(setup?.kind).toBe('setup');
    expect(setup?.kind === 'setup' && setup.events.map((e) => (e as RollEvent).faces)).toEqual([[2], [5]]);
  });

  it('moves up to moveIn (TEST-MOVE-1 beyond), once a turn, only in the move phase', () => {
    let s = game('phases', [2, 5]);
    expect(refusedBy(s, { type: 'move', side: 'b', figureId: 'b3', params: { x: 18, y: 11.5 } })).toBe('test.tooFar TEST-MOVE-1');
    s = apply(s, { type: 'move', side: 'b', figureId: 'b3', params: { x: 18, y: 13 } });
    expect(s.scenario.figures.find((f) => f.id === 'b3')).toMatchObject({ x: 18, y: 13 });
    expect(refusedBy(s, { type: 'move', side: 'b', figureId: 'b3', params: { x: 18, y: 14 } })).toBe('test.once TEST-ONCE-1');
    expect(refusedBy(s, { type: 'shoot', side: 'b', figureId: 'b1', targetIds: ['a1'] })).toBe('test.wrongPhase TEST-PHASE-1');
    expect(refusedBy(s, { type: 'move', side: 'b', figureId: 'b1', params: { x: 15, y: 5 } })).toBe('test.badSpot TEST-MOVE-2');
  });

  it('goes b → a in move, then b → a in shoot, then rolls initiative again for turn 2', () => {
    let s = game('phases', [2, 5]);
    s = apply(s, { type: 'endPhase', side: 'b' });
    expect(s.actors).toEqual(['a']);
    s = apply(s, { type: 'endPhase', side: 'a' });
    expect([s.flow.phase, s.actors]).toEqual(['shoot', ['b']]);
    s = apply(s, { type: 'endPhase', side: 'b' });
    s = apply(s, { type: 'endPhase', side: 'a' }, [6, 1]);
    expect([s.turn, s.flow.phase, s.actors]).toEqual([2, 'move', ['a']]);
    const last = s.log[s.log.length - 1];
    expect(last).toMatchObject({ kind: 'action', turn: 1, flowLabel: 'test.phases.shoot' });
  });

  it('shoots: a d6 at or above `shoot` kills; the dead cannot act (TEST-DEAD-1); the roll is an event', () => {
    let s = game('phases', [2, 5]);
    s = apply(apply(s, { type: 'endPhase', side: 'b' }), { type: 'endPhase', side: 'a' });
    const r = applyAction(testRuleset, s, { type: 'shoot', side: 'b', figureId: 'b3', targetIds: ['a3'] }, { dice: fixedDice([4]) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events[0]).toEqual({ type: 'roll', sides: 6, faces: [4], purpose: 'shoot', ruleId: 'TEST-SHOOT-1', figureIds: ['b3', 'a3'] });
    expect(r.events[1]).toMatchObject({ type: 'killed', figureIds: ['a3'] });
    s = apply(r.state, { type: 'endPhase', side: 'b' });
    expect(refusedBy(s, { type: 'shoot', side: 'a', figureId: 'a3', targetIds: ['b3'] })).toBe('test.dead TEST-DEAD-1');
    expect(refusedBy(s, { type: 'shoot', side: 'a', figureId: 'a1', targetIds: ['a2'] })).toBe('test.badTarget TEST-TARGET-1');
  });
});

describe('the test ruleset: activations', () => {
  it('an activation gives one action per success; two failures pass the turn', () => {
    let s = game('activations');
    expect(s.actors).toEqual(['a']);
    s = apply(s, { type: 'activate', side: 'a', figureId: 'a1', params: { dice: 2 } }, [5, 2]);
    expect(s.figureState.a1?.ap).toBe(1);
    expect(s.flow.failures).toBe(1);
    s = apply(s, { type: 'move', side: 'a', figureId: 'a1', params: { x: 4, y: 2 } });
    expect(refusedBy(s, { type: 'move', side: 'a', figureId: 'a1', params: { x: 5, y: 2 } })).toBe('test.noActions TEST-ACT-1');
    const r = applyAction(testRuleset, s, { type: 'activate', side: 'a', figureId: 'a2', params: { dice: 1 } }, { dice: fixedDice([1]) });
    expect(r.ok && r.state.actors).toEqual(['b']);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['roll', 'turnover']);
  });
});

describe('the test ruleset: action points with reactions', () => {
  it('a move waits for the other side, which may shoot at the mover once', () => {
    let s = game('actionPoints');
    s = apply(s, { type: 'move', side: 'a', figureId: 'a1', params: { x: 4, y: 2 } });
    expect(s.actors).toEqual(['b']);
    expect(s.flow.pending).toEqual({ figureId: 'a1', x: 4, y: 2 });
    expect(refusedBy(s, { type: 'endPhase', side: 'b' })).toBe('test.pending TEST-PENDING-1');
    s = apply(s, { type: 'react', side: 'b', figureId: 'b1', targetIds: ['a1'] }, [2]);
    expect(s.actors).toEqual(['a']);
    expect(s.scenario.figures.find((f) => f.id === 'a1')).toMatchObject({ x: 4, y: 2 });
    expect(s.figureState.a1?.ap).toBe(1);
    s = apply(s, { type: 'move', side: 'a', figureId: 'a1', params: { x: 5, y: 2 } });
    expect(refusedBy(s, { type: 'react', side: 'b', figureId: 'b1', targetIds: ['a1'] })).toBe('test.once TEST-REACT-2');
    s = apply(s, { type: 'react', side: 'b', figureId: 'b2', targetIds: ['a1'] }, [6]);
    expect(s.figureState.a1?.dead).toBe(true);
    expect(s.scenario.figures.find((f) => f.id === 'a1')).toMatchObject({ x: 4, y: 2 }); // shot down mid-move
    expect(refusedBy(s, { type: 'move', side: 'a', figureId: 'a1', params: { x: 4, y: 3 } })).toBe('test.dead TEST-DEAD-1');
  });

  it('a figure has 2 AP a turn (TEST-AP-1 after that); the other side may pass', () => {
    let s = game('actionPoints');
    s = apply(apply(s, { type: 'move', side: 'a', figureId: 'a3', params: { x: 8, y: 17 } }), { type: 'pass', side: 'b' });
    s = apply(apply(s, { type: 'move', side: 'a', figureId: 'a3', params: { x: 8, y: 18 } }), { type: 'pass', side: 'b' });
    expect(s.scenario.figures.find((f) => f.id === 'a3')).toMatchObject({ x: 8, y: 18 });
    expect(refusedBy(s, { type: 'move', side: 'a', figureId: 'a3', params: { x: 8, y: 19 } })).toBe('test.noActions TEST-AP-1');
    s = apply(s, { type: 'endPhase', side: 'a' });
    expect([s.actors, s.figureState.b1?.ap]).toEqual([['b'], 2]);
  });
});

describe('legalActions', () => {
  it('lists each candidate with its refusal', () => {
    const s = startTestGame('phases', 1);
    const actor = s.actors[0]!;
    const fig = s.scenario.figures.find((f) => f.side === actor)!;
    const list = legalActions(testRuleset, s, fig.id);
    expect(list.some((l) => l.legal && l.action.type === 'endPhase')).toBe(true);
    const far = list.find((l) => l.action.type === 'move' && !l.legal && l.refusal.ruleId === 'TEST-MOVE-1');
    expect(far).toBeDefined();
    const other = s.scenario.figures.find((f) => f.side !== actor)!;
    expect(legalActions(testRuleset, s, other.id).every((l) => !l.legal)).toBe(true);
  });
});

describe('forced dice in the action (ENGINE-FORCED-DICE)', () => {
  const shootPhase = (): S => apply(apply(game('phases', [2, 5]), { type: 'endPhase', side: 'b' }), { type: 'endPhase', side: 'a' });
  const shot: Action = { type: 'shoot', side: 'b', figureId: 'b3', targetIds: ['a3'] };

  it('uses the faces the action carries, keeps them in the log, and leaves the seeded stream where it was', () => {
    const s = shootPhase();
    const hit = applyAction(testRuleset, s, { ...shot, forcedDice: [6] });
    const miss = applyAction(testRuleset, s, { ...shot, forcedDice: [1] });
    if (!hit.ok || !miss.ok) throw new Error('expected both to be accepted');
    expect((hit.events[0] as RollEvent).faces).toEqual([6]);
    expect((miss.events[0] as RollEvent).faces).toEqual([1]);
    expect(hit.events.some((e) => e.type === 'killed')).toBe(true);
    expect(miss.events.some((e) => e.type === 'killed')).toBe(false);
    expect(hit.state.rng).toEqual(s.rng);
    const entry = hit.state.log[hit.state.log.length - 1];
    expect(entry?.kind === 'action' ? entry.action.forcedDice : null).toEqual([6]);
  });

  it('too few faces is a refusal with the state untouched, not a throw', () => {
    const s = shootPhase();
    const r = applyAction(testRuleset, s, { ...shot, forcedDice: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(`${r.refusal.reasonKey} ${r.refusal.ruleId}`).toBe('engine.forcedDice ENGINE-FORCED-DICE');
  });

  it.each([[['6']], [[0]], [[2.5]], [[101]], ['6']])('refuses forcedDice %j as a malformed action', (forcedDice) => {
    expect(refusedBy(shootPhase(), { ...shot, forcedDice })).toBe('engine.badAction ENGINE-ACTION-SHAPE');
  });
});
