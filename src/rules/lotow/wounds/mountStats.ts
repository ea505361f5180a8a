/**
 * A mount's Grit and Wounds, for hits on a horse (LOTOW-SHOOT-MOUNTED-1/2: "mounts are wounded like
 * foot figures") and on a riderless mount figure.
 *
 * PLACEHOLDER, NOT THE PUBLISHED DATA: the seed gives mounts only their move (LOTOW-GAP-02); their
 * fighting profile is in the unpublished Weapons & Equipment pages. Until it is entered, every kind
 * is Grit 3, Wounds 1 (a horse dies to one wound, like a cowboy of the errata's profile).
 */
import type { Figure } from '../../../engine/model';
import type { MountKind } from '../lotowProfile';
import { mountKindOf } from '../lotowProfile';

export interface MountStats {
  readonly grit: number;
  readonly wounds: number;
  /** Not the published game's data. */
  readonly placeholder: boolean;
}

export const MOUNT_STATS: Readonly<Record<MountKind, MountStats>> = {
  horse: { grit: 3, wounds: 1, placeholder: true },
  mule: { grit: 3, wounds: 1, placeholder: true },
  appaloosa: { grit: 3, wounds: 1, placeholder: true },
};

/** The stats of `figure`'s mount: the horse a mounted figure rides, or a riderless mount figure itself. */
export const mountProfile = (figure: Figure): MountStats => MOUNT_STATS[mountKindOf(figure)];
