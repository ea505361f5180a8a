import { describe, expect, it } from 'vitest';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { Ruleset } from '../engine/ruleset';
import { testRuleset } from '../engine/testing/testRuleset';
import { pathChoiceAction, pathChoiceHit, selectPathChoice, selectPathChoiceMark } from './pathChoiceSelectors';
import { selectActionPreview } from './previewSelectors';
import { createTestStore } from './testing/testStoreDeps';
import { lastAction } from './testing/lastAction';
import { pathChoiceGame, pathChoiceScenario } from './testing/pathChoiceGame';
import { pickPathPoint, pointAtPath } from './pathChoiceInput';

describe('the selected piece\'s path choice (TEST-REACT-4)', () => {
  it('TEST-REACT-4: null without a pending move, for the mover\'s side and with nothing selected', () => {
    const store = createTestStore({ registry: createRulesetRegistry([testRuleset as unknown as Ruleset]) });
    store.getState().loadScenario(pathChoiceScenario, 'test', { rulesetId: 'test', options: { turnModel: 'actionPoints' } });
    store.getState().dismissHandover();
    store.getState().select('b1');
    expect(selectPathChoice(store.getState())).toBeNull();
    const { store: pending } = pathChoiceGame();
    expect(selectPathChoice(pending.getState())).toBeNull();
    pending.getState().select('r1');
    expect(selectPathChoice(pending.getState())).toBeNull();
  });

  it('TEST-REACT-4: the reactor sees the mover\'s path, its two runs, the label with the mover\'s name; memoised per state and piece', () => {
    const { store } = pathChoiceGame();
    store.getState().select('b1');
    const view = selectPathChoice(store.getState())!;
    expect(view).toMatchObject({
      pieceId: 'b1', moverId: 'r1', lengthIn: 6,
      path: [{ x: 6, y: 6 }, { x: 6, y: 12 }],
      runs: [{ fromIn: 0, toIn: 1.5 }, { fromIn: 3, toIn: 6 }],
      label: { key: 'test.pathChoice.react', params: { moverFigureId: 'Jed' } },
    });
    // A hover or a camera move recomputes nothing.
    store.getState().panBy(5, 5);
    store.getState().hover('r1');
    expect(selectPathChoice(store.getState())).toBe(view);
    // Another tool: none shown.
    store.getState().setTool('measure');
    expect(selectPathChoice(store.getState())).toBeNull();
  });

  it('a ruleset that throws, or answers with a bad path, offers no choice; runs are kept within the path', () => {
    const choice = { moverId: 'r1', path: [{ x: 0, y: 0 }, { x: 4, y: 0 }], runs: [{ fromIn: -2, toIn: 1 }, { fromIn: 3, toIn: 9 }, { fromIn: Number.NaN, toIn: 2 }], action: { type: 'react', side: 'b' }, alongParam: 'atIn', labelKey: 'x', params: {} };
    const make = (pathChoice: Ruleset['pathChoice']) => {
      const store = createTestStore({ registry: createRulesetRegistry([{ ...(testRuleset as unknown as Ruleset), pathChoice }]) });
      store.getState().loadScenario(pathChoiceScenario, 'test', { rulesetId: 'test', options: { turnModel: 'actionPoints' } });
      store.getState().dismissHandover();
      store.getState().select('r1');
      return selectPathChoice(store.getState());
    };
    expect(make(() => { throw new Error('boom'); })).toBeNull();
    expect(make(() => ({ ...choice, path: [] }))).toBeNull();
    expect(make(() => ({ ...choice, path: [{ x: Number.NaN, y: 0 }] }))).toBeNull();
    expect(make(() => choice)?.runs).toEqual([{ fromIn: 0, toIn: 1 }, { fromIn: 3, toIn: 4 }]);
  });

  it('pathChoiceAction sets the param without touching the rules\' template', () => {
    const { store } = pathChoiceGame();
    store.getState().select('b1');
    const { choice } = selectPathChoice(store.getState())!;
    expect(pathChoiceAction(choice, 2.5)).toEqual({ type: 'react', side: 'b', figureId: 'b1', targetIds: ['r1'], params: { atIn: 2.5 } });
    expect(choice.action.params).toBeUndefined();
  });
});

