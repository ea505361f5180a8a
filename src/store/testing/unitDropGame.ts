/**
 * Test support (never shipped): a store playing the test game on the two-unit table, and a 2″ drag
 * of the acting side's unit dropped at once. It imports nothing of the unit drag's own code, so a
 * test file using it sees the drop fetch that module (store/unitDropAction.ts).
 */
import { expect } from 'vitest';
import { createRulesetRegistry } from '../../engine/rulesetRegistry';
import type { Ruleset } from '../../engine/ruleset';
import { testScenario } from '../../engine/testScenario';
import { testGameScenario, testRuleset } from '../../engine/testing/testRuleset';
import { testUnitScenario } from '../../engine/testing/testUnitScenario';
import { unitGeometry } from '../../engine/unitGeometry';
import { createTestStore } from './testStoreDeps';
import { selectScenario } from '../scenarioSelectors';

export function unitDropGame() {
  const store = createTestStore({ registry: createRulesetRegistry([testRuleset as unknown as Ruleset]) });
  /** A new game of the table (the first, and one that replaces it). */
  const newGame = () => expect(store.getState().loadScenario(testUnitScenario(testGameScenario(testScenario)), 'test', { rulesetId: 'test' }).ok).toBe(true);
  newGame();
  const side = store.getState().game!.timeline.present.actors[0]!;
  const unitId = side === 'a' ? 'ua' : 'ub';
  const tray = () => unitGeometry(selectScenario(store.getState())!.units!.find((u) => u.id === unitId)!, selectScenario(store.getState())!.figures)!.tray;
  const member = selectScenario(store.getState())!.figures.find((g) => g.id === `${unitId}1`)!;
  const forward = tray().facingDeg === 0 ? -1 : 1;
  const drag = () => {
    store.getState().beginDrag(member.id, { x: member.x, y: member.y });
    store.getState().dragTo({ x: member.x, y: member.y + forward * 2 });
    store.getState().endDrag();
  };
  return { store, tray, forward, drag, newGame };
}
