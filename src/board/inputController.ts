/**
 * Pointer, wheel and key input on the board, turned into store intents. A small state machine over
 * plain data (screen points, buttons, times), with no DOM or Pixi, so every gesture is tested in node;
 * `useBoardInput` feeds it DOM events from the canvas.
 *
 * Select tool
 *   - press on a figure selects it; moving past a few pixels starts a drag (`beginDrag` at the press
 *     point, then `dragTo`). The store keeps the base's offset from the pointer, so the figure moves by
 *     exactly the pointer's movement and the ruler measures its centre's path. Release drops it (`endDrag`).
 *   - Shift pressed during a drag drops a waypoint where the ghost is (`addWaypoint`).
 *   - waypoint mode (toolbar toggle, for touch): the drag starts on press and survives release; every
 *     click or tap then moves the ghost there and adds a waypoint, a mouse without buttons moves the
 *     ghost, and a double-click / double-tap (or Enter) drops the figure.
 *   - press on the empty table pans; a click there clears the selection — unless the selected piece
 *     has a path choice (a reaction's point on an enemy's move) and the click is near its path: within
 *     PATH_PICK_PX of an allowed stretch it picks the nearest allowed point (`pickPathPoint`: the
 *     rules' action, dispatched), elsewhere on the path the status line says why. Hovering near a
 *     stretch previews the point there (`pointAtPath`).
 *   - a unit's member picks up its whole unit (Alt: the figure alone). Where the rules read facing,
 *     the selected piece's rotate handle turns it (drag the knob round), so do Q / E (15° a press,
 *     then Enter drops or Esc cancels), and so does a two-finger twist begun with a finger on it.
 * Measure tool: see measureInput.ts.
 * Line-of-sight tool: presses and drags as in the select tool (waypoint mode aside); a click on a figure
 *   picks the observer or the target, a click on the empty table forgets them (see losInput.ts).
 * Any tool: middle-button drag pans; the wheel zooms about the pointer; two touches pinch-zoom and pan;
 * Esc cancels a drag, clears the tape or forgets the line-of-sight picks; losing window focus cancels a drag.
 */
import type { ScreenPoint, WorldPoint } from '../geometry/point';
import type { Figure } from '../engine/model';
import { cameraScreenToWorld, cameraWorldToScreen } from '../store/camera';
import { rulesUseFacing, selectRotateHandle, turnToward } from '../store/rotateHandleSelectors';
import { ROTATE_HANDLE_HIT_PX } from './boardStyle';
import { figureAtPoint } from './hitTest';
import {
  DOUBLE_TAP_MS, DOUBLE_TAP_PX, DRAG_SLOP_PX, NO_GESTURE as NONE, PATH_PICK_PX, screenDistance as dist, tapSlopPx,
  TOUCH_DOUBLE_TAP_MS, TOUCH_DOUBLE_TAP_PX, TOUCH_SLOP_PX, TURN_STEP_DEG,
} from './inputTypes';
import type { BoardPointer, Gesture, InputContext, InputStore } from './inputTypes';
import { losClear, losClickFigure } from './losInput';
import { measurePointerDown, measurePointerMove, measurePointerUp } from './measureInput';
import { pinchStep, wheelZoomFactor } from './pinch';
import { selectScenario } from '../store/scenarioSelectors';
import { pickPathPoint, pointAtPath } from '../store/pathChoiceInput';

export type { BoardPointer, InputStore } from './inputTypes';

export class BoardInputController {
  private gesture: Gesture = NONE;
  private readonly pointers = new Map<number, ScreenPoint>();
  private lastTap: { at: ScreenPoint; timeMs: number; touch: boolean } | null = null;

  constructor(private readonly getState: () => InputStore) {}

  private world(p: ScreenPoint): WorldPoint {
    return cameraScreenToWorld(this.getState().camera, p);
  }

  private figureAt(p: BoardPointer): Figure | undefined {
    const s = this.getState();
    const scenario = selectScenario(s);
    if (!scenario) return undefined;
    const slopIn = p.type === 'touch' ? TOUCH_SLOP_PX / s.camera.pxPerInch : 0;
    return figureAtPoint(scenario.figures, this.world(p.screen), slopIn, s.camera.pxPerInch);
  }

  private context(): InputContext {
    return { state: this.getState(), world: (p) => this.world(p), figureAt: (p) => this.figureAt(p) };
  }

  /** Forget a drag the store no longer has (a tool switch or a new scenario ended it). */
  private sync(): void {
    if (this.gesture.kind === 'drag' && !this.getState().drag) this.gesture = NONE;
  }

