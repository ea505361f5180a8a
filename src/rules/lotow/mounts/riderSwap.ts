/**
 * The two changes of model a mount's rules make (see mountModel.ts for the representation):
 * `splitRider` — a mounted figure becomes a foot figure beside a new riderless mount figure
 * (dismounting, LOTOW-MOUNT-4; a thrown rider, LOTOW-THROWN-1, may use it too); `joinRider` — a foot
 * figure takes a riderless mount's place and base and the mount figure leaves the table (mounting,
 * LOTOW-MOUNT-3; Saddle Up, LOTOW-SADDLE-1). Neither rolls or spends movement: the callers do.
 */
import type { Vec2 } from '../../../geometry/point';
import { BASE_CONTACT_TOLERANCE_IN } from '../../../geometry/contact';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { degreesToRadians } from '../../../geometry/units';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { freshFigState } from '../lotowTypes';
import { FOOT_BASE, riderlessMountFigure } from './mountModel';
import type { Spot } from './placeBeside';
import { placeBeside, spotIfLegal } from './placeBeside';

export type SplitResult =
  | { readonly ok: true; readonly state: LotowState; readonly mountId: string }
  | { readonly ok: false; readonly why: 'notMounted' | 'mountOnTable' | 'badSpot' | 'noSpot' };

/** The rider as a foot figure (the mounted model's height override described the mounted model). */
function onFoot(rider: Figure): Figure {
  const { heightIn: _mountedHeight, ...rest } = rider;
  return { ...rest, base: FOOT_BASE, mounted: false };
}

/**
 * Split mounted figure `riderId` into a foot figure and a riderless mount figure standing where the
 * mounted model stood. The rider goes to `where` (his base centre; it must be legal and touch the
 * mount) or, when `where` is null, to the first legal spot touching the mount, the horse's left
 * side first (the side a rider gets down on). Links: rider.mountId ↔ mount.riderId.
 */
export function splitRider(state: LotowState, riderId: string, where: Vec2 | null): SplitResult {
  const rider = figureOf(state, riderId);
  if (rider === undefined || !rider.mounted) return { ok: false, why: 'notMounted' };
  const mount = riderlessMountFigure(rider);
  if (figureOf(state, mount.id) !== undefined) return { ok: false, why: 'mountOnTable' };
  const figures = state.scenario.figures.flatMap((f) => (f.id === riderId ? [onFoot(f), mount] : [f]));
  const scenario = { ...state.scenario, figures };
  const mountFp = figureFootprint(mount);
  let spot: Spot | null;
  if (where !== null) {
    spot = spotIfLegal(scenario, riderId, where, mount.standsOn);
    const foot = onFoot(rider);
    if (spot !== null && footprintDistanceToFootprint(figureFootprint(foot, where), mountFp) > BASE_CONTACT_TOLERANCE_IN) spot = null;
    if (spot === null) return { ok: false, why: 'badSpot' };
  } else {
    spot = placeBeside(scenario, riderId, mountFp, mount.standsOn, { preferRad: degreesToRadians(rider.facingDeg) + Math.PI });
    if (spot === null) return { ok: false, why: 'noSpot' };
  }
  const placed = { ...scenario, figures: figures.map((f) => (f.id === riderId ? { ...f, x: spot.x, y: spot.y, standsOn: spot.standsOn } : f)) };
  let next: LotowState = { ...state, scenario: placed };
  // The mount's wounds go with the mount (LOTOW-SHOOT-MOUNTED-2: mounts are wounded like foot figures).
  // (Only when there are any: a state without wounds keeps its shape, so a split and a join round-trip.)
  const mountWounds = figStateOf(state, riderId).mountWoundsTaken;
  const woundsMove = mountWounds !== undefined && mountWounds > 0;
  next = withFigState(next, riderId, { mountId: mount.id, ...(woundsMove ? { mountWoundsTaken: 0 } : {}) });
  next = { ...next, figureState: { ...next.figureState, [mount.id]: { ...freshFigState(), riderId, moveOver: true, ...(woundsMove ? { woundsTaken: mountWounds } : {}) } } };
  return { ok: true, state: next, mountId: mount.id };
}

/**
 * Foot figure `riderId` gets on riderless mount `mountId`: he takes its place, facing, surface and
 * base, `mounted: true`, his profile's `mount`/`mountMoveIn` become the mount's; the mount figure and
 * its state leave the table. A mount whose rider was someone else no longer belongs to that rider,
 * and the mounter's own horse elsewhere (if any) has no rider any more.
 */
export function joinRider(state: LotowState, riderId: string, mountId: string): LotowState {
  const rider = figureOf(state, riderId);
  const mount = figureOf(state, mountId);
  if (rider === undefined || mount === undefined) return state;
  const previousRider = figStateOf(state, mountId).riderId;
  const ownMount = figStateOf(state, riderId).mountId;
  const { mountMoveIn: _own, ...base } = rider.profile;
  const profile = { ...base, mount: mount.profile.mount ?? 'horse', ...(mount.profile.mountMoveIn === undefined ? {} : { mountMoveIn: mount.profile.mountMoveIn }) };
  const mounted: Figure = { ...rider, base: mount.base, x: mount.x, y: mount.y, facingDeg: mount.facingDeg, standsOn: mount.standsOn, mounted: true, stance: 'standing', profile };
  const figures = state.scenario.figures.filter((f) => f.id !== mountId).map((f) => (f.id === riderId ? mounted : f));
  const { [mountId]: _gone, ...figureState } = state.figureState;
  let next: LotowState = { ...state, scenario: { ...state.scenario, figures }, figureState };
  // The mount's wounds come back under the rider (the mounted model's `mountWoundsTaken`).
  const mountWounds = figStateOf(state, mountId).woundsTaken;
  next = withFigState(next, riderId, { mountId: null, holding: false, ...(mountWounds !== undefined && mountWounds > 0 ? { mountWoundsTaken: mountWounds } : {}) });
  if (previousRider !== null && previousRider !== riderId && figureOf(next, previousRider) !== undefined) next = withFigState(next, previousRider, { mountId: null, holding: false });
  if (ownMount !== null && ownMount !== mountId && figureOf(next, ownMount) !== undefined) next = withFigState(next, ownMount, { riderId: null });
  return next;
}
