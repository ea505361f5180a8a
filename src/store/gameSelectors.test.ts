import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rollAction } from '../engine/intents';
import type { Ruleset } from '../engine/ruleset';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { freeTableRuleset } from '../rules/free/freeTable';
import { parseScenario } from '../scenario/parseScenario';
import { labelOf, selectActing, selectBanner, selectHandover, selectHistory, selectSideActions } from './gameSelectors';
import { rollOutcome, selectActionLog, selectDiceLog } from './logSelectors';
import { selectNewGameChoices } from './newGameSelectors';
import { createSkirmishStore } from './store';
import { createTestStore, testStoreDeps } from './testing/testStoreDeps';
import { storeWithScenario, twoFigureScenarioJson } from './testStore';

/** A scenario for a rule system this build does not have yet (black powder): it runs on the free table. */
const json = twoFigureScenarioJson('frostgrave');

let store: ReturnType<typeof storeWithScenario>;
const st = () => store.getState();
const endTurn = () => {
  const side = st().game!.timeline.present.actors[0]!;
  const r = st().dispatch({ type: 'endTurn', side });
  st().dismissHandover();
  return r;
};

beforeEach(() => {
  store = storeWithScenario(json);
});

describe('selectBanner', () => {
  it('names the turn, the flow and the acting side, and says the asked ruleset is missing', () => {
    const b = selectBanner(st())!;
    expect(b.turn).toBe(1);
    expect(b.flow).toEqual({ key: 'free.flow.turn', params: { activeSideId: 'Red Gang' } });
    expect(b.acting).toEqual([{ id: 'r', name: 'Red Gang', color: '#ff0000' }]);
    expect(b.rulesetId).toBe('free');
    expect(b.requestedRulesetId).toBe('frostgrave');
    expect(b.requestedInstalled).toBe(false);
    expect(b.replay).toBeNull();
    expect(selectBanner(st())).toBe(b);

    endTurn();
    expect(selectBanner(st())!.acting.map((s) => s.id)).toEqual(['b']);
    endTurn();
    const t2 = selectBanner(st())!;
    expect(t2.turn).toBe(2);
    expect(t2.flow.params.activeSideId).toBe('Red Gang');
  });

  it('describes the replay step while the viewer is open', () => {
    endTurn();
    endTurn();
    endTurn();
    expect(st().openReplay(null).ok).toBe(true);
    expect(selectBanner(st())!.replay).toEqual({ step: 3, steps: 3 });
    expect(selectBanner(st())!.acting[0]!.id).toBe('b');
    st().setReplayIndex(0);
    const b = selectBanner(st())!;
    expect(b.replay).toEqual({ step: 0, steps: 3 });
    expect(b.turn).toBe(1);
    expect(b.acting[0]!.id).toBe('r');
  });

  it('has no banner without a game', () => {
    expect(selectBanner(createTestStore().getState())).toBeNull();
  });
});

describe('selectHistory', () => {
  it('says why undo and redo are off, and names what they would take back or put back', () => {
    let h = selectHistory(st());
    expect(h.canUndo).toBe(false);
    expect(h.undoRefusal?.reasonKey).toBe('engine.nothingToUndo');
    expect(h.redoRefusal?.reasonKey).toBe('engine.nothingToRedo');

    expect(st().moveFigure('r1', [{ x: 9, y: 6 }]).ok).toBe(true);
    h = selectHistory(st());
    expect(h.canUndo).toBe(true);
    expect(h.undoRefusal).toBeNull();
    expect(h.undoTarget?.key).toBe('free.action.move');
    expect(h.undoTarget?.params.moverFigureId).toBe('Jed');
    expect(h.undoTarget?.params.lengthIn).toBeCloseTo(3);

    st().undo();
    h = selectHistory(st());
    expect(h.canUndo).toBe(false);
    expect(h.canRedo).toBe(true);
    expect(h.redoTarget?.params.moverFigureId).toBe('Jed');
    // The state before the move is the one the undo restored, not the present's log length.
    expect(h.redoTarget?.params.lengthIn).toBeCloseTo(3);
  });

  it('is off while the device is handed over or the replay viewer is open', () => {
    st().moveFigure('r1', [{ x: 9, y: 6 }]);
    st().dispatch({ type: 'endTurn', side: 'r' });
    expect(st().handoverSideId).toBe('b');
    expect(selectHistory(st()).canUndo).toBe(false);
    expect(selectHistory(st()).undoRefusal?.reasonKey).toBe('session.handoverPending');
    st().dismissHandover();
    expect(selectHistory(st()).canUndo).toBe(true);
    st().openReplay(null);
    expect(selectHistory(st()).undoRefusal?.reasonKey).toBe('session.replayReadOnly');
  });
});

