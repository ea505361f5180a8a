/**
 * The reference figure's path of a black-powder movement action (BP-GAP-04, -07): `params.path`
 * (inches, the points after the start), or — the board's drag of a Group — the engine's unit
 * manoeuvre (engine/manoeuvre.ts) of kind `free`: the tray centre's path, moved to the reference
 * figure (the Leader) by its offset from the tray centre (engine/unitGeometry.ts, the very tray the
 * board drags), so the Group keeps its shape. A Group's other manoeuvres (advance, wheel, turn,
 * reform) are refused: a Group is a loose body, not a formation with a frontage (BP-GAP-07).
 */
import { readMovePath } from '../../../engine/intents';
import { readManoeuvre } from '../../../engine/manoeuvre';
import { unitGeometry } from '../../../engine/unitGeometry';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { Vec2 } from '../../../geometry/point';
import type { BpState } from '../flow/bpTypes';
import { unitById } from '../groups/bpGroup';
import { noPath } from '../movement/moveRefusals';

export function referencePath(state: Pick<BpState, 'scenario'>, action: Action, referenceId: string): { ok: true; path: Vec2[] } | { ok: false; refusal: Refusal } {
  const m = readManoeuvre(action);
  if (m === null) {
    const read = readMovePath(action);
    return read.ok ? read : noPath();
  }
  const unit = unitById(state.scenario, action.figureId ?? '');
  const tray = unit === undefined ? null : unitGeometry(unit, state.scenario.figures)?.tray ?? null;
  const ref = state.scenario.figures.find((f) => f.id === referenceId);
  if (!m.ok || m.manoeuvre.kind !== 'free' || tray === null || ref === undefined || m.manoeuvre.path.length === 0) {
    return { ok: false, refusal: refusal('blackpowder.move.groupFreeOnly', 'BP-GAP-07', 'a Group moves as a loose body: drag it where it goes (no wheels, turns or frontages)') };
  }
  const dx = ref.x - tray.centre.x;
  const dy = ref.y - tray.centre.y;
  return { ok: true, path: m.manoeuvre.path.map((p) => ({ x: p.x + dx, y: p.y + dy })) };
}
