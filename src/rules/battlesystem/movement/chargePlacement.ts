/**
 * Where a charge ends (BS-GAP-04, house rule): in base contact with the target, aligned front to
 * front where possible. The charger faces the target's edge it comes at — the edge whose outward
 * side its tray centre lies on most (measured in the target's half-lengths, so a unit straight in
 * front comes at the front, one off its corner at the nearer of the two) — and ends with its front
 * edge flush against that edge, centred on it, `CHARGE_GAP_IN` off so the bases touch without
 * overlapping. Its members keep their places on the tray (a rigid move). The cost: the front
 * centre's straight travel plus the wheel to the new facing (frontage × the angle in radians, the
 * outer corner's travel, as a wheel costs). Inches, compass degrees.
 */
import type { Vec2 } from '../../../geometry/point';
import type { Figure, Scenario, Unit } from '../../../engine/model';
import type { Tray, TrayEdgeName } from '../../../engine/unitGeometry';
import { frameCoordinates, normalFacingDeg, pointInFrame, trayEdges, trayFrontCentre, unitGeometry, unitMembers } from '../../../engine/unitGeometry';

/** Off the target's edge, inches: within base contact (0.05″) and clear of the overlap test (0.01″ deep). */
export const CHARGE_GAP_IN = 0.02;

export interface ChargeEnd {
  /** The target's edge the charger ends against. */
  readonly edge: TrayEdgeName;
  readonly facingDeg: number;
  /** The charger's front centre at the end. */
  readonly frontCentre: Vec2;
  readonly costIn: number;
  /** Each member's end position and facing. */
  readonly members: readonly { readonly figureId: string; readonly x: number; readonly y: number; readonly facingDeg: number }[];
}

const OUTWARD: Readonly<Record<TrayEdgeName, number>> = { front: 0, right: 90, rear: 180, left: 270 };

/** The target's edge a charger whose tray centre is at `from` comes at. */
export function edgeFacing(target: Tray, from: Vec2): TrayEdgeName {
  const { acrossIn, alongIn } = frameCoordinates(target.centre, target.facingDeg, from);
  const a = acrossIn / Math.max(1e-9, target.widthIn / 2);
  const b = alongIn / Math.max(1e-9, target.depthIn / 2);
  if (Math.abs(b) >= Math.abs(a)) return b >= 0 ? 'front' : 'rear';
  return a >= 0 ? 'right' : 'left';
}

const angleBetweenDeg = (a: number, b: number): number => {
  const d = Math.abs(normalFacingDeg(a) - normalFacingDeg(b));
  return Math.min(d, 360 - d);
};

/** The charge of `charger` at `target`, or null when either is not on the table. */
export function chargeEnd(scenario: Scenario, charger: Unit, target: Unit): ChargeEnd | null {
  const g = unitGeometry(charger, scenario.figures);
  const t = unitGeometry(target, scenario.figures);
  if (g === null || t === null) return null;
  const edge = edgeFacing(t.tray, g.tray.centre);
  const outward = normalFacingDeg(t.tray.facingDeg + OUTWARD[edge]);
  const facingDeg = normalFacingDeg(outward + 180);
  const seg = trayEdges(t.tray)[edge];
  const mid = { x: (seg.a.x + seg.b.x) / 2, y: (seg.a.y + seg.b.y) / 2 };
  const frontCentre = pointInFrame(mid, outward, 0, CHARGE_GAP_IN);
  const from = trayFrontCentre(g.tray);
  const costIn = Math.hypot(frontCentre.x - from.x, frontCentre.y - from.y) + g.tray.widthIn * angleBetweenDeg(g.tray.facingDeg, facingDeg) * Math.PI / 180;
  const members = unitMembers(charger, scenario.figures).filter((f): f is Figure => f !== undefined).map((f) => {
    const o = frameCoordinates(from, g.tray.facingDeg, f);
    const p = pointInFrame(frontCentre, facingDeg, o.acrossIn, o.alongIn);
    return { figureId: f.id, x: p.x, y: p.y, facingDeg: normalFacingDeg(f.facingDeg - g.tray.facingDeg + facingDeg) };
  });
  return { edge, facingDeg, frontCentre, costIn, members };
}
