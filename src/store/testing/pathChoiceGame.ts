/**
 * Test helper (not used by the app): a store playing the engine's test game (`actionPoints`) with a
 * move pending, so the reacting figure has a path choice (TEST-REACT-4). Jed (`r1`, side `r`) at
 * (6, 6) has asked to move 6″ south to (6, 12); Wyatt (`b1`, side `b`, at (18, 18)) may react.
 * The choice's runs: 0–1.5″ and 3–6″ along the move. With `preview`, the ruleset previews a reaction
 * with one line naming its `atIn` (`test.preview.atIn`) and counts the calls.
 */
import type { Scenario } from '../../engine/model';
import { figure } from '../../engine/testScenario';
import type { ActionPreview, Ruleset } from '../../engine/ruleset';
import { createRulesetRegistry } from '../../engine/rulesetRegistry';
import { testRuleset } from '../../engine/testing/testRuleset';
import { createTestStore } from './testStoreDeps';

const profile = { moveIn: 6, shoot: 4, quality: 4 };

export const pathChoiceScenario: Scenario = {
  schemaVersion: 1, id: 'path-choice', name: 'Path choice', ruleset: 'test',
  table: { widthIn: 24, depthIn: 24 }, terrain: [],
  sides: [{ id: 'r', name: 'Red', color: '#ff0000' }, { id: 'b', name: 'Blue', color: '#0000ff' }],
  figures: [
    figure({ id: 'r1', name: 'Jed', side: 'r', x: 6, y: 6, profile }),
    figure({ id: 'b1', name: 'Wyatt', side: 'b', x: 18, y: 18, profile }),
  ],
  options: {},
};

export function pathChoiceGame(options: { readonly preview?: boolean } = {}) {
  const calls = { n: 0 };
  const base = testRuleset as unknown as Ruleset;
  const ruleset: Ruleset = options.preview !== true ? base : {
    ...base,
    previewAction(_state, a): ActionPreview | null {
      calls.n++;
      if (a.type !== 'react') return null;
      return { refusal: null, lines: [{ labelKey: 'test.preview.atIn', params: { atIn: a.params?.atIn ?? null } }], chances: [] };
    },
  };
  const store = createTestStore({ registry: createRulesetRegistry([ruleset]) });
  const started = store.getState().loadScenario(pathChoiceScenario, 'test', { rulesetId: 'test', options: { turnModel: 'actionPoints' } });
  if (!started.ok) throw new Error(JSON.stringify(started.problems));
  store.getState().dismissHandover();
  const moved = store.getState().dispatch({ type: 'move', side: 'r', figureId: 'r1', params: { x: 6, y: 12 } });
  if (!moved.ok) throw new Error(moved.refusal.message);
  store.getState().dismissHandover();
  return { store, calls };
}
