import { beforeEach, describe, expect, it } from 'vitest';
import { polygonContainsPoint } from '../geometry/polygon';
import { losSceneOf } from '../engine/losScene';
import { lineOfSight } from '../los/lineOfSight';
import {
  losPercent, selectLineOfSight, selectLosScene, selectLosView, selectVisibilityPolygon,
} from './losSelectors';
import { actAs, storeWithScenario } from './testStore';
import { selectScenario } from './scenarioSelectors';

/** Jed at (6, 6) looks east: the Barn (x 16–22, y 2–8, 4″ tall) stands between him and Cole at (23, 5); Wyatt is in the open. */
const json = {
  schemaVersion: 1, id: 'los', name: 'LOS', ruleset: 'lotow', table: { widthIn: 24, depthIn: 24 },
  terrain: [
    { id: 'barn', kind: 'building', name: 'Barn', footprint: [[16, 2], [22, 2], [22, 8], [16, 8]], elevationIn: 0, heightIn: 4 },
    { id: 'copse', kind: 'woods', footprint: [[4, 14], [10, 14], [10, 20], [4, 20]], elevationIn: 0, heightIn: 3 },
  ],
  sides: [{ id: 'r', name: 'Red', color: '#ff0000' }, { id: 'b', name: 'Blue', color: '#0000ff' }],
  figures: [
    { id: 'jed', side: 'r', name: 'Jed', base: 25, x: 6, y: 6 },
    { id: 'wyatt', side: 'b', name: 'Wyatt', base: 25, x: 12, y: 10 },
    { id: 'cole', side: 'b', name: 'Cole', base: 25, x: 23, y: 5 },
    { id: 'ike', side: 'r', name: 'Ike', base: 25, x: 7, y: 22 },
    { id: 'doc', side: 'b', name: 'Doc', base: 25, x: 2, y: 12 },
  ],
  options: {},
};

const loaded = () => storeWithScenario(json);

let store: ReturnType<typeof loaded>;
const s = () => store.getState();
beforeEach(() => {
  store = loaded();
  s().setTool('los');
});

describe('losPercent', () => {
  it.each([
    [0, 0], [-0.1, 0], [Number.NaN, 0], [0.002, 1], [0.35, 35], [0.65, 65], [0.996, 99], [1, 100], [1.2, 100],
  ])('%f → %i%%', (fraction, percent) => {
    expect(losPercent(fraction)).toBe(percent);
  });
});

describe('selectLosView', () => {
  it('is null outside the tool and without an observer', () => {
    expect(selectLosView(s())).toBeNull();
    s().setLosObserver('jed');
    expect(selectLosView(s())?.observer.figure.name).toBe('Jed');
    s().setTool('select');
    expect(selectLosView(s())).toBeNull();
  });

  it('targets the last figure pointed at until one is pinned; never the observer itself', () => {
    s().setLosObserver('jed');
    s().hover('jed');
    expect(selectLosView(s())?.target).toBeNull();
    s().hover('wyatt');
    expect(selectLosView(s())).toMatchObject({ target: { figure: { id: 'wyatt' } }, targetPinned: false });
    // The pointer leaves for the side panel: the reading stays.
    s().hover(null);
    expect(selectLosView(s())?.target?.figure.id).toBe('wyatt');
    s().setLosTarget('cole');
    s().hover('wyatt');
    expect(selectLosView(s())).toMatchObject({ target: { figure: { id: 'cole' } }, targetPinned: true });
    // Unpinned, the old target stays until the pointer finds another figure.
    s().setLosTarget(null);
    expect(selectLosView(s())).toMatchObject({ target: { figure: { id: 'cole' } }, targetPinned: false });
    s().hover('ike');
    expect(selectLosView(s())?.target?.figure.id).toBe('ike');
    s().setLosTarget('jed');
    expect(s().los.targetId).toBeNull();
    // Pointing in another tool picks nothing.
    s().clearLos();
    s().setTool('select');
    s().setLosObserver('jed');
    s().hover('wyatt');
    expect(s().los.pointedId).toBeNull();
  });

  it("is the core's answer on the table, with names, kinds and whole percentages", () => {
    s().setLosObserver('jed');
    s().setLosTarget('cole');
    const view = selectLosView(s())!;
    expect(view.result).toEqual(lineOfSight(losSceneOf(selectScenario(s())!), 'jed', 'cole'));
    expect(view).toMatchObject({ visiblePercent: 0, verdict: 'hidden' });
    expect(view.crossings[0]).toMatchObject({ kind: 'piece', id: 'barn', name: 'Barn', pieceKind: 'building', area: false, hiddenPercent: 100 });
    // Memoised: the same object until something it depends on changes.
    expect(selectLosView(s())).toBe(view);
    s().setCamera({ originXIn: 1, originYIn: 1, pxPerInch: 20 });
    expect(selectLosView(s())).toBe(view);

    s().setLosTarget('wyatt');
    expect(selectLosView(s())).toMatchObject({ visiblePercent: 100, verdict: 'visible', crossings: [] });
  });

  it('an unnamed piece and a figure in the way are named for the panel; woods are measured through', () => {
    s().setLosObserver('doc');
    s().setLosTarget('ike');
    const view = selectLosView(s())!;
    const copse = view.crossings.find((c) => c.id === 'copse');
    expect(copse).toMatchObject({ name: null, pieceKind: 'woods', area: true });
    expect(copse!.insideIn).toBeGreaterThan(0);
    expect(selectLineOfSight(s(), 'doc', 'ike')).toEqual(view.result);
  });

  it('follows a drag of the target live, without rebuilding the scene or touching the game', () => {
    s().setLosObserver('jed');
    s().setLosTarget('cole');
    const before = selectScenario(s());
    const scene = selectLosScene(s())!;
    actAs(store, 'cole');
    s().beginDrag('cole', { x: 23, y: 5 });
    s().dragTo({ x: 23, y: 12 });
    const moving = selectLosScene(s())!;
    expect(moving).not.toBe(scene);
    expect(moving.grid).toBe(scene.grid);
    const view = selectLosView(s())!;
    expect(view.target?.centre).toEqual({ x: 23, y: 12 });
    expect(view.visiblePercent).toBe(100);
    expect(view.result?.flatIn).toBeCloseTo(Math.hypot(17, 6) - 25 / 25.4, 6);
    expect(selectScenario(s())).toBe(before);
    s().cancelDrag();
    expect(selectLosView(s())?.visiblePercent).toBe(0);
    expect(selectLosScene(s())).toBe(scene);
  });

  it('a third figure dragged into the line blocks part of it, and is named', () => {
    s().setLosObserver('jed');
    s().setLosTarget('wyatt');
    actAs(store, 'doc');
    s().beginDrag('doc', { x: 2, y: 12 });
    s().dragTo({ x: 9, y: 8 });
    const view = selectLosView(s())!;
    expect(view.visiblePercent).toBeLessThan(100);
    expect(view.crossings.find((c) => c.id === 'doc')).toMatchObject({ kind: 'figure', name: 'Doc', pieceKind: null });
  });

  it('a new scenario forgets the picks', () => {
    s().setLosObserver('jed');
    s().setLosTarget('cole');
    s().loadScenario(selectScenario(s())!, 'again', { rulesetId: 'free' });
    expect(s().los).toMatchObject({ observerId: null, targetId: null });
  });
});

