import { beforeEach, describe, expect, it } from 'vitest';
import { testScenario } from '../engine/testScenario';
import type { createSkirmishStore } from '../store/store';
import { createTestStore } from '../store/testing/testStoreDeps';
import { actAs } from '../store/testStore';
import { BoardInputController } from './inputController';
import type { BoardPointer } from './inputController';
import { selectScenario } from '../store/scenarioSelectors';

// Camera: origin at the table's corner, 10 px per inch, so screen = 10 × world.
type Store = ReturnType<typeof createSkirmishStore>;
let store: Store;
let input: BoardInputController;
let t = 0;

const at = (x: number, y: number, over: Partial<BoardPointer> = {}): BoardPointer =>
  ({ id: 1, type: 'mouse', button: 0, screen: { x, y }, timeMs: (t += 50), ...over });
const figure = (id: string) => selectScenario(store.getState())?.figures.find((f) => f.id === id);
/** a1 stands at (2, 2) inches = (20, 20) px; b3 at (18, 18) = (180, 180); (14, 22) is empty table. */
const EMPTY = { x: 140, y: 220 };

beforeEach(() => {
  store = createTestStore();
  store.getState().loadScenario(testScenario, 'test', { rulesetId: 'free' });
  store.getState().setCamera({ originXIn: 0, originYIn: 0, pxPerInch: 10 });
  input = new BoardInputController(() => store.getState());
  t = 0;
});

describe('select tool: dragging a figure with the mouse', () => {
  it('press, move, release moves the figure by the pointer movement', () => {
    input.pointerDown(at(22, 21));
    expect(store.getState().selectedFigureId).toBe('a1');
    input.pointerMove(at(42, 21));
    input.pointerMove(at(62, 41));
    expect(store.getState().drag?.figureId).toBe('a1');
    input.pointerUp(at(62, 41));
    expect(store.getState().drag).toBeNull();
    expect(figure('a1')?.x).toBeCloseTo(6);
    expect(figure('a1')?.y).toBeCloseTo(4);
  });

  it('a click selects without starting a drag or moving anything', () => {
    const before = selectScenario(store.getState());
    input.pointerDown(at(20, 20));
    input.pointerMove(at(22, 21));
    input.pointerUp(at(22, 21));
    expect(store.getState().selectedFigureId).toBe('a1');
    expect(store.getState().drag).toBeNull();
    expect(selectScenario(store.getState())).toBe(before);
  });

  it('Shift during a drag drops a waypoint; the ruler goes through it', () => {
    input.pointerDown(at(20, 20));
    input.pointerMove(at(60, 20));
    expect(input.keyDown('Shift', false)).toBe(true);
    expect(input.keyDown('Shift', true)).toBe(false);
    input.pointerMove(at(60, 60));
    expect(store.getState().drag?.waypoints).toEqual([{ x: 2, y: 2 }, { x: 6, y: 2 }]);
    input.pointerUp(at(60, 60));
    expect(figure('a1')).toMatchObject({ x: 6, y: 6 });
  });

  it('Esc and losing focus cancel the drag and leave the figure', () => {
    const before = selectScenario(store.getState());
    input.pointerDown(at(20, 20));
    input.pointerMove(at(60, 20));
    expect(input.keyDown('Escape', false)).toBe(true);
    expect(store.getState().drag).toBeNull();
    input.pointerUp(at(60, 20));
    expect(selectScenario(store.getState())).toBe(before);

    input.pointerDown(at(20, 20));
    input.pointerMove(at(60, 20));
    input.blur();
    expect(store.getState().drag).toBeNull();
    expect(selectScenario(store.getState())).toBe(before);
  });

  it('a refused drop leaves the figure and says why', () => {
    input.pointerDown(at(20, 20));
    input.pointerMove(at(150, 70)); // inside the house (impassable)
    input.pointerUp(at(150, 70));
    expect(figure('a1')).toMatchObject({ x: 2, y: 2 });
    expect(store.getState().status?.tone).toBe('error');
  });

  it('hovering marks the figure under the mouse', () => {
    input.pointerMove(at(20, 20));
    expect(store.getState().hoveredFigureId).toBe('a1');
    input.pointerMove(at(EMPTY.x, EMPTY.y));
    expect(store.getState().hoveredFigureId).toBeNull();
    input.pointerMove(at(20, 20));
    input.pointerLeave();
    expect(store.getState().hoveredFigureId).toBeNull();
  });
});

