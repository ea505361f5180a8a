import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parseScenario';
import { selectBoardLosView, selectPreviewLosView } from './previewLosSelectors';
import { reducedChance, selectActionPreview } from './previewSelectors';
import { pointAtAction } from './previewPoint';
import { NO_PREVIEW, previewIsStale } from './previewSlice';
import { createSkirmishStore } from './store';
import { testStoreDeps } from './testing/testStoreDeps';
import type { PreviewTestOptions } from './testing/previewRuleset';
import { PREVIEW_TEST_ID, registryWithPreview } from './testing/previewRuleset';

/** Jed (r1) and Zeke (r2, between Jed and Wyatt) for the Red Gang; Wyatt (b1) and Doc (b2) for the Blue Posse. */
const json = {
  schemaVersion: 1, id: 't', name: 'T', ruleset: 'lotow', table: { widthIn: 24, depthIn: 24 },
  terrain: [],
  sides: [{ id: 'r', name: 'Red Gang', color: '#ff0000' }, { id: 'b', name: 'Blue Posse', color: '#0000ff' }],
  figures: [
    { id: 'r1', side: 'r', name: 'Jed', base: 25, x: 6, y: 6 },
    { id: 'r2', side: 'r', name: 'Zeke', base: 25, x: 9, y: 6 },
    { id: 'b1', side: 'b', name: 'Wyatt', base: 25, x: 12, y: 6 },
    { id: 'b2', side: 'b', name: 'Doc', base: 25, x: 12, y: 18 },
  ],
  options: {},
};

function store(options: PreviewTestOptions = {}) {
  const s = createSkirmishStore(testStoreDeps({ registry: registryWithPreview(options) }));
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const started = s.getState().loadScenario(parsed.scenario, 'test', { rulesetId: PREVIEW_TEST_ID, seed: 1 });
  if (!started.ok) throw new Error(JSON.stringify(started.problems));
  s.getState().dismissHandover();
  return s;
}

describe('selectActionPreview', () => {
  it('pointing at an enemy on the board previews the selected figure\'s shot at it: lines, reduced fractions, the total', () => {
    const s = store();
    expect(selectActionPreview(s.getState())).toBeNull();
    s.getState().select('r1');
    s.getState().hover('b1');
    const p = selectActionPreview(s.getState())!;
    expect(p.action).toMatchObject({ type: 'shoot', figureId: 'r1', targetIds: ['b1'] });
    expect(p.actionId).toBe('shoot-b1');
    expect(p.label).toEqual({ key: 'test.action.shoot', params: { targetFigureId: 'Wyatt', weapon: 'pistol' } });
    expect(p.refusal).toBeNull();
    expect(p.lines).toEqual([{ key: 'test.preview.range', params: { rangeIn: 6, weaponRangeIn: 12, targetFigureId: 'Wyatt' } }]);
    expect(p.chances.map((c) => [c.num, c.den, c.total])).toEqual([['1', '2', false], ['1', '3', false], ['1', '6', true]]);
    expect(p.chances[1]!.percent).toBeCloseTo(100 / 3, 3);
    expect(p.sight?.targetId).toBe('b1');
    // The pointer leaving the figure keeps the reading (it travels to the panel).
    s.getState().hover(null);
    expect(selectActionPreview(s.getState())).toBe(p);
  });

  it('a refused shot carries the rules\' refusal with its rule ID', () => {
    const s = store();
    s.getState().select('r1');
    s.getState().hover('b2');
    expect(selectActionPreview(s.getState())?.refusal).toMatchObject({ reasonKey: 'lotow.notVisible', ruleId: 'TEST-SHOOT-LOS' });
  });

  it('a button points by action id; another figure selected shows nothing; a friend pointed at has nothing to preview', () => {
    const s = store();
    s.getState().select('r1');
    pointAtAction(s.getState(), 'r1', 'shoot-b2');
    expect(selectActionPreview(s.getState())?.action.targetIds).toEqual(['b2']);
    // An action without a preview (or none at all) leaves the shown one in place.
    pointAtAction(s.getState(), 'r1', 'no-such-action');
    expect(selectActionPreview(s.getState())?.action.targetIds).toEqual(['b2']);
    s.getState().select('r2');
    expect(selectActionPreview(s.getState())).toBeNull();
    s.getState().hover('r1');
    expect(selectActionPreview(s.getState())).toBeNull();
  });

  it('a pinned point wins over pointing elsewhere until unpinned', () => {
    const s = store();
    s.getState().select('r1');
    s.getState().hover('b1');
    const p = selectActionPreview(s.getState())!;
    s.getState().pinPreview(p.point);
    s.getState().hover('b2');
    expect(selectActionPreview(s.getState())).toMatchObject({ pinned: true, actionId: 'shoot-b1' });
    s.getState().pinPreview(null);
    expect(selectActionPreview(s.getState())).toMatchObject({ pinned: false, actionId: 'shoot-b1' });
  });

  it('is memoised on the game state: a camera move or a drag start calls no preview', () => {
    const calls = { n: 0 };
    const s = store({ calls });
    s.getState().select('r1');
    s.getState().hover('b1');
    const p = selectActionPreview(s.getState());
    const n = calls.n;
    expect(n).toBeGreaterThan(0);
    s.getState().panBy(10, 10);
    s.getState().hover(null);
    expect(selectActionPreview(s.getState())).toBe(p);
    expect(calls.n).toBe(n);
    // Choosing the action for the target and showing it share one call.
    expect(n).toBe(1);
  });

  it('is null in the replay viewer and during the handover', () => {
    const s = store();
    s.getState().select('r1');
    s.getState().hover('b1');
    s.setState({ handoverSideId: 'r' });
    expect(selectActionPreview(s.getState())).toBeNull();
  });

  it('a throwing preview shows as the engine\'s internal error, never a crash', () => {
    const s = store({ throwing: true });
    s.getState().select('r1');
    pointAtAction(s.getState(), 'r1', 'shoot-b1');
    expect(selectActionPreview(s.getState())?.refusal).toMatchObject({ reasonKey: 'engine.internalError', ruleId: 'ENGINE-INTERNAL' });
  });
});

