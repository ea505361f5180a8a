import { beforeEach, describe, expect, it } from 'vitest';
import type { Ruleset } from '../engine/ruleset';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { Action } from '../engine/state';
import { refusal } from '../engine/state';
import { pieceOf } from '../engine/pieces';
import { testScenario } from '../engine/testScenario';
import { testUnitScenario } from '../engine/testing/testUnitScenario';
import { freeTableRuleset } from '../rules/free/freeTable';
import { parseScenario } from '../scenario/parseScenario';
import { figureActionId, selectFigureActions } from './figureActionSelectors';
import { createSkirmishStore } from './store';
import { testStoreDeps } from './testing/testStoreDeps';
import { twoFigureScenarioJson } from './testStore';

const json = twoFigureScenarioJson('lotow');

const free = freeTableRuleset as unknown as Ruleset;

/**
 * The free table plus figure actions: `wave` (always allowed), `spot` at each enemy (refused while
 * the enemy is not prone), `dismount` plain and with `tether: true`; and the free table's move.
 */
function actionsRuleset(): Ruleset & { calls: { candidates: number; moveChecks: number } } {
  const calls = { candidates: 0, moveChecks: 0 };
  return {
    ...free,
    id: 'actions-test',
    calls,
    candidateActions(state, figureId) {
      calls.candidates++;
      const f = state.scenario.figures.find((g) => g.id === figureId);
      if (f === undefined) return [];
      const enemies = state.scenario.figures.filter((g) => g.side !== f.side);
      return [
        ...free.candidateActions(state, figureId),
        { type: 'wave', side: f.side, figureId },
        ...enemies.map((e): Action => ({ type: 'spot', side: f.side, figureId, targetIds: [e.id] })),
        { type: 'dismount', side: f.side, figureId },
        { type: 'dismount', side: f.side, figureId, params: { tether: true } },
      ];
    },
    check(state, action) {
      if (action.type === 'move') calls.moveChecks++;
      if (action.type === 'move' || action.type === 'endTurn') return free.check(state, action);
      if (action.type === 'spot') {
        const target = state.scenario.figures.find((g) => g.id === action.targetIds?.[0]);
        return target?.stance === 'prone' ? null : refusal('test.notHidden', 'TEST-SPOT-1', 'not hidden', { targetFigureId: target?.id ?? '' });
      }
      return null;
    },
    resolve(state, action, ctx) {
      if (action.type === 'move' || action.type === 'endTurn') return free.resolve(state, action, ctx);
      return { state: { ...state, scenario: { ...state.scenario, figures: state.scenario.figures.map((g) => (g.id === action.figureId ? { ...g, facingDeg: 90 } : g)) } } };
    },
    describeAction(state, action) {
      if (action.type === 'move' || action.type === 'endTurn') return free.describeAction(state, action);
      return { labelKey: `test.action.${action.type}`, params: { figureId: action.figureId ?? null, targetFigureId: action.targetIds?.[0] ?? null, tether: action.params?.tether === true } };
    },
  };
}

function makeStore(ruleset: Ruleset = actionsRuleset()) {
  const registry = createRulesetRegistry([free, ruleset]);
  const store = createSkirmishStore(testStoreDeps({ registry }));
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const started = store.getState().loadScenario(parsed.scenario, 'test', { rulesetId: ruleset.id });
  if (!started.ok) throw new Error(JSON.stringify(started.problems));
  return { store, registry };
}

let ruleset: ReturnType<typeof actionsRuleset>;
let store: ReturnType<typeof makeStore>['store'];
const st = () => store.getState();

beforeEach(() => {
  ruleset = actionsRuleset();
  ({ store } = makeStore(ruleset));
});

