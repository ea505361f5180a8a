/**
 * The banner's line (FlowDescription): the step's number and name and the side that acts
 * (BS-GAP-01) — "step 3 of 7, the second side moves · The Free Companies", after the banner's
 * "Turn 2" (the turn is the round) — or, while casualties wait, the owner removing them. One key
 * per step, so each language words its steps. Side params end in `SideId` (the UI shows names).
 *   battlesystem.flow.step.<step>        {round, stepNumber, step, activeSideId}
 *   battlesystem.flow.casualties.<step>  {round, stepNumber, step, ownerSideId, count, unitName}
 *   battlesystem.flow.interrupt.<step>   {round, stepNumber, step, activeSideId, interruptSideId}
 *     (Steps 2–3 while the other side may fire at the movers: flow/interruptFire.ts)
 *   battlesystem.flow.gameOver           {round}
 */
import type { FlowDescription } from '../../../engine/ruleset';
import type { BsState } from './bsTypes';
import { stepNumber } from './bsTypes';
import { interruptSides } from './interruptFire';

export function describeBsFlow(state: BsState): FlowDescription {
  const { flow } = state;
  const base = { round: flow.round, stepNumber: stepNumber(flow.step), step: flow.step };
  if (state.outcome !== null) return { turn: state.turn, labelKey: 'battlesystem.flow.gameOver', params: { round: flow.round } };
  const pending = flow.pendingCasualties;
  if (pending !== null) {
    const unitName = state.scenario.units?.find((u) => u.id === pending.unitId)?.name ?? pending.unitId;
    return { turn: state.turn, labelKey: `battlesystem.flow.casualties.${flow.step}`, params: { ...base, ownerSideId: pending.sideId, count: pending.count, unitName } };
  }
  const interrupt = interruptSides(state)[0];
  if (interrupt !== undefined) return { turn: state.turn, labelKey: `battlesystem.flow.interrupt.${flow.step}`, params: { ...base, activeSideId: flow.active, interruptSideId: interrupt } };
  return { turn: state.turn, labelKey: `battlesystem.flow.step.${flow.step}`, params: { ...base, activeSideId: flow.active } };
}