describe('selectVisibilityPolygon', () => {
  it('is the observer’s view over the terrain when the toggle is on, and follows its ghost', () => {
    s().setLosObserver('jed');
    expect(selectVisibilityPolygon(s())).toBeNull();
    s().toggleVisibility();
    const polygon = selectVisibilityPolygon(s())!;
    expect(polygon.eye).toEqual({ x: 6, y: 6 });
    expect(polygonContainsPoint(polygon.points, { x: 6, y: 20 })).toBe(true);
    expect(polygonContainsPoint(polygon.points, { x: 23, y: 5 })).toBe(false);
    // Another figure's drag leaves it alone; the observer's drag moves it.
    actAs(store, 'wyatt');
    s().beginDrag('wyatt', { x: 12, y: 10 });
    s().dragTo({ x: 12, y: 14 });
    expect(selectVisibilityPolygon(s())).toBe(polygon);
    s().cancelDrag();
    actAs(store, 'jed');
    s().beginDrag('jed', { x: 6, y: 6 });
    s().dragTo({ x: 6, y: 1 });
    const moved = selectVisibilityPolygon(s())!;
    expect(moved.eye).toEqual({ x: 6, y: 1 });
    s().setTool('select');
    expect(selectVisibilityPolygon(s())).toBeNull();
  });
});

/** The same table with LOTOW profiles. */
const profile = { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4, moveIn: 6, weapons: 'pistol' };
const lotowJson = { ...json, figures: json.figures.map((f) => ({ ...f, profile })) };

describe('selectLosView: the rules\' verdict beside the geometry (Ruleset.sightVerdict)', () => {
  it('free table: no verdict (geometry only)', () => {
    s().setLosObserver('jed');
    s().setLosTarget('wyatt');
    expect(selectLosView(s())?.rules).toBeNull();
  });

  it('LOTOW-SHOOT-LOS-1: under LOTOW, Wyatt in the open is visible and Cole behind the barn is blocked, by rule ID', () => {
    store = storeWithScenario(lotowJson, { rulesetId: 'lotow' });
    s().setTool('los');
    s().setLosObserver('jed');
    s().setLosTarget('wyatt');
    expect(selectLosView(s())?.rules).toMatchObject({ verdict: 'visible', ruleId: 'LOTOW-SHOOT-LOS-1', visiblePercent: 100 });
    s().setLosTarget('cole');
    const blocked = selectLosView(s())!;
    expect(blocked.rules).toMatchObject({ verdict: 'blocked', ruleId: 'LOTOW-SHOOT-LOS-1', reason: { reasonKey: 'lotow.shoot.notVisible', params: { figureId: 'jed', targetFigureId: 'cole' } } });
    // Memoised: the same view object while nothing changes.
    expect(selectLosView(s())).toBe(blocked);
  });

  it('while a figure is dragged the rules judge nothing (they judge the table as it stands)', () => {
    store = storeWithScenario(lotowJson, { rulesetId: 'lotow' });
    s().setTool('los');
    s().setLosObserver('jed');
    s().setLosTarget('wyatt');
    s().beginDrag('jed', { x: 6, y: 6 });
    s().dragTo({ x: 6, y: 7 });
    expect(selectLosView(s())?.rules).toBeNull();
    s().cancelDrag();
    expect(selectLosView(s())?.rules?.verdict).toBe('visible');
  });
});
