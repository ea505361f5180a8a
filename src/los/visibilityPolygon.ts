/**
 * The visibility polygon: what a figure can see in plan at its eye height, for the overlay.
 *
 * Two steps, each in its own file: the blocking edges at the eye's height are prepared once
 * (visibilitySegments.ts: which pieces block at that height, clipped to the table, cut where they
 * meet in visibilitySplit.ts), then each eye position costs one angular sweep (visibilitySweep.ts,
 * O(n log n): sorted end points and a heap of the edges the turning ray crosses), after the solid
 * pieces have had their say about an eye inside one or on its edge (visibilitySolids.ts).
 *
 * Output: vertices in order of increasing angle atan2(y − eye.y, x − eye.x), i.e. clockwise on the
 * screen (x east, y south), the positive orientation of `polygonSignedArea`. The polygon is
 * star-shaped around the eye (the eye itself is a vertex when it stands on the table edge); no points
 * when the eye sees nothing (buried in a solid piece).
 */
import type { Vec2 } from '../geometry/point';
import type { VisibilityPolygon } from './losTypes';
import type { TerrainPiece } from './terrain';
import type { TableSize, VisibilitySegmentOptions, VisibilitySegments } from './visibilitySegments';
import { prepareVisibilitySegments } from './visibilitySegments';
import { eyeAmongSolids, STOPPER_RADIUS_IN } from './visibilitySolids';
import { segmentsVisibilitySweep } from './visibilitySweep';

export { prepareVisibilitySegments, visibilitySegmentsFromEdges, pieceBlocksSightAtHeight } from './visibilitySegments';
export type { TableSize, VisibilitySegmentOptions, VisibilitySegments } from './visibilitySegments';

/**
 * What an eye at `eye`, `eyeZIn` inches above the table, can see in plan. Convenience over
 * `prepareVisibilitySegments` + `visibilityPolygonFromSegments`: prepare once per terrain and eye
 * height when the eye moves or many figures stand at one level.
 */
export function visibilityPolygon(
  input: { readonly pieces: readonly TerrainPiece[]; readonly table: TableSize },
  eye: Vec2,
  eyeZIn: number,
  options: VisibilitySegmentOptions = {},
): VisibilityPolygon {
  return visibilityPolygonFromSegments(prepareVisibilitySegments(input.pieces, input.table, eyeZIn, options), eye);
}

/** The visibility polygon from prepared segments; see visibilitySolids.ts for an eye in or on a solid piece. */
export function visibilityPolygonFromSegments(segments: VisibilitySegments, eye: Vec2): VisibilityPolygon {
  const at = { x: eye.x, y: eye.y };
  const { buried, stoppers } = eyeAmongSolids(segments, eye);
  if (buried) return { eye: at, points: [] };
  if (stoppers.length === 0) return { eye: at, points: segmentsVisibilitySweep(segments.coords, segments.owner, segments.count, eye) };
  const coords = new Float64Array(segments.coords.length + stoppers.length);
  coords.set(segments.coords);
  coords.set(stoppers, segments.coords.length);
  const owner = new Int32Array(coords.length / 4).fill(-1);
  owner.set(segments.owner);
  const points = segmentsVisibilitySweep(coords, owner, coords.length / 4, eye);
  // Stoppers all round: the eye is walled in.
  const reach = 10 * STOPPER_RADIUS_IN;
  if (points.every((p) => Math.abs(p.x - eye.x) <= reach && Math.abs(p.y - eye.y) <= reach)) return { eye: at, points: [] };
  return { eye: at, points };
}
