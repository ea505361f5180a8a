/**
 * AD&D BATTLESYSTEM mass combat as a ruleset on the engine's kit (engine/kit/familyRuleset.ts):
 * units of figures on trays (BS-GAP-11), the seven-step round (flow/, BS-GAP-01: the initiative's
 * winner chooses who moves first), movement by
 * manoeuvres (movement/, BS-GAP-04), missile fire (fire/, BS-MISSILE-*, BS-AD-*, BS-AR-*) and the
 * owner's removal of casualties (casualties/, BS-CAS-1/2), melee (melee/, BS-MELEE-*) and morale and
 * rally (morale/, BS-GAP-05).
 *
 * Gates, in order: while casualties wait only their owner's removal is allowed; the game is over.
 * After every accepted action: the end of the battle (flow/victory.ts), then `actors`.
 */
import type { ActionFamily, Gate } from '../../engine/kit/familyRuleset';
import { familyRuleset } from '../../engine/kit/familyRuleset';
import type { Ruleset } from '../../engine/ruleset';
import type { Action } from '../../engine/state';
import { refusal } from '../../engine/state';
import { REMOVE_CASUALTIES, REMOVE_CASUALTY, removeCasualtiesSideActions, removeCasualtyFamily } from './casualties/removeCasualtyFamily';
import type { BsFlow, BsPieceState, BsState } from './flow/bsTypes';
import { BS_ID } from './flow/bsTypes';
import { withBsActors } from './flow/bsActors';
import { bsSetup } from './flow/bsSetup';
import { describeBsFlow } from './flow/describeBsFlow';
import { bsStepSideActions, endStepFamily } from './flow/endStepFamily';
import { chooseOrderFamily } from './flow/chooseOrderFamily';
import { bsOutcome } from './flow/victory';
import { bsDragMove } from './movement/bsDragMove';
import { bsUnitReach, unitMoveFamily } from './movement/unitMoveFamily';
import { chargeFamily } from './movement/chargeFamily';
import { bsMoveRulesOf, bsVictoryRulesOf } from './bsRules';
import { BS_OPTIONS } from './profile/bsOptionSpecs';
import { bsFigureProfileProblems, bsUnitProfileProblems } from './profile/bsUnitProfile';
import { fireFamily } from './fire/fireFamily';
import { bsUnitStatus } from './status/bsUnitStatus';
import { meleeFamily } from './melee/meleeFamily';
import { rallyFamily } from './morale/rallyFamily';

type Family = ActionFamily<BsState>;

const casualtiesFirst: Gate<BsState, Family> = (state, a) => {
  const pending = state.flow.pendingCasualties;
  if (pending === null) return null;
  if (a.type === REMOVE_CASUALTY || a.type === REMOVE_CASUALTIES) return null;
  return refusal('battlesystem.casualtiesFirst', 'BS-CAS-1', 'the owner removes the casualties first');
};

const gameOver: Gate<BsState, Family> = (state) =>
  (state.outcome === null ? null : refusal('battlesystem.gameOver', 'BS-GAP-16', 'the battle is over'));

const families: readonly Family[] = [unitMoveFamily(bsMoveRulesOf), chargeFamily(bsMoveRulesOf), fireFamily, meleeFamily, rallyFamily, removeCasualtyFamily, chooseOrderFamily, endStepFamily];

export const battlesystemRuleset: Ruleset<BsFlow, BsPieceState> = familyRuleset<BsFlow, BsPieceState, Family>({
  families,
  gates: [gameOver, casualtiesFirst],
  afterAction: [
    (state) => withBsActors(state.outcome !== null ? state : { ...state, outcome: bsOutcome(state, bsVictoryRulesOf(state)) }),
  ],
  unknownAction: (type) => refusal('battlesystem.unknownAction', 'BS-GAP-01', `the BATTLESYSTEM rules have no action "${type}"`, { type }),
  unknownLabel: (type) => ({ labelKey: 'battlesystem.action.unknown', params: { type } }),
  rest: {
    id: BS_ID,
    options: BS_OPTIONS,
    usesFacing: true,
    profileProblems: bsFigureProfileProblems,
    unitProfileProblems: bsUnitProfileProblems,
    setup: bsSetup,
    describeFlow: describeBsFlow,
    sideActions: (state: BsState, side: string): Action[] => [...removeCasualtiesSideActions(state, side), ...bsStepSideActions(state, side)],
    unitReach: (state: BsState, unitId: string, kind: 'advance' | 'wheel') => bsUnitReach(state, unitId, kind, bsMoveRulesOf(state)),
    dragMove: bsDragMove,
    figureStatus: bsUnitStatus,
  },
});