describe('selectActionLog', () => {
  it('lists entries newest first, with undone actions marked and undo/redo naming their action', () => {
    expect(st().moveFigure('r1', [{ x: 9, y: 6 }]).ok).toBe(true);
    expect(st().dispatch(rollAction('r', 2, 6, 'to hit')).ok).toBe(true);
    st().undo();
    st().redo();
    st().undo();
    endTurn();

    const log = selectActionLog(st());
    expect(log.map((r) => r.kind)).toEqual(['action', 'undo', 'redo', 'undo', 'action', 'action', 'setup']);
    const [end, undo2, redo, undo1, roll, move, setup] = log;
    expect(end).toMatchObject({ kind: 'action', undone: false, turn: 1, side: { name: 'Red Gang' }, description: { key: 'free.action.endTurn', params: { sideSideId: 'Red Gang' } } });
    expect(roll).toMatchObject({ kind: 'action', undone: true, description: { key: 'free.action.roll', params: { count: 2, sides: 6, label: 'to hit' } } });
    for (const r of [undo1, redo, undo2]) expect(r).toMatchObject({ target: { key: 'free.action.roll' }, targetSeq: roll!.seq, side: { id: 'r' } });
    // Described in the state it was taken in: the 3″ Jed moved, not 0 from where he stands now.
    expect(move).toMatchObject({ kind: 'action', description: { key: 'free.action.move', params: { moverFigureId: 'Jed' } } });
    expect(move?.kind === 'action' && move.description.params.lengthIn).toBeCloseTo(3);
    expect(move?.kind === 'action' && move.flow).toEqual({ key: 'free.flow.turn', params: { activeSideId: 'Red Gang' } });
    expect(setup).toMatchObject({ kind: 'setup', seq: 0, turn: 1, rolls: 0 });
    expect(selectActionLog(st())).toBe(log);
  });

  it('describes an undone move as it was taken, even after a new action', () => {
    st().moveFigure('r1', [{ x: 9, y: 6 }]);
    st().undo();
    st().moveFigure('r1', [{ x: 6, y: 11 }]);
    const moves = selectActionLog(st()).filter((r) => r.kind === 'action');
    expect(moves.map((r) => r.kind === 'action' && [r.undone, Math.round(r.description.params.lengthIn as number)])).toEqual([[false, 5], [true, 3]]);
  });

  it('shows the replay step\'s log while the viewer is open', () => {
    st().moveFigure('r1', [{ x: 9, y: 6 }]);
    endTurn();
    st().openReplay(null);
    expect(selectActionLog(st())).toHaveLength(3);
    st().setReplayIndex(1);
    const log = selectActionLog(st());
    expect(log.map((r) => r.kind)).toEqual(['action', 'setup']);
    expect(log[0]?.kind === 'action' && log[0].description.params.lengthIn).toBeCloseTo(3);
  });
});

