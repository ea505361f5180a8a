/**
 * Which face of a defender's tray an attacker's tray touches: front, flank or rear (BS-MELEE-ELIG-3,
 * BS-MELEE-AR-5/6, on the trays of BS-GAP-11). Pure, inches; facings in compass degrees (0 = north
 * = −y, 90 = east, clockwise; x east, y south).
 *
 * Contract:
 *   - the trays do not touch (no edge within `toleranceIn`) → null;
 *   - the attacker touches with its own front edge (the defender touches the attacker's front,
 *     `trayContactEdge(defender, attacker) === 'front'`): the angle rule of BS-MELEE-AR-5/6. The
 *     angles between the attacker's front edge line and the defender's front/rear faces (parallel,
 *     one angle) and its side faces (the complement) are each in 0..90°. A flank when the side
 *     angle is strictly smaller; its edge is the defender's side the attacker's centre lies on (in
 *     the defender's frame). Otherwise front when the attacker's centre lies ahead of the
 *     defender's centre along the defender's facing, rear when behind. Equal angles (45°) are
 *     front or rear. Square on: front to front → front; facing a side flush → flank; behind, facing
 *     the same way → rear;
 *   - the attacker touches with its flank or rear: the defender's edge it touches
 *     (`trayContactEdge(attacker, defender)`), front → front, left/right → flank, rear → rear;
 *     `angles` is null.
 * Ties on the centre lines (a centre exactly level with the defender's) are settled by the
 * attacker's facing: the side or the half it faces away from.
 */
import type { Tray, TrayEdgeName } from '../../../engine/unitGeometry';
import { facingAxes, frameCoordinates, normalFacingDeg } from '../../../engine/unitGeometry';
import { TRAY_CONTACT_TOLERANCE_IN, trayContactEdge } from '../../../engine/unitGeometryContact';

export type ContactFace = 'front' | 'flank' | 'rear';

export interface FaceContact {
  readonly face: ContactFace;
  /** The defender's edge touched (left/right for a flank). */
  readonly edge: TrayEdgeName;
  /** When the attacker touches with its own front edge: the angles (degrees, 0..90) between the attacker's front edge and the defender's front/rear faces and its side faces; null when the attacker touches with its flank or rear. */
  readonly angles: { readonly toFrontRearDeg: number; readonly toSideDeg: number } | null;
}

const FACE_OF_EDGE: Readonly<Record<TrayEdgeName, ContactFace>> = { front: 'front', rear: 'rear', left: 'flank', right: 'flank' };

/** The angle between two lines of the given bearings, degrees in 0..90. */
function lineAngleDeg(aDeg: number, bDeg: number): number {
  const d = normalFacingDeg(aDeg - bDeg) % 180;
  return Math.min(d, 180 - d);
}

/** Which face of `defender`'s tray `attacker`'s tray touches (BS-MELEE-ELIG-3, AR-5/6, BS-GAP-11), or null when the trays do not touch (within toleranceIn). */
export function contactFace(attacker: Tray, defender: Tray, toleranceIn: number = TRAY_CONTACT_TOLERANCE_IN): FaceContact | null {
  const touched = trayContactEdge(attacker, defender, toleranceIn);
  if (touched === null) return null;
  if (trayContactEdge(defender, attacker, toleranceIn) !== 'front') {
    return { face: FACE_OF_EDGE[touched], edge: touched, angles: null };
  }
  // Both front edges run along their trays' `right` axes, so the angle between them is that of the facings.
  const toFrontRearDeg = lineAngleDeg(attacker.facingDeg, defender.facingDeg);
  const toSideDeg = 90 - toFrontRearDeg;
  const angles = { toFrontRearDeg, toSideDeg };
  const at = frameCoordinates(defender.centre, defender.facingDeg, attacker.centre);
  // The attacker's facing in the defender's frame: the tie-break when its centre is level.
  const fwd = facingAxes(attacker.facingDeg).forward;
  const faces = frameCoordinates({ x: 0, y: 0 }, defender.facingDeg, fwd);
  if (toSideDeg < toFrontRearDeg) {
    const left = at.acrossIn !== 0 ? at.acrossIn < 0 : faces.acrossIn > 0;
    return { face: 'flank', edge: left ? 'left' : 'right', angles };
  }
  const ahead = at.alongIn !== 0 ? at.alongIn > 0 : faces.alongIn < 0;
  return ahead ? { face: 'front', edge: 'front', angles } : { face: 'rear', edge: 'rear', angles };
}
