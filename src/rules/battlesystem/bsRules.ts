/**
 * The player's options (profile/bsOptions.ts) as each part of the rules reads them: movement
 * (BS-GAP-04), the end of the battle (BS-GAP-16), missile fire (BS-GAP-08/09/10/13/17/18/19, §6).
 */
import type { BsMoveRules } from './movement/moveRules';
import type { VictoryRules } from './flow/victory';
import type { BsState } from './flow/bsTypes';
import { bsOptions } from './profile/bsOptionSpecs';

export function bsMoveRulesOf(state: Pick<BsState, 'options'>): BsMoveRules {
  const o = bsOptions(state.options);
  return {
    facingChangeFraction: o.facingChangeFraction,
    difficultFactor: o.difficultFraction > 0 ? 1 / o.difficultFraction : 2,
    difficultAlongAdvance: o.difficultAlong !== 'manoeuvreStart',
    difficultAlongWheel: o.difficultAlong === 'movePaths',
    formationChangeWholeMove: o.formationChangeWholeTurn,
    chargeInfantry: o.chargeInfantry,
    chargeCavalry: o.chargeCavalry,
    chargeSweep: o.chargeSweep,
  };
}

export function bsVictoryRulesOf(state: Pick<BsState, 'options'>): VictoryRules {
  const o = bsOptions(state.options);
  return { victoryPercent: o.victoryPercent, turnLimit: o.turnLimit, countRouting: o.victoryCounts === 'routedOrDestroyed' };
}
