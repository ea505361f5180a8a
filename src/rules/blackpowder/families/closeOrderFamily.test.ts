/** Close Order declared as the Group activates (BP-GAP-07, BP-VOLLEY-6): free, before the first action, in formation; its refusals; its end. */
import { describe, expect, it } from 'vitest';
import { legalActionsOf } from '../../../engine/testing/gameDriver';
import type { Figure } from '../../../engine/model';
import { bpFigStateOf } from '../flow/bpTypes';
import { apOf } from '../flow/flowAccess';
import { fighter, flowScenario, forcedCtx, group, meleeGame, meleeState, meleeTestRuleset, withFig } from '../melee/testing/meleeTestingKit';
import { closeOrderUpkeep, leastStripWidth } from './closeOrderFamily';

const zouaves = [fighter('zL', 'z', 10, 90, { leader: true }), fighter('z1', 'z', 15, 90)];
const table = (prussians: Figure[]) => flowScenario([...prussians, fighter('pA', 'p', 60, 10), ...zouaves], [group('pGroup', 'p', prussians.map((f) => f.id)), group('zGroup', 'z', ['zL', 'z1'])]);
const rank = () => [fighter('pL', 'p', 10, 10, { leader: true }), fighter('p1', 'p', 12.5, 10), fighter('p2', 'p', 15, 10)];
const declare = (on = true, figureId = 'pGroup', side = 'p') => ({ type: 'closeOrder', side, figureId, params: { on } });

describe('closeOrderFamily', () => {
  it('BP-GAP-07: a Group in base contact in one rank forms Close Order as it activates: free, no test', () => {
    const g = meleeGame(meleeState(table(rank())));
    const ap = apOf(g.state.flow, 'p');
    g.accept(declare(), []);
    expect(bpFigStateOf(g.state, 'pGroup').closeOrder).toBe(true);
    expect(apOf(g.state.flow, 'p')).toBe(ap);
    expect(g.state.flow.actorTurns.pGroup).toBeUndefined();
    expect(g.events.map((e) => e.type)).toEqual(['blackpowder.event.closeOrder']);
    expect(g.refuse(declare()).reasonKey).toBe('blackpowder.closeOrder.alreadyOn');
    g.accept(declare(false), []);
    expect(bpFigStateOf(g.state, 'pGroup').closeOrder).toBe(false);
    expect(g.refuse(declare(false)).reasonKey).toBe('blackpowder.closeOrder.alreadyOff');
  });

  it('BP-GAP-07: refused once the Group has acted this turn', () => {
    const g = meleeGame(meleeState(table(rank())));
    g.accept({ type: 'aim', side: 'p', figureId: 'pGroup' }, [6]);
    expect(g.refuse(declare())).toMatchObject({ reasonKey: 'blackpowder.closeOrder.afterActing', ruleId: 'BP-GAP-07' });
  });

  it('BP-GAP-07: refused to a lone fighter, and to the side not active (the gate)', () => {
    const g = meleeGame(meleeState(table(rank())));
    expect(g.refuse(declare(true, 'pA')).reasonKey).toBe('blackpowder.closeOrder.notGroup');
    expect(g.refuse(declare(true, 'zGroup', 'z')).reasonKey).toBe('engine.notYourTurn');
  });

  it('BP-GAP-07: refused out of cohesion, with the member and how far', () => {
    const g = meleeGame(meleeState(table([fighter('pL', 'p', 10, 10, { leader: true }), fighter('p1', 'p', 12.5, 10), fighter('p2', 'p', 30, 10)])));
    expect(g.refuse(declare())).toMatchObject({ reasonKey: 'blackpowder.closeOrder.noCohesion', params: { figureId: 'p2' } });
  });

  it('BP-GAP-07: in cohesion but not in base contact: refused, unless closeOrderNeeds is cohesion', () => {
    const spaced = [fighter('pL', 'p', 10, 10, { leader: true }), fighter('p1', 'p', 15, 10), fighter('p2', 'p', 20, 10)];
    expect(meleeGame(meleeState(table(spaced))).refuse(declare())).toMatchObject({ reasonKey: 'blackpowder.closeOrder.notInContact', params: { figureId: 'p1' } });
    const g = meleeGame(meleeState(table(spaced), { closeOrderNeeds: 'cohesion' }));
    g.accept(declare(), []);
    expect(bpFigStateOf(g.state, 'pGroup').closeOrder).toBe(true);
  });

  it('BP-GAP-07: two ranks are Close Order, three are not', () => {
    const two = [fighter('pL', 'p', 10, 10, { leader: true }), fighter('p1', 'p', 12.5, 10), fighter('p2', 'p', 10, 12.5), fighter('p3', 'p', 12.5, 12.5), fighter('p4', 'p', 15, 12.5)];
    meleeGame(meleeState(table(two))).accept(declare(), []);
    const block = [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => fighter(r + c === 0 ? 'pL' : `p${r}${c}`, 'p', 10 + 2.5 * c, 10 + 2.5 * r, r + c === 0 ? { leader: true } : {})));
    expect(meleeGame(meleeState(table(block))).refuse(declare()).reasonKey).toBe('blackpowder.closeOrder.tooDeep');
    expect(leastStripWidth([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }])).toBe(0);
    expect(leastStripWidth([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 2 }, { x: 2, y: 2 }])).toBeCloseTo(2, 9);
  });

  it('BP-GAP-07: the candidates offer the toggle to the active side\'s Groups that may', () => {
    const s = meleeState(table(rank()));
    expect(legalActionsOf(meleeTestRuleset, s, 'pGroup').filter((a) => a.type === 'closeOrder').map((a) => a.params)).toEqual([{ on: true }]);
    expect(legalActionsOf(meleeTestRuleset, s, 'zGroup').filter((a) => a.type === 'closeOrder')).toEqual([]);
  });

  it('BP-GAP-07: Close Order ends when the formation stops holding (closeOrderUpkeep), not while it holds', () => {
    const s = withFig(meleeState(table(rank())), 'pGroup', { closeOrder: true });
    const { ctx, events } = forcedCtx([]);
    expect(closeOrderUpkeep(s, undefined as never, ctx)).toBe(s);
    const moved = { ...s, scenario: { ...s.scenario, figures: s.scenario.figures.map((f) => (f.id === 'p2' ? { ...f, x: f.x + 1 } : f)) } };
    const after = closeOrderUpkeep(moved, undefined as never, ctx);
    expect(bpFigStateOf(after, 'pGroup').closeOrder).toBe(false);
    expect(events().map((e) => e.type)).toEqual(['blackpowder.event.closeOrderLost']);
  });

  it('BP-GAP-07: a Group moving keeps its offsets, so it stays in Close Order', () => {
    const g = meleeGame(meleeState(table(rank())));
    g.accept(declare(), []);
    g.accept({ type: 'move', side: 'p', figureId: 'pGroup', params: { path: [{ x: g.state.scenario.figures[0]!.x, y: g.state.scenario.figures[0]!.y + 2 }] } }, [6]);
    expect(bpFigStateOf(g.state, 'pGroup').closeOrder).toBe(true);
  });
});
