/**
 * A unit's drop before the unit drag's module has loaded (unitDropAction.ts): this file imports
 * neither unitDrag.ts nor its selectors, so the session fetches the module at the drop (vitest
 * gives each file its own modules).
 */
import { describe, expect, it, vi } from 'vitest';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { Ruleset } from '../engine/ruleset';
import { testScenario } from '../engine/testScenario';
import { testGameScenario, testRuleset } from '../engine/testing/testRuleset';
import { testUnitScenario } from '../engine/testing/testUnitScenario';
import { unitGeometry } from '../engine/unitGeometry';
import { createTestStore } from './testing/testStoreDeps';
import { selectScenario } from './scenarioSelectors';
import { registeredUnitDropAction } from './unitDropAction';

function unitGame() {
  const store = createTestStore({ registry: createRulesetRegistry([testRuleset as unknown as Ruleset]) });
  expect(store.getState().loadScenario(testUnitScenario(testGameScenario(testScenario)), 'test', { rulesetId: 'test' }).ok).toBe(true);
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
  return { store, tray, forward, drag };
}

describe('a unit\'s drop fetches the unit drag\'s module when nothing has loaded it', () => {
  it('the drop is dispatched once the module arrives: the unit advances 2″', async () => {
    const { tray, forward, drag } = unitGame();
    expect(registeredUnitDropAction()).toBeNull();
    const before = tray().centre.y;
    drag();
    await vi.waitFor(() => expect(tray().centre.y).toBeCloseTo(before + forward * 2, 6));
    expect(registeredUnitDropAction()).not.toBeNull();
  });
});
