/**
 * Dropping edge pieces no eye can ever see: the parts of a piece's edges that lie inside another
 * solid piece (where two walls overlap, each one's edges run on inside the other).
 *
 * Exact, not a heuristic: after the cut at every meeting point (visibilitySplit.ts) a piece of edge
 * lies wholly inside another solid or wholly outside it, and to reach one inside, any line from an
 * eye outside every solid would first cross that solid's own boundary. (An eye inside a solid sees
 * nothing; visibilitySolids.ts.) On the benchmark's 500 overlapping walls this removes about a
 * third of the pieces the cut produced, before any sweep pays for them.
 *
 * The test is the piece's midpoint against the solids whose box holds it, through a uniform grid
 * of the boxes: O(pieces + boxes), not O(pieces × solids).
 */
import type { Vec2 } from '../geometry/point';
import type { TaggedSegments } from './visibilitySplit';

/** A midpoint nearer a solid's boundary than this (inches) is on it, not inside. */
const ON_EDGE_IN = 1e-9;

/**
 * Inside the ring and more than ON_EDGE_IN from its boundary: the crossing-number test with squared
 * distances (the same answer as polygonContainsPoint && pointDistanceToPolygonBoundary > ON_EDGE_IN,
 * without a square root per edge: this runs for every piece of edge near a solid).
 */
function pointStrictlyInsideRing(x: number, y: number, ring: readonly Vec2[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as Vec2;
    const b = ring[j] as Vec2;
    const abx = b.x - a.x;
    const aby = b.y - a.y;
    const lengthSq = abx * abx + aby * aby;
    const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x) * abx + (y - a.y) * aby) / lengthSq));
    const dx = x - (a.x + t * abx);
    const dy = y - (a.y + t * aby);
    if (dx * dx + dy * dy <= ON_EDGE_IN * ON_EDGE_IN) return false;
    if (a.y > y !== b.y > y && x < a.x + ((y - a.y) * abx) / aby) inside = !inside;
  }
  return inside;
}

/** The segments whose midpoint lies strictly inside no solid other than their own (tag = solid index, −1 for none). */
export function segmentsOutsideSolids(
  segments: TaggedSegments,
  solids: readonly (readonly Vec2[])[],
  solidBoxes: Float64Array,
): TaggedSegments {
  const { coords, tags, count } = segments;
  if (solids.length === 0 || count === 0) return segments;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < solids.length; i++) {
    minX = Math.min(minX, solidBoxes[4 * i] as number);
    minY = Math.min(minY, solidBoxes[4 * i + 1] as number);
    maxX = Math.max(maxX, solidBoxes[4 * i + 2] as number);
    maxY = Math.max(maxY, solidBoxes[4 * i + 3] as number);
  }
  const g = Math.max(1, Math.min(128, Math.ceil(Math.sqrt(solids.length))));
  const cellW = (maxX - minX) / g || 1;
  const cellH = (maxY - minY) / g || 1;
  const cellX = (x: number): number => Math.min(g - 1, Math.max(0, Math.floor((x - minX) / cellW)));
  const cellY = (y: number): number => Math.min(g - 1, Math.max(0, Math.floor((y - minY) / cellH)));
  const cellStart = new Int32Array(g * g + 1);
  const eachCell = (i: number, visit: (c: number) => void): void => {
    for (let cy = cellY(solidBoxes[4 * i + 1] as number); cy <= cellY(solidBoxes[4 * i + 3] as number); cy++) {
      for (let cx = cellX(solidBoxes[4 * i] as number); cx <= cellX(solidBoxes[4 * i + 2] as number); cx++) visit(cy * g + cx);
    }
  };
  for (let i = 0; i < solids.length; i++) eachCell(i, (c) => { cellStart[c + 1] = (cellStart[c + 1] as number) + 1; });
  for (let c = 0; c < g * g; c++) cellStart[c + 1] = (cellStart[c + 1] as number) + (cellStart[c] as number);
  const fill = cellStart.slice(0, g * g);
  const items = new Int32Array(cellStart[g * g] as number);
  for (let i = 0; i < solids.length; i++) {
    eachCell(i, (c) => {
      items[fill[c] as number] = i;
      fill[c] = (fill[c] as number) + 1;
    });
  }

  const keep: number[] = [];
  for (let k = 0; k < count; k++) {
    const x = ((coords[4 * k] as number) + (coords[4 * k + 2] as number)) / 2;
    const y = ((coords[4 * k + 1] as number) + (coords[4 * k + 3] as number)) / 2;
    let buried = false;
    if (x >= minX && x <= maxX && y >= minY && y <= maxY) {
      const c = cellY(y) * g + cellX(x);
      for (let u = cellStart[c] as number; u < (cellStart[c + 1] as number) && !buried; u++) {
        const i = items[u] as number;
        if (i === tags[k]) continue;
        if (x <= (solidBoxes[4 * i] as number) || x >= (solidBoxes[4 * i + 2] as number)) continue;
        if (y <= (solidBoxes[4 * i + 1] as number) || y >= (solidBoxes[4 * i + 3] as number)) continue;
        buried = pointStrictlyInsideRing(x, y, solids[i] as readonly Vec2[]);
      }
    }
    if (!buried) keep.push(k);
  }
  if (keep.length === count) return segments;
  const outCoords = new Float64Array(4 * keep.length);
  const outTags = new Int32Array(keep.length);
  keep.forEach((k, j) => {
    for (let u = 0; u < 4; u++) outCoords[4 * j + u] = coords[4 * k + u] as number;
    outTags[j] = tags[k] as number;
  });
  return { coords: outCoords, tags: outTags, count: keep.length };
}
