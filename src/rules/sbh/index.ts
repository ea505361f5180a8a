/**
 * The shipped SBH ruleset (Song of Blades and Heroes style; seed 003; catalog `shared/rules/sbh.md`):
 * the turn and router (sbhRuleset.ts) with its families plugged in — activation (Quality tests,
 * turnovers), movement (sticks, difficult ground, woods), combat (melee, shooting, cover, woods,
 * the shot at a charger, ammunition) and morale (tests, fleeing, the end of the game).
 */
import type { Ruleset } from '../../engine/ruleset';
import { activationHandler, sbhSideActions } from './activation';
import { combatHandlers } from './combat';
import { moraleAfterResolve, sbhFigureStatus, sbhGameEnd } from './morale';
import { movementHandler, sbhMovementArea } from './movement';
import { sbhSightVerdict } from './combat/sightVerdict';
import { sbhOutcomeReader } from './outcome/sbhOutcome';
import { makeSbhRuleset } from './sbhRuleset';
import { sbhMeasureBands } from './sticks';
import type { SbhFigState, SbhFlow } from './sbhTypes';

export const sbhRuleset: Ruleset<SbhFlow, SbhFigState> = {
  ...makeSbhRuleset({
  handlers: [activationHandler, movementHandler, ...combatHandlers],
  afterResolve: [moraleAfterResolve, sbhGameEnd],
  movementArea: sbhMovementArea,
  figureStatus: sbhFigureStatus,
  sideActions: sbhSideActions,
  sightVerdict: sbhSightVerdict,
  measureBands: sbhMeasureBands,
  }),
  // The result cards, log outcomes and dice verdicts the store shows (outcome/).
  outcome: sbhOutcomeReader,
};

export { SBH_ID } from './sbhTypes';