describe('selectFigureActions', () => {
  it('is null with nothing selected; then the figure\'s actions without the move, labelled, with ids made names', () => {
    expect(selectFigureActions(st())).toBeNull();
    st().select('r1');
    const view = selectFigureActions(st())!;
    expect(view.figureId).toBe('r1');
    expect(view.actions.map((a) => a.id)).toEqual(['wave', 'spot-b1', 'dismount', 'dismount-tether']);
    expect(view.actions.some((a) => a.action.type === 'move')).toBe(false);
    // The move is left out before it is checked (a move's check may be a search).
    expect(ruleset.calls.moveChecks).toBe(0);
    const spot = view.actions[1]!;
    expect(spot.label).toEqual({ key: 'test.action.spot', params: { figureId: 'Jed', targetFigureId: 'Wyatt', tether: false } });
    expect(spot.action).toEqual({ type: 'spot', side: 'r', figureId: 'r1', targetIds: ['b1'] });
  });

  it('gives a refused action its reason and rule ID, an allowed one none', () => {
    st().select('r1');
    const [wave, spot] = selectFigureActions(st())!.actions;
    expect(wave!.refusal).toBeNull();
    expect(spot!.refusal).toMatchObject({ reasonKey: 'test.notHidden', ruleId: 'TEST-SPOT-1', params: { targetFigureId: 'b1' } });
  });

  it('is computed once per (game state, figure): the same object through a drag and a hover, new after an action', () => {
    st().select('r1');
    const first = selectFigureActions(st());
    expect(ruleset.calls.candidates).toBe(1);
    st().beginDrag('r1', { x: 6, y: 6 });
    st().dragTo({ x: 7, y: 6 });
    st().cancelDrag();
    st().hover('b1');
    expect(selectFigureActions(st())).toBe(first);
    expect(ruleset.calls.candidates).toBe(1);

    const wave = first!.actions[0]!.action;
    expect(st().dispatch(wave).ok).toBe(true);
    const after = selectFigureActions(st());
    expect(after).not.toBe(first);
    expect(ruleset.calls.candidates).toBe(2);
    expect(after!.actions.map((a) => a.id)).toEqual(first!.actions.map((a) => a.id));
  });

  it('is null for a figure whose side may not act, in the replay viewer and during the handover', () => {
    st().select('b1');
    expect(selectFigureActions(st())).toBeNull();
    st().select('r1');
    expect(selectFigureActions(st())).not.toBeNull();
    st().openReplay(null);
    expect(selectFigureActions(st())).toBeNull();
    st().closeReplay();
    expect(st().dispatch({ type: 'endTurn', side: 'r' }).ok).toBe(true);
    expect(st().handoverSideId).toBe('b');
    st().select('b1');
    expect(selectFigureActions(st())).toBeNull();
    st().dismissHandover();
    expect(selectFigureActions(st())!.actions.map((a) => a.id)).toContain('spot-r1');
  });

  it('is null with no game and for a figure the game does not have', () => {
    const empty = createSkirmishStore(testStoreDeps({ registry: createRulesetRegistry([free]) }));
    empty.getState().select('r1');
    expect(selectFigureActions(empty.getState())).toBeNull();
    st().select('nobody');
    expect(selectFigureActions(st())).toBeNull();
  });

  it('never throws when the ruleset does: a disabled entry says the rules failed', () => {
    const boom = () => { throw new Error('boom'); };
    const registry = createRulesetRegistry([free, ruleset]);
    const s = createSkirmishStore(testStoreDeps({ registry }));
    const parsed = parseScenario(json);
    if (!parsed.ok) throw new Error('bad fixture');
    expect(s.getState().loadScenario(parsed.scenario, 'test', { rulesetId: 'actions-test' }).ok).toBe(true);
    s.getState().select('r1');

    // A failing check and description: each action is refused as an internal error, named by its type.
    registry.register({ ...ruleset, check: boom, describeAction: boom } as Ruleset);
    const failing = selectFigureActions({ ...s.getState(), registry })!.actions;
    expect(failing.map((a) => a.refusal?.reasonKey)).toEqual(Array(4).fill('engine.internalError'));
    expect(failing[0]!.label).toEqual({ key: 'log.unknownAction', params: { type: 'wave' } });

    // Failing candidates: one disabled entry with the reason.
    const registry2 = createRulesetRegistry([free, { ...ruleset, candidateActions: boom } as Ruleset]);
    const view = selectFigureActions({ ...s.getState(), registry: registry2 })!;
    expect(view.actions).toHaveLength(1);
    expect(view.actions[0]!.refusal?.reasonKey).toBe('engine.internalError');
  });
});

