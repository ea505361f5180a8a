/**
 * The other figures as a move meets them: which block the moving base (every figure on its level
 * but the ones that move with it), which are enemies with a control zone (standing, not prone, not
 * riderless mounts: LOTOW-GAP-03, LOTOW-PRONE-6, LOTOW-LOOSE-2), which the mover may charge
 * (it is not prone and saw them at the start of its move, or starts in their zone), and which
 * barriers each defends (its base touches the barrier: LOTOW-OBST-1).
 */
import type { Footprint } from '../../../geometry/footprint';
import { footprintBounds, footprintDistanceToFootprint } from '../../../geometry/footprint';
import { BASE_CONTACT_TOLERANCE_IN } from '../../../geometry/contact';
import { figureElevationIn, figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import type { LotowFigState } from '../lotowTypes';
import { isRiderlessMount as isMountFigure } from '../mounts/mountModel';

/** At most this many enemies near a move carry a zone/contact bit (more is far beyond a skirmish). */
export const MAX_ENEMY_BITS = 30;

export interface MoveTarget {
  readonly figure: Figure;
  readonly footprint: Footprint;
  readonly elevIn: number;
  readonly enemy: boolean;
  /** Bit in the zone/contact masks (enemies only), or −1. */
  readonly bit: number;
  readonly hasZone: boolean;
}

/** A riderless mount (mounts/mountModel.ts says what one is), or a figure whose state names its rider. */
export const isRiderlessMount = (figure: Figure, fs: LotowFigState): boolean => isMountFigure(figure) || fs.riderId !== null;

/**
 * Whether a figure has a control zone (LOTOW-GAP-03; prone: LOTOW-PRONE-6; mounts: LOTOW-LOOSE-2;
 * passengers). The one definition: prone/proneRestrictions.ts asks it too.
 */
export const hasControlZone = (figure: Figure, fs: LotowFigState): boolean =>
  figure.stance !== 'prone' && !isRiderlessMount(figure, fs) && fs.passengerOf === null;

/**
 * The figures near the mover (base bounds within `nearIn` of (x, y)), but the mover itself, the
 * mount it holds and its passengers. Enemies nearest first get the bits.
 */
export function moveTargetsOf(state: LotowState, mover: Figure, moverFs: LotowFigState, x: number, y: number, nearIn: number): MoveTarget[] {
  const scenario = state.scenario;
  const skip = new Set<string>([mover.id]);
  if (moverFs.holding && moverFs.mountId !== null) skip.add(moverFs.mountId);
  for (const f of scenario.figures) if (figStateOf(state, f.id).passengerOf === mover.id) skip.add(f.id);
  const near = scenario.figures
    .filter((f) => !skip.has(f.id))
    .map((f) => ({ f, fp: figureFootprint(f) }))
    .filter(({ fp }) => {
      const b = footprintBounds(fp);
      return b.maxX >= x - nearIn && b.minX <= x + nearIn && b.maxY >= y - nearIn && b.minY <= y + nearIn;
    })
    .map(({ f, fp }) => ({ f, fp, d: Math.hypot(f.x - x, f.y - y) }))
    .sort((a, b) => a.d - b.d || (a.f.id < b.f.id ? -1 : 1));
  let bits = 0;
  return near.map(({ f, fp }) => {
    const enemy = f.side !== mover.side;
    const bit = enemy && bits < MAX_ENEMY_BITS ? bits++ : -1;
    return { figure: f, footprint: fp, elevIn: figureElevationIn(scenario, f), enemy, bit, hasZone: enemy && bit >= 0 && hasControlZone(f, figStateOf(state, f.id)) };
  });
}

/** Whether the two bases are in contact (within the contact tolerance). */
export const basesTouch = (a: Footprint, b: Footprint): boolean => footprintDistanceToFootprint(a, b) <= BASE_CONTACT_TOLERANCE_IN;
