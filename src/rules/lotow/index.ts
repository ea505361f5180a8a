/**
 * The shipped LOTOW ruleset: the turn and the router (lotowRuleset.ts) with every family of rules
 * plugged in — movement (jump, climb, fall, charges, mounted movement, the Thrown Rider), prone,
 * spotting and mounts — and the hooks that tie them together:
 *   - at the start of each Move phase, loose mounts may bolt (LOTOW-LOOSE-1/2);
 *   - after every action, a held horse follows its holder and a passenger rides along with the
 *     mount (LOTOW-HOLD-1, LOTOW-PASS-1), then hidden status is brought up to date (LOTOW-GAP-12).
 */
import type { Ruleset } from '../../engine/ruleset';
import { makeLotowRuleset } from './lotowRuleset';
import type { LotowFigState, LotowFlow } from './lotowTypes';
import { looseMountsAtMovePhaseStart, mountHandlers, mountsAfterAction } from './mounts';
import { applyFall, lotowMovementArea, movementHandler } from './movement';
import { proneHandler } from './prone';
import { spotHandler, spottingAfterAction } from './spotting';

export const lotowRuleset: Ruleset<LotowFlow, LotowFigState> = makeLotowRuleset({
  handlers: [movementHandler, proneHandler, spotHandler, ...mountHandlers(applyFall)],
  onMovePhaseStart: [looseMountsAtMovePhaseStart],
  afterAction: [mountsAfterAction, spottingAfterAction],
  movementArea: lotowMovementArea,
});

export { LOTOW_ID } from './lotowTypes';
