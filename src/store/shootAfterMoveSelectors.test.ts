/**
 * LOTOW-SHOOT-MOVE-1 in the Move phase, through the store: the rings sit at each weapon's move limit
 * (the rules' numbers, `Ruleset.shootAfterMoveLimits`) and the drag line says whether each weapon
 * could still shoot after a drop at the ghost.
 */
import { describe, expect, it } from 'vitest';
import type { OptionValue } from '../engine/state';
import { man, table } from '../rules/lotow/movement/testing/movementScenarios';
import { createSkirmishStore } from './store';
import { testStoreDeps } from './testing/testStoreDeps';
import { selectDragShootLines, selectShootAfterMoveLimits, selectShootRings } from './shootAfterMoveSelectors';

const scenario = table([], [man('jed', 5, 10, { profile: { moveIn: 6, weapons: 'pistol,rifle' } }), { ...man('wyatt', 20, 20), side: 'b' }]);

function storeActingAsA(options: Record<string, OptionValue> = {}) {
  const store = createSkirmishStore(testStoreDeps());
  expect(store.getState().loadScenario(scenario, 'test', { rulesetId: 'lotow', seed: 1, options }).ok).toBe(true);
  for (let i = 0; i < 6 && store.getState().game!.timeline.present.actors[0] !== 'a'; i++) {
    const s = store.getState();
    s.dismissHandover();
    s.dispatch({ type: 'endPhase', side: s.game!.timeline.present.actors[0]! });
  }
  store.getState().dismissHandover();
  store.getState().select('jed');
  return store;
}

describe('shoot after moving', () => {
  it('LOTOW-SHOOT-MOVE-1 LOTOW-GAP-11: playable limits — a ring at the rifle\'s 3″, none for the pistol (any move)', () => {
    const s = storeActingAsA().getState;
    expect(selectShootAfterMoveLimits(s()).map((l) => [l.weaponId, l.limitIn, l.ruleId])).toEqual([['pistol', 6, 'LOTOW-SHOOT-MOVE-1'], ['rifle', 3, 'LOTOW-SHOOT-MOVE-1']]);
    expect(selectShootRings(s()).map((r) => [r.weaponId, r.budgetIn])).toEqual([['rifle', 3]]);
  });

  it('LOTOW-SHOOT-MOVE-1: the drag line — both can shoot after 2″; after 4″ the rifle cannot', () => {
    const s = storeActingAsA().getState;
    s().beginDrag('jed', { x: 5, y: 10 });
    s().dragTo({ x: 7, y: 10 });
    expect(selectDragShootLines(s()).map((l) => [l.weaponId, l.kind])).toEqual([['pistol', 'can'], ['rifle', 'can']]);
    s().dragTo({ x: 9, y: 10 });
    expect(selectDragShootLines(s()).map((l) => [l.weaponId, l.kind])).toEqual([['pistol', 'can'], ['rifle', 'lost']]);
    s().cancelDrag();
    expect(selectDragShootLines(s())).toEqual([]);
  });

  it('LOTOW-GAP-11: the catalog\'s numbers — "rifle: no shot after moving", a ring at the pistol\'s 3″', () => {
    const s = storeActingAsA({ weaponMoveLimits: 'catalog' }).getState;
    expect(selectShootRings(s()).map((r) => [r.weaponId, r.budgetIn])).toEqual([['pistol', 3]]);
    s().beginDrag('jed', { x: 5, y: 10 });
    s().dragTo({ x: 6, y: 10 });
    expect(selectDragShootLines(s()).map((l) => [l.weaponId, l.kind])).toEqual([['pistol', 'can'], ['rifle', 'none']]);
  });
});
