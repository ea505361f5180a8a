/**
 * The reach the board shades for a fighter on its feet: where a Move takes it (`sure`) and, beyond,
 * where only a Run does (`REACH.run`: the fighter then counts as running, BP-GAP-06) — one area, so a
 * player sees both before the drag and the drop past the Move becomes a run (families/dragMove.ts).
 * Both areas are bpMovementArea's, on grids aligned to the table's corner with the same cell, so a
 * cell of the Move's area is a cell of the Run's (whose window holds it). A cell a Move reaches is
 * `sure` on its own surface's layer, with the Move's cost; the Run's other cells are `run`.
 * Pure; inches.
 */
import type { MovementArea, MovementLayer } from '../../../engine/ruleset';
import { REACH } from '../../../engine/ruleset';

export function mergeRunReach(move: MovementArea | null, run: MovementArea | null): MovementArea | null {
  if (run === null) return move;
  const layers: MovementLayer[] = run.layers.map((l) => {
    const tiers = new Uint8Array(l.tiers.length);
    for (let i = 0; i < tiers.length; i++) if (l.tiers[i] !== REACH.none) tiers[i] = REACH.run;
    return { surfaceId: l.surfaceId, tiers, costIn: Float32Array.from(l.costIn) };
  });
  if (move !== null) {
    const dc = Math.round((move.originXIn - run.originXIn) / run.cellIn);
    const dr = Math.round((move.originYIn - run.originYIn) / run.cellIn);
    for (const ml of move.layers) {
      let target = layers.find((l) => l.surfaceId === ml.surfaceId);
      if (target === undefined) {
        target = { surfaceId: ml.surfaceId, tiers: new Uint8Array(run.cols * run.rows), costIn: new Float32Array(run.cols * run.rows).fill(Infinity) };
        layers.push(target);
      }
      for (let r = 0; r < move.rows; r++) {
        for (let c = 0; c < move.cols; c++) {
          const i = r * move.cols + c;
          if (ml.tiers[i] !== REACH.sure) continue;
          const rc = c + dc;
          const rr = r + dr;
          if (rc < 0 || rr < 0 || rc >= run.cols || rr >= run.rows) continue;
          const j = rr * run.cols + rc;
          target.tiers[j] = REACH.sure;
          target.costIn[j] = ml.costIn[i]!;
        }
      }
    }
  }
  return { ...run, layers };
}