describe('the preview never outlives what it is about (issue 13, bug 1: it stuck)', () => {
  /** r1 selected, the shot at b1 pointed at and pinned. */
  function pinned() {
    const s = store();
    s.getState().select('r1');
    s.getState().hover('b1');
    s.getState().pinPreview(selectActionPreview(s.getState())!.point);
    expect(selectActionPreview(s.getState())).toMatchObject({ pinned: true, actionId: 'shoot-b1' });
    return s;
  }

  it('a change of selection forgets it, pinned or not: selecting the shooter again shows nothing', () => {
    const s = pinned();
    s.getState().select('b1');
    expect(s.getState().preview).toEqual(NO_PREVIEW);
    s.getState().select('r1');
    expect(selectActionPreview(s.getState())).toBeNull();
    // A drag start selects too.
    s.getState().hover('b1');
    s.getState().beginDrag('r2', { x: 9, y: 6 });
    expect(s.getState().preview).toEqual(NO_PREVIEW);
  });

  it('any action taken forgets it (its Fire, a button, a drop), and so do undo, redo and a change of tool', () => {
    const s = pinned();
    s.getState().forceDice([1]);
    expect(s.getState().dispatch(selectActionPreview(s.getState())!.action).ok).toBe(true);
    expect(s.getState().preview).toEqual(NO_PREVIEW);
    s.getState().hover('b2');
    expect(selectActionPreview(s.getState())).not.toBeNull();
    expect(s.getState().undo().ok).toBe(true);
    expect(s.getState().preview).toEqual(NO_PREVIEW);
    s.getState().hover('b2');
    expect(s.getState().redo().ok).toBe(true);
    expect(s.getState().preview).toEqual(NO_PREVIEW);
    s.getState().hover('b2');
    s.getState().setTool('measure');
    expect(s.getState().preview).toEqual(NO_PREVIEW);
  });

  it('clearPreview (Esc) forgets it; leaveActions lets go of a pointed button only, never a pinned one or a pointed target', () => {
    const s = pinned();
    s.getState().clearPreview();
    expect(s.getState().preview).toEqual(NO_PREVIEW);
    pointAtAction(s.getState(), 'r1', 'shoot-b2');
    s.getState().leaveActions();
    expect(selectActionPreview(s.getState())).toBeNull();
    s.getState().hover('b1');
    s.getState().leaveActions();
    expect(selectActionPreview(s.getState())?.actionId).toBe('shoot-b1');
    pointAtAction(s.getState(), 'r1', 'shoot-b2');
    s.getState().pinPreview(selectActionPreview(s.getState())!.point);
    s.getState().leaveActions();
    expect(selectActionPreview(s.getState())).toMatchObject({ pinned: true, actionId: 'shoot-b2' });
  });

  it('previewIsStale: only a change of selection, game state, tool or replay, and only with something shown', () => {
    const s = pinned();
    const st = s.getState();
    expect(previewIsStale(st, st)).toBe(false);
    expect(previewIsStale(st, { ...st, camera: { ...st.camera, pxPerInch: 99 } })).toBe(false);
    expect(previewIsStale(st, { ...st, selectedFigureId: 'r2' })).toBe(true);
    expect(previewIsStale(st, { ...st, tool: 'los' })).toBe(true);
    expect(previewIsStale({ ...st, preview: NO_PREVIEW }, { ...st, selectedFigureId: 'r2' })).toBe(false);
  });
});

