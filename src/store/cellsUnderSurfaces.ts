/**
 * Which cells of the movement area a drop ends *under* a raised surface in — the street under a
 * balcony the figure cannot reach this move: the board marks them (board/drawReach.ts `underShapes`)
 * so the shading never reads as the balcony being in reach, and the drag label says "under …"
 * (dragSurfaceSelectors.ts). A cell counts when the layer a drop there ends on (engine
 * `dropLayerOfCells`) is below a standable piece floating over the cell's centre (issue 13, bug 9).
 *
 * Cost: one pass over each raised piece's bounding box in cells, once per area object.
 */
import { standingElevationIn } from '../engine/figureGeometry';
import type { Scenario } from '../engine/model';
import type { MovementArea } from '../engine/ruleset';
import { dropLayerOfCells } from '../engine/movementArea';
import { polygonBounds, polygonContainsPoint } from '../geometry/polygon';
import { memoLast } from './memoLast';
import { selectMovementArea } from './movementSelectors';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

/** Slack for comparing heights, inches. */
const EPS_IN = 1e-6;

/** 1 where a drop in the cell ends under a raised standable piece, 0 elsewhere (one entry per cell). */
export function cellsUnderSurfaces(area: MovementArea, scenario: Scenario): Uint8Array {
  const { cols, rows, cellIn, originXIn: ox, originYIn: oy } = area;
  const out = new Uint8Array(cols * rows);
  const raised = scenario.terrain.filter((p) => p.standableTop && p.elevationIn > EPS_IN);
  if (raised.length === 0) return out;
  const drop = dropLayerOfCells(area);
  const tops = area.layers.map((l) => standingElevationIn(scenario, l.surfaceId));
  for (const piece of raised) {
    const b = polygonBounds(piece.footprint);
    const c0 = Math.max(0, Math.floor((b.minX - ox) / cellIn)), c1 = Math.min(cols - 1, Math.floor((b.maxX - ox) / cellIn));
    const r0 = Math.max(0, Math.floor((b.minY - oy) / cellIn)), r1 = Math.min(rows - 1, Math.floor((b.maxY - oy) / cellIn));
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const i = r * cols + c;
        const li = drop[i]!;
        if (li < 0 || out[i] === 1 || area.layers[li]!.surfaceId === piece.id || piece.elevationIn <= tops[li]! + EPS_IN) continue;
        if (polygonContainsPoint(piece.footprint, { x: ox + (c + 0.5) * cellIn, y: oy + (r + 0.5) * cellIn })) out[i] = 1;
      }
    }
  }
  return out;
}

const memo = memoLast(cellsUnderSurfaces);

/** The cells of the shown area where a drop ends under a raised surface; null with no area. The same array until the area changes. */
export function selectCellsUnderSurfaces(state: StoreState): Uint8Array | null {
  const area = selectMovementArea(state);
  const scenario = selectScenario(state);
  return area === null || scenario === null ? null : memo(area, scenario);
}
