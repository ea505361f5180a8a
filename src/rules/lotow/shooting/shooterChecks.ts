/**
 * Why a figure may not take part in the Shooting phase at all, before any weapon or target is
 * looked at — shared by `shoot`, `reload` and `disputeLos`:
 * - a riderless mount is no fighter (LOTOW-MOUNT-2); a passenger may not shoot (LOTOW-PASS-3); a
 *   thrown rider may do nothing more this turn (LOTOW-THROWN-1, `actionsOver`);
 * - no ranged weapon (LOTOW-SHOOT-WHO-1);
 * - another figure is part-way through its shots (LOTOW-SHOOT-MULTI-1).
 */
import type { Figure } from '../../../engine/model';
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { isRiderlessMount } from '../mounts/mountModel';
import { weaponsOf } from './weaponUse';

export function shooterRefusal(state: LotowState, shooter: Figure): Refusal | null {
  const fs = figStateOf(state, shooter.id);
  if (isRiderlessMount(shooter)) return refusal('lotow.shoot.riderless', 'LOTOW-MOUNT-2', `${shooter.name} is a mount without a rider: it cannot shoot`, { figureId: shooter.id });
  if (fs.passengerOf !== null) return refusal('lotow.shoot.passenger', 'LOTOW-PASS-3', `${shooter.name} rides as a passenger and cannot shoot`, { figureId: shooter.id });
  if (fs.actionsOver) return refusal('lotow.shoot.actionsOver', 'LOTOW-THROWN-1', `${shooter.name} may do nothing more this turn`, { figureId: shooter.id });
  if (weaponsOf(shooter).length === 0) return refusal('lotow.shoot.noWeapon', 'LOTOW-SHOOT-WHO-1', `${shooter.name} has no ranged weapon`, { figureId: shooter.id });
  const busy = state.flow.shootingFigureId ?? null;
  if (busy !== null && busy !== shooter.id) {
    const other = figureOf(state, busy);
    return refusal('lotow.shoot.otherShooting', 'LOTOW-SHOOT-MULTI-1', `${other?.name ?? busy} has shots left to fire first (or holds fire)`, { figureId: shooter.id, shooterFigureId: busy });
  }
  return null;
}
