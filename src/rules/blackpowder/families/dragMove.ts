/**
 * What a drag on the board stands for (the ruleset's `dragMove`, engine/ruleset.ts): the board sends
 * a plain `move` — a figure's path, or a Group's tray manoeuvre — and the rules say which movement
 * action it is, so a player moves, runs, crawls and charges by dragging (BP-GAP-04, -06, -11):
 *   - the moving figure (a Group's Leader) is Suppressed → `crawl` (its only move, BP-GAP-11);
 *   - the drop brings its base within CHARGE_SNAP_IN of an enemy in action → `charge` at that enemy,
 *     the last leg snapped to where the bases first touch (movement/chargeEnd.ts); at a run
 *     (`runningCharge`) when a Move does not reach — the charge's own refusal when neither does;
 *   - a Move reaches the drop → `move` (unchanged);
 *   - only a Run does → `run`; neither: the Run when the Move was too short (its refusal names the
 *     Run's limit), else the move (its refusal says why).
 * Every result is an ordinary action its family checks; nothing here changes what an action in a
 * saved game means (a `move` stays a move). Pure; inches.
 */
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Action } from '../../../engine/state';
import { footprintDistanceToFootprint } from '../../../geometry/footprintDistance';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { isInAction } from '../flow/inAction';
import { actorFigureIds } from '../groups/bpGroup';
import { actorSideOf } from './actionSpend';
import { chargeEndToward } from '../movement';
import { planMove, referenceOf } from './moveFamily';
import { referencePath } from './movePath';

/** A drop whose base comes this near an enemy's (edge to edge, inches; overlapping counts) is a charge at it. */
export const CHARGE_SNAP_IN = 0.5;

const refused = (p: ReturnType<typeof planMove>): boolean => 'reasonKey' in p;

export function bpDragMove(state: BpState, move: Action): Action {
  if (move.type !== 'move') return move;
  const actorId = move.figureId ?? '';
  const figureIds = actorFigureIds(state, actorId);
  if (figureIds.length === 0) return move;
  const refId = referenceOf(state, actorId, figureIds);
  if (bpFigStateOf(state, refId).suppressed) return { ...move, type: 'crawl' };
  const ref = state.scenario.figures.find((f) => f.id === refId);
  const read = referencePath(state, move, refId);
  if (ref === undefined || !read.ok) return move;
  const end = read.path[read.path.length - 1]!;
  const side = actorSideOf(state, actorId);
  const endFp = figureFootprint(ref, end);
  let enemy: { id: string; gap: number } | null = null;
  for (const f of state.scenario.figures) {
    if (f.side === side || !isInAction(state, f.id)) continue;
    const gap = footprintDistanceToFootprint(endFp, figureFootprint(f));
    if (gap <= CHARGE_SNAP_IN && (enemy === null || gap < enemy.gap)) enemy = { id: f.id, gap };
  }
  if (enemy !== null) {
    const target = state.scenario.figures.find((f) => f.id === enemy!.id)!;
    const from = read.path.length > 1 ? read.path[read.path.length - 2]! : { x: ref.x, y: ref.y };
    const contact = chargeEndToward({ ...ref, x: from.x, y: from.y }, target);
    if (contact !== null) {
      const path = [...read.path.slice(0, -1), contact];
      const charge: Action = { type: 'charge', side: move.side, figureId: actorId, targetIds: [target.id], params: { path: path.map((p) => ({ x: p.x, y: p.y })), targetId: target.id } };
      if (!refused(planMove(state, charge))) return charge;
      const atRun: Action = { ...charge, params: { ...charge.params, runningCharge: true } };
      return refused(planMove(state, atRun)) ? charge : atRun;
    }
  }
  const plain = planMove(state, move);
  if (!refused(plain)) return move;
  const run: Action = { ...move, type: 'run' };
  const atRun = planMove(state, run);
  return !refused(atRun) || ('reasonKey' in plain && plain.reasonKey === 'blackpowder.move.tooFar') ? run : move;
}
