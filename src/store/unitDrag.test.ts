import { describe, expect, it } from 'vitest';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { Ruleset } from '../engine/ruleset';
import { testScenario } from '../engine/testScenario';
import { testGameScenario, testRuleset } from '../engine/testing/testRuleset';
import { testUnitScenario } from '../engine/testing/testUnitScenario';
import { unitGeometry } from '../engine/unitGeometry';
import { selectRotateHandle, turnToward } from './rotateHandleSelectors';
import { createTestStore } from './testing/testStoreDeps';
import { selectUnitDragView } from './unitDragSelectors';
import { selectUnitReach } from './unitReachSelectors';
import { lastAction } from './testing/lastAction';
import { selectScenario } from './scenarioSelectors';

/** A store playing the test game on the table with two units; the side that acts first and its unit. */
function unitGame() {
  const store = createTestStore({ registry: createRulesetRegistry([testRuleset as unknown as Ruleset]) });
  const started = store.getState().loadScenario(testUnitScenario(testGameScenario(testScenario)), 'test', { rulesetId: 'test' });
  expect(started.ok).toBe(true);
  const side = store.getState().game!.timeline.present.actors[0]!;
  const unitId = side === 'a' ? 'ua' : 'ub';
  const member = `${unitId}1`;
  const tray = () => unitGeometry(selectScenario(store.getState())!.units!.find((u) => u.id === unitId)!, selectScenario(store.getState())!.figures)!.tray;
  const loner = selectScenario(store.getState())!.figures.find((f) => f.side === side && !f.id.startsWith('u'))!;
  return { store, side, unitId, member, tray, loner };
}

