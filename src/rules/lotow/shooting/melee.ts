/**
 * Who is in a fight, for shooting (LOTOW-SHOOT-WHO-2, LOTOW-SHOOT-MELEE-1, LOTOW-SHOOT-INTOMELEE-1):
 * two figures are in melee when their bases touch (BASE_CONTACT_TOLERANCE_IN, 0.05″, on the same
 * level: mounts/baseContact.ts) or either lists the other in `engagedWith` (fighting across an
 * obstacle, LOTOW-OBST-2). Riderless mounts do not fight (LOTOW-MOUNT-2), passengers neither
 * (LOTOW-PASS-3): they put nobody in melee.
 */
import { figureEdgeDistance } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import { isRiderlessMount } from '../mounts/mountModel';

const fights = (state: LotowState, f: Figure): boolean => !isRiderlessMount(f) && figStateOf(state, f.id).passengerOf === null;

export function inMeleeWith(state: LotowState, a: Figure, b: Figure): boolean {
  if (a.id === b.id || !fights(state, a) || !fights(state, b)) return false;
  if (figStateOf(state, a.id).engagedWith.includes(b.id) || figStateOf(state, b.id).engagedWith.includes(a.id)) return true;
  return figuresInBaseContact(state.scenario, a, b);
}

/** The figures of side `sideId` in melee with `figure`. */
export const meleeOpponentsOn = (state: LotowState, figure: Figure, sideId: string): Figure[] =>
  state.scenario.figures.filter((f) => f.side === sideId && inMeleeWith(state, figure, f));

/** Enemies the figure is in melee with (WHO-2: it may not shoot). */
export const enemiesInMelee = (state: LotowState, figure: Figure): Figure[] =>
  state.scenario.figures.filter((f) => f.side !== figure.side && inMeleeWith(state, figure, f));

/**
 * The friend a shot into melee hits on 1–3 (INTOMELEE-1): the nearest of `friends` (base edge to
 * base edge in 3-D) to the shooter or to the target (option `intoMeleeNearestTo`, §6.4); ties go to
 * scenario order.
 */
export function nearestFriend(state: LotowState, friends: readonly Figure[], to: Figure): Figure | undefined {
  let best: Figure | undefined;
  let bestIn = Infinity;
  for (const f of friends) {
    const d = figureEdgeDistance(state.scenario, to, f).distance3dIn;
    if (d < bestIn - 1e-12) {
      best = f;
      bestIn = d;
    }
  }
  return best;
}
