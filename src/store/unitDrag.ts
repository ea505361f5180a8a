/**
 * What a drag of a unit asks for, as the engine's manoeuvre (engine/manoeuvre.ts), inches and
 * compass degrees; read by the unit drag's view (`unitDragSelectors.ts`) and by the drop alike:
 *   - a regular unit with a turn asked wheels on the front corner on that side (a turn to the left,
 *     negative degrees, pivots on the left corner), in whole degrees; otherwise it advances: the
 *     tray centre's travel along its facing is the distance (never backwards), across it the drift;
 *   - an irregular unit moves freely: its tray centre to the pointer, turning by the turn asked.
 */
import type { Manoeuvre } from '../engine/manoeuvre';
import { unitMoveAction } from '../engine/manoeuvre';
import type { Scenario, Unit } from '../engine/model';
import type { Action } from '../engine/state';
import type { Tray } from '../engine/unitGeometry';
import { facingAxes, normalFacingDeg, unitGeometry } from '../engine/unitGeometry';
import type { DragState } from './dragState';
import { dragCentre, dragTurns } from './dragState';
import { registerUnitDropAction } from './unitDropAction';

/** A drift smaller than this (inches) is none: a straight advance. */
const MIN_DRIFT_IN = 0.005;

/** The manoeuvre a drag of `unit` asks for (see the module comment). */
export function dragManoeuvre(unit: Unit, tray: Tray, drag: DragState): Manoeuvre {
  const turnDeg = drag.turnDeg ?? 0;
  const turns = dragTurns(drag);
  const centre = dragCentre(drag);
  const d = { x: centre.x - tray.centre.x, y: centre.y - tray.centre.y };
  if (unit.formation.kind !== 'regular') {
    const moved = Math.hypot(d.x, d.y) > MIN_DRIFT_IN;
    return {
      kind: 'free',
      path: [moved ? centre : tray.centre],
      ...(turns ? { facingDeg: normalFacingDeg(tray.facingDeg + turnDeg) } : {}),
    };
  }
  if (turns) {
    return { kind: 'wheel', corner: turnDeg < 0 ? 'left' : 'right', angleDeg: Math.min(180, Math.max(1, Math.round(Math.abs(turnDeg)))) };
  }
  const { forward, right } = facingAxes(tray.facingDeg);
  const distanceIn = Math.max(0, d.x * forward.x + d.y * forward.y);
  const driftIn = d.x * right.x + d.y * right.y;
  return Math.abs(driftIn) < MIN_DRIFT_IN ? { kind: 'advance', distanceIn } : { kind: 'advance', distanceIn, driftIn };
}

/** The move a drop of this unit drag dispatches, or null when the drag is not of a unit on the table. */
export function unitDragAction(scenario: Scenario, drag: DragState): Action | null {
  const unit = scenario.units?.find((u) => u.id === drag.figureId);
  const geometry = unit === undefined ? null : unitGeometry(unit, scenario.figures);
  return unit === undefined || geometry === null ? null : unitMoveAction(unit, dragManoeuvre(unit, geometry.tray, drag));
}

// The session's drop finds it here (unitDropAction.ts) once this module has loaded.
registerUnitDropAction(unitDragAction);
