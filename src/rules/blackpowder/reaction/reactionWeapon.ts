/**
 * The firearm a fighter reacts with, as the range table names it: the profile's `weapon`
 * (`rifled` | `smoothbore` | `none`, profile/bpProfile.ts) read as shooting/rangeBands.ts's
 * `BlackpowderWeapon`; null for a fighter with no firearm (it can never react, BP-REACT-1).
 */
import type { Figure } from '../../../engine/model';
import { bpProfileOf } from '../profile/bpProfile';
import type { BlackpowderWeapon } from '../shooting/rangeBands';

export function reactionWeaponOf(figure: Figure): BlackpowderWeapon | null {
  const weapon = bpProfileOf(figure).weapon;
  return weapon === 'rifled' ? 'rifledMusket' : weapon === 'smoothbore' ? 'smoothbore' : null;
}
