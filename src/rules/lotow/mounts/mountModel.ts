/**
 * How mounts are represented on the table (LOTOW-MOUNT-2): one scenario figure is one model.
 *
 * - A mounted fighter is one figure: `mounted: true`, the mount's base (e.g. a 25 × 50 mm rect),
 *   profile `mount` (horse | mule | appaloosa) and optionally `mountMoveIn`.
 * - A riderless mount is its own figure, id `<riderId>~mount`, on the rider's side, named
 *   "<rider's name>'s <mount kind>" (a name is data; the UI may translate labels later), with the
 *   mounted model's old base, position, facing and surface; `mounted: false` (nobody sits on it; its
 *   line-of-sight height is the standing 1.1″, about a horse's head), `stance: 'standing'`, and the
 *   profile `{ riderless: true, mount, mountMoveIn? }` — `riderless` is the marker the rules read
 *   (LOTOW-MOUNT-2: "a `riderless` flag"). Its LotowFigState has `riderId` (null once the rider is
 *   gone) and `tethered`. The rider's LotowFigState has `mountId`.
 * - A dismounted rider keeps his id: a foot figure on a round 25 mm base, `mounted: false`, his
 *   profile unchanged (so `mount`/`mountMoveIn` still say what he rides when he gets back on).
 */
import type { BaseShape, Figure } from '../../../engine/model';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { mountKindOf, mountMoveIn } from '../lotowProfile';

export const MOUNT_ID_SUFFIX = '~mount';

/** A dismounted fighter's base: round, 25 mm. */
export const FOOT_BASE: BaseShape = { shape: 'round', diameterMm: 25 };

/** The id of the riderless mount figure of rider `riderId`. */
export const mountFigureIdOf = (riderId: string): string => `${riderId}${MOUNT_ID_SUFFIX}`;

/**
 * A riderless mount figure (LOTOW-MOUNT-2): it never fights, has no zone, is no casualty. The
 * `riderless` profile flag is the marker; the `~mount` id suffix counts too, so a mount figure made
 * elsewhere (a thrown rider, movement/) is recognised the same way.
 */
export const isRiderlessMount = (figure: Figure | undefined): boolean =>
  figure !== undefined && (figure.profile.riderless === true || figure.id.endsWith(MOUNT_ID_SUFFIX));

export const isRiderlessMountId = (state: LotowState, figureId: string): boolean => isRiderlessMount(figureOf(state, figureId));

/** The riderless mount figure a mounted `rider` leaves behind where he stood. */
export function riderlessMountFigure(rider: Figure): Figure {
  const kind = mountKindOf(rider);
  return {
    id: mountFigureIdOf(rider.id),
    side: rider.side,
    name: `${rider.name}'s ${kind}`,
    base: rider.base,
    x: rider.x,
    y: rider.y,
    facingDeg: rider.facingDeg,
    standsOn: rider.standsOn,
    stance: 'standing',
    mounted: false,
    // mountMoveIn only when the rider's profile sets it: otherwise the kind's default (lotowProfile).
    profile: { riderless: true, mount: kind, ...(rider.profile.mountMoveIn === undefined ? {} : { mountMoveIn: mountMoveIn(rider) }) },
  };
}

/** The riderless mount a figure left behind (its own horse), if it is on the table. */
export function ownMountOf(state: LotowState, riderId: string): Figure | undefined {
  const id = figStateOf(state, riderId).mountId;
  return id === null ? undefined : figureOf(state, id);
}

/** The mount's rider (alive and on the table), if any. */
export function riderOfMount(state: LotowState, mountId: string): Figure | undefined {
  const id = figStateOf(state, mountId).riderId;
  return id === null ? undefined : figureOf(state, id);
}