describe('selectDiceLog', () => {
  it('lists every roll newest first with dice, faces, purpose, rule ID and sum, undone ones marked', () => {
    st().dispatch(rollAction('r', 3, 6, 'first'));
    st().dispatch(rollAction('r', 2, 10));
    st().undo();
    const dice = selectDiceLog(st());
    expect(dice).toHaveLength(2);
    const [second, first] = dice;
    expect(second).toMatchObject({ count: 2, sides: 10, ruleId: 'FREE-ROLL-1', undone: true, side: { name: 'Red Gang' }, purpose: { key: 'free.roll', params: {} } });
    expect(first).toMatchObject({ count: 3, sides: 6, undone: false, purpose: { key: 'free.roll', params: { label: 'first' } }, rerolled: null });
    for (const row of dice) {
      expect(row.faces).toHaveLength(row.count);
      for (const f of row.faces) expect(f >= 1 && f <= row.sides).toBe(true);
      expect(row.outcome).toEqual({ kind: 'sum', value: row.faces.reduce((a, b) => a + b, 0) });
    }
    expect(first!.id).not.toBe(second!.id);
  });

  it('counts successes when the rules set a target', () => {
    expect(rollOutcome({ faces: [1, 4, 5, 6], atLeast: 4 })).toEqual({ kind: 'successes', value: 3, atLeast: 4 });
    expect(rollOutcome({ faces: [1, 4, 5, 6] })).toEqual({ kind: 'sum', value: 16 });
  });
});

describe('selectSideActions and selectActing', () => {
  it('offers End turn to the acting side, legal, and refuses it while the viewer is open', () => {
    const view = selectSideActions(st());
    expect(view).toHaveLength(1);
    expect(view[0]!.side.name).toBe('Red Gang');
    expect(view[0]!.actions.map((a) => [a.action.type, a.refusal])).toEqual([['endTurn', null]]);
    expect(view[0]!.actions[0]!.label).toEqual({ key: 'free.action.endTurn', params: { sideSideId: 'Red Gang' } });
    expect(selectActing(st())).toEqual({ sides: [{ id: 'r', name: 'Red Gang', color: '#ff0000' }], block: null });

    st().openReplay(null);
    expect(selectSideActions(st())[0]!.actions[0]!.refusal?.reasonKey).toBe('session.replayReadOnly');
    expect(selectActing(st()).block?.ruleId).toBe('APP-REPLAY');
  });

  it('never throws when the ruleset does', () => {
    const boom = () => { throw new Error('boom'); };
    const broken = { ...freeTableRuleset, check: boom, describeFlow: boom, describeAction: boom } as unknown as Ruleset;
    const registry = createRulesetRegistry([freeTableRuleset as unknown as Ruleset], { fallbackId: freeTableRuleset.id });
    const s = createSkirmishStore(testStoreDeps({ registry }));
    const parsed = parseScenario(json);
    if (!parsed.ok) throw new Error('bad fixture');
    expect(s.getState().loadScenario(parsed.scenario, 'test').ok).toBe(true);
    // The game is set up; from now on every call into the rules throws.
    registry.register(broken);
    const actions = selectSideActions(s.getState())[0]!.actions;
    expect(actions[0]!.refusal?.reasonKey).toBe('engine.internalError');
    expect(actions[0]!.label.key).toBe('log.unknownAction');
    expect(selectBanner(s.getState())!.flow.key).toBe('flow.unknown');
    expect(selectActionLog(s.getState())[0]).toMatchObject({ kind: 'setup', turn: 1 });
  });
});

describe('selectHandover', () => {
  it('names the side to pass the device to', () => {
    expect(selectHandover(st())).toBeNull();
    st().dispatch({ type: 'endTurn', side: 'r' });
    expect(selectHandover(st())).toEqual({ id: 'b', name: 'Blue Posse', color: '#0000ff' });
    st().dismissHandover();
    expect(selectHandover(st())).toBeNull();
  });
});

describe('selectNewGameChoices', () => {
  it('lists the installed rulesets with their options, and the scenario\'s own as not installed', () => {
    const c = selectNewGameChoices(st());
    expect(c.rulesets.map((r) => [r.id, r.installed])).toEqual([['battlesystem', true], ['blackpowder', true], ['free', true], ['lotow', true], ['sbh', true], ['frostgrave', false]]);
    expect(c.rulesets.find((r) => r.id === 'free')!.options.map((o) => o.key)).toEqual(['oneMovePerTurn']);
    expect(c.currentRulesetId).toBe('free');
    expect(c.currentOptions).toEqual({ oneMovePerTurn: true });
    expect(c.scenarioRulesetId).toBe('frostgrave');
  });
});