describe('waypoint mode', () => {
  it('release adds a waypoint, taps add more, a double-tap drops', () => {
    store.getState().toggleWaypointMode();
    input.pointerDown(at(20, 20));
    expect(store.getState().drag).not.toBeNull();
    input.pointerMove(at(60, 20));
    input.pointerUp(at(60, 20));
    expect(store.getState().drag?.waypoints).toHaveLength(2);
    input.pointerMove(at(60, 50)); // a mouse without buttons moves the ghost
    expect(store.getState().drag?.pointer).toEqual({ x: 6, y: 5 });
    t += 1000;
    input.pointerDown(at(60, 60));
    input.pointerUp(at(60, 60));
    expect(store.getState().drag?.waypoints).toEqual([{ x: 2, y: 2 }, { x: 6, y: 2 }, { x: 6, y: 6 }]);
    input.pointerDown(at(61, 60));
    input.pointerUp(at(61, 60));
    expect(store.getState().drag).toBeNull();
    expect(figure('a1')).toMatchObject({ x: 6, y: 6 });
  });

  it('a touch press on a figure and taps work the same; Enter drops', () => {
    store.getState().toggleWaypointMode();
    const touch = { type: 'touch' as const };
    input.pointerDown(at(20, 20, touch));
    input.pointerUp(at(20, 20, touch));
    expect(store.getState().drag?.waypoints).toHaveLength(1);
    t += 1000;
    input.pointerDown(at(80, 20, touch));
    input.pointerUp(at(80, 20, touch));
    expect(store.getState().drag?.waypoints).toHaveLength(2);
    expect(input.keyDown('Enter', false)).toBe(true);
    expect(figure('a1')).toMatchObject({ x: 8, y: 2 });
  });

  it('a finger double-tap drops the figure: a fingertip rolls a few pixels and the taps land apart (bug 15)', () => {
    store.getState().toggleWaypointMode();
    const touch = (x: number, y: number, timeMs: number): BoardPointer => ({ id: 7, type: 'touch', button: 0, screen: { x, y }, timeMs });
    input.pointerDown(touch(20, 20, 1000));
    input.pointerUp(touch(20, 20, 1100));
    // A tap elsewhere moves the ghost there and adds a waypoint, its finger rolling 7 px.
    input.pointerDown(touch(80, 20, 3000));
    input.pointerMove(touch(85, 25, 3040));
    input.pointerUp(touch(86, 24, 3090));
    expect(store.getState().drag?.waypoints).toHaveLength(2);
    expect(store.getState().drag?.pointer).toEqual({ x: 8, y: 2 });
    // The double-tap: 20 px from that tap, 300 ms later, rolling 6 px; it drops, adding nothing.
    input.pointerDown(touch(100, 28, 3390));
    input.pointerMove(touch(104, 32, 3420));
    input.pointerUp(touch(104, 32, 3470));
    expect(store.getState().drag).toBeNull();
    expect(figure('a1')).toMatchObject({ x: 8, y: 2 });
  });

  it('two taps too far apart in time or space stay two waypoints', () => {
    store.getState().toggleWaypointMode();
    const touch = (x: number, y: number, timeMs: number): BoardPointer => ({ id: 7, type: 'touch', button: 0, screen: { x, y }, timeMs });
    input.pointerDown(touch(20, 20, 1000));
    input.pointerUp(touch(20, 20, 1100));
    input.pointerDown(touch(80, 20, 3000));
    input.pointerUp(touch(80, 20, 3050));
    input.pointerDown(touch(80, 60, 3300)); // 40 px away
    input.pointerUp(touch(80, 60, 3350));
    input.pointerDown(touch(80, 60, 4300)); // a second later
    input.pointerUp(touch(80, 60, 4350));
    expect(store.getState().drag?.waypoints).toHaveLength(4);
  });
});

