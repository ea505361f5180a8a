/**
 * A unit's reach for one manoeuvre and an allowance (inches): where its front edge can end, as
 * plain data the board draws, and the test a ruleset's `check` must agree with (`withinReach`
 * answers exactly "costIn ≤ allowance" for the costs of manoeuvreUnit.ts). Inches, compass degrees.
 */
import type { Vec2 } from '../geometry/point';
import type { Manoeuvre } from './manoeuvre';
import { MAX_WHEEL_DEG } from './manoeuvre';
import { turnedAbout, wheelCostIn } from './manoeuvreUnit';
import type { Scenario } from './model';
import type { Segment } from './unitGeometry';
import { facingAxes, trayCorners, unitGeometry } from './unitGeometry';

/** Slack for rounding when a manoeuvre is exactly the allowance. */
export const REACH_EPSILON_IN = 1e-9;

export type UnitReach =
  | {
    readonly kind: 'advance';
    readonly allowanceIn: number;
    /** How far sideways the ruleset lets it drift (0: straight ahead only). */
    readonly maxDriftIn: number;
    /** The front edge now, and at full allowance straight ahead. */
    readonly frontEdge: Segment;
    readonly frontEdgeAtMax: Segment;
    /** The ground the front edge sweeps straight ahead (a quadrilateral, clockwise on screen). */
    readonly sweep: readonly Vec2[];
  }
  | {
    readonly kind: 'wheel';
    readonly allowanceIn: number;
    /** The front edge's length: a wheel of θ costs frontage × θ (radians). */
    readonly frontageIn: number;
    /** The widest wheel the allowance pays for: allowance / frontage, in degrees, at most 180 (the wider corner's). */
    readonly maxAngleDeg: number;
    /** Per pivot corner (the corner that stays put): its wheel's reach. */
    readonly left: WheelSide;
    readonly right: WheelSide;
  };

/** A wheel about one corner: how far the outer corner may travel, the widest wheel, the front edge there, its arc (points every ≤ 5°). */
export interface WheelSide {
  /** Outer corner travel the ruleset allows about this corner, inches (less than the unit's when difficult ground lies on that side). */
  readonly allowanceIn: number;
  readonly maxAngleDeg: number;
  readonly frontEdgeAtMax: Segment;
  readonly arc: readonly Vec2[];
}

const shifted = (s: Segment, d: Vec2): Segment => ({ a: { x: s.a.x + d.x, y: s.a.y + d.y }, b: { x: s.b.x + d.x, y: s.b.y + d.y } });

/**
 * The reach of `unitId` for an advance or a wheel on `allowanceIn`; null when the unit is not on the
 * table. `wheelAllowanceIn` gives each pivot corner its own (a ruleset that prices a wheel along its
 * arc); without it both corners have `allowanceIn`.
 */
export function unitReach(
  scenario: Scenario, unitId: string, kind: 'advance' | 'wheel', allowanceIn: number, maxDriftIn = 0,
  wheelAllowanceIn?: { readonly left: number; readonly right: number },
): UnitReach | null {
  const unit = scenario.units?.find((u) => u.id === unitId);
  const geometry = unit === undefined ? null : unitGeometry(unit, scenario.figures);
  if (geometry === null) return null;
  const { tray } = geometry;
  const front = geometry.edges.front;
  const allowance = Math.max(0, allowanceIn);
  if (kind === 'advance') {
    const { forward } = facingAxes(tray.facingDeg);
    const atMax = shifted(front, { x: forward.x * allowance, y: forward.y * allowance });
    return { kind, allowanceIn: allowance, maxDriftIn: Math.max(0, maxDriftIn), frontEdge: front, frontEdgeAtMax: atMax, sweep: [atMax.a, atMax.b, front.b, front.a] };
  }
  const widest = (travelIn: number): number => (tray.widthIn <= 0 ? MAX_WHEEL_DEG : Math.min(MAX_WHEEL_DEG, (travelIn / tray.widthIn) * 180 / Math.PI));
  const corners = trayCorners(tray);
  const side = (pivot: Vec2, outer: Vec2, sign: number, travelIn: number): WheelSide => {
    const sideAllowance = Math.max(0, travelIn);
    const maxAngleDeg = widest(sideAllowance);
    const steps = Math.max(1, Math.ceil(maxAngleDeg / 5));
    const arc = Array.from({ length: steps + 1 }, (_, i) => turnedAbout(outer, pivot, sign * maxAngleDeg * i / steps));
    const end = arc[arc.length - 1]!;
    return { allowanceIn: sideAllowance, maxAngleDeg, frontEdgeAtMax: sign < 0 ? { a: pivot, b: end } : { a: end, b: pivot }, arc };
  };
  const left = side(corners.frontLeft, corners.frontRight, -1, wheelAllowanceIn?.left ?? allowance);
  const right = side(corners.frontRight, corners.frontLeft, 1, wheelAllowanceIn?.right ?? allowance);
  return { kind, allowanceIn: allowance, frontageIn: tray.widthIn, maxAngleDeg: Math.max(left.maxAngleDeg, right.maxAngleDeg), left, right };
}

/** Whether the reach allows `manoeuvre` (of its own kind; any other kind: false). */
export function withinReach(reach: UnitReach, manoeuvre: Manoeuvre): boolean {
  if (reach.kind === 'advance') {
    if (manoeuvre.kind !== 'advance') return false;
    const drift = manoeuvre.driftIn ?? 0;
    return Math.abs(drift) <= reach.maxDriftIn + REACH_EPSILON_IN && Math.hypot(manoeuvre.distanceIn, drift) <= reach.allowanceIn + REACH_EPSILON_IN;
  }
  if (manoeuvre.kind !== 'wheel') return false;
  // The very cost manoeuvreUnit measures, against the allowance: never a different rounding.
  return manoeuvre.angleDeg <= MAX_WHEEL_DEG && wheelCostIn(reach.frontageIn, manoeuvre.angleDeg) <= reach[manoeuvre.corner].allowanceIn + REACH_EPSILON_IN;
}
