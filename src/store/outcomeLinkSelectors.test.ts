/**
 * The step just taken's links on the table (outcomeLinkSelectors.ts) through the store, on a fake
 * ruleset: the free table plus a `volley` whose events name a hit chain (BP-VOLLEY-4's shape) and a
 * reader that turns them into `EntryReading.links`.
 */
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../engine/ruleset';
import type { GameEvent } from '../engine/state';
import { createShippedRegistry } from '../rules/registry';
import { freeTableRuleset } from '../rules/free/freeTable';
import { parseScenario } from '../scenario/parseScenario';
import { NO_OUTCOME_LINKS, selectOutcomeLinks } from './outcomeLinkSelectors';
import { createTestStore } from './testing/testStoreDeps';
import { actAs } from './testStore';

const free = freeTableRuleset as unknown as Ruleset;
/**
 * The chain a volley logs: b1 hit first, then b2, then b3 (as BP-VOLLEY-4's chainLink events), then
 * `gone`, a figure no longer on the table (a link with nowhere to be drawn).
 */
const CHAIN = [['b1', null], ['b2', 'b1'], ['b3', 'b2'], ['gone', 'b3']] as const;

const linksRuleset: Ruleset = {
  ...free,
  id: 'links-test',
  check: (state, a) => (a.type === 'volley' ? null : free.check(state, a)),
  resolve(state, a, ctx) {
    if (a.type !== 'volley') return free.resolve(state, a, ctx);
    const events: GameEvent[] = CHAIN.map(([figureId, fromFigureId]) => ({
      type: 'test.chainLink', ruleId: 'BP-VOLLEY-4', figureIds: [figureId], params: { figureId, fromFigureId, distanceCm: 3 },
    }));
    return { state, events };
  },
  describeAction: (state, a) => (a.type === 'volley' ? { labelKey: 'test.action.volley', params: {} } : free.describeAction(state, a)),
  outcome: {
    read(events) {
      const chain = events.filter((e) => e.type === 'test.chainLink');
      const links = chain.flatMap((e, i) => {
        const from = e.params?.fromFigureId;
        return typeof from === 'string' ? [{ fromFigureId: from, toFigureId: String(e.params?.figureId), order: i + 1, ruleId: e.ruleId ?? '' }] : [];
      });
      return { rolls: events.map(() => null), parts: [], figureIds: [], ...(chain.length > 0 ? { links } : {}) };
    },
  },
};

const scenarioJson = {
  schemaVersion: 1, id: 't', name: 'T', ruleset: 'links-test', table: { widthIn: 24, depthIn: 24 }, terrain: [],
  sides: [{ id: 'r', name: 'Red', color: '#ff0000' }, { id: 'b', name: 'Blue', color: '#0000ff' }],
  figures: [
    { id: 'r1', side: 'r', name: 'Jed', base: 25, x: 2, y: 2 },
    { id: 'b1', side: 'b', name: 'Wyatt', base: 25, x: 12, y: 12 },
    { id: 'b2', side: 'b', name: 'Doc', base: 25, x: 14, y: 12 },
    { id: 'b3', side: 'b', name: 'Morgan', base: 40, x: 14, y: 15 },
  ],
  options: {},
};

function volleyGame() {
  const registry = createShippedRegistry();
  registry.register(linksRuleset);
  const store = createTestStore({ registry });
  const parsed = parseScenario(scenarioJson);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const started = store.getState().loadScenario(parsed.scenario, 'test', { rulesetId: 'links-test' });
  if (!started.ok) throw new Error(JSON.stringify(started.problems));
  actAs(store, 'r1');
  const fired = store.getState().dispatch({ type: 'volley', side: 'r', figureId: 'r1', targetIds: ['b1'] });
  if (!fired.ok) throw new Error(fired.refusal.message);
  return store;
}

describe('selectOutcomeLinks: the step just taken, drawn figure to figure', () => {
  it('BP-VOLLEY-4: hit k−1 → hit k, numbered, at the figures as they stand (inches); the shooter → first hit is none; a figure off the table has no link', () => {
    const links = selectOutcomeLinks(volleyGame().getState());
    expect(links.map((l) => [l.fromFigureId, l.toFigureId, l.order, l.ruleId])).toEqual([['b1', 'b2', 2, 'BP-VOLLEY-4'], ['b2', 'b3', 3, 'BP-VOLLEY-4']]);
    expect(links[0]).toMatchObject({ from: { x: 12, y: 12 }, to: { x: 14, y: 12 } });
    expect(links[1]?.toRadiusIn).toBeCloseTo(20 / 25.4, 9);
    expect(links[0]?.fromRadiusIn).toBeCloseTo(12.5 / 25.4, 9);
  });

  it('memoised per game state: the same array again, and after a session change (selection)', () => {
    const store = volleyGame();
    const first = selectOutcomeLinks(store.getState());
    expect(selectOutcomeLinks(store.getState())).toBe(first);
    store.getState().select('b2');
    expect(selectOutcomeLinks(store.getState())).toBe(first);
  });

  it('BP-VOLLEY-4: drawn until the next step; an undo takes them away too', () => {
    const store = volleyGame();
    const moved = store.getState().moveFigure('r1', [{ x: 4, y: 2 }]);
    expect(moved.ok).toBe(true);
    expect(selectOutcomeLinks(store.getState())).toBe(NO_OUTCOME_LINKS);
    const store2 = volleyGame();
    expect(store2.getState().undo().ok).toBe(true);
    expect(selectOutcomeLinks(store2.getState())).toBe(NO_OUTCOME_LINKS);
  });

  it('BP-VOLLEY-4: the replay viewer shows the links of its frame\'s step', () => {
    const store = volleyGame();
    expect(store.getState().openReplay(null).ok).toBe(true);
    const last = (store.getState().replay?.frames.length ?? 0) - 1;
    store.getState().setReplayIndex(last);
    expect(selectOutcomeLinks(store.getState()).map((l) => l.order)).toEqual([2, 3]);
    store.getState().setReplayIndex(0);
    expect(selectOutcomeLinks(store.getState())).toBe(NO_OUTCOME_LINKS);
  });

  it('a reader that sets no links, and a game with no reader, draw nothing', () => {
    const store = createTestStore();
    const parsed = parseScenario({ ...scenarioJson, ruleset: 'free' });
    if (!parsed.ok) throw new Error('scenario');
    store.getState().loadScenario(parsed.scenario, 'test', { rulesetId: 'free' });
    expect(selectOutcomeLinks(store.getState())).toBe(NO_OUTCOME_LINKS);
  });
});
