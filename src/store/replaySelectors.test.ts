import { describe, expect, it } from 'vitest';
import { rollAction } from '../engine/intents';
import { selectReplayStep } from './replaySelectors';
import { storeWithScenario } from './testStore';

const json = {
  schemaVersion: 1, id: 't', name: 'Showdown', ruleset: 'lotow', table: { widthIn: 24, depthIn: 24 },
  terrain: [],
  sides: [{ id: 'r', name: 'Red', color: '#ff0000' }, { id: 'b', name: 'Blue', color: '#0000ff' }],
  figures: [
    { id: 'r1', side: 'r', name: 'Jed', base: 25, x: 6, y: 6 },
    { id: 'b1', side: 'b', name: 'Wyatt', base: 25, x: 12, y: 6 },
  ],
  options: {},
};

/** Steps: 1 move Jed 3″, 2 roll 2d6 "Nerve", 3 undo (the roll), 4 redo (the roll), 5 end turn. */
function played() {
  const store = storeWithScenario(json);
  const s = () => store.getState();
  expect(s().moveFigure('r1', [{ x: 9, y: 6 }]).ok).toBe(true);
  expect(s().dispatch(rollAction('r', 2, 6, 'Nerve')).ok).toBe(true);
  expect(s().undo().ok).toBe(true);
  expect(s().redo().ok).toBe(true);
  expect(s().dispatch({ type: 'endTurn', side: 'r' }).ok).toBe(true);
  s().dismissHandover();
  expect(s().openReplay(null).ok).toBe(true);
  return store;
}

describe('selectReplayStep', () => {
  it('is null while the viewer is closed', () => {
    const store = storeWithScenario(json);
    expect(selectReplayStep(store.getState())).toBeNull();
  });

  it('names each step: set-up, an action in the state it was taken in, and what an undo or redo took back or put back', () => {
    const store = played();
    const at = (i: number) => {
      store.getState().setReplayIndex(i);
      return selectReplayStep(store.getState())!;
    };
    expect(at(5)).toMatchObject({ title: 'Showdown', index: 5, steps: 5, kind: 'action', turn: 1, sideName: 'Red', actionType: 'endTurn' });
    expect(at(5).action).toEqual({ key: 'free.action.endTurn', params: { sideSideId: 'Red' } });
    expect(at(0)).toMatchObject({ index: 0, kind: 'setup', action: null, turn: 1 });
    // The move's length comes from where Jed stood before it (6 → 9), and his id became his name.
    expect(at(1).action).toEqual({ key: 'free.action.move', params: { moverFigureId: 'Jed', lengthIn: 3 } });
    expect(at(2).action).toEqual({ key: 'free.action.roll', params: { count: 2, sides: 6, label: 'Nerve' } });
    expect(at(3)).toMatchObject({ kind: 'undo', action: { key: 'free.action.roll' }, sideName: 'Red' });
    expect(at(4)).toMatchObject({ kind: 'redo', action: { key: 'free.action.roll' } });
  });

  it('is the same object until the viewer moves', () => {
    const store = played();
    const a = selectReplayStep(store.getState());
    expect(selectReplayStep(store.getState())).toBe(a);
    store.getState().setReplayIndex(2);
    expect(selectReplayStep(store.getState())).not.toBe(a);
    expect(selectReplayStep(store.getState())?.index).toBe(2);
  });
});