describe('units on the board (issue 14, item 4)', () => {
  it('a press on a member selects its unit; with Alt the figure alone', () => {
    const { store, unitId, member } = unitGame();
    store.getState().select(member);
    expect(store.getState().selectedFigureId).toBe(unitId);
    store.getState().select(member, { single: true });
    expect(store.getState().selectedFigureId).toBe(member);
  });

  it('dragging a member drags the whole tray: every member has a ghost, the label has the advance and its cost of the allowance, the drop moves the unit', () => {
    const { store, unitId, member, tray } = unitGame();
    const before = tray();
    const f = selectScenario(store.getState())!.figures.find((g) => g.id === member)!;
    const forward = before.facingDeg === 0 ? { x: 0, y: -1 } : { x: 0, y: 1 };
    store.getState().beginDrag(member, { x: f.x, y: f.y });
    store.getState().dragTo({ x: f.x + forward.x * 2, y: f.y + forward.y * 2 });
    const view = selectUnitDragView(store.getState())!;
    expect(view.unitId).toBe(unitId);
    expect(view.manoeuvre).toEqual({ kind: 'advance', distanceIn: expect.closeTo(2, 9) });
    expect(view.members).toHaveLength(6);
    expect(view.costIn).toBeCloseTo(2, 9);
    expect(view.allowanceIn).toBe(3);
    expect(view.legal).toBe(true);
    store.getState().endDrag();
    const after = tray();
    expect(after.centre.x).toBeCloseTo(before.centre.x, 6);
    expect(after.centre.y).toBeCloseTo(before.centre.y + forward.y * 2, 6);
    expect(lastAction(store)?.figureId).toBe(unitId);
  });

  it('TEST-UNIT-2: E wheels the selected unit 15° a press; 45° fits the 3″ allowance, 90° does not and the drop is refused with the rule', () => {
    const { store, unitId, member, tray } = unitGame();
    const facing = tray().facingDeg;
    store.getState().select(member);
    for (let i = 0; i < 3; i++) store.getState().turnBy(15);
    let view = selectUnitDragView(store.getState())!;
    expect(view.manoeuvre).toEqual({ kind: 'wheel', corner: 'right', angleDeg: 45 });
    expect(view.costIn).toBeCloseTo(3 * (25 / 25.4) * Math.PI / 4, 6);
    expect(view.legal).toBe(true);
    for (let i = 0; i < 3; i++) store.getState().turnBy(15);
    view = selectUnitDragView(store.getState())!;
    expect(view.manoeuvre).toEqual({ kind: 'wheel', corner: 'right', angleDeg: 90 });
    expect(view.legal).toBe(false);
    expect(view.refusal?.ruleId).toBe('TEST-UNIT-2');
    store.getState().endDrag();
    expect(tray().facingDeg).toBe(facing);
    expect(store.getState().status?.params?.ruleId).toBe('TEST-UNIT-2');
    // Q the other way: a wheel to the left, pivoting on the left corner; the drop turns the unit.
    store.getState().select(unitId);
    store.getState().turnBy(-15);
    store.getState().turnBy(-15);
    expect(selectUnitDragView(store.getState())!.manoeuvre).toEqual({ kind: 'wheel', corner: 'left', angleDeg: 30 });
    store.getState().endDrag();
    expect(tray().facingDeg).toBeCloseTo((facing + 330) % 360, 6);
  });

  it('the rotate handle sits ahead of the selected piece and follows the turn; a turn toward a point is its bearing less the facing', () => {
    const { store, loner } = unitGame();
    store.getState().select(loner.id);
    const handle = selectRotateHandle(store.getState())!;
    expect(handle.pieceId).toBe(loner.id);
    expect(turnToward(handle.centre, handle.at, handle.facingDeg)).toBe(0);
    expect(turnToward({ x: 0, y: 0 }, { x: 1, y: 0 }, 0)).toBe(90);
    expect(turnToward({ x: 0, y: 0 }, { x: -1, y: 0 }, 0)).toBe(-90);
    store.getState().turnTo(loner.id, 30);
    expect(selectRotateHandle(store.getState())!.turnedDeg).toBeCloseTo((loner.facingDeg + 30) % 360, 9);
    // A single figure turned in place: the move ends with the new facing, where it stands.
    store.getState().endDrag();
    const turned = selectScenario(store.getState())!.figures.find((f) => f.id === loner.id)!;
    expect(turned.facingDeg).toBeCloseTo((loner.facingDeg + 30) % 360, 9);
    expect([turned.x, turned.y]).toEqual([loner.x, loner.y]);
  });

  it('rules that do not read facing (the free table) turn nothing: no handle, and Q / E say why', () => {
    const store = createTestStore();
    store.getState().loadScenario(testScenario, 'test', { rulesetId: 'free' });
    const id = selectScenario(store.getState())!.figures[0]!.id;
    store.getState().select(id);
    expect(selectRotateHandle(store.getState())).toBeNull();
    store.getState().turnBy(15);
    expect(store.getState().drag).toBeNull();
    expect(store.getState().status?.key).toBe('session.noFacing');
  });

  it('TEST-UNIT-2: the selected unit’s reach is the rules’ (3″ ahead, a wheel of 3″ / frontage); gone once it has moved, and none on the free table', () => {
    const { store, unitId, member } = unitGame();
    expect(selectUnitReach(store.getState())).toBeNull();
    store.getState().select(member);
    const reach = selectUnitReach(store.getState())!;
    expect(reach.unitId).toBe(unitId);
    expect(reach.advance?.allowanceIn).toBe(3);
    expect(reach.wheel?.maxAngleDeg).toBeCloseTo((3 / (3 * 25 / 25.4)) * 180 / Math.PI, 6);
    expect(selectUnitReach(store.getState())).toBe(reach);
    store.getState().turnBy(15);
    store.getState().endDrag();
    expect(selectUnitReach(store.getState())).toBeNull();
    const free = createTestStore();
    free.getState().loadScenario(testUnitScenario(testScenario), 'test', { rulesetId: 'free' });
    free.getState().select('ua1');
    expect(selectUnitReach(free.getState())).toBeNull();
  });
});
