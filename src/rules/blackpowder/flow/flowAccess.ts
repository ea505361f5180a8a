/**
 * Readers and writers of the black-powder flow (flow/bpTypes.ts), each pure: a new state out, the
 * input left alone. `bpActorsOf` is the one place the engine's `actors` is derived from the flow.
 */
import type { ActorTurn } from '../damage/actionTest';
import { FRESH_ACTOR_TURN } from '../damage/actionTest';
import type { BpFlow, BpState } from './bpTypes';

/** The side whose turn it is ('' only for a table with no sides). */
export const activeSideOf = (flow: Pick<BpFlow, 'order' | 'active'>): string => flow.order[flow.active] ?? '';

/** The sides other than the active one: those that may react in this turn (BP-REACT-1). */
export const reactingSidesOf = (flow: Pick<BpFlow, 'order' | 'active'>): string[] => {
  const active = activeSideOf(flow);
  return flow.order.filter((s) => s !== active);
};

/**
 * Who may act now: nobody once the game is over; while a saved hit waits (`pendingSave`), its owner; while a Close Order volley waits (`pendingPlacement`), the defender; while a move is pending, the other sides that have
 * not declined to react to it (BP-REACT-1: the handover passes the device) — the mover's side again
 * once all have; else the active side.
 */
export function bpActorsOf(state: Pick<BpState, 'flow' | 'outcome'>): string[] {
  if (state.outcome !== null) return [];
  const { flow } = state;
  // A saved hit waits for its owner's choice of comrade (BP-VOLLEY-5): only that side acts.
  const save = flow.pendingSave ?? null;
  if (save !== null) return [save.sideId];
  // A Close Order volley waits for the defender to place its hits (BP-VOLLEY-6).
  const placement = flow.pendingPlacement ?? null;
  if (placement !== null) return [placement.sideId];
  const pending = flow.pendingMove;
  if (pending !== null) {
    const asked = flow.order.filter((s) => s !== pending.sideId && !pending.passedSideIds.includes(s));
    if (asked.length > 0) return asked;
  }
  const active = activeSideOf(flow);
  return active === '' ? [] : [active];
}

/** The state with `actors` brought in line with its flow and outcome. */
export const withBpActors = (state: BpState): BpState => ({ ...state, actors: bpActorsOf(state) });

/** A side's AP now (0 for a side with none recorded). */
export const apOf = (flow: Pick<BpFlow, 'ap'>, sideId: string): number => flow.ap[sideId] ?? 0;

/** The flow with `sideId`'s AP set (never below 0). */
export const withAp = (flow: BpFlow, sideId: string, ap: number): BpFlow => ({ ...flow, ap: { ...flow.ap, [sideId]: Math.max(0, ap) } });

/** An actor's actions this turn (fresh when it has taken none). */
export const actorTurnOf = (flow: Pick<BpFlow, 'actorTurns'>, actorId: string): ActorTurn => flow.actorTurns[actorId] ?? FRESH_ACTOR_TURN;

/** The flow with an actor's turn record replaced. */
export const withActorTurn = (flow: BpFlow, actorId: string, turn: ActorTurn): BpFlow => ({ ...flow, actorTurns: { ...flow.actorTurns, [actorId]: turn } });

/** Whether a fighter or Group has already tried a reaction this enemy turn (BP-REACT-3). */
export const hasReacted = (flow: Pick<BpFlow, 'reacted'>, actorId: string): boolean => flow.reacted.includes(actorId);

/** The flow with these actors marked as having tried a reaction (each once). */
export const withReacted = (flow: BpFlow, actorIds: readonly string[]): BpFlow =>
  ({ ...flow, reacted: [...flow.reacted, ...actorIds.filter((id, i) => !flow.reacted.includes(id) && actorIds.indexOf(id) === i)] });
