/**
 * Where a reactor may fire along the pending move (BP-REACT-1): for its first loaded member and
 * each mover, the fire runs of reaction/pathVisibility.ts (sight and range with the game's bands,
 * BP-REACT-5 against a charger of the reactor), clipped to at or beyond `reactedAtIn`. For the
 * react family's candidates and the board's PathChoice (reactChoice.ts). Inches. Empty when the
 * reactor may not react now (no move pending, its side not asked, nothing loaded, BP-REACT-2/3).
 */
import type { Vec2 } from '../../../geometry/point';
import { checkReaction } from '../damage/reactionTest';
import type { BpState } from '../flow/bpTypes';
import { apOf } from '../flow/flowAccess';
import { actorFigureIds, sideActorIds } from '../groups/bpGroup';
import type { PathRun } from '../reaction/pathRuns';
import { pathVisibility } from '../reaction/pathVisibility';
import { reactionWeaponOf } from '../reaction/reactionWeapon';
import { fireRangeAt, fireScene } from './fireTerms';
import { sidesStillAsked } from './pendingMove';
import { chargedIdsOf, loadedMembers } from './reactionAftermath';

export interface MoverRuns {
  readonly moverId: string;
  /** The mover's own path, start first, inches. */
  readonly path: readonly Vec2[];
  readonly runs: readonly PathRun[];
}

/** Each mover's fire runs for this reactor (movers in the pending move's order), or [] when it may not react. */
export function reactorRuns(state: BpState, reactorId: string): MoverRuns[] {
  const pending = state.flow.pendingMove;
  if (pending === null) return [];
  const side = sidesStillAsked(state, pending).find((s) => sideActorIds(state, s).includes(reactorId));
  if (side === undefined) return [];
  if (checkReaction({ actorId: reactorId, figureIds: actorFigureIds(state, reactorId), apLeft: apOf(state.flow, side), triedThisTurn: state.flow.reacted }) !== null) return [];
  const shooter = state.scenario.figures.find((f) => f.id === loadedMembers(state, reactorId)[0]);
  const weapon = shooter === undefined ? null : reactionWeaponOf(shooter);
  if (shooter === undefined || weapon === null) return [];
  const charged = chargedIdsOf(state, pending);
  const charging = charged.includes(reactorId) || actorFigureIds(state, reactorId).some((id) => charged.includes(id));
  const fromIn = pending.reactedAtIn ?? 0;
  const scene = fireScene(state);
  const out: MoverRuns[] = [];
  for (const [moverId, path] of Object.entries(pending.memberPaths)) {
    const mover = state.scenario.figures.find((f) => f.id === moverId);
    if (mover === undefined || path.length === 0) continue;
    const v = pathVisibility({
      scenario: state.scenario, shooter, mover, start: path[0]!, path: path.slice(1), weapon, moverCharging: charging, scene,
      rangeAt: (d, c) => fireRangeAt(state, shooter, d, c) ?? { inRange: false, band: 'outOfRange', maxIn: 0, ruleId: 'BP-GAP-05' },
    });
    const runs = v.fireRuns.filter((r) => r.toIn >= fromIn).map((r) => ({ fromIn: Math.max(r.fromIn, fromIn), toIn: r.toIn }));
    out.push({ moverId, path, runs });
  }
  return out;
}