describe('picking a point of the path', () => {
  it('TEST-REACT-3: a click near a run dispatches the reaction at the nearest allowed point; the mover is shot there', () => {
    const { store } = pathChoiceGame();
    store.getState().select('b1');
    const before = store.getState().game!.timeline.present;
    // 0.2″ east of the path, 4.3″ along it (inside the 3–6″ run).
    expect(pickPathPoint(store.getState(), { x: 6.2, y: 10.3 }, 0.5)).toBe('picked');
    expect(store.getState().game!.timeline.present).not.toBe(before);
    expect(lastAction(store)).toMatchObject({ type: 'react', figureId: 'b1', targetIds: ['r1'], params: { atIn: 4.3 } });
  });

  it('TEST-REACT-4: in the gap between the runs the status line says why and nothing is dispatched; far off, the board does as usual', () => {
    const { store } = pathChoiceGame();
    store.getState().select('b1');
    const before = store.getState().game!.timeline.present;
    expect(pickPathPoint(store.getState(), { x: 6.1, y: 8.2 }, 0.5)).toBe('outside');
    expect(store.getState().game!.timeline.present).toBe(before);
    expect(store.getState().status?.key).toBe('board.pathChoice.outside');
    expect(pickPathPoint(store.getState(), { x: 12, y: 8 }, 0.5)).toBe('off');
    expect(store.getState().game!.timeline.present).toBe(before);
    // Near a run's end from inside the gap: that end.
    expect(pathChoiceHit(store.getState(), { x: 6, y: 7.8 }, 0.5)).toMatchObject({ kind: 'run', alongIn: 1.5 });
  });

  it('pointing at the path previews the reaction there and marks the point; another point replaces it; an action forgets it', () => {
    const { store, calls } = pathChoiceGame({ preview: true });
    store.getState().select('b1');
    expect(pointAtPath(store.getState(), { x: 5.9, y: 7 }, 0.5)).toBe(true);
    expect(selectPathChoiceMark(store.getState())).toEqual({ alongIn: 1, at: { x: 6, y: 7 } });
    const preview = selectActionPreview(store.getState())!;
    expect(preview.action.params).toEqual({ atIn: 1 });
    expect(preview.lines[0]).toMatchObject({ key: 'test.preview.atIn', params: { atIn: 1 } });
    // The same point again changes nothing and asks the rules nothing new.
    const n = calls.n;
    const pointed = store.getState().preview.pointed;
    pointAtPath(store.getState(), { x: 6.1, y: 7.001 }, 0.5);
    expect(store.getState().preview.pointed).toBe(pointed);
    expect(selectActionPreview(store.getState())).toBe(preview);
    expect(calls.n).toBe(n);
    // Off the runs: the point stays (the pointer may be on its way to the panel).
    expect(pointAtPath(store.getState(), { x: 6, y: 8.2 }, 0.5)).toBe(false);
    expect(selectPathChoiceMark(store.getState())?.alongIn).toBe(1);
    pointAtPath(store.getState(), { x: 6, y: 11 }, 0.5);
    expect(selectActionPreview(store.getState())?.action.params).toEqual({ atIn: 5 });
    // Fire (the preview's action) takes it; the game moves on and the mark goes.
    store.getState().dispatch(selectActionPreview(store.getState())!.action);
    expect(lastAction(store)?.params).toEqual({ atIn: 5 });
    expect(selectPathChoiceMark(store.getState())).toBeNull();
  });

  it('another selection forgets the point', () => {
    const { store } = pathChoiceGame();
    store.getState().select('b1');
    pointAtPath(store.getState(), { x: 6, y: 7 }, 0.5);
    expect(selectPathChoiceMark(store.getState())).not.toBeNull();
    store.getState().select('r1');
    expect(store.getState().preview.pointed).toBeNull();
  });
});
