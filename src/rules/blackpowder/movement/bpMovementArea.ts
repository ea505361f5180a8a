/**
 * `bpMovementArea(inputs)`: the reach of a fighter in one movement action as the engine's
 * `MovementArea` (engine/ruleset.ts), so the board can shade it — built as SBH builds its own:
 * 0.25″ cells aligned to the table's corner, each cell's CENTRE judged by `judgePath` (bpMovePath.ts:
 * the straight path from where the figure stands), the very rule `checkBpMove` reads, so the two
 * agree cell for cell. A cell is `sure` with costIn = path length + crossing costs (BP-GAP-04,
 * BP-OBST-1..3; riders barred by level 2/3, everyone by impassable pieces); one layer per surface
 * the centre stands on (the table first, then raised tops from low to high). `units: 'inAndCm'`:
 * the ruleset is written in cm (issue 15: every readout shows cm).
 *
 * A charge's area is its REACH (where the charger could get to), without the base-contact
 * condition: the check adds that (moveAllowance.ts' contract). Null when the fighter may not move
 * in that mode (a Suppressed fighter running) or is not on the table. ≈ 15 ms for a running rider
 * (15.7″ reach, ~12,000 cells) under vitest; cached for the last six scenarios. Independent of the flow's
 * types: it takes the scenario, the figure, its flags and the options.
 */
import { recentCache } from '../../../engine/kit/memo';
import { gridWindowAround, surfaceLayers } from '../../../engine/movementAreaBuild';
import type { Scenario } from '../../../engine/model';
import type { MovementArea } from '../../../engine/ruleset';
import { REACH } from '../../../engine/ruleset';
import type { BpMoveContext, BpMoveInputs } from './bpMovePath';
import { COST_EPS_IN, judgePath, moveContext } from './bpMovePath';

/** Cell edge, inches: a quarter inch, aligned to the table's corner (as SBH's and LOTOW's grids). */
export const BP_CELL_IN = 0.25;

/** The table-aligned cell holding a point: its column, row and centre (inches). */
export function tableCellOf(p: { x: number; y: number }): { col: number; row: number; centre: { x: number; y: number } } {
  const col = Math.floor(p.x / BP_CELL_IN);
  const row = Math.floor(p.y / BP_CELL_IN);
  return { col, row, centre: { x: (col + 0.5) * BP_CELL_IN, y: (row + 0.5) * BP_CELL_IN } };
}

/** Areas for the last few scenarios (engine/kit/memo.ts: not a WeakMap, which would keep one per undo step). */
const recent = recentCache<Scenario, MovementArea | null>(6);

/** Everything besides the scenario an area depends on, as a cache key. */
function innerKey(q: BpMoveInputs): string {
  const o = q.options;
  return [q.figureId, q.mode, q.flags.suppressed, q.flags.horseWounded, q.runningCharge === true, o.moveIn, o.levelOneCrossIn,
    o.suppressedCrawlIn, o.cavalryMoveMultiplier, o.obstacleLevels.level2In, o.obstacleLevels.level3In].join('|');
}

/** The reach area (cached for the last few scenarios), or null when the fighter may not move so. */
export function bpMovementArea(inputs: BpMoveInputs): MovementArea | null {
  const key = innerKey(inputs);
  const hit = recent.get(inputs.scenario, key);
  if (hit !== undefined) return hit;
  const ctx = moveContext(inputs);
  const area = ctx === undefined || !ctx.ok ? null : buildArea(ctx);
  recent.set(inputs.scenario, key, area);
  return area;
}

function buildArea(ctx: BpMoveContext): MovementArea {
  const { figure, scenario, allowance } = ctx;
  const radius = allowance.allowanceIn + BP_CELL_IN;
  const { gx0, gy0, cols, rows } = gridWindowAround(scenario.table, BP_CELL_IN, figure, radius);
  const n = cols * rows;
  const { layerOf, layers } = surfaceLayers(n, scenario.terrain);
  const reach2 = (allowance.allowanceIn + COST_EPS_IN) ** 2;
  for (let r = 0; r < rows; r++) {
    const y = (gy0 + r + 0.5) * BP_CELL_IN;
    for (let c = 0; c < cols; c++) {
      const x = (gx0 + c + 0.5) * BP_CELL_IN;
      // The cost is at least the straight length: cells beyond the allowance need no judging.
      if ((x - figure.x) ** 2 + (y - figure.y) ** 2 > reach2) continue;
      const v = judgePath(ctx, [{ x, y }], false);
      if (!v.ok) continue;
      const l = layerOf(v.surfaceId);
      const i = r * cols + c;
      l.tiers[i] = REACH.sure;
      l.costIn[i] = v.costIn;
    }
  }
  const out = layers();
  return {
    figureId: figure.id, allowanceIn: allowance.allowanceIn, usedIn: 0, cellIn: BP_CELL_IN,
    originXIn: gx0 * BP_CELL_IN, originYIn: gy0 * BP_CELL_IN, cols, rows, layers: out, units: 'inAndCm',
  };
}
