/** The movement actions: BP-GAP-04 (refusals with cm, a Group's move, charge), BP-GAP-06 (run), BP-GAP-11 (crawl), BP-REACT-1 (pending). */
import { describe, expect, it } from 'vitest';
import { bpFigStateOf } from '../flow/bpTypes';
import { apOf } from '../flow/flowAccess';
import { chargeEndToward } from '../movement';
import { cm, fighter, flowScenario, group, moveTo, moveTestRuleset, startMoveGame } from './testing/moveTestingKit';
import type { BpState } from '../flow/bpTypes';

const at = (s: BpState, id: string) => { const f = s.scenario.figures.find((x) => x.id === id)!; return { x: f.x / cm(1), y: f.y / cm(1) }; };

describe('moveFamily', () => {
  it('BP-GAP-04: a move too far is refused with its length and the allowance in cm', () => {
    const g = startMoveGame();
    const r = g.refuse(moveTo('pA', 40, 25), [6]);
    expect(r).toMatchObject({ reasonKey: 'blackpowder.move.tooFar', ruleId: 'BP-GAP-04' });
    expect(r.params?.maxCm).toBeCloseTo(10, 6);
    expect(Math.abs(Number(r.params?.lengthCm) - 15)).toBeLessThan(0.2);
    expect(apOf(g.state.flow, 'p')).toBe(8);
  });

  it('BP-GAP-07: a Group moves all its members, each by the Leader\'s path translated', () => {
    const g = startMoveGame();
    g.accept(moveTo('pGroup', 10, 18), [4]);
    expect(at(g.state, 'pL').y).toBeCloseTo(18, 1);
    expect(at(g.state, 'p1')).toMatchObject({ x: expect.closeTo(15, 1), y: expect.closeTo(18, 1) });
    expect(at(g.state, 'p2')).toMatchObject({ x: expect.closeTo(20, 1), y: expect.closeTo(18, 1) });
  });

  it('BP-GAP-07: a Group\'s move is refused when one member cannot make it (the table edge)', () => {
    const scenario = flowScenario([fighter('pL', 'p', 10, 10, { leader: true }), fighter('p1', 'p', 10, 3), fighter('p2', 'p', 15, 10), fighter('zA', 'z', 50, 90)], [group('pGroup', 'p', ['pL', 'p1', 'p2'])]);
    const g = startMoveGame({}, scenario);
    expect(g.refuse(moveTo('pGroup', 10, 6), [6]).reasonKey).toBe('blackpowder.move.offTable');
    g.accept(moveTo('pGroup', 10, 14), [4]);
    expect(at(g.state, 'p1').y).toBeCloseTo(7, 1);
  });

  it('BP-GAP-06: a Run goes twice the Move and marks the runner running', () => {
    const g = startMoveGame();
    g.accept(moveTo('pA', 40, 28, 'run'), [2]);
    expect(at(g.state, 'pA').y).toBeCloseTo(28, 1);
    expect(bpFigStateOf(g.state, 'pA').running).toEqual({ round: 1, until: 'nextActivation' });
    g.accept(moveTo('pB', 50, 18), [3]);
    expect(bpFigStateOf(g.state, 'pB').running).toBeNull();
  });

  it('BP-GAP-11: a Suppressed fighter only crawls, 5 cm', () => {
    const g = startMoveGame();
    g.setUp((s) => ({ ...s, figureState: { ...s.figureState, pA: { ...bpFigStateOf(s, 'pA'), suppressed: true } } }));
    expect(g.refuse(moveTo('pA', 40, 14), [6]).reasonKey).toBe('blackpowder.move.suppressedCrawlOnly');
    expect(g.refuse(moveTo('pA', 40, 17, 'crawl'), [6]).reasonKey).toBe('blackpowder.move.tooFar');
    g.accept(moveTo('pA', 40, 14, 'crawl'), [2]);
    expect(at(g.state, 'pA').y).toBeCloseTo(14, 1);
    expect(g.refuse(moveTo('pB', 50, 14, 'crawl'), [6]).reasonKey).toBe('blackpowder.move.crawlNotSuppressed');
  });

  it('BP-GAP-04: a charge ends in base contact with its target; without contact it is refused', () => {
    const scenario = flowScenario([fighter('pA', 'p', 40, 10), fighter('zA', 'z', 40, 18), fighter('zB', 'z', 90, 90)], []);
    const g = startMoveGame({}, scenario);
    const end = chargeEndToward(g.state.scenario.figures[0]!, g.state.scenario.figures[1]!)!;
    const charge = { type: 'charge', side: 'p', figureId: 'pA', targetIds: ['zA'], params: { path: [{ x: end.x, y: end.y }] } };
    expect(g.refuse({ ...charge, params: { path: [{ x: cm(40), y: cm(12) }] } }, [6]).reasonKey).toBe('blackpowder.move.chargeNoContact');
    expect(g.refuse({ ...charge, targetIds: ['zB'] }, [6]).reasonKey).toBe('blackpowder.charge.notTarget');
    expect(g.refuse({ ...charge, targetIds: [] }, [6]).reasonKey).toBe('blackpowder.charge.noTarget');
    g.accept(charge, [2]);
    expect(at(g.state, 'pA').y).toBeCloseTo(15.5, 1);
    expect(bpFigStateOf(g.state, 'pA').running).toBeNull();
  });

  it('BP-GAP-03: the preview gives the action test\'s exact odds and the move in cm', () => {
    const g = startMoveGame();
    const p = moveTestRuleset.previewAction!(g.state, moveTo('pA', 40, 15));
    expect(p?.refusal).toBeNull();
    expect(p?.chances[0]).toMatchObject({ labelKey: 'blackpowder.chance.actionTest', num: '5', den: '6', ruleId: 'BP-GAP-03' });
    expect(p?.lines[0]?.params.lengthCm).toBeCloseTo(5, 6);
  });
});

