/**
 * The running status (BP-GAP-06, option `runningUntil`): a fighter or Group that used Run counts as
 * running (BP-SHOOT-REROLL-1: fire at it rerolls 5s and 6s) until
 *   - `nextActivation` (house rule, default): it next activates — its first action in a later turn
 *     of its side (`expireRunningOnActivation`, for the action that starts it);
 *   - `endOfOwnTurn`: the end of its own side's turn (so only reaction fire during that turn sees it).
 * The mark is kept on each running figure (a Group's members each carry it: fire is at a figure).
 * DECISION: with `nextActivation`, a runner that does not act at all in its side's next turn stops
 * counting as running when that turn ends: it has stood still a whole turn.
 */
import type { BpFigState, BpState } from './bpTypes';
import { bpFigStateOf } from './bpTypes';
import { optionsOf } from '../profile/bpOptions';

/** Whether the figure counts as running now. */
export const isRunning = (state: Pick<BpState, 'figureState'>, figureId: string): boolean => bpFigStateOf(state, figureId).running !== null;

/** The state with these figures marked running from this round, by the game's `runningUntil`. */
export function markRunning(state: BpState, figureIds: readonly string[]): BpState {
  const mark = { round: state.flow.round, until: optionsOf(state).runningUntil };
  const figureState = { ...state.figureState };
  for (const id of figureIds) figureState[id] = { ...bpFigStateOf(state, id), running: mark };
  return { ...state, figureState };
}

function clearWhere(state: BpState, ids: readonly string[], ends: (fs: BpFigState) => boolean): BpState {
  let figureState: Record<string, BpFigState> | null = null;
  for (const id of ids) {
    const fs = state.figureState[id];
    if (fs === undefined || fs.running === null || !ends(fs)) continue;
    figureState ??= { ...state.figureState };
    figureState[id] = { ...fs, running: null };
  }
  return figureState === null ? state : { ...state, figureState };
}

/**
 * An actor of the active side takes an action: its figures' running marks from an earlier round
 * (it ran in an earlier turn) end. A mark from this round was made in this very turn and stays.
 */
export const expireRunningOnActivation = (state: BpState, figureIds: readonly string[]): BpState =>
  clearWhere(state, figureIds, (fs) => fs.running !== null && fs.running.until === 'nextActivation' && fs.running.round < state.flow.round);

/** `sideId`'s turn ends: its `endOfOwnTurn` marks end, and `nextActivation` marks from an earlier round (DECISION above). */
export function expireRunningAtTurnEnd(state: BpState, sideId: string): BpState {
  const ids = [...state.scenario.figures.filter((f) => f.side === sideId).map((f) => f.id), ...(state.scenario.units ?? []).filter((u) => u.side === sideId).map((u) => u.id)];
  return clearWhere(state, ids, (fs) => fs.running !== null && (fs.running.until === 'endOfOwnTurn' || fs.running.round < state.flow.round));
}