describe('labelOf', () => {
  it('turns id params into names and drops what text cannot show', () => {
    const parsed = parseScenario(json);
    if (!parsed.ok) throw new Error('bad fixture');
    const label = labelOf(parsed.scenario, 'k', {
      moverFigureId: 'r1', figureId: 'b1', side: 'b', toSideId: 'r', targetFigureIds: ['r1', 'b1'], lengthIn: 2.5,
      missingFigureId: 'zz', flag: true, none: null, point: { x: 1, y: 2 }, list: [1, 2],
    });
    expect(label.params).toEqual({
      moverFigureId: 'Jed', figureId: 'Wyatt', side: 'Blue Posse', toSideId: 'Red Gang', targetFigureIds: 'Jed, Wyatt',
      lengthIn: 2.5, missingFigureId: 'zz', flag: true, none: null,
    });
  });

  it('names a unit wherever it names a figure (issue 14: a unit id works where a figure id does)', () => {
    const parsed = parseScenario(json);
    if (!parsed.ok) throw new Error('bad fixture');
    const r1 = parsed.scenario.figures.find((f) => f.id === 'r1')!;
    const withUnit = { ...parsed.scenario, units: [{ id: 'gang', side: r1.side, name: 'The Gang', memberIds: ['r1'], formation: { kind: 'irregular' as const }, facingDeg: 0, profile: {} }] };
    expect(labelOf(withUnit, 'k', { figureId: 'gang', targetFigureIds: ['gang', 'b1'] }).params).toEqual({ figureId: 'The Gang', targetFigureIds: 'The Gang, Wyatt' });
  });
});

describe('the action log and the dice log are built a step at a time (issue 12: not the whole game at every step)', () => {
  // A row is built once, in the state its action was taken in. An undo, a new action and an undo of
  // that drop the table an undone action was taken in; its row keeps its words, which a fresh load
  // cannot rebuild (it describes such a "buried" action in the latest state known before it: see
  // `momentFinder`). The comparison stops at the first buried action.
  it('after every step of a random game (moves, rolls, end turns, undos, redos) the rows equal those of the same game loaded afresh', () => {
    const buried = (tl: NonNullable<ReturnType<typeof st>['game']>['timeline']): boolean => {
      const lengths = new Set([...tl.past, ...tl.future].map((m) => m.logLength).concat(tl.present.log.length));
      const lastUndo = new Map<number, number>();
      for (const e of tl.present.log) if (e.kind === 'undo') lastUndo.set(e.undoes, e.seq);
      return tl.present.log.some((e) => e.kind === 'action' && !lengths.has(e.seq) && !lengths.has((lastUndo.get(e.seq) ?? -2) + 1));
    };
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 30 }), (choices) => {
      store = storeWithScenario(json, { rulesetId: 'free', options: { oneMovePerTurn: false } });
      for (const c of choices) {
        const side = st().game!.timeline.present.actors[0]!;
        const jed = st().game!.timeline.present.scenario.figures.find((f) => f.side === side)!;
        if (c < 15) st().undo();
        else if (c < 25) st().redo();
        else if (c < 40) st().dispatch(rollAction(side, 1 + (c % 3), 6));
        else if (c < 50) endTurn();
        else st().moveFigure(jed.id, [{ x: jed.x + (c % 2 === 0 ? 0.5 : -0.5), y: jed.y }]);
        // Built now, on this store's rows so far; the fresh store builds every row from nothing.
        const log = selectActionLog(st());
        const dice = selectDiceLog(st());
        const history = selectHistory(st());
        const fresh = createTestStore();
        expect(fresh.getState().resumeSaveText(JSON.stringify(st().exportSave()), 'again').ok).toBe(true);
        if (buried(fresh.getState().game!.timeline)) break;
        expect(log).toEqual(selectActionLog(fresh.getState()));
        expect(dice).toEqual(selectDiceLog(fresh.getState()));
        expect({ undo: history.undoTarget, redo: history.redoTarget }).toEqual({ undo: selectHistory(fresh.getState()).undoTarget, redo: selectHistory(fresh.getState()).redoTarget });
      }
    }), { numRuns: 25 });
  });
});

