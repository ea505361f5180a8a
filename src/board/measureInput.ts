/**
 * The measure tool's gestures. Drag from the empty table: a point-to-point tape (a click clears it).
 * Press a figure, then release over or click another: base edge to base edge. Drag from a figure to
 * empty table: from its base edge to the pointer.
 */
import { degreesToRadians } from '../geometry/units';
import type { Figure } from '../engine/model';
import { baseEdgePointToward } from './baseGeometry';
import { DRAG_SLOP_PX, NO_GESTURE, screenDistance } from './inputTypes';
import type { BoardPointer, Gesture, InputContext } from './inputTypes';
import { selectScenario } from '../store/scenarioSelectors';

type MeasureGesture = Extract<Gesture, { kind: 'measurePoints' | 'measureFigure' }>;

/** A press with the measure tool; returns the gesture it starts. */
export function measurePointerDown(ctx: InputContext, p: BoardPointer, figure: Figure | undefined): Gesture {
  const s = ctx.state;
  const w = ctx.world(p.screen);
  if (!figure) {
    s.setMeasure({ kind: 'points', from: w, to: w });
    return { kind: 'measurePoints', pointerId: p.id, from: w, down: p.screen, moved: false };
  }
  const m = s.measure;
  if (m?.kind === 'figures' && m.toFigureId === null && m.fromFigureId !== figure.id) {
    s.setMeasure({ kind: 'figures', fromFigureId: m.fromFigureId, toFigureId: figure.id });
    return NO_GESTURE;
  }
  s.setMeasure({ kind: 'figures', fromFigureId: figure.id, toFigureId: null });
  return { kind: 'measureFigure', pointerId: p.id, fromFigureId: figure.id, down: p.screen, moved: false };
}

export function measurePointerMove(ctx: InputContext, g: MeasureGesture, p: BoardPointer): void {
  if (p.id !== g.pointerId) return;
  const s = ctx.state;
  if (g.kind === 'measurePoints') {
    if (screenDistance(p.screen, g.down) > DRAG_SLOP_PX) g.moved = true;
    s.setMeasure({ kind: 'points', from: g.from, to: ctx.world(p.screen) });
    return;
  }
  if (!g.moved && screenDistance(p.screen, g.down) <= DRAG_SLOP_PX) return;
  g.moved = true;
  const from = selectScenario(s)?.figures.find((f) => f.id === g.fromFigureId);
  if (!from) return;
  const target = ctx.figureAt(p);
  if (target && target.id !== from.id) {
    const m = s.measure;
    if (!(m?.kind === 'figures' && m.fromFigureId === from.id && m.toFigureId === target.id)) {
      s.setMeasure({ kind: 'figures', fromFigureId: from.id, toFigureId: target.id });
    }
    return;
  }
  const w = ctx.world(p.screen);
  s.setMeasure({ kind: 'points', from: baseEdgePointToward(from.base, from, degreesToRadians(from.facingDeg), w), to: w });
}

/** A release; returns the gesture that follows (none once this pointer is up). */
export function measurePointerUp(ctx: InputContext, g: MeasureGesture, p: BoardPointer): Gesture {
  if (p.id !== g.pointerId) return g;
  // A click on the empty table clears the tape; a click on a figure waits for the second figure.
  if (g.kind === 'measurePoints' && !g.moved) ctx.state.setMeasure(null);
  return NO_GESTURE;
}
