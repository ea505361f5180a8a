/**
 * The shipped LOTOW ruleset: the turn and the router (lotowRuleset.ts) with every family of rules
 * plugged in — movement (jump, climb, fall, charges, mounted movement, the Thrown Rider), prone,
 * spotting, mounts, shooting and fighting — and the hooks that tie them together:
 *   - at the start of each Move phase, sides down to half test their Pluck (LOTOW-GAP-09), then
 *     loose mounts may bolt (LOTOW-LOOSE-1/2);
 *   - after every action, a held horse follows its holder and a passenger rides along with the
 *     mount (LOTOW-HOLD-1, LOTOW-PASS-1), then hidden status is brought up to date (LOTOW-GAP-12);
 *     then hits waiting for a wound roll are rolled (LOTOW-GAP-07) and a side wiped out loses;
 *   - the Fight phase ends only when every fight is fought (LOTOW-GAP-08);
 *   - at the end of each turn, the turn limit (LOTOW-GAP-16).
 */
import type { Ruleset } from '../../engine/ruleset';
import { fightHandler, fightsLeftRefusal } from './fighting';
import { makeLotowRuleset } from './lotowRuleset';
import type { LotowFigState, LotowFlow } from './lotowTypes';
import { looseMountsAtMovePhaseStart, mountHandlers, mountsAfterAction } from './mounts';
import { applyFall, lotowMovementArea, movementHandler } from './movement';
import { recordMover } from './movement/moveOnce';
import { lotowOutcomeReader } from './outcome/lotowOutcomeReader';
import { pluckAtMovePhaseStart, turnLimitAtTurnEnd, victoryAfterResolve } from './pluck';
import { proneHandler } from './prone';
import { shootingHandler } from './shooting';
import { lotowShootAfterMoveLimits } from './shooting/shootAfterMoveLimits';
import { lotowSightVerdict } from './shooting/sightVerdict';
import { spotHandler, spottingAfterAction } from './spotting';
import { hiddenAfterSetupOrPhase } from './spotting/hidden';
import { pendingHitsAfterResolve } from './wounds';

export const lotowRuleset: Ruleset<LotowFlow, LotowFigState> = {
  ...makeLotowRuleset({
  handlers: [movementHandler, proneHandler, spotHandler, ...mountHandlers(applyFall), shootingHandler, fightHandler],
  onMovePhaseStart: [pluckAtMovePhaseStart, looseMountsAtMovePhaseStart],
  afterAction: [mountsAfterAction, spottingAfterAction, recordMover],
  afterResolve: [pendingHitsAfterResolve, victoryAfterResolve],
  onTurnEnd: [turnLimitAtTurnEnd],
  endPhaseChecks: [fightsLeftRefusal],
  movementArea: lotowMovementArea,
  sightVerdict: lotowSightVerdict,
  afterSetupOrPhase: [hiddenAfterSetupOrPhase],
  }),
  // The weapons' move limits for the Move phase's rings and drag line (LOTOW-SHOOT-MOVE-1).
  shootAfterMoveLimits: lotowShootAfterMoveLimits,
  // The result cards, log outcomes and dice verdicts the store shows (outcome/).
  outcome: lotowOutcomeReader,
};

export { LOTOW_ID } from './lotowTypes';
