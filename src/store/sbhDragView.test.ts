/**
 * The drag ghost under a ruleset is the rules' verdict: a drop on an enemy that SBH turns into a
 * charge (base contact) shows legal, though the bases would overlap where the pointer is; the free
 * table, which places a figure exactly where it is dropped, still shows the overlap as wrong.
 */
import { describe, expect, it } from 'vitest';
import { selectDragCost } from './movementSelectors';
import { selectDragView } from './dragViewSelectors';
import { storeWithScenario } from './testStore';

const table = (ruleset: string) => ({
  schemaVersion: 1, id: 't', name: 'T', ruleset, table: { widthIn: 24, depthIn: 24 }, terrain: [],
  sides: [{ id: 'r', name: 'Red', color: '#ff0000' }, { id: 'b', name: 'Blue', color: '#0000ff' }],
  figures: [
    { id: 'r1', side: 'r', name: 'Jed', base: 25, x: 6, y: 6, profile: { quality: 3, combat: 3 } },
    { id: 'b1', side: 'b', name: 'Wyatt', base: 25, x: 9, y: 6, profile: { quality: 3, combat: 3 } },
  ],
  options: {},
});

describe('the drag ghost follows the rules', () => {
  it('SBH-GAP-05: dragging onto an enemy within the stick is a charge — legal, no placement problem shown', () => {
    const store = storeWithScenario(table('sbh'), { rulesetId: 'sbh', seed: 1, options: { firstPlayer: 'scenarioOrder' } });
    const s = () => store.getState();
    s().dismissHandover();
    expect(s().dispatch({ type: 'activate', side: 'r', figureId: 'r1', params: { dice: 2 }, forcedDice: [6, 6] }).ok).toBe(true);
    s().beginDrag('r1', { x: 6, y: 6 });
    s().dragTo({ x: 9, y: 6 });
    const view = selectDragView(s())!;
    expect(view.legal).toBe(true);
    expect(view.problems).toEqual([]);
    // SBH's sticks are written in cm: the readout shows both (SBH-GAP-04).
    expect(selectDragCost(s())?.units).toBe('inAndCm');
    // Past the stick (Medium, 4.7″) it is refused, with the rules' reason.
    s().dragTo({ x: 6, y: 14 });
    expect(selectDragView(s())?.legal).toBe(false);
    expect(selectDragView(s())?.refusal).not.toBeNull();
  });

  it('FREE-MOVE-2: on the free table a drop overlapping another base is still wrong', () => {
    const store = storeWithScenario(table('lotow'), { rulesetId: 'free' });
    const s = () => store.getState();
    s().dismissHandover();
    s().beginDrag('r1', { x: 6, y: 6 });
    s().dragTo({ x: 9, y: 6 });
    const view = selectDragView(s())!;
    expect(view.legal).toBe(false);
    expect(view.problems.length + (view.refusal === null ? 0 : 1)).toBeGreaterThan(0);
  });
});
