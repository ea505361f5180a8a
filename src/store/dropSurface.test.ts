/**
 * Where a dropped figure stands is the rules' answer (engine/dropSurface.ts): the ghost's readout,
 * its verdict and the action the drop sends all carry the surface the ruleset chose, never one the
 * store picked for itself (issue 14, item 8).
 */
import { describe, expect, it } from 'vitest';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { Ruleset } from '../engine/ruleset';
import { testScenario } from '../engine/testScenario';
import { testGameScenario, testRuleset } from '../engine/testing/testRuleset';
import { selectDragSurface } from './dragSurfaceSelectors';
import { selectScenario } from './scenarioSelectors';
import { selectDragView } from './dragViewSelectors';
import { lastAction } from './testing/lastAction';
import { createTestStore } from './testing/testStoreDeps';

/** The test game with its rules choosing `surface` for every drop (a ruleset that answers for itself). */
function game(dropSurface?: Ruleset['dropSurface']) {
  const ruleset = { ...(testRuleset as unknown as Ruleset), ...(dropSurface === undefined ? {} : { dropSurface }) };
  const store = createTestStore({ registry: createRulesetRegistry([ruleset]) });
  expect(store.getState().loadScenario(testGameScenario(testScenario), 'test', { rulesetId: 'test', options: { turnModel: 'phases' } }).ok).toBe(true);
  const side = store.getState().game!.timeline.present.actors[0]!;
  const mover = selectScenario(store.getState())!.figures.find((f) => f.side === side)!;
  return { store, mover };
}

describe('the drop surface', () => {
  it('the ghost, its readout and the sent move carry the surface the rules chose', () => {
    const asked: string[] = [];
    const { store, mover } = game((_s, id) => { asked.push(id); return 'rock'; });
    store.getState().beginDrag(mover.id, { x: mover.x, y: mover.y });
    store.getState().dragTo({ x: mover.x + 1, y: mover.y + 1 });
    expect(selectDragView(store.getState())?.standsOn).toBe('rock');
    expect(selectDragSurface(store.getState())?.onPieceId).toBe('rock');
    expect(asked).toContain(mover.id);
    expect(store.getState().moveFigure(mover.id, [{ x: mover.x + 1, y: mover.y + 1 }]).ok).toBe(true);
    expect(lastAction(store)).toMatchObject({ type: 'move', figureId: mover.id, params: { standsOn: 'rock' } });
  });

  it('rules that do not answer (no area, no hook) leave the surface out of the move and the ghost on the ground it stands on', () => {
    const { store, mover } = game();
    store.getState().beginDrag(mover.id, { x: mover.x, y: mover.y });
    store.getState().dragTo({ x: mover.x + 1, y: mover.y });
    expect(selectDragView(store.getState())?.standsOn).toBeNull();
  });

  it('rules that fail while answering do not break the drag', () => {
    const { store, mover } = game(() => { throw new Error('boom'); });
    store.getState().beginDrag(mover.id, { x: mover.x, y: mover.y });
    store.getState().dragTo({ x: mover.x + 1, y: mover.y });
    expect(selectDragView(store.getState())?.standsOn).toBeNull();
  });
});