  pointerDown(p: BoardPointer): void {
    this.sync();
    this.pointers.set(p.id, p.screen);
    const g = this.gesture;
    if (this.pointers.size === 2 && p.type === 'touch') {
      const other = [...this.pointers.keys()].find((id) => id !== p.id);
      // A second finger while the first holds a piece, under rules that read facing: a twist turns it.
      if (g.kind === 'pressFigure' && other !== undefined && rulesUseFacing(this.getState())) {
        const a = this.pointers.get(other);
        const pieceId = this.getState().selectedFigureId;
        if (a !== undefined && pieceId !== null) {
          this.gesture = { kind: 'twist', a: other, b: p.id, pieceId, startDeg: fingerAngleDeg(a, p.screen) };
          return;
        }
      }
      // A second finger turns a pan (or a press not yet a drag) into a pinch; a drag or a tape goes on.
      if (g.kind === 'pan' || g.kind === 'pressFigure' || g.kind === 'none') {
        if (other !== undefined) this.gesture = { kind: 'pinch', a: other, b: p.id };
      }
      return;
    }
    if (this.pointers.size > 1) return;
    const s = this.getState();
    if (p.button === 1) {
      this.gesture = { kind: 'pan', pointerId: p.id, last: p.screen, down: p.screen, moved: false, clearsSelection: false };
      return;
    }
    if (p.button !== 0) return;
    if (g.kind === 'drag' && g.pointerId === null) {
      // Waypoint mode, between taps: this press moves the ghost here; its release adds a waypoint.
      Object.assign(g, { pointerId: p.id, down: p.screen, moved: false, continuation: true });
      // The second tap of a double-tap leaves the ghost where the first one put it.
      if (!this.isSecondTap(p)) s.dragTo(this.world(p.screen));
      return;
    }
    const figure = this.figureAt(p);
    if (s.tool === 'measure') {
      this.gesture = measurePointerDown(this.context(), p, figure);
      return;
    }
    const w = this.world(p.screen);
    const handle = s.tool === 'select' ? this.rotateHandleAt(p) : null;
    if (handle !== null) {
      this.gesture = { kind: 'rotate', pointerId: p.id, pieceId: handle.pieceId, centre: handle.centre, facingDeg: handle.facingDeg };
      return;
    }
    if (!figure) {
      this.gesture = { kind: 'pan', pointerId: p.id, last: p.screen, down: p.screen, moved: false, clearsSelection: true };
      return;
    }
    // The line-of-sight tool picks on release (a click), so pressing to drag changes no pick.
    const pick = { single: p.alt === true };
    if (s.tool !== 'los') s.select(figure.id, pick);
    if (s.waypointMode && s.tool !== 'los') {
      s.beginDrag(figure.id, w, pick);
      this.gesture = { kind: 'drag', pointerId: p.id, figureId: figure.id, down: p.screen, moved: false, continuation: false };
    } else {
      this.gesture = { kind: 'pressFigure', pointerId: p.id, figureId: figure.id, down: p.screen, downWorld: w, single: p.alt === true };
    }
  }

