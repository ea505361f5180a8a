/**
 * LOTOW through the store: a drop onto a raised surface over open ground (a balcony reached by its
 * ladder) ends on that surface, because the store sends the surface the area shows there, and the
 * ghost's verdict agrees with the drop.
 */
import { describe, expect, it } from 'vitest';
import { piece, rect, man, table } from '../rules/lotow/movement/testing/movementScenarios';
import { createSkirmishStore } from './store';
import { testStoreDeps } from './testing/testStoreDeps';
import { selectDragView } from './dragViewSelectors';
import { selectDragCost } from './movementSelectors';
import { selectDragSurface } from './dragSurfaceSelectors';
import { figureElevationIn } from '../engine/figureGeometry';
import { REACH } from '../engine/ruleset';
import type { Figure } from '../engine/model';
import { selectScenario } from './scenarioSelectors';

// A balcony 2″ × 4″ floating at 2.8″ (top 3″) with a 3″ ladder on its west side; Jed (8″) at the ladder's foot:
// 3″ up the ladder cost 6″ (half speed), and the street under the balcony is in reach too.
const balcony = piece({ id: 'balcony', kind: 'balcony', footprint: rect(10, 8, 2, 4), elevationIn: 2.8, heightIn: 0.2, standableTop: true });
const ladder = piece({ id: 'ladder', kind: 'ladder', footprint: rect(9.6, 9.5, 0.4, 1), heightIn: 3, hasLadder: true, sight: 'none' });
const scenario = table([balcony, ladder], [man('jed', 9.1, 10, { profile: { moveIn: 8 } }), { ...man('wyatt', 20, 20), side: 'b' }]);

/** A store with `scenario` loaded under LOTOW and side a to move. */
function storeWithAToMove(of = scenario) {
  const store = createSkirmishStore(testStoreDeps());
  expect(store.getState().loadScenario(of, 'test', { rulesetId: 'lotow', seed: 1 }).ok).toBe(true);
  for (let i = 0; i < 6 && store.getState().game!.timeline.present.actors[0] !== 'a'; i++) {
    const s = store.getState();
    s.dismissHandover();
    s.dispatch({ type: 'endPhase', side: s.game!.timeline.present.actors[0]! });
  }
  store.getState().dismissHandover();
  return store;
}

describe('LOTOW moves through the store', () => {
  it('LOTOW-CLIMB-4: a drop over the balcony, reached by the ladder, ends on the balcony; the ghost said so first', () => {
    const store = createSkirmishStore(testStoreDeps());
    expect(store.getState().loadScenario(scenario, 'test', { rulesetId: 'lotow', seed: 1 }).ok).toBe(true);
    // Let side a act (the Drop is seeded: end phases until it is a's turn to move).
    for (let i = 0; i < 6 && store.getState().game!.timeline.present.actors[0] !== 'a'; i++) {
      const s = store.getState();
      s.dismissHandover();
      s.dispatch({ type: 'endPhase', side: s.game!.timeline.present.actors[0]! });
    }
    store.getState().dismissHandover();
    const s = store.getState;
    s().beginDrag('jed', { x: 9.1, y: 10 });
    s().dragTo({ x: 11, y: 10 });
    expect(selectDragView(s())?.legal).toBe(true);
    s().endDrag();
    const jed = selectScenario(s())!.figures.find((f) => f.id === 'jed')!;
    expect(jed.standsOn).toBe('balcony');
    expect((s().game!.timeline.present.figureState.jed as { movedIn: number }).movedIn).toBeGreaterThanOrEqual(5.9);
  });

  it('LOTOW-CLIMB-4: over the balcony the ghost stands on the balcony at 3″ (its line of sight and readout too), and so does the figure dropped there', () => {
    const store = storeWithAToMove();
    const s = store.getState;
    s().beginDrag('jed', { x: 9.1, y: 10 });
    s().dragTo({ x: 11, y: 10 });
    expect(selectDragView(s())?.standsOn).toBe('balcony');
    expect(selectDragSurface(s())).toEqual({ onPieceId: 'balcony', underPieceId: null, elevationIn: 3 });
    s().endDrag();
    const jed = selectScenario(s())!.figures.find((f) => f.id === 'jed')!;
    expect(jed.standsOn).toBe('balcony');
    expect(figureElevationIn(selectScenario(s())!, jed)).toBeCloseTo(3, 6);
  });

  it('LOTOW-CLIMB-4: where the balcony is out of reach but the street under it is not, the ghost says "under the balcony · 0″", the shading is the street\'s, and the figure ends there at 0″', () => {
    // Jed has 4″: the ladder (3″ at half speed) cannot be finished, the street under the balcony is 2.6″ away.
    const short = table([balcony, ladder], [man('jed', 9.1, 10, { profile: { moveIn: 4 } }), { ...man('wyatt', 20, 20), side: 'b' } as Figure]);
    const store = storeWithAToMove(short);
    const s = store.getState;
    const to = { x: 11.5, y: 8.5 };
    s().beginDrag('jed', { x: 9.1, y: 10 });
    s().dragTo(to);
    const view = selectDragView(s())!;
    expect(view.legal).toBe(true);
    expect(view.standsOn).toBeNull();
    expect(selectDragSurface(s())).toEqual({ onPieceId: null, underPieceId: 'balcony', elevationIn: 0 });
    expect(selectDragCost(s())?.tier).toBe(REACH.sure);
    s().endDrag();
    const jed = selectScenario(s())!.figures.find((f) => f.id === 'jed')!;
    expect(jed).toMatchObject({ standsOn: null, x: to.x, y: to.y });
    expect(figureElevationIn(selectScenario(s())!, jed)).toBe(0);
  });
});
