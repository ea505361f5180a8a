/**
 * The board's choice of the point of a reaction (BP-REACT-1; engine/ruleset.ts `PathChoice`):
 * `bpPathChoice(state, pieceId)` for a reactor that may react now — the mover its first loaded
 * member can fire at first (earliest run start; ties: the pending move's order), that mover's path,
 * the fire runs from `reactedAtIn` on, and the react action without `alongIn` (the board sets it).
 * Null when the reactor has no run on any mover. A pick inside a run passes the react check (the
 * runs and the check read the same sight and bands; reactChoice.test.ts samples it).
 */
import type { PathChoice } from '../../../engine/ruleset';
import type { BpState } from '../flow/bpTypes';
import { pieceOf } from '../../../engine/pieces';
import { reactAction } from './reactFamily';
import { reactorRuns } from './reactRuns';

export function bpPathChoice(state: BpState, pieceId: string): PathChoice | null {
  const all = reactorRuns(state, pieceId).filter((m) => m.runs.length > 0);
  if (all.length === 0) return null;
  const best = all.reduce((a, b) => (b.runs[0]!.fromIn < a.runs[0]!.fromIn ? b : a));
  const reactor = pieceOf(state.scenario, pieceId);
  const mover = pieceOf(state.scenario, best.moverId);
  return {
    moverId: best.moverId, path: best.path, runs: best.runs,
    action: reactAction(reactor?.side ?? '', pieceId, best.moverId), alongParam: 'alongIn',
    labelKey: 'blackpowder.reaction.choose', params: { actorFigureId: pieceId, actorName: reactor?.name ?? pieceId, moverFigureId: best.moverId, moverName: mover?.name ?? best.moverId },
  };
}
