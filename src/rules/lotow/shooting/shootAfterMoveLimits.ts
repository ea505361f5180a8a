/**
 * The Move phase's reader of the weapons' move limits (LOTOW-SHOOT-MOVE-1, numbers per the option
 * `weaponMoveLimits`): for each ranged weapon the figure carries, the most it may have moved this
 * turn and still fire it — `moveLimitIn`, the very number the shot's `check` compares `movedIn`
 * with (weaponUse.ts), so the rings, the drag line and the Shoot button agree. Inches of allowance
 * spent in the current mode (`movedIn`, `MovementArea.usedIn`). Empty outside the Move phase and for
 * a figure that cannot shoot (no weapons, a riderless mount, a passenger: LOTOW-PASS-3).
 */
import type { ShootAfterMoveLimit } from '../../../engine/ruleset';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { moveLimitsOf } from './weaponUse';

export function lotowShootAfterMoveLimits(state: LotowState, figureId: string): readonly ShootAfterMoveLimit[] {
  if (state.flow.phase !== 'move') return [];
  const figure = figureOf(state, figureId);
  if (figure === undefined || figure.profile.riderless === true) return [];
  if (figStateOf(state, figureId).passengerOf !== null) return [];
  return moveLimitsOf(figure, optionsOf(state).weaponMoveLimits).map(({ weapon, limitIn }) => ({
    weaponId: weapon.id, labelKey: weapon.labelKey, limitIn, ruleId: 'LOTOW-SHOOT-MOVE-1',
  }));
}
