import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REACH } from '../engine/ruleset';
import type { MovementArea, Ruleset } from '../engine/ruleset';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import { freeTableRuleset } from '../rules/free/freeTable';
import { parseScenario } from '../scenario/parseScenario';
import {
  cellCentreAt, cellIndexAt, isWellFormedArea, reachAt, selectDragCost, selectMovementArea,
} from './movementSelectors';
import type { MovementGrid } from './movementSelectors';
import { createSkirmishStore } from './store';
import { testStoreDeps } from './testing/testStoreDeps';
import { boxLayer, REACH_TEST_RULESET_ID, reachTestRuleset, ringLayer, syntheticMovementArea } from './testMovementArea';

// ---------------------------------------------------------------------------------------------
// Cells

describe('cellIndexAt / cellCentreAt', () => {
  const grid: MovementGrid = { cellIn: 0.5, originXIn: 1, originYIn: 2, cols: 4, rows: 3 };

  it.each([
    ['the origin is cell 0', { x: 1, y: 2 }, 0],
    ['inside the first cell', { x: 1.49, y: 2.49 }, 0],
    ['the right edge of a cell belongs to the next (half-open)', { x: 1.5, y: 2 }, 1],
    ['row 1, column 2', { x: 2.2, y: 2.7 }, 6],
    ['the last cell', { x: 2.99, y: 3.49 }, 11],
    ['left of the grid', { x: 0.99, y: 2.5 }, -1],
    ['above the grid', { x: 1.5, y: 1.99 }, -1],
    ['the far edge is outside', { x: 3, y: 2.5 }, -1],
    ['below the grid', { x: 1.5, y: 3.5 }, -1],
    ['NaN is nowhere', { x: Number.NaN, y: 2.5 }, -1],
  ])('%s', (_name, point, index) => {
    expect(cellIndexAt(grid, point)).toBe(index);
  });

  it('a cell centre maps back to its own cell (property)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), fc.double({ min: 0.05, max: 2, noNaN: true }),
      fc.double({ min: -30, max: 30, noNaN: true }), fc.double({ min: -30, max: 30, noNaN: true }), fc.nat(),
      (cols, rows, cellIn, originXIn, originYIn, k) => {
        const g: MovementGrid = { cols, rows, cellIn, originXIn, originYIn };
        const i = k % (cols * rows);
        expect(cellIndexAt(g, cellCentreAt(g, i))).toBe(i);
      },
    ));
  });

  it('the cell found holds the point (property)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.double({ min: 0.1, max: 2, noNaN: true }),
      // Short of the far edge by more than rounding: (x − origin) / cellIn may round up to `cols` there.
      fc.double({ min: 0, max: 0.999999, noNaN: true }), fc.double({ min: 0, max: 0.999999, noNaN: true }),
      (cols, rows, cellIn, u, v) => {
        const g: MovementGrid = { cols, rows, cellIn, originXIn: -3, originYIn: 5 };
        const p = { x: -3 + u * cols * cellIn, y: 5 + v * rows * cellIn };
        const i = cellIndexAt(g, p);
        expect(i).toBeGreaterThanOrEqual(0);
        const c = cellCentreAt(g, i);
        // Within half a cell of the centre (plus rounding).
        expect(Math.abs(c.x - p.x)).toBeLessThanOrEqual(cellIn / 2 + 1e-9);
        expect(Math.abs(c.y - p.y)).toBeLessThanOrEqual(cellIn / 2 + 1e-9);
      },
    ));
  });
});