  pointerMove(p: BoardPointer): void {
    this.sync();
    const prev = this.pointers.get(p.id);
    if (prev) this.pointers.set(p.id, p.screen);
    const g = this.gesture;
    const s = this.getState();
    switch (g.kind) {
      case 'pinch': {
        if (!prev || (p.id !== g.a && p.id !== g.b)) return;
        const otherId = p.id === g.a ? g.b : g.a;
        const other = this.pointers.get(otherId);
        if (!other) return;
        const step = pinchStep(prev, other, p.screen, other);
        if (step.factor !== 1) s.zoomAt(step.anchor, step.factor);
        if (step.panDx !== 0 || step.panDy !== 0) this.getState().panBy(step.panDx, step.panDy);
        return;
      }
      case 'rotate':
        if (p.id === g.pointerId) s.turnTo(g.pieceId, turnToward(g.centre, this.world(p.screen), g.facingDeg));
        return;
      case 'twist': {
        const a = this.pointers.get(g.a);
        const b = this.pointers.get(g.b);
        if (a === undefined || b === undefined || (p.id !== g.a && p.id !== g.b)) return;
        let d = fingerAngleDeg(a, b) - g.startDeg;
        if (d > 180) d -= 360;
        if (d < -180) d += 360;
        s.turnTo(g.pieceId, Math.round(d));
        return;
      }
      case 'pan': {
        if (p.id !== g.pointerId) return;
        if (!g.moved && dist(p.screen, g.down) <= DRAG_SLOP_PX) return;
        g.moved = true;
        s.panBy(p.screen.x - g.last.x, p.screen.y - g.last.y);
        g.last = p.screen;
        return;
      }
      case 'pressFigure': {
        if (p.id !== g.pointerId || dist(p.screen, g.down) <= tapSlopPx(p.type)) return;
        s.beginDrag(g.figureId, g.downWorld, { single: g.single });
        if (!this.getState().drag) return;
        this.gesture = { kind: 'drag', pointerId: p.id, figureId: g.figureId, down: g.down, moved: true, continuation: false };
        this.getState().dragTo(this.world(p.screen));
        return;
      }
      case 'drag': {
        // A pressed drag follows its own pointer; between waypoint taps a hovering mouse moves the ghost.
        if (g.pointerId !== null ? p.id !== g.pointerId : p.type === 'touch' || this.pointers.size > 0) return;
        if (g.pointerId !== null && !g.moved) {
          // A press that has not left its tap slop is still a tap: the ghost stays where the tap put it,
          // so a finger's roll neither moves it nor turns the tap into a drag.
          if (dist(p.screen, g.down) <= tapSlopPx(p.type)) return;
          g.moved = true;
        }
        s.dragTo(this.world(p.screen));
        return;
      }
      case 'measurePoints':
      case 'measureFigure':
        measurePointerMove(this.context(), g, p);
        return;
      case 'none': {
        if (this.pointers.size > 0 || p.type === 'touch') return;
        const id = this.figureAt(p)?.id ?? null;
        if (id !== s.hoveredFigureId) s.hover(id);
        if (id === null && s.tool === 'select') pointAtPath(s, this.world(p.screen), this.pathPickIn(p));
        return;
      }
    }
  }

  pointerUp(p: BoardPointer): void {
    this.sync();
    this.pointers.delete(p.id);
    const g = this.gesture;
    const s = this.getState();
    switch (g.kind) {
      case 'pinch': {
        if (p.id !== g.a && p.id !== g.b) return;
        // The finger left on the glass carries on panning.
        const restId = p.id === g.a ? g.b : g.a;
        const rest = this.pointers.get(restId);
        this.gesture = rest
          ? { kind: 'pan', pointerId: restId, last: rest, down: rest, moved: true, clearsSelection: false }
          : NONE;
        return;
      }
      case 'rotate':
        if (p.id !== g.pointerId) return;
        this.gesture = NONE;
        if (s.drag) s.endDrag();
        return;
      case 'twist':
        if (p.id !== g.a && p.id !== g.b) return;
        this.gesture = NONE;
        if (s.drag) s.endDrag();
        return;
      case 'pan':
        if (p.id !== g.pointerId) return;
        // A tap on the table may pick a point of a path choice; a finger's roll (tap slop) still counts.
        if (g.clearsSelection && s.tool === 'select' && dist(p.screen, g.down) <= tapSlopPx(p.type) && this.pickPath(p) !== 'off') {
          this.gesture = NONE;
          return;
        }
        if (!g.moved && g.clearsSelection) {
          if (s.tool === 'los') losClear(s);
          else s.select(null);
        }
        this.gesture = NONE;
        return;
      case 'pressFigure':
        if (p.id !== g.pointerId) return;
        this.gesture = NONE;
        if (s.tool === 'los') losClickFigure(s, g.figureId);
        return;
      case 'drag':
        if (p.id !== g.pointerId) return;
        if (!s.waypointMode || s.tool === 'los') {
          this.gesture = NONE;
          s.endDrag();
          return;
        }
        this.waypointRelease(g, p);
        return;
      case 'measurePoints':
      case 'measureFigure':
        this.gesture = measurePointerUp(this.context(), g, p);
        return;
      case 'none':
        return;
    }
  }

  /** PATH_PICK_PX (a finger: more) in inches at the present zoom. */
  private pathPickIn(p: BoardPointer): number {
    return (PATH_PICK_PX + (p.type === 'touch' ? TOUCH_SLOP_PX : 0)) / this.getState().camera.pxPerInch;
  }

  /** A click or tap at `p` on the selected piece's path choice, if any (`off`: none there). */
  private pickPath(p: BoardPointer): 'picked' | 'outside' | 'off' {
    return pickPathPoint(this.getState(), this.world(p.screen), this.pathPickIn(p));
  }

