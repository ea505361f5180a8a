/**
 * The owner taking casualties off a unit a volley hit (BS-CAS-1/2, BS-MISSILE-LOS-1): while
 * `flow.pendingCasualties` waits, only its side acts, and only these:
 *   - `removeCasualty` (`figureId` a member): take that figure off — any figure of the unit the
 *     shooters saw (`fromFigureIds`), from any rank (BS-CAS-2: AR groups do not limit it);
 *   - `removeCasualties` (a side action, `targetIds` the figures): all of them at once, in that
 *     order; the side action offered is the rear rank first (the figures in the last slots among
 *     those allowed), so one click takes the usual choice.
 * On bases of several figures (BS-CAS-3, option `baseLosses`), a base that has lost figures loses
 * the next ones while any of its figures may be chosen: the casualty marker moves along one base.
 * Each removed figure goes on the casualty ledger and the unit closes up (closeUp.ts); with melee
 * fought (option `meleeMorale`) it counts in the unit's `lostThisRound` (BS-GAP-05). When the last
 * is off, the next unit's casualties waiting (a melee's other side, `queuedCasualties`) come up.
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import { casualtyEntry, withCasualty, withoutFigure } from '../../../engine/kit/casualtyLedger';
import type { ActionDescription } from '../../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { membersOnPartlyLostBases } from '../../../engine/unitStands';
import type { BsState, PendingCasualties } from '../flow/bsTypes';
import { bsPieceStateOf, withBsPieceState } from '../flow/bsTypes';
import { bsOptions } from '../profile/bsOptionSpecs';
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

/**
 * The figures that may be taken next, rear rank first: on bases of several figures with
 * `baseLosses: 'oneBaseAtATime'` (BS-CAS-3), those on a base that has already lost figures, while
 * any of them may be chosen; else every figure still to choose from.
 */
export function removableNext(state: BsState, pending: PendingCasualties): string[] {
  const all = removableRearFirst(state, pending);
  const unit = state.scenario.units?.find((u) => u.id === pending.unitId);
  if (unit === undefined || bsOptions(state.options).baseLosses !== 'oneBaseAtATime') return all;
  const marked = new Set(membersOnPartlyLostBases(unit.formation, unit.memberIds));
  const onMarkedBase = all.filter((id) => marked.has(id));
  return onMarkedBase.length > 0 ? onMarkedBase : all;
}

/** How many the owner must still take off: at most the figures left to choose from. */
const stillDue = (state: BsState, pending: PendingCasualties): number => Math.min(pending.count, removableRearFirst(state, pending).length);

const nameOf = (state: BsState, id: string): string => state.scenario.figures.find((f) => f.id === id)?.name ?? id;

/** `state` with one more casualty taken off: on the ledger, out of its unit (closed up), off the table. */
function removeOne(state: BsState, pending: PendingCasualties, id: string): BsState {
  const figure = state.scenario.figures.find((f) => f.id === id);
  if (figure === undefined) return state;
  const s = withCasualty(state, casualtyEntry(state, figure, pending.ruleId));
  const left = { ...pending, count: pending.count - 1 };
  const out: BsState = { ...withoutFigure({ ...s, scenario: closeUpWithout(s.scenario, id) }, id), flow: { ...s.flow, pendingCasualties: left } };
  if (bsOptions(state.options).meleeMorale !== 'fought') return out;
  return withBsPieceState(out, pending.unitId, { lostThisRound: (bsPieceStateOf(out, pending.unitId).lostThisRound ?? 0) + 1 });
}

/** The casualties waiting next once `pending` is done: the first queued, else none. */
function nextDue(state: BsState): BsState {
  const [first, ...rest] = state.flow.queuedCasualties ?? [];
  if (first === undefined) return { ...state, flow: { ...state.flow, pendingCasualties: null } };
  const { queuedCasualties: _q, ...flow } = state.flow;
  return { ...state, flow: { ...flow, pendingCasualties: first, ...(rest.length > 0 ? { queuedCasualties: rest } : {}) } };
}

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
      const name = nameOf(state, id);
      return refusal('battlesystem.casualtyNotSeen', 'BS-MISSILE-LOS-1', `${name} cannot be a casualty: only figures of the unit the shooters saw can be`, { figureName: name });
    }
  }
  // BS-CAS-3: in the order named, each figure must be one that may go next.
  let s = state;
  for (const id of ids) {
    const next = removableNext(s, s.flow.pendingCasualties!);
    if (!next.includes(id)) {
      const figureName = nameOf(s, id);
      const baseFigureName = nameOf(s, next[0]!);
      return refusal('battlesystem.finishBaseFirst', 'BS-CAS-3', `${figureName} cannot go yet: the base of ${baseFigureName} has lost figures, and its figures go first`, { figureName, baseFigureName });
    }
    s = removeOne(s, s.flow.pendingCasualties!, id);
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
    s = removeOne(s, s.flow.pendingCasualties!, id);
    events.push({ type: 'battlesystem.casualty', ruleId: 'BS-CAS-1', figureIds: [id], params: { unitId: pending.unitId, figureName: figure.name } });
  }
  const left = s.flow.pendingCasualties!;
  const done = left.count <= 0 || removableRearFirst(s, left).length === 0;
  return { state: done ? nextDue(s) : { ...s, flow: { ...s.flow, pendingCasualties: left } }, events };
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

/** The side action: the rear-rank-first choice of all the casualties still due (each the first that may go next). */
export function removeCasualtiesSideActions(state: BsState, side: string): Action[] {
  const pending = state.flow.pendingCasualties;
  if (pending === null || pending.sideId !== side) return [];
  const ids: string[] = [];
  let s = state;
  for (let due = stillDue(state, pending); due > 0; due--) {
    const id = removableNext(s, s.flow.pendingCasualties!)[0];
    if (id === undefined) break;
    ids.push(id);
    s = removeOne(s, s.flow.pendingCasualties!, id);
  }
  return ids.length === 0 ? [] : [{ type: REMOVE_CASUALTIES, side, targetIds: ids }];
}
