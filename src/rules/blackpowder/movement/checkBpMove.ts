/**
 * `checkBpMove(inputs, path)`: the verdict on one black-powder movement action, agreeing with
 * `bpMovementArea` (same inputs) cell for cell.
 *
 * - A direct drop (`path` is one point, not a charge) is judged by its CELL, as the area shades it:
 *   the straight path to the cell's centre (bpMovePath.ts `judgePath`). Refused → that refusal (its
 *   numbers are the centre's). Accepted → the move ends at the drop itself when the straight path
 *   there passes the rule too and stands on the cell's surface, else at the cell's centre (as SBH: every drop in a shaded cell is
 *   accepted, none outside one).
 * - A path with waypoints (a route round a wall) and a charge (which must end in base contact: an
 *   exact point) are judged exactly; the area is the reach of a straight move, so a routed path may
 *   reach cells the area leaves out — never the reverse for a straight one.
 * Refusals name the rule ID, and a too-long move carries its numbers in inches AND cm
 * (`lengthIn`/`lengthCm`, `crossIn`/`crossCm`, `costIn`/`costCm`, `maxIn`/`maxCm`).
 */
import type { Vec2 } from '../../../geometry/point';
import type { BpMoveInputs, PathVerdict } from './bpMovePath';
import { judgePath, moveContext } from './bpMovePath';
import { tableCellOf } from './bpMovementArea';
import type { Refused } from './moveRefusals';
import { noPath, unknownFigure } from './moveRefusals';

export function checkBpMove(inputs: BpMoveInputs, path: readonly Vec2[]): PathVerdict | Refused {
  const ctx = moveContext(inputs);
  if (ctx === undefined) return unknownFigure(inputs.figureId);
  if (!ctx.ok) return ctx;
  if (path.length === 0) return noPath();
  if (path.length > 1 || ctx.allowance.mustEndInContact) return judgePath(ctx, path);
  const drop = path[0]!;
  const cell = judgePath(ctx, [tableCellOf(drop).centre]);
  if (!cell.ok) return cell;
  const exact = judgePath(ctx, [drop]);
  return exact.ok && exact.surfaceId === cell.surfaceId ? exact : cell;
}
