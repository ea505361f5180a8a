/**
 * `lotowMovementArea(state, figureId)`: where the figure's base centre may end a move now, as the
 * engine's MovementArea (one layer per surface: the table, each hill and each level it can reach),
 * for `Ruleset.movementArea`. Null outside the Move phase and when it may not move
 * (moveBlockedReason). Cached for recent states.
 */
import type { MovementArea, MovementLayer } from '../../../engine/ruleset';
import * as ruleset from '../../../engine/ruleset';
import { terrainTopIn } from '../../../los/terrain';
import type { LotowState } from '../lotowTypes';
import { moveBlockedReason } from './moveBlocked';
import { recentCache } from '../../../engine/kit/memo';
import * as grid from './moveGrid';
import * as reach from './nodeReach';
import { cellFarCostIn } from './moveEnd';
import { reachFieldOf } from './reachField';

// Vitest (and the bench) turn every read of an imported name into a getter call; the hot loops read
// these local copies instead (see src/los/losRayCast.ts).
const { REACH } = ruleset;
const { CELL_IN, EPS_IN, HALF_DIAG_IN } = grid;
const { nodeTierOfCosts } = reach;
import type { ReachField } from './reachTypes';

const cache = recentCache<LotowState, { area: MovementArea | null }>(8);

export function lotowMovementArea(state: LotowState, figureId: string): MovementArea | null {
  // Moves belong to the Move phase (the router refuses them elsewhere): no area to shade then.
  if (state.flow.phase !== 'move') return null;
  const hit = cache.get(state, figureId);
  if (hit !== undefined) return hit.area;
  const area = moveBlockedReason(state, figureId) === null ? areaOfField(reachFieldOf(state, figureId)!) : null;
  cache.set(state, figureId, { area });
  return area;
}

/** The board's view of a reach field. */
export function areaOfField(f: ReachField): MovementArea {
  const { W, cols } = f;
  const pieces = f.field.roles.pieces;
  // Output layer per surface: index 0 the table, then pieces by their index + 1.
  const byPiece = new Map<number, { tiers: Uint8Array; costIn: Float32Array }>();
  const layerOf = (piece: number) => {
    let l = byPiece.get(piece);
    if (l === undefined) {
      l = { tiers: new Uint8Array(W), costIn: new Float32Array(W).fill(Infinity) };
      byPiece.set(piece, l);
    }
    return l;
  };
  layerOf(-1);
  if (f.figure.standsOn !== null) layerOf(pieces.findIndex((p) => p.id === f.figure.standsOn));
  const surface = f.field.surface;
  const gridCols = f.field.gridCols;
  const scratch = { costIn: Infinity };
  const lim = f.remainingIn;
  // Most nodes of the window are out of reach by every route: skipped before the rule is asked
  // (nodeTier answers none for them too, by the same test).
  const limE = lim + EPS_IN;
  const exact = f.options.movePathLength;
  const sureCost = f.sure.cost;
  const anyCost = f.any.cost;
  const fallCost = f.fallCost;
  const { rows, slotLayer } = f;
  const levels = f.field.levels;
  const gx0 = f.win.gx0;
  const gy0 = f.win.gy0;
  let lastPiece = -2;
  let lastLayer: { tiers: Uint8Array; costIn: Float32Array } | undefined;
  // Node by node in order (node = slot · W + row · cols + col), by slot, row and column so no node
  // needs dividing back into them.
  for (let slot = 0, node = 0; slot < slotLayer.length; slot++) {
    const slotPiece = slot > 0 ? levels[slotLayer[slot]! - 1]!.pieceIndex : -1;
    for (let row = 0, cell = 0; row < rows; row++) {
      const surfaceRow = (gy0 + row) * gridCols + gx0;
      for (let col = 0; col < cols; col++, cell++, node++) {
        const s = sureCost[node]!;
        const a = anyCost[node]!;
        const fall = fallCost[node]!;
        if (s > limE && a > limE && fall > limE) continue;
        // nodeTier is the rule (the same one check and resolve read), here given the costs read above.
        let tier = nodeTierOfCosts(f, node, limE, s, a, fall, scratch);
        if (tier === REACH.none) continue;
        // Where drops are priced exactly (moveEnd.ts), a cell is shaded only when its farthest point
        // is within reach too, so every drop in a shaded cell is accepted (issue 13, bug 3).
        // (A terminal end — a climb the allowance cannot finish, a climb into combat — is its cell's, not a point's.)
        if (exact && tier !== REACH.fall && scratch.costIn > limE - HALF_DIAG_IN * 4 && (tier === REACH.sure ? f.sure : f.any).terminal[node] === 0) {
          if (tier === REACH.sure && cellFarCostIn(f, f.sure, node, s) > limE) {
            tier = a <= limE && cellFarCostIn(f, f.any, node, a) <= limE ? REACH.afterTest : REACH.none;
            scratch.costIn = a;
          } else if (tier === REACH.afterTest && cellFarCostIn(f, f.any, node, a) > limE) tier = REACH.none;
          if (tier === REACH.none) continue;
        }
        const piece = slot > 0 ? slotPiece : surface[surfaceRow + col]!;
        // Neighbouring cells mostly share a surface: the last layer is kept at hand.
        if (piece !== lastPiece) {
          lastPiece = piece;
          lastLayer = layerOf(piece);
        }
        const l = lastLayer!;
        l.tiers[cell] = tier;
        l.costIn[cell] = scratch.costIn;
      }
    }
  }
  // The table first, then the surfaces from low to high (MovementArea's contract): a drop where
  // layers overlap ends on the highest that reaches it (engine/movementArea.ts destinationSurface).
  // The map's order is the figure's own surface first, then the terrain's: not heights (issue 13, bug 9).
  const topOf = (piece: number): number => (piece < 0 ? -Infinity : terrainTopIn(pieces[piece]!));
  const out: MovementLayer[] = [...byPiece.entries()]
    .sort(([a], [b]) => topOf(a) - topOf(b))
    .map(([piece, l]) => ({ surfaceId: piece < 0 ? null : pieces[piece]!.id, tiers: l.tiers, costIn: l.costIn }));
  return {
    figureId: f.figure.id,
    allowanceIn: Math.min(f.mover.allowanceIn, f.mover.crawlMaxIn),
    usedIn: f.figState.movedIn,
    cellIn: CELL_IN,
    originXIn: f.win.gx0 * CELL_IN,
    originYIn: f.win.gy0 * CELL_IN,
    cols: f.cols,
    rows: f.rows,
    layers: out,
  };
}

/** The tier of the area's cell under (x, y) on a surface (0 when outside the area or its layers). */
export function areaTierAt(area: MovementArea, surfaceId: string | null, x: number, y: number): number {
  const layer = area.layers.find((l) => l.surfaceId === surfaceId);
  if (layer === undefined) return REACH.none;
  // The same arithmetic as surfaceNode.ts nodeAt: whole cells from the table's corner.
  const c = Math.floor(x / area.cellIn) - Math.round(area.originXIn / area.cellIn);
  const r = Math.floor(y / area.cellIn) - Math.round(area.originYIn / area.cellIn);
  if (c < 0 || r < 0 || c >= area.cols || r >= area.rows) return REACH.none;
  return layer.tiers[r * area.cols + c] ?? REACH.none;
}
