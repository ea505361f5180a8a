import { beforeEach, describe, expect, it } from 'vitest';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { Ruleset } from '../engine/ruleset';
import { testScenario } from '../engine/testScenario';
import { testGameScenario, testRuleset } from '../engine/testing/testRuleset';
import { testUnitScenario } from '../engine/testing/testUnitScenario';
import { cameraWorldToScreen } from '../store/camera';
import { selectRotateHandle } from '../store/rotateHandleSelectors';
import { createTestStore } from '../store/testing/testStoreDeps';
import { selectUnitDragView } from '../store/unitDragSelectors';
import { BoardInputController } from './inputController';
import { lastAction } from '../store/testing/lastAction';
import type { BoardPointer } from './inputController';
import { selectScenario } from '../store/scenarioSelectors';

// The test game on the table with two units, 40 px to the inch (tokens at their true size) from the table's corner.
let store: ReturnType<typeof createTestStore>;
let input: BoardInputController;
let t = 0;
let side = '';
const at = (p: { x: number; y: number }, over: Partial<BoardPointer> = {}): BoardPointer =>
  ({ id: 1, type: 'mouse', button: 0, screen: p, timeMs: (t += 50), ...over });
const screenOf = (id: string) => {
  const f = selectScenario(store.getState())!.figures.find((g) => g.id === id)!;
  return cameraWorldToScreen(store.getState().camera, f);
};

beforeEach(() => {
  store = createTestStore({ registry: createRulesetRegistry([testRuleset as unknown as Ruleset]) });
  store.getState().loadScenario(testUnitScenario(testGameScenario(testScenario)), 'test', { rulesetId: 'test' });
  store.getState().setCamera({ originXIn: 0, originYIn: 0, pxPerInch: 40 });
  input = new BoardInputController(() => store.getState());
  side = store.getState().game!.timeline.present.actors[0]!;
  t = 0;
});

const unitId = () => (side === 'a' ? 'ua' : 'ub');

describe('board input for units and facing (issue 14, item 4)', () => {
  it('a press on a member selects the unit, an Alt press the figure; dragging a member drags the unit', () => {
    const m = `${unitId()}2`;
    const p = screenOf(m);
    input.pointerDown(at(p, { alt: true }));
    input.pointerUp(at(p, { alt: true }));
    expect(store.getState().selectedFigureId).toBe(m);
    input.pointerDown(at(p));
    expect(store.getState().selectedFigureId).toBe(unitId());
    input.pointerMove(at({ x: p.x + 10, y: p.y }));
    expect(store.getState().drag?.figureId).toBe(unitId());
    expect(selectUnitDragView(store.getState())?.members).toHaveLength(6);
    input.keyDown('Escape', false);
    expect(store.getState().drag).toBeNull();
  });

  it('Q and E turn the selected piece 15° a press; Enter drops the turn', () => {
    const m = `${unitId()}1`;
    input.pointerDown(at(screenOf(m)));
    input.pointerUp(at(screenOf(m)));
    expect(input.keyDown('e', false)).toBe(true);
    expect(input.keyDown('E', false)).toBe(true);
    expect(store.getState().drag?.turnDeg).toBe(30);
    // A Russian layout: the key is «й», its place is still Q's.
    expect(input.keyDown('й', false, 'KeyQ')).toBe(true);
    expect(selectUnitDragView(store.getState())?.manoeuvre).toEqual({ kind: 'wheel', corner: 'right', angleDeg: 15 });
    const before = selectScenario(store.getState())!.units!.find((u) => u.id === unitId())!.facingDeg;
    input.keyDown('Enter', false);
    expect(selectScenario(store.getState())!.units!.find((u) => u.id === unitId())!.facingDeg).toBeCloseTo((before + 15) % 360, 6);
  });

  it('dragging the rotate handle round turns the piece toward the pointer; release drops it', () => {
    store.getState().select(unitId());
    const handle = selectRotateHandle(store.getState())!;
    const knob = cameraWorldToScreen(store.getState().camera, handle.at);
    const centre = cameraWorldToScreen(store.getState().camera, handle.centre);
    input.pointerDown(at(knob));
    expect(store.getState().drag).toBeNull();
    // A quarter turn clockwise about the centre: the knob swung to the unit's right.
    const r = Math.hypot(knob.x - centre.x, knob.y - centre.y);
    const rightBearing = ((handle.facingDeg + 90) * Math.PI) / 180;
    input.pointerMove(at({ x: centre.x + Math.sin(rightBearing) * r, y: centre.y - Math.cos(rightBearing) * r }));
    expect(store.getState().drag?.turnDeg).toBe(90);
    expect(selectUnitDragView(store.getState())?.legal).toBe(false);
    input.pointerUp(at(knob));
    expect(store.getState().drag).toBeNull();
    expect(store.getState().status?.params?.ruleId).toBe('TEST-UNIT-2');
  });

  it('a two-finger twist begun on a piece turns it by the angle the fingers turn', () => {
    const m = `${unitId()}1`;
    const p = screenOf(m);
    input.pointerDown(at(p, { id: 1, type: 'touch' }));
    input.pointerDown(at({ x: p.x + 40, y: p.y }, { id: 2, type: 'touch' }));
    // The second finger swings 30° clockwise round the first.
    const a = (30 * Math.PI) / 180;
    input.pointerMove(at({ x: p.x + 40 * Math.cos(a), y: p.y + 40 * Math.sin(a) }, { id: 2, type: 'touch' }));
    expect(store.getState().drag?.turnDeg).toBe(30);
    input.pointerUp(at(p, { id: 2, type: 'touch' }));
    expect(store.getState().drag).toBeNull();
    expect(lastAction(store)?.params?.manoeuvre).toEqual({ kind: 'wheel', corner: 'right', angleDeg: 30 });
  });
});
