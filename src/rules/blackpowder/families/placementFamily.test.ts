/** BP-VOLLEY-6: the defender places a Close Order volley's hits (forced dice on the fire test table). */
import { describe, expect, it } from 'vitest';
import type { BpState } from '../flow/bpTypes';
import { withBpFigState } from '../flow/bpTypes';
import { act, fireTestRuleset, refusedKey, rollsOf, shoot, startFireGame } from './testing/fireTestingKit';

const place = (ids: string[]) => ({ type: 'placeHits', side: 'z', figureId: 'zGroup', params: { figureIds: ids } });
const closeOrder = (): BpState => withBpFigState(startFireGame(), 'zGroup', { closeOrder: true });

describe('Close Order placement — BP-VOLLEY-6', () => {
  it('BP-VOLLEY-6: two hits wait for the defender; nothing else happens meanwhile', () => {
    const r = act(closeOrder(), shoot('pGroup', 'z2', [6, 6, 4, 3]));
    expect(r.state.flow.pendingPlacement).toMatchObject({ groupId: 'zGroup', sideId: 'z', count: 2, forcedLeaderId: null });
    expect(r.state.actors).toEqual(['z']);
    expect(rollsOf(r.events, 'blackpowder.roll.damage')).toHaveLength(0);
    expect(refusedKey(r.state, { type: 'endTurn', side: 'z' })).toBe('blackpowder.placement.waiting');
    expect(fireTestRuleset.candidateActions(r.state, 'zGroup').length).toBeGreaterThan(0);
  });

  it('BP-VOLLEY-6: as many members as hits, of the Group in action, spread before doubling', () => {
    const s = act(closeOrder(), shoot('pGroup', 'z2', [6, 6, 4, 3])).state;
    expect(refusedKey(s, place(['z1']))).toBe('blackpowder.placement.count');
    expect(refusedKey(s, place(['zA', 'z1']))).toBe('blackpowder.placement.notMember');
    expect(refusedKey(s, place(['z1', 'z1']))).toBe('blackpowder.placement.spread');
    expect(refusedKey(s, { ...place(['z1', 'z3']), side: 'p' })).not.toBeNull();
  });

  it('BP-VOLLEY-6: the hits resolve on the members named, in order', () => {
    const s = act(closeOrder(), shoot('pGroup', 'z2', [6, 6, 4, 3])).state;
    const r = act(s, { ...place(['z3', 'z1']), forcedDice: [2, 5] });
    expect([r.state.figureState.z3!.suppressed, r.state.figureState.z1!.outOfAction, r.state.figureState.z2?.suppressed ?? false]).toEqual([true, true, false]);
    expect(r.state.flow.pendingPlacement).toBeNull();
    expect(r.state.actors).toEqual(['p']);
  });

  it('BP-VOLLEY-6: the triple\'s Leader hit stays forced and first, unsaved; the defender places the rest', () => {
    const r = act(closeOrder(), shoot('pGroup', 'z2', [5, 5, 5, 6]));
    expect(r.state.flow.pendingPlacement).toMatchObject({ count: 1, forcedLeaderId: 'zL' });
    const done = act(r.state, { ...place(['z2']), forcedDice: [2, 2] });
    expect(rollsOf(done.events, 'blackpowder.roll.leaderSave')).toEqual([]);
    expect([done.state.figureState.zL!.suppressed, done.state.figureState.z2!.suppressed]).toEqual([true, true]);
  });

  it('BP-VOLLEY-6: more hits than members — every member once, then a second hit', () => {
    let s = closeOrder();
    for (const id of ['z2', 'z3']) s = withBpFigState(s, id, { outOfAction: true });
    const waiting = act(s, shoot('pGroup', 'z1', [6, 6, 5, 5])).state;
    expect(waiting.flow.pendingPlacement).toMatchObject({ count: 2, forcedLeaderId: null });
    // Three hits on the two members left (zL, z1): set so, as no 4-dice volley without a triple makes 27.
    const three: BpState = { ...waiting, flow: { ...waiting.flow, pendingPlacement: { ...waiting.flow.pendingPlacement!, count: 3 } } };
    expect(refusedKey(three, place(['z1', 'z1', 'z1']))).toBe('blackpowder.placement.spread');
    expect(refusedKey(three, place(['z1', 'zL', 'z1']))).toBeNull();
  });
});
