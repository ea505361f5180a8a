import { beforeEach, describe, expect, it } from 'vitest';
import { storeWithScenario } from './testStore';
import { selectDragView } from './dragViewSelectors';
import { selectMeasureView } from './measureViewSelectors';
import { selectScenario } from './scenarioSelectors';

const json = {
  schemaVersion: 1, id: 't', name: 'T', ruleset: 'lotow', table: { widthIn: 24, depthIn: 24 },
  terrain: [{ id: 'barn', kind: 'building', name: 'Barn', footprint: [[16, 2], [22, 2], [22, 8], [16, 8]], elevationIn: 0, heightIn: 4 }],
  sides: [{ id: 'r', name: 'Red', color: '#ff0000' }, { id: 'b', name: 'Blue', color: '#0000ff' }],
  figures: [
    { id: 'r1', side: 'r', name: 'Jed', base: 25, x: 6, y: 6 },
    { id: 'b1', side: 'b', name: 'Wyatt', base: 25, x: 12, y: 6 },
  ],
  options: {},
};

const loaded = () => storeWithScenario(json);

describe('store: drag and drop', () => {
  let store: ReturnType<typeof loaded>;
  beforeEach(() => { store = loaded(); });

  it('a legal drop moves the figure and measures the path through waypoints', () => {
    const s = store.getState();
    s.beginDrag('r1', { x: 6, y: 6 });
    s.dragTo({ x: 9, y: 6 });
    s.addWaypoint();
    s.dragTo({ x: 9, y: 10 });
    const view = selectDragView(store.getState());
    expect(view?.lengthIn).toBeCloseTo(7);
    expect(view?.legal).toBe(true);
    store.getState().endDrag();
    const jed = selectScenario(store.getState())!.figures.find((f) => f.id === 'r1')!;
    expect([jed.x, jed.y]).toEqual([9, 10]);
    expect(store.getState().drag).toBeNull();
  });

  it('a drop on another base is refused, the figure stays and the status names the other figure', () => {
    const s = store.getState();
    s.beginDrag('r1', { x: 6, y: 6 });
    s.dragTo({ x: 11.5, y: 6 });
    expect(selectDragView(store.getState())?.legal).toBe(false);
    store.getState().endDrag();
    const after = store.getState();
    expect(selectScenario(after)!.figures.find((f) => f.id === 'r1')).toMatchObject({ x: 6, y: 6 });
    expect(after.status).toMatchObject({ key: 'placement.overlapsFigure', tone: 'error', params: { figureName: 'Wyatt' } });
  });

  it('the base keeps the offset where it was grabbed, and a click without movement moves nothing', () => {
    store.getState().beginDrag('r1', { x: 6.3, y: 5.8 });
    store.getState().dragTo({ x: 8.3, y: 5.8 });
    expect(selectDragView(store.getState())?.centre).toEqual({ x: 8, y: 6 });
    store.getState().endDrag();
    expect(selectScenario(store.getState())!.figures.find((f) => f.id === 'r1')).toMatchObject({ x: 8, y: 6 });
    const before = selectScenario(store.getState());
    store.getState().beginDrag('r1', { x: 8.2, y: 6.1 });
    store.getState().dragTo({ x: 8.21, y: 6.1 });
    store.getState().endDrag();
    expect(selectScenario(store.getState())).toBe(before);
  });

  it('cancelling a drag leaves the game untouched', () => {
    const before = selectScenario(store.getState());
    store.getState().beginDrag('r1', { x: 6, y: 6 });
    store.getState().dragTo({ x: 2, y: 2 });
    store.getState().cancelDrag();
    expect(selectScenario(store.getState())).toBe(before);
    expect(store.getState().drag).toBeNull();
  });

  it('measuring between two figures gives edge-to-edge distance', () => {
    store.getState().setMeasure({ kind: 'figures', fromFigureId: 'r1', toFigureId: 'b1' });
    const m = selectMeasureView(store.getState());
    expect(m?.flatIn).toBeCloseTo(6 - 25 / 25.4, 6);
    expect(m?.heightDiffIn).toBe(0);
  });

  it('a failed load keeps the game in progress', () => {
    const before = selectScenario(store.getState());
    store.getState().setLoadProblems({ source: 'bad.json', problems: [{ path: '(root)', code: 'notJson', message: 'x' }] });
    expect(selectScenario(store.getState())).toBe(before);
    expect(store.getState().loadProblems?.source).toBe('bad.json');
  });
});
