/**
 * The owner taking casualties off a unit a volley hit (BS-CAS-1/2, BS-MISSILE-LOS-1): while
 * `flow.pendingCasualties` waits, only its side acts, and only these:
 *   - `removeCasualty` (`figureId` a member): take that figure off — any figure of the unit the
 *     shooters saw (`fromFigureIds`), from any rank (BS-CAS-2: AR groups do not limit it);
 *   - `removeCasualties` (a side action, `targetIds` the figures): all of them at once; the side
 *     action offered is the rear rank first (the figures in the last slots among those allowed),
 *     so one click takes the usual choice.
 * Each removed figure goes on the casualty ledger and the unit closes up (closeUp.ts).
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import { casualtyEntry, withCasualty, withoutFigure } from '../../../engine/kit/casualtyLedger';
import type { ActionDescription } from '../../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { BsState, PendingCasualties } from '../flow/bsTypes';
import { closeUpWithout } from './closeUp';

export const REMOVE_CASUALTY = 'removeCasualty';
export const REMOVE_CASUALTIES = 'removeCasualties';

/** The figures still to choose from, rear rank first (last slot first). */
export function removableRearFirst(state: BsState, pending: PendingCasualties): string[] {
  const unit = state.scenario.units?.find((u) => u.id === pending.unitId);
  if (unit === undefined) return [];
  const allowed = new Set(pending.fromFigureIds);
  return [...unit.memberIds].reverse().filter((id) => allowed.has(id));
}

/** How many the owner must still take off: at most the figures left to choose from. */
const stillDue = (state: BsState, pending: PendingCasualties): number => Math.min(pending.count, removableRearFirst(state, pending).length);

function checkRemoval(state: BsState, a: Action, ids: readonly string[]): Refusal | null {
  const pending = state.flow.pendingCasualties;
  if (pending === null) return refusal('battlesystem.noCasualtiesDue', 'BS-CAS-1', 'no casualties are waiting to be removed');
  if (a.side !== pending.sideId) return refusal('battlesystem.notYourCasualties', 'BS-CAS-1', 'the owner removes the casualties');
  const allowed = new Set(removableRearFirst(state, pending));
  if (ids.length === 0 || new Set(ids).size !== ids.length) return refusal('battlesystem.badCasualtyChoice', 'BS-CAS-1', 'name each figure to remove once');
  if (ids.length > stillDue(state, pending)) {
    return refusal('battlesystem.tooManyCasualties', 'BS-CAS-1', `only ${stillDue(state, pending)} figures are to be removed`, { count: stillDue(state, pending) });
  }
  for (const id of ids) {
    if (!allowed.has(id)) {
      const name = state.scenario.figures.find((f) => f.id === id)?.name ?? id;
      return refusal('battlesystem.casualtyNotSeen', 'BS-MISSILE-LOS-1', `${name} cannot be a casualty: only figures of the unit the shooters saw can be`, { figureName: name });
    }
  }
  return null;
}

function removeAll(state: BsState, ids: readonly string[]): { state: BsState; events: GameEvent[] } {
  const pending = state.flow.pendingCasualties!;
  let s = state;
  const events: GameEvent[] = [];
  for (const id of ids) {
    const figure = s.scenario.figures.find((f) => f.id === id);
    if (figure === undefined) continue;
    s = withCasualty(s, casualtyEntry(s, figure, pending.ruleId));
    s = withoutFigure({ ...s, scenario: closeUpWithout(s.scenario, id) }, id);
    events.push({ type: 'battlesystem.casualty', ruleId: 'BS-CAS-1', figureIds: [id], params: { unitId: pending.unitId, figureName: figure.name } });
  }
  const left = { ...pending, count: pending.count - ids.length };
  const done = left.count <= 0 || removableRearFirst(s, left).length === 0;
  return { state: { ...s, flow: { ...s.flow, pendingCasualties: done ? null : left } }, events };
}

export const removeCasualtyFamily: ActionFamily<BsState> = {
  types: [REMOVE_CASUALTY, REMOVE_CASUALTIES],
  check: (state, a) => checkRemoval(state, a, a.type === REMOVE_CASUALTY ? [a.figureId ?? ''] : a.targetIds ?? []),
  resolve: (state, a) => removeAll(state, a.type === REMOVE_CASUALTY ? [a.figureId ?? ''] : a.targetIds ?? []),
  describe: (state, a): ActionDescription => {
    if (a.type === REMOVE_CASUALTIES) return { labelKey: 'battlesystem.action.removeCasualties', params: { count: a.targetIds?.length ?? 0 } };
    return { labelKey: 'battlesystem.action.removeCasualty', params: { figureName: state.scenario.figures.find((f) => f.id === a.figureId)?.name ?? a.figureId ?? '' } };
  },
  candidates: (state, id) => {
    const pending = state.flow.pendingCasualties;
    if (pending === null || !pending.fromFigureIds.includes(id)) return [];
    return [{ type: REMOVE_CASUALTY, side: pending.sideId, figureId: id }];
  },
};

/** The side action: the rear-rank-first choice of all the casualties still due. */
export function removeCasualtiesSideActions(state: BsState, side: string): Action[] {
  const pending = state.flow.pendingCasualties;
  if (pending === null || pending.sideId !== side) return [];
  const ids = removableRearFirst(state, pending).slice(0, stillDue(state, pending));
  return ids.length === 0 ? [] : [{ type: REMOVE_CASUALTIES, side, targetIds: ids }];
}
