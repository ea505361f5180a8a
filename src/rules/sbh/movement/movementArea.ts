/**
 * `sbhMovementArea(state, figureId)` (Ruleset.movementArea): the cells the activated figure's base
 * centre may be dropped in with ONE straight move — each cell's centre judged by `judgeMove`, the
 * very rule `check` and `resolve` read, so the board's shading, its refused drops and the rules
 * agree cell for cell. A cell is `sure` with costIn = the centre's travel (to the contact point for
 * a charge); one layer per surface the drop lands on (the table, then hills' tops, low to high).
 *
 * Null outside an activation of that figure, with no action left, while a charge waits for its
 * answer, for a fallen or bound figure, and for one in base contact with an enemy (it may only
 * break away: the `breakAway` action). Cached for the last few states.
 */
import { cellIndexAt, destinationSurface } from '../../../engine/movementArea';
import { gridWindowAround, surfaceLayers } from '../../../engine/movementAreaBuild';
import type { MovementArea } from '../../../engine/ruleset';
import { REACH } from '../../../engine/ruleset';
import type { Vec2 } from '../../../geometry/point';
import type { SbhState } from '../sbhTypes';
import { figStateOf } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { CHARGE_SNAP_IN, enemiesInContact, moveContext, reachLengthIn, STICK_EPS_IN } from './moveModel';

/** Cell edge, inches: a quarter inch, aligned to the table's corner (as LOTOW's grid). */
export const SBH_CELL_IN = 0.25;

/** Why the figure has no area now (null: it has one). */
export function noAreaWhy(state: SbhState, figureId: string): 'notActivated' | 'noActions' | 'reaction' | 'fallen' | 'bound' | 'inMelee' | 'gone' | null {
  if (figureOf(state, figureId) === undefined) return 'gone';
  const act = state.flow.activation;
  if (act === null || act.figureId !== figureId) return 'notActivated';
  if (act.actionsLeft < 1) return 'noActions';
  if (state.flow.pendingReaction !== null) return 'reaction';
  const fs = figStateOf(state, figureId);
  if (fs.bound) return 'bound';
  if (fs.fallen) return 'fallen';
  if (enemiesInContact(state, figureId).length > 0) return 'inMelee';
  return null;
}

const RECENT = 6;
const recent: { state: SbhState; figureId: string; area: MovementArea | null }[] = [];

export function sbhMovementArea(state: SbhState, figureId: string): MovementArea | null {
  const hit = recent.find((r) => r.state === state && r.figureId === figureId);
  if (hit !== undefined) return hit.area;
  const area = noAreaWhy(state, figureId) === null ? buildArea(state, figureId) : null;
  recent.unshift({ state, figureId, area });
  if (recent.length > RECENT) recent.length = RECENT;
  return area;
}

function buildArea(state: SbhState, figureId: string): MovementArea {
  const figure = figureOf(state, figureId)!;
  const ctx = moveContext(state, figure, 'move');
  let enemyReach = 0;
  for (const o of ctx.others) if (o.enemy) enemyReach = Math.max(enemyReach, o.reachIn);
  // Drops beyond the stick can still be charges: over an enemy whose near edge is within it.
  const radius = ctx.stickIn + (enemyReach > 0 ? ctx.reachIn + 2 * enemyReach + CHARGE_SNAP_IN : 0) + SBH_CELL_IN;
  const { gx0, gy0, cols, rows } = gridWindowAround(state.scenario.table, SBH_CELL_IN, figure, radius);
  const n = cols * rows;
  const enemies = ctx.others.filter((o) => o.enemy && !o.startContact);
  const { layerOf, layers } = surfaceLayers(n, state.scenario.terrain);
  const reach2 = (ctx.stickIn + STICK_EPS_IN) ** 2;
  const over = { surface: null as string | null };
  for (let r = 0; r < rows; r++) {
    const y = (gy0 + r + 0.5) * SBH_CELL_IN;
    for (let c = 0; c < cols; c++) {
      const x = (gx0 + c + 0.5) * SBH_CELL_IN;
      const dx = x - figure.x;
      const dy = y - figure.y;
      if (dx * dx + dy * dy > reach2) {
        // Beyond the stick: only a drop on or next to an enemy (a charge) can be in reach.
        let near = false;
        for (const o of enemies) {
          if (Math.hypot(o.centre.x - x, o.centre.y - y) <= ctx.reachIn + o.reachIn + CHARGE_SNAP_IN) { near = true; break; }
        }
        if (!near) continue;
      }
      const lengthIn = reachLengthIn(ctx, x, y, over);
      if (lengthIn < 0) continue;
      const l = layerOf(over.surface);
      const i = r * cols + c;
      l.tiers[i] = REACH.sure;
      l.costIn[i] = lengthIn;
    }
  }
  const out = layers();
  return {
    figureId, allowanceIn: ctx.stickIn, usedIn: 0, cellIn: SBH_CELL_IN,
    originXIn: gx0 * SBH_CELL_IN, originYIn: gy0 * SBH_CELL_IN, cols, rows, layers: out,
    // SBH's sticks are written in cm (SBH-GAP-04): the drag readout shows both.
    units: 'inAndCm',
  };
}

/** The cell of the area under `point` on `surfaceId`: sure or not. */
export function areaReaches(area: MovementArea, surfaceId: string | null, point: Vec2): boolean {
  const layer = area.layers.find((l) => l.surfaceId === surfaceId);
  const i = cellIndexAt(area, point);
  return layer !== undefined && i >= 0 && layer.tiers[i] === REACH.sure;
}

/** The surface a drop at `point` lands on as the board reads the area (the highest layer reaching it), else `fallback`. */
export const areaSurfaceAt = (area: MovementArea, point: Vec2, fallback: string | null): string | null => destinationSurface(area, point, fallback);