describe('camera gestures', () => {
  it('dragging the empty table pans; a click there clears the selection', () => {
    store.getState().select('a1');
    input.pointerDown(at(EMPTY.x, EMPTY.y));
    input.pointerMove(at(EMPTY.x + 30, EMPTY.y - 20));
    input.pointerUp(at(EMPTY.x + 30, EMPTY.y - 20));
    expect(store.getState().camera).toMatchObject({ originXIn: -3, originYIn: 2 });
    expect(store.getState().selectedFigureId).toBe('a1');
    input.pointerDown(at(EMPTY.x, EMPTY.y));
    input.pointerUp(at(EMPTY.x, EMPTY.y));
    expect(store.getState().selectedFigureId).toBeNull();
  });

  it('the middle button pans even over a figure', () => {
    input.pointerDown(at(20, 20, { button: 1 }));
    input.pointerMove(at(40, 20));
    input.pointerUp(at(40, 20, { button: 1 }));
    expect(store.getState().drag).toBeNull();
    expect(store.getState().camera.originXIn).toBeCloseTo(-2);
  });

  it('the wheel zooms about the pointer', () => {
    input.wheel({ x: 100, y: 100 }, -100, 0, false);
    const cam = store.getState().camera;
    expect(cam.pxPerInch).toBeCloseTo(10 * Math.exp(0.15));
    expect(100 / cam.pxPerInch + cam.originXIn).toBeCloseTo(10);
  });

  it('two touches pinch: zoom by the spread, pan with the midpoint', () => {
    const a = { id: 1, type: 'touch' as const };
    const b = { id: 2, type: 'touch' as const };
    input.pointerDown(at(100, 100, a));
    input.pointerDown(at(200, 100, b));
    // World point under the midpoint (150, 100) is (15, 10).
    input.pointerMove(at(300, 100, b));
    const cam = store.getState().camera;
    expect(cam.pxPerInch).toBeCloseTo(20);
    // New midpoint (200, 100) shows the same world point.
    expect(200 / cam.pxPerInch + cam.originXIn).toBeCloseTo(15);
    expect(100 / cam.pxPerInch + cam.originYIn).toBeCloseTo(10);
    input.pointerUp(at(300, 100, b));
    input.pointerMove(at(110, 100, a)); // the finger left behind pans
    expect(store.getState().camera.originXIn).toBeCloseTo(cam.originXIn - 10 / 20);
    input.pointerUp(at(110, 100, a));
    expect(store.getState().drag).toBeNull();
  });
});

describe('measure tool', () => {
  beforeEach(() => store.getState().setTool('measure'));

  it('dragging from the empty table lays a tape; a click clears it; Esc clears it', () => {
    input.pointerDown(at(EMPTY.x, EMPTY.y));
    input.pointerMove(at(EMPTY.x, EMPTY.y + 15));
    input.pointerMove(at(EMPTY.x, EMPTY.y + 20));
    input.pointerUp(at(EMPTY.x, EMPTY.y + 20));
    expect(store.getState().measure).toEqual({ kind: 'points', from: { x: 14, y: 22 }, to: { x: 14, y: 24 } });
    input.pointerDown(at(EMPTY.x, EMPTY.y));
    input.pointerUp(at(EMPTY.x, EMPTY.y));
    expect(store.getState().measure).toBeNull();
    input.pointerDown(at(EMPTY.x, EMPTY.y));
    input.pointerMove(at(EMPTY.x + 20, EMPTY.y));
    input.pointerUp(at(EMPTY.x + 20, EMPTY.y));
    expect(input.keyDown('Escape', false)).toBe(true);
    expect(store.getState().measure).toBeNull();
  });

  it('click a figure, then another: edge to edge', () => {
    input.pointerDown(at(20, 20));
    input.pointerUp(at(20, 20));
    expect(store.getState().measure).toEqual({ kind: 'figures', fromFigureId: 'a1', toFigureId: null });
    input.pointerDown(at(180, 180));
    input.pointerUp(at(180, 180));
    expect(store.getState().measure).toEqual({ kind: 'figures', fromFigureId: 'a1', toFigureId: 'b3' });
    expect(store.getState().drag).toBeNull();
  });

  it('drag from a figure to another: edge to edge; to empty table: from the base edge', () => {
    input.pointerDown(at(20, 20));
    input.pointerMove(at(20, 60));
    const m = store.getState().measure;
    expect(m?.kind).toBe('points');
    if (m?.kind === 'points') expect(m.from.y).toBeCloseTo(2 + 12.5 / 25.4);
    input.pointerMove(at(180, 180));
    input.pointerUp(at(180, 180));
    expect(store.getState().measure).toEqual({ kind: 'figures', fromFigureId: 'a1', toFigureId: 'b3' });
  });
});

