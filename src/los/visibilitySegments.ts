/**
 * The edges that block sight at one eye height, prepared once for many visibility sweeps.
 *
 * At eye height z a piece of terrain is a horizontal slice: a `solid` piece whose prism spans z
 * (elevationIn ≤ z ≤ elevationIn + heightIn) cuts the view with every edge of its footprint; a wall
 * lower than the eye is looked over, a balcony above it is looked under. `area` pieces (woods) and
 * `none` pieces never cut a plan view. The table edges close the scene, so the polygon is bounded.
 *
 * Edges are clipped to the table and cut where they meet (visibilitySplit.ts), so the sweep sees
 * segments that share at most end points; pieces of edge buried inside another solid are dropped
 * (visibilityCull.ts). Each piece's edges run with its inside on their left (turning the way of
 * increasing atan2 angle), so the sweep can skip an edge whose back the eye faces: to reach it, a
 * line of sight would have gone through the piece. Everything here depends on the eye height only,
 * not on the eye's position: figures standing at one level share one preparation.
 */
import type { Vec2 } from '../geometry/point';
import { polygonBounds, polygonSignedArea } from '../geometry/polygon';
import type { TerrainPiece } from './terrain';
import { segmentsOutsideSolids } from './visibilityCull';
import type { SegmentCoords } from './visibilitySplit';
import { segmentsSplitAtIntersections } from './visibilitySplit';

export interface TableSize {
  readonly widthIn: number;
  readonly depthIn: number;
}

/**
 * Blocking edges in plan, inches: segment i runs (coords[4i], coords[4i+1]) → (coords[4i+2], coords[4i+3]).
 * `owner[i]` is the index in `solids` of the piece the edge bounds, with the piece on the edge's
 * left (one-sided: it blocks only an eye on its right, outside the piece), or −1 for a two-sided
 * edge (the table edges, bare edges). `solids` are the blocking footprints, with their bounding
 * boxes (4 numbers each: minX, minY, maxX, maxY), so an eye inside or on the edge of one is treated
 * as solid; empty for bare edges.
 */
export interface VisibilitySegments {
  readonly table: TableSize;
  readonly coords: SegmentCoords;
  readonly owner: Int32Array;
  readonly count: number;
  readonly solids: readonly (readonly Vec2[])[];
  readonly solidBoxes: Float64Array;
}

export interface VisibilitySegmentOptions {
  /** Pieces that do not block (e.g. the one a figure stands inside of, by a ruleset's choice). */
  readonly ignorePieceIds?: readonly string[];
}

/** Whether the piece cuts the view of an eye at `eyeZIn` inches above the table. */
export function pieceBlocksSightAtHeight(piece: TerrainPiece, eyeZIn: number): boolean {
  return piece.sight === 'solid' && piece.elevationIn <= eyeZIn && eyeZIn <= piece.elevationIn + piece.heightIn;
}

/** The edges of solid pieces that span `eyeZIn`, plus the table edges, clipped to the table and cut where they meet. */
export function prepareVisibilitySegments(
  pieces: readonly TerrainPiece[],
  table: TableSize,
  eyeZIn: number,
  options: VisibilitySegmentOptions = {},
): VisibilitySegments {
  const ignore = options.ignorePieceIds ?? [];
  const edges: number[] = [];
  const owners: number[] = [];
  const solids: (readonly Vec2[])[] = [];
  for (const piece of pieces) {
    if (!pieceBlocksSightAtHeight(piece, eyeZIn) || ignore.includes(piece.id)) continue;
    const signedArea = polygonSignedArea(piece.footprint);
    // A ring with no area has no inside: its edges block from both sides.
    const owner = piece.footprint.length >= 3 && signedArea !== 0 ? solids.length : -1;
    const ring = signedArea < 0 ? [...piece.footprint].reverse() : piece.footprint;
    if (owner >= 0) solids.push(ring);
    for (let k = 0; k < ring.length; k++) {
      const a = ring[k] as Vec2;
      const b = ring[(k + 1) % ring.length] as Vec2;
      edges.push(a.x, a.y, b.x, b.y);
      owners.push(owner);
    }
  }
  return visibilitySegmentsFromCoords(edges, owners, table, solids);
}

