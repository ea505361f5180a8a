/**
 * A unit's status now (BS-GAP-03/05): the one morale last gave it (`BsPieceState.status`), else the
 * roster's. Routing units never attack (BS-MELEE-ELIG-1); shaken ones roll 0.5 AD (BS-GAP-05).
 */
import type { Unit } from '../../../engine/model';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf } from '../flow/bsTypes';
import type { UnitStatus } from '../profile/bsProfileTypes';
import { bsUnitProfileOf } from '../profile/bsUnitProfile';

export const unitStatusNow = (state: Pick<BsState, 'figureState'>, unit: Unit): UnitStatus =>
  bsPieceStateOf(state, unit.id).status ?? bsUnitProfileOf(unit.profile).status;