describe('a move in sight of a loaded enemy — BP-REACT-1', () => {
  it('BP-REACT-1: becomes pending: the mover stays, the reacting side is the actor, the mover\'s side waits', () => {
    const g = startMoveGame({}, flowScenario(), 3);
    g.accept(moveTo('pA', 40, 19), [2]);
    expect(g.state.flow.pendingMove).toMatchObject({ actorId: 'pA', sideId: 'p', kind: 'move', passedSideIds: [] });
    expect(g.state.actors).toEqual(['z']);
    expect(at(g.state, 'pA').y).toBeCloseTo(10, 6);
    expect(apOf(g.state.flow, 'p')).toBe(7);
    // Only reactions now: the reacting side may not take actions of the turn.
    expect(g.refuse(moveTo('zA', 50, 85, 'move', 'z'), [6]).reasonKey).toBe('blackpowder.turn.notYours');
  });

  it('BP-REACT-1: with no AP to react the move is made at once; option everyMove asks anyway', () => {
    const g = startMoveGame({}, flowScenario(), 0);
    g.accept(moveTo('pA', 40, 19), [2]);
    expect(g.state.flow.pendingMove).toBeNull();
    const e = startMoveGame({ reactionPrompt: 'everyMove' }, flowScenario(), 0);
    e.accept(moveTo('pA', 40, 19), [2]);
    expect(e.state.flow.pendingMove?.actorId).toBe('pA');
  });

  it('BP-REACT-1: an unloaded enemy gives no reaction', () => {
    const g = startMoveGame({}, flowScenario(), 3);
    g.setUp((s) => ({ ...s, figureState: Object.fromEntries(Object.entries(s.figureState).map(([id, fs]) => [id, id.startsWith('z') ? { ...fs, loaded: false } : fs])) }));
    g.accept(moveTo('pA', 40, 19), [2]);
    expect(g.state.flow.pendingMove).toBeNull();
  });
});