describe('reachAt / isWellFormedArea', () => {
  const area = syntheticMovementArea({
    figureId: 'f', allowanceIn: 6, usedIn: 1, cellIn: 1, cols: 10, rows: 10,
    layers: [ringLayer({ x: 5, y: 5 }, 2, 3, 4), boxLayer('rock', { minX: 0, minY: 0, maxX: 2, maxY: 2 }, REACH.afterTest, 2.5)],
  });

  it('reads the tier and cost of the cell on the surface asked for', () => {
    // Cell (5, 5): its centre (5.5, 5.5) is √½″ from the figure.
    expect(reachAt(area, null, { x: 5.2, y: 5.9 })).toEqual({ tier: REACH.sure, costIn: expect.closeTo(Math.SQRT1_2, 5) });
    expect(reachAt(area, null, { x: 7.5, y: 5.5 }).tier).toBe(REACH.afterTest);
    expect(reachAt(area, null, { x: 8.5, y: 5.5 }).tier).toBe(REACH.fall);
    expect(reachAt(area, 'rock', { x: 1.5, y: 0.5 })).toEqual({ tier: REACH.afterTest, costIn: 2.5 });
  });

  it('is out of reach off the grid, beyond the rings, or on a surface the area lacks', () => {
    const none = { tier: REACH.none, costIn: Infinity };
    expect(reachAt(area, null, { x: 0.5, y: 0.5 })).toEqual(none);
    expect(reachAt(area, null, { x: -0.5, y: 5 })).toEqual(none);
    expect(reachAt(area, 'rock', { x: 5.5, y: 5.5 })).toEqual(none);
    expect(reachAt(area, 'balcony', { x: 5.5, y: 5.5 })).toEqual(none);
  });

  it('accepts a whole grid and rejects a layer of the wrong length or an empty grid', () => {
    expect(isWellFormedArea(area)).toBe(true);
    expect(isWellFormedArea({ ...area, cols: 9 })).toBe(false);
    expect(isWellFormedArea({ ...area, cols: 0, rows: 0, layers: [] })).toBe(false);
    expect(isWellFormedArea({ ...area, cellIn: 0 })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The selectors on a real store with a fake ruleset

const json = {
  schemaVersion: 1, id: 'reach', name: 'Reach', ruleset: 'lotow', table: { widthIn: 24, depthIn: 24 },
  terrain: [
    { id: 'rock', kind: 'rocks', footprint: [{ x: 2, y: 14 }, { x: 4, y: 14 }, { x: 4, y: 16 }, { x: 2, y: 16 }], heightIn: 2, standableTop: true, climbable: true },
  ],
  sides: [{ id: 'r', name: 'Red', color: '#ff0000' }, { id: 'b', name: 'Blue', color: '#0000ff' }],
  figures: [
    { id: 'r1', side: 'r', name: 'Jed', base: 25, x: 6, y: 6 },
    { id: 'r2', side: 'r', name: 'Zeke', base: 25, x: 3, y: 12 },
    { id: 'b1', side: 'b', name: 'Wyatt', base: 25, x: 18, y: 18 },
  ],
  options: {},
};

/** Rings about the figure (sure 3″, test 4″, fall 5″) on a 0.5″ grid over the table; the rock as a test at 2.5″. */
function areaOf(state: GameState, figureId: string): MovementArea | null {
  const f = state.scenario.figures.find((x) => x.id === figureId);
  if (f === undefined) return null;
  return syntheticMovementArea({
    figureId, allowanceIn: 5, usedIn: 0.5, cellIn: 0.5, cols: 48, rows: 48,
    layers: [ringLayer(f, 3, 4, 5), boxLayer('rock', { minX: 2, minY: 14, maxX: 4, maxY: 16 }, REACH.afterTest, 2.5)],
  });
}

function makeStore(areaFn: (state: GameState, figureId: string) => MovementArea | null = areaOf) {
  const ruleset = reachTestRuleset(areaFn);
  const registry = createRulesetRegistry([freeTableRuleset as unknown as Ruleset, ruleset]);
  const store = createSkirmishStore(testStoreDeps({ registry }));
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const started = store.getState().loadScenario(parsed.scenario, 'test', { rulesetId: REACH_TEST_RULESET_ID });
  if (!started.ok) throw new Error(JSON.stringify(started.problems));
  return { store, ruleset };
}

let store: ReturnType<typeof makeStore>['store'];
let ruleset: ReturnType<typeof makeStore>['ruleset'];
const st = () => store.getState();

const freshStore = () => {
  ({ store, ruleset } = makeStore());
};

describe('selectMovementArea', () => {
  beforeEach(freshStore);

  it('is null with nothing selected, then the selected figure\'s area from the ruleset', () => {
    expect(st().game!.timeline.present.rulesetId).toBe(REACH_TEST_RULESET_ID);
    expect(selectMovementArea(st())).toBeNull();
    st().select('r1');
    const area = selectMovementArea(st())!;
    expect(area.figureId).toBe('r1');
    expect(reachAt(area, null, { x: 6.2, y: 6.2 }).tier).toBe(REACH.sure);
  });

  it('is computed once per selection: the same object across reads and a whole drag', () => {
    st().select('r1');
    const area = selectMovementArea(st());
    expect(ruleset.calls.count).toBe(1);
    st().beginDrag('r1', { x: 6, y: 6 });
    for (let i = 1; i <= 30; i++) {
      st().dragTo({ x: 6 + i / 10, y: 6 });
      expect(selectMovementArea(st())).toBe(area);
    }
    st().addWaypoint();
    expect(selectMovementArea(st())).toBe(area);
    expect(ruleset.calls.count).toBe(1);
  });

  it('follows the dragged figure rather than the selected one', () => {
    st().select('r1');
    const drag = { figureId: 'r2', waypoints: [{ x: 3, y: 12 }], grabOffset: { x: 0, y: 0 }, pointer: { x: 3, y: 12 } };
    expect(selectMovementArea({ ...st(), drag })!.figureId).toBe('r2');
  });

  it('is computed again after the game changes: the figure moved', () => {
    st().select('r1');
    const before = selectMovementArea(st())!;
    expect(st().moveFigure('r1', [{ x: 8, y: 6 }]).ok).toBe(true);
    const after = selectMovementArea(st())!;
    expect(after).not.toBe(before);
    expect(reachAt(after, null, { x: 8.2, y: 6.2 }).costIn).toBeLessThan(0.5);
    expect(reachAt(before, null, { x: 8.2, y: 6.2 }).costIn).toBeGreaterThan(1.5);
    expect(ruleset.calls.count).toBe(2);
  });

  it('is null for a figure whose side may not act, without asking the ruleset', () => {
    st().select('b1');
    expect(selectMovementArea(st())).toBeNull();
    expect(ruleset.calls.count).toBe(0);
  });

  it('is null while the device is handed over, then the next side\'s figure has one', () => {
    st().setHandoverEnabled(true);
    expect(st().dispatch({ type: 'endTurn', side: 'r' }).ok).toBe(true);
    expect(st().handoverSideId).toBe('b');
    st().select('b1');
    expect(selectMovementArea(st())).toBeNull();
    st().dismissHandover();
    expect(selectMovementArea(st())!.figureId).toBe('b1');
    // r1's side no longer acts.
    st().select('r1');
    expect(selectMovementArea(st())).toBeNull();
  });

  it('is null in the replay viewer', () => {
    st().select('r1');
    expect(selectMovementArea(st())).not.toBeNull();
    expect(st().openReplay(null).ok).toBe(true);
    expect(selectMovementArea(st())).toBeNull();
    st().closeReplay();
    expect(selectMovementArea(st())).not.toBeNull();
  });

  it('is null when the ruleset has no movement area (the free table) or none for this figure', () => {
    const free = createSkirmishStore(testStoreDeps());
    const parsed = parseScenario(json);
    if (!parsed.ok) throw new Error('scenario');
    expect(free.getState().loadScenario(parsed.scenario, 'test', { rulesetId: 'free' }).ok).toBe(true);
    free.getState().select('r1');
    expect(selectMovementArea(free.getState())).toBeNull();

    ({ store, ruleset } = makeStore(() => null));
    st().select('r1');
    expect(selectMovementArea(st())).toBeNull();
    expect(ruleset.calls.count).toBe(1);
  });

  it('is null when the ruleset throws or hands back a malformed grid', () => {
    ({ store } = makeStore(() => { throw new Error('boom'); }));
    st().select('r1');
    expect(selectMovementArea(st())).toBeNull();

    ({ store } = makeStore((s, id) => ({ ...areaOf(s, id)!, cols: 47 })));
    st().select('r1');
    expect(selectMovementArea(st())).toBeNull();
  });
});

describe('selectDragCost', () => {
  beforeEach(freshStore);

  const dragR1To = (x: number, y: number) => {
    st().beginDrag('r1', { x: 6, y: 6 });
    st().dragTo({ x, y });
  };

  it('is null with no drag, and with a drag but no area', () => {
    st().select('r1');
    expect(selectDragCost(st())).toBeNull();
    ({ store } = makeStore(() => null));
    dragR1To(7, 6);
    expect(st().drag).not.toBeNull();
    expect(selectDragCost(st())).toBeNull();
  });

  it('a sure cell in the open: spent = already used + the straight line to the ghost (the cell\'s cost is measured to its centre), left = allowance − spent', () => {
    dragR1To(7.6, 6); // cell (15, 12): centre (7.75, 6.25), whose cost is the straight line from (6, 6)
    const cost = selectDragCost(st())!;
    const ghostIn = 1.6;
    expect(cost.tier).toBe(REACH.sure);
    expect(cost.costIn).toBeCloseTo(ghostIn, 5);
    expect(cost.usedIn).toBeCloseTo(0.5 + ghostIn, 5);
    expect(cost.leftIn).toBeCloseTo(5 - 0.5 - ghostIn, 5);
    expect(cost.allowanceIn).toBe(5);
    expect(selectDragCost(st())).toBe(cost);
  });

  it('follows the ghost: a test ring, a fall ring, then out of reach', () => {
    dragR1To(9.6, 6);
    expect(selectDragCost(st())!.tier).toBe(REACH.afterTest);
    st().dragTo({ x: 10.6, y: 6 });
    expect(selectDragCost(st())!.tier).toBe(REACH.fall);
    st().dragTo({ x: 12, y: 6 });
    const out = selectDragCost(st())!;
    expect(out.tier).toBe(REACH.none);
    expect(out.usedIn).toBe(Infinity);
    expect(out.leftIn).toBe(-Infinity);
  });

  it('reads the layer of the surface the ghost stands on (the rock), not the table under it', () => {
    dragR1To(3, 15);
    const cost = selectDragCost(st())!;
    expect(cost.tier).toBe(REACH.afterTest);
    expect(cost.costIn).toBe(2.5);
    expect(cost.usedIn).toBe(3);
    expect(cost.leftIn).toBe(2);
  });

  it('is out of reach off the grid (the ghost beyond the table)', () => {
    dragR1To(-1, 6);
    expect(selectDragCost(st())!.tier).toBe(REACH.none);
  });
});