describe('figureActionId', () => {
  it('adds targets and true flags, and numbers a repeat', () => {
    const a: Action = { type: 'mount', side: 'r', figureId: 'r1', targetIds: ['r1~mount'] };
    expect(figureActionId(a)).toBe('mount-r1~mount');
    expect(figureActionId({ type: 'dismount', side: 'r', params: { tether: true, where: { x: 1, y: 2 }, quiet: false } })).toBe('dismount-tether');
    expect(figureActionId({ type: 'wave', side: 'r' }, new Set(['wave']))).toBe('wave-2');
    expect(figureActionId({ type: 'wave', side: 'r' }, new Set(['wave', 'wave-2']))).toBe('wave-3');
  });

  it('adds whole-number params with their name, so SBH\'s three activations differ by their dice', () => {
    const ids = [1, 2, 3].map((dice) => figureActionId({ type: 'activate', side: 'r', figureId: 'r1', params: { dice } }));
    expect(ids).toEqual(['activate-dice1', 'activate-dice2', 'activate-dice3']);
    // Fractions are not ids.
    expect(figureActionId({ type: 'move', side: 'r', params: { lengthIn: 2.5 } })).toBe('move');
  });
});

describe('selectFigureActions for a unit (issue 14, item 2)', () => {
  it('a selected unit lists its own actions, labelled with the unit name; a member alone its own', () => {
    const unitRuleset: Ruleset = {
      ...free,
      id: 'unit-actions-test',
      candidateActions(state, id) {
        const piece = pieceOf(state.scenario, id);
        if (piece === undefined) return [];
        return piece.kind === 'unit'
          ? [{ type: 'volley', side: piece.side, actorIds: [piece.id] }]
          : [...free.candidateActions(state, id), { type: 'wave', side: piece.side, figureId: id }];
      },
      check: (state, action) => (action.type === 'volley' || action.type === 'wave' ? null : free.check(state, action)),
      describeAction: (state, action) => (action.type === 'volley' || action.type === 'wave'
        ? { labelKey: `test.action.${action.type}`, params: { figureId: action.actorIds?.[0] ?? action.figureId ?? null } }
        : free.describeAction(state, action)),
    };
    const unitStore = createSkirmishStore(testStoreDeps({ registry: createRulesetRegistry([free, unitRuleset]) }));
    expect(unitStore.getState().loadScenario(testUnitScenario(testScenario), 'test', { rulesetId: unitRuleset.id }).ok).toBe(true);
    const side = unitStore.getState().game!.timeline.present.actors[0]!;
    const unitId = side === 'a' ? 'ua' : 'ub';
    unitStore.getState().select(`${unitId}1`);
    expect(unitStore.getState().selectedFigureId).toBe(unitId);
    const view = selectFigureActions(unitStore.getState())!;
    expect(view.figureId).toBe(unitId);
    expect(view.actions.map((a) => a.id)).toEqual(['volley']);
    expect(view.actions[0]!.label).toEqual({ key: 'test.action.volley', params: { figureId: unitId.toUpperCase() } });
    unitStore.getState().select(`${unitId}1`, { single: true });
    expect(selectFigureActions(unitStore.getState())!.actions.map((a) => a.id)).toEqual(['wave']);
    // The other side's unit: its side may not act, so no actions.
    unitStore.getState().select(side === 'a' ? 'ub' : 'ua');
    expect(selectFigureActions(unitStore.getState())).toBeNull();
  });
});