/**
 * Bare blocking edges given directly (each `[a, b]`), plus the table edges: no solids, every edge
 * two-sided, so the sweep sees only edges (an eye inside a closed ring sees its inside). For tests
 * and hand-built scenes.
 */
export function visibilitySegmentsFromEdges(edges: readonly (readonly [Vec2, Vec2])[], table: TableSize): VisibilitySegments {
  const flat: number[] = [];
  for (const [a, b] of edges) flat.push(a.x, a.y, b.x, b.y);
  return visibilitySegmentsFromCoords(flat, edges.map(() => -1), table, []);
}

function visibilitySegmentsFromCoords(
  edges: readonly number[],
  owners: readonly number[],
  table: TableSize,
  solids: readonly (readonly Vec2[])[],
): VisibilitySegments {
  const w = table.widthIn;
  const d = table.depthIn;
  const clipped: number[] = [0, 0, w, 0, w, 0, w, d, w, d, 0, d, 0, d, 0, 0];
  const tags: number[] = [-1, -1, -1, -1];
  for (let k = 0; k < edges.length; k += 4) {
    if (segmentClipToTable(edges[k] as number, edges[k + 1] as number, edges[k + 2] as number, edges[k + 3] as number, w, d, clipped)) {
      tags.push(owners[k / 4] as number);
    }
  }
  const solidBoxes = new Float64Array(4 * solids.length);
  solids.forEach((ring, i) => {
    const b = polygonBounds(ring);
    solidBoxes.set([b.minX, b.minY, b.maxX, b.maxY], 4 * i);
  });
  const split = segmentsSplitAtIntersections(Float64Array.from(clipped), Int32Array.from(tags), tags.length);
  const seen = segmentsOutsideSolids(split, solids, solidBoxes);
  return { table: { widthIn: w, depthIn: d }, coords: seen.coords, owner: seen.tags, count: seen.count, solids, solidBoxes };
}

/**
 * Liang–Barsky clip of one segment to [0, w] × [0, d], pushed onto `out` when anything is left (true then).
 * A clipped end lands exactly on the table edge (the coordinate is set, not computed), so the
 * splitter sees an exact T-junction with the table edge.
 */
function segmentClipToTable(x1: number, y1: number, x2: number, y2: number, w: number, d: number, out: number[]): boolean {
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  let side0 = -1;
  let side1 = -1;
  // Sides: 0 x = 0, 1 x = w, 2 y = 0, 3 y = d; p < 0 enters through the side, p > 0 leaves.
  const ps = [-dx, dx, -dy, dy];
  const qs = [x1, w - x1, y1, d - y1];
  for (let s = 0; s < 4; s++) {
    const p = ps[s] as number;
    const q = qs[s] as number;
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) {
      if (r > t1) return false;
      if (r > t0) { t0 = r; side0 = s; }
    } else {
      if (r < t0) return false;
      if (r < t1) { t1 = r; side1 = s; }
    }
  }
  const snap = (t: number, side: number): [number, number] => {
    let x = x1 + t * dx;
    let y = y1 + t * dy;
    if (side === 0) x = 0;
    else if (side === 1) x = w;
    else if (side === 2) y = 0;
    else if (side === 3) y = d;
    return [Math.min(w, Math.max(0, x)), Math.min(d, Math.max(0, y))];
  };
  const [ax, ay] = side0 === -1 ? [x1, y1] : snap(t0, side0);
  const [bx, by] = side1 === -1 ? [x2, y2] : snap(t1, side1);
  if (ax === bx && ay === by) return false;
  out.push(ax, ay, bx, by);
  return true;
}
