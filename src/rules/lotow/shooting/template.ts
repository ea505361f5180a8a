/**
 * The teardrop template (LOTOW-GAP-14, PLACEHOLDER: the seed gives no size or shape). Kept simple and
 * marked as placeholder in the weapon data and the UI: a wedge 8″ long from the point of the
 * shooter's base facing the target, widening evenly to 2″ at the far end, laid along the line to the
 * target's centre. One to-hit roll (with its jam test) for the shot; on a hit every figure whose
 * base the wedge covers is hit — the target and anyone else, friend or foe — except friends the
 * shooter shoots past (in base contact, LOTOW-SHOOT-FRIEND-1: "the friend is not affected by it").
 * No In the Way rolls: what would be In the Way under the template is hit instead. A mounted model
 * under it is two targets (rider and mount), a passenger a third (LOTOW-PASS-3, TV-LOTOW-40).
 * Coverage is in plan only (a figure behind a wall under the wedge is still covered): placeholder.
 */
import { footprintIntersectsPolygon } from '../../../geometry/footprintIntersectsPolygon';
import type { Vec2 } from '../../../geometry/point';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import { mmToInches } from '../../../geometry/units';

export const TEMPLATE_LENGTH_IN = 8;
export const TEMPLATE_END_WIDTH_IN = 2;

/** The shooter's base "radius" toward the target, inches: half its narrower side. */
const halfWidthIn = (f: Figure): number =>
  mmToInches(f.base.shape === 'round' ? f.base.diameterMm / 2 : Math.min(f.base.widthMm, f.base.lengthMm) / 2);

/** The wedge's corners, inches. */
export function templatePolygon(shooter: Figure, target: Figure): Vec2[] {
  const dx = target.x - shooter.x;
  const dy = target.y - shooter.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const r = halfWidthIn(shooter);
  const apex = { x: shooter.x + ux * r, y: shooter.y + uy * r };
  const end = { x: apex.x + ux * TEMPLATE_LENGTH_IN, y: apex.y + uy * TEMPLATE_LENGTH_IN };
  const h = TEMPLATE_END_WIDTH_IN / 2;
  return [apex, { x: end.x - uy * h, y: end.y + ux * h }, { x: end.x + uy * h, y: end.y - ux * h }];
}

/** Figures the template covers (the target always counts), nearest the shooter first, without `spared`. */
export function templateFigures(figures: readonly Figure[], shooter: Figure, target: Figure, spared: readonly string[]): Figure[] {
  const poly = templatePolygon(shooter, target);
  const covered = figures.filter((f) => f.id !== shooter.id && !spared.includes(f.id) && (f.id === target.id || footprintIntersectsPolygon(figureFootprint(f), poly)));
  const d = (f: Figure) => Math.hypot(f.x - shooter.x, f.y - shooter.y);
  return covered.sort((a, b) => d(a) - d(b) || (a.id < b.id ? -1 : 1));
}
