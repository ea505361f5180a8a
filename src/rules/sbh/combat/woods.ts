/**
 * The woods geometry of SBH-WOOD-2..5, as the SBH-GAP-13 house rule defines it:
 *   - a wood is a terrain piece of kind `woods` whose sight is `area` (seen through, measured);
 *   - a figure is IN a wood when its base centre is inside the wood's polygon;
 *   - it TOUCHES THE EDGE when its base comes within 1 mm of the wood's boundary: for a round base,
 *     (distance from the centre to the boundary) ≤ radius + 1 mm (0.03937″); for an oval or a
 *     rectangular base, the base outline within 1 mm of the boundary.
 * Pure plan geometry, inches.
 */
import type { Vec2 } from '../../../geometry/point';
import { pointDistanceToPolygonBoundary, polygonDistanceToPolygon } from '../../../geometry/footprintDistance';
import { polygonContainsPoint } from '../../../geometry/polygon';
import { segmentDistanceToSegment } from '../../../geometry/segment';
import { mmToInches } from '../../../geometry/units';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure, Scenario } from '../../../engine/model';
import type { TerrainPiece } from '../../../los/terrain';

/** 1 mm in inches: the slack of "touching the edge" (SBH-GAP-13). */
export const WOOD_EDGE_SLACK_IN = mmToInches(1);

export const isWood = (piece: TerrainPiece): boolean => piece.kind === 'woods' && piece.sight === 'area';

export const woodsOf = (scenario: Scenario): TerrainPiece[] => scenario.terrain.filter(isWood);

const centre = (f: Figure): Vec2 => ({ x: f.x, y: f.y });

/** Whether the figure's base centre is inside this wood. */
export const figureInWood = (figure: Figure, wood: TerrainPiece): boolean => polygonContainsPoint(wood.footprint, centre(figure));

/** The woods the figure is in (its base centre inside). */
export const woodsContaining = (scenario: Scenario, figure: Figure): TerrainPiece[] => woodsOf(scenario).filter((w) => figureInWood(figure, w));

/** Distance from the base outline to the wood's boundary, inches (0 when the outline crosses it). */
function baseDistanceToBoundary(figure: Figure, wood: TerrainPiece): number {
  const fp = figureFootprint(figure);
  if (fp.kind === 'circle') return Math.max(0, pointDistanceToPolygonBoundary(fp.center, wood.footprint) - fp.radiusIn);
  const pts = fp.points;
  const poly = wood.footprint;
  // The base is inside the wood here, so polygon–polygon distance would be 0: measure edge to edge.
  if (polygonDistanceToPolygon(pts, poly) > 0) return polygonDistanceToPolygon(pts, poly);
  let best = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    for (let k = 0, m = poly.length - 1; k < poly.length; m = k++) {
      best = Math.min(best, segmentDistanceToSegment(pts[j]!, pts[i]!, poly[m]!, poly[k]!));
    }
  }
  return best;
}

/** Whether the figure's base touches the wood's edge (SBH-GAP-13: within 1 mm). */
export const touchesWoodEdge = (figure: Figure, wood: TerrainPiece): boolean => baseDistanceToBoundary(figure, wood) <= WOOD_EDGE_SLACK_IN + 1e-12;