describe('selectPreviewLosView', () => {
  it('draws the line the rules judged: the figures the sight ignores do not block', () => {
    const plain = store();
    plain.getState().select('r1');
    plain.getState().hover('b1');
    const blocked = selectPreviewLosView(plain.getState())!;
    expect(blocked.crossings.map((c) => c.id)).toContain('r2');

    const ignoring = store({ ignoredFigureId: 'r2' });
    ignoring.getState().select('r1');
    ignoring.getState().hover('b1');
    const view = selectPreviewLosView(ignoring.getState())!;
    expect(view.observer.figure.id).toBe('r1');
    expect(view.target?.figure.id).toBe('b1');
    expect(view.crossings.map((c) => c.id)).not.toContain('r2');
    expect(view.visiblePercent).toBe(100);
    expect(selectBoardLosView(ignoring.getState())).toBe(view);
  });

  it('gives way to the line-of-sight tool, and is memoised', () => {
    const s = store();
    s.getState().select('r1');
    s.getState().hover('b1');
    const v = selectPreviewLosView(s.getState());
    s.getState().panBy(5, 0);
    expect(selectPreviewLosView(s.getState())).toBe(v);
    s.getState().setTool('los');
    expect(selectPreviewLosView(s.getState())).toBeNull();
    s.getState().setLosObserver('r2');
    expect(selectBoardLosView(s.getState())?.observer.figure.id).toBe('r2');
  });
});

describe('forceDice', () => {
  it('the next action that reaches the rules carries the faces (logged), then they are cleared', () => {
    const s = store();
    s.getState().forceDice([6]);
    // Refused before the rules (handover pending): the faces wait.
    s.setState({ handoverSideId: 'r' });
    expect(s.getState().dispatch({ type: 'shoot', side: 'r', figureId: 'r1', targetIds: ['b1'] }).ok).toBe(false);
    expect(s.getState().forcedDice).toEqual([6]);
    s.getState().dismissHandover();
    const r = s.getState().dispatch({ type: 'shoot', side: 'r', figureId: 'r1', targetIds: ['b1'] });
    expect(r.ok).toBe(true);
    expect(s.getState().forcedDice).toBeNull();
    const present = s.getState().game!.timeline.present;
    const last = present.log[present.log.length - 1]!;
    expect(last.kind === 'action' ? last.action.forcedDice : null).toEqual([6]);
    expect(present.outcome).toMatchObject({ winner: 'r', reasonKey: 'test.outcome.shotDead' });
  });

  it('too few faces are refused by the engine, and the faces are used up', () => {
    const s = store();
    s.getState().forceDice([]);
    const r = s.getState().dispatch({ type: 'shoot', side: 'r', figureId: 'r1', targetIds: ['b1'] });
    expect(r.ok ? null : r.refusal.reasonKey).toBe('engine.forcedDice');
    expect(s.getState().forcedDice).toBeNull();
  });
});

describe('reducedChance', () => {
  it('reduces exactly and gives the percentage', () => {
    expect(reducedChance('2', '6')).toEqual({ num: '1', den: '3', percent: 33.3333 });
    expect(reducedChance('1', '2')).toEqual({ num: '1', den: '2', percent: 50 });
    expect(reducedChance('0', '6')).toEqual({ num: '0', den: '1', percent: 0 });
    expect(reducedChance('6', '6')).toEqual({ num: '1', den: '1', percent: 100 });
    expect(reducedChance('x', '6')).toEqual({ num: '0', den: '1', percent: 0 });
    expect(reducedChance('1', '0')).toEqual({ num: '0', den: '1', percent: 0 });
    expect(reducedChance('1', '1000000000000000000000000')).toMatchObject({ num: '1', percent: 0 });
  });

  it('property: the reduced fraction is in lowest terms and equals the given one', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (a, b) => {
      const [n, d] = a < b ? [a, b] : [b, a + b];
      const r = reducedChance(String(n), String(d));
      const rn = Number(r.num);
      const rd = Number(r.den);
      const g = (x: number, y: number): number => (y === 0 ? x : g(y, x % y));
      expect(g(rn, rd)).toBe(1);
      expect(rn * d).toBe(n * rd);
      expect(Math.abs(r.percent - (100 * n) / d)).toBeLessThan(1e-4);
    }));
  });
});