describe('line-of-sight tool', () => {
  beforeEach(() => store.getState().setTool('los'));
  const los = () => store.getState().los;

  it('a click picks the observer, pointing at another figure targets it, a click pins it', () => {
    input.pointerDown(at(20, 20));
    input.pointerUp(at(20, 20));
    expect(los()).toMatchObject({ observerId: 'a1', targetId: null });
    expect(store.getState().selectedFigureId).toBe('a1');
    input.pointerMove(at(180, 180));
    expect(store.getState().hoveredFigureId).toBe('b3');
    expect(los()).toMatchObject({ targetId: null, pointedId: 'b3' });
    input.pointerLeave();
    expect(los().pointedId).toBe('b3');
    input.pointerDown(at(180, 180));
    input.pointerUp(at(180, 180));
    expect(los()).toMatchObject({ observerId: 'a1', targetId: 'b3' });
    // Clicking the pinned target again lets the target follow the pointer again.
    input.pointerDown(at(180, 180));
    input.pointerUp(at(180, 180));
    expect(los()).toMatchObject({ observerId: 'a1', targetId: null, pointedId: 'b3' });
  });

  it('pressing and dragging a figure moves it and changes no pick', () => {
    actAs(store, 'b3');
    input.pointerDown(at(20, 20));
    input.pointerUp(at(20, 20));
    input.pointerDown(at(180, 180));
    input.pointerUp(at(180, 180));
    input.pointerDown(at(180, 180));
    input.pointerMove(at(200, 180));
    expect(store.getState().drag?.figureId).toBe('b3');
    input.pointerUp(at(200, 180));
    expect(figure('b3')).toMatchObject({ x: 20, y: 18 });
    expect(los()).toMatchObject({ observerId: 'a1', targetId: 'b3' });
  });

  it('waypoint mode does not hold a drag in this tool: release drops', () => {
    store.getState().toggleWaypointMode();
    input.pointerDown(at(20, 20));
    expect(store.getState().drag).toBeNull();
    input.pointerMove(at(40, 20));
    input.pointerUp(at(40, 20));
    expect(store.getState().drag).toBeNull();
    expect(figure('a1')).toMatchObject({ x: 4, y: 2 });
  });

  it('a click on the empty table, on the observer, or Esc forgets the picks', () => {
    const pick = () => {
      input.pointerDown(at(20, 20));
      input.pointerUp(at(20, 20));
      input.pointerDown(at(180, 180));
      input.pointerUp(at(180, 180));
      expect(los()).toMatchObject({ observerId: 'a1', targetId: 'b3' });
    };
    pick();
    input.pointerDown(at(EMPTY.x, EMPTY.y));
    input.pointerUp(at(EMPTY.x, EMPTY.y));
    expect(los()).toMatchObject({ observerId: null, targetId: null });
    expect(store.getState().selectedFigureId).toBeNull();
    pick();
    input.pointerDown(at(20, 20));
    input.pointerUp(at(20, 20));
    expect(los().observerId).toBeNull();
    pick();
    expect(input.keyDown('Escape', false)).toBe(true);
    expect(los().observerId).toBeNull();
    expect(input.keyDown('Escape', false)).toBe(false);
  });
});