  /** The selected piece's rotate handle when `p` is on its knob, else null. */
  private rotateHandleAt(p: BoardPointer) {
    const s = this.getState();
    const handle = selectRotateHandle(s);
    if (handle === null) return null;
    const at = cameraWorldToScreen(s.camera, handle.at);
    const reach = ROTATE_HANDLE_HIT_PX + (p.type === 'touch' ? TOUCH_SLOP_PX : 0);
    return dist(at, p.screen) <= reach ? handle : null;
  }

  /** Waypoint mode: a release adds a waypoint (after a drag or a tap), a second quick tap drops. */
  private waypointRelease(g: Extract<Gesture, { kind: 'drag' }>, p: BoardPointer): void {
    const s = this.getState();
    const tap = !g.moved;
    g.pointerId = null;
    if (tap && this.isSecondTap(p)) {
      this.lastTap = null;
      this.gesture = NONE;
      s.endDrag();
      return;
    }
    this.lastTap = tap ? { at: p.screen, timeMs: p.timeMs, touch: p.type === 'touch' } : null;
    if (g.moved || g.continuation) s.addWaypoint();
  }

  /** Whether `p` (a press or a release) is the second tap of a double-tap: soon enough, near enough. */
  private isSecondTap(p: BoardPointer): boolean {
    const last = this.lastTap;
    if (last === null) return false;
    const touch = last.touch || p.type === 'touch';
    const maxMs = touch ? TOUCH_DOUBLE_TAP_MS : DOUBLE_TAP_MS;
    const maxPx = touch ? TOUCH_DOUBLE_TAP_PX : DOUBLE_TAP_PX;
    return p.timeMs - last.timeMs <= maxMs && dist(last.at, p.screen) <= maxPx;
  }

  pointerCancel(p: BoardPointer): void {
    this.pointers.delete(p.id);
    const g = this.gesture;
    if (g.kind === 'drag' && g.pointerId === p.id) {
      this.gesture = NONE;
      this.getState().cancelDrag();
    } else if ((g.kind === 'rotate' && g.pointerId === p.id) || (g.kind === 'twist' && (g.a === p.id || g.b === p.id))) {
      this.gesture = NONE;
      this.getState().cancelDrag();
    } else if (g.kind === 'pinch' || ('pointerId' in g && g.pointerId === p.id)) {
      this.gesture = NONE;
    }
  }

  /** The pointer left the canvas with no button held: nothing is hovered any more. */
  pointerLeave(): void {
    const s = this.getState();
    if (this.pointers.size === 0 && s.hoveredFigureId !== null) s.hover(null);
  }

  wheel(screen: ScreenPoint, deltaY: number, deltaMode: number, ctrlKey: boolean): void {
    if (deltaY === 0) return;
    this.getState().zoomAt(screen, wheelZoomFactor(deltaY, deltaMode, ctrlKey));
  }

  /** Returns whether the key was used (the caller then prevents its default). */
  keyDown(key: string, repeat: boolean, code?: string): boolean {
    this.sync();
    const s = this.getState();
    if (key === 'Shift') {
      if (repeat || !s.drag) return false;
      s.addWaypoint();
      return true;
    }
    if (key === 'Escape') {
      if (s.drag) {
        this.gesture = NONE;
        s.cancelDrag();
        return true;
      }
      if (s.measure) {
        if (this.gesture.kind === 'measurePoints' || this.gesture.kind === 'measureFigure') this.gesture = NONE;
        s.setMeasure(null);
        return true;
      }
      if (s.tool === 'los' && s.los.observerId !== null) {
        losClear(s);
        return true;
      }
      return false;
    }
    // Q / E by the key's place too (`code`), so a Russian layout turns as well.
    const turn = key === 'q' || key === 'Q' || code === 'KeyQ' ? -1 : key === 'e' || key === 'E' || code === 'KeyE' ? 1 : 0;
    if (turn !== 0 && s.tool === 'select' && (s.drag !== null || s.selectedFigureId !== null)) {
      s.turnBy(turn * TURN_STEP_DEG);
      return true;
    }
    if (key === 'Enter' && s.drag) {
      this.gesture = NONE;
      s.endDrag();
      return true;
    }
    return false;
  }

  /** The window lost focus: a drag in progress is cancelled, pressed pointers forgotten. */
  blur(): void {
    this.pointers.clear();
    this.lastTap = null;
    const wasDragging = this.getState().drag !== null;
    this.gesture = NONE;
    if (wasDragging) this.getState().cancelDrag();
  }
}

/** The direction from finger `a` to finger `b`, degrees on screen (clockwise, as compass bearings turn). */
function fingerAngleDeg(a: ScreenPoint, b: ScreenPoint): number {
  return (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
}
