/**
 * Cutting blocking edges where they meet, so that afterwards two edges share at most an end point.
 *
 * Why: the visibility sweep keeps its active edges in one order along the turning ray, and that
 * order stays fixed only while no two edges cross. Terrain breaks this all the time: two walls
 * overlap (their edges cross), a wall's end butts against another wall or is clipped at the table
 * edge (a T-junction), two pieces share a face (collinear overlap). Each meeting point becomes an
 * end point of every edge it lies on; a shared collinear stretch becomes two identical edges, which
 * the sweep treats as one.
 *
 * Candidates come from a uniform grid over the edges' bounding boxes. Terrain edges are short
 * compared with the table, so each meets few others and the cost is about O(n + k) for n edges
 * and k meetings; testing all pairs (what the visibility-polygon library's `breakIntersections`
 * does) is O(n²), about 2 million pair tests for 2,000 edges.
 *
 * Orientation signs are plain floating point (no epsilon): exact for the axis-aligned table edges
 * and for corners given exactly; near-degenerate meetings are resolved one way or the other, and
 * the sweep is built to stay total on whatever comes out.
 */

/** Coordinates of `count` segments, 4 numbers each: x1, y1, x2, y2 (inches). */
export type SegmentCoords = Float64Array;

/** Most grid divisions per side (the grid aims at about two edges per cell). */
const GRID_DIVISIONS_MAX = 128;

/** Segments with one tag each (the caller's: e.g. which piece an edge belongs to). */
export interface TaggedSegments {
  readonly coords: SegmentCoords;
  readonly tags: Int32Array;
  readonly count: number;
}

/**
 * The segments cut at every point where two of them meet (crossing, touching, or overlapping);
 * each piece keeps its segment's tag and direction. Zero-length input segments are dropped. Output
 * order: each input segment's pieces in place, from its first end point to its second. Pure: the
 * inputs are not modified.
 */
export function segmentsSplitAtIntersections(coords: SegmentCoords, tags: Int32Array, count: number): TaggedSegments {
  if (count === 0) return { coords: new Float64Array(0), tags: new Int32Array(0), count: 0 };
  const minXs = new Float64Array(count);
  const minYs = new Float64Array(count);
  const maxXs = new Float64Array(count);
  const maxYs = new Float64Array(count);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    const x1 = coords[4 * i] as number;
    const y1 = coords[4 * i + 1] as number;
    const x2 = coords[4 * i + 2] as number;
    const y2 = coords[4 * i + 3] as number;
    const lx = Math.min(x1, x2);
    const ly = Math.min(y1, y2);
    const hx = Math.max(x1, x2);
    const hy = Math.max(y1, y2);
    minXs[i] = lx;
    minYs[i] = ly;
    maxXs[i] = hx;
    maxYs[i] = hy;
    if (lx < minX) minX = lx;
    if (ly < minY) minY = ly;
    if (hx > maxX) maxX = hx;
    if (hy > maxY) maxY = hy;
  }

  // Grid: about 2 segments per cell on average.
  const g = Math.max(1, Math.min(GRID_DIVISIONS_MAX, Math.ceil(Math.sqrt(count / 2))));
  const cellW = (maxX - minX) / g || 1;
  const cellH = (maxY - minY) / g || 1;
  const cellX = (x: number): number => Math.min(g - 1, Math.max(0, Math.floor((x - minX) / cellW)));
  const cellY = (y: number): number => Math.min(g - 1, Math.max(0, Math.floor((y - minY) / cellH)));

  // Bucket the segments by every cell their bounding box covers (counting pass, then filling pass).
  const cellStart = new Int32Array(g * g + 1);
  for (let i = 0; i < count; i++) {
    const cx0 = cellX(minXs[i] as number);
    const cx1 = cellX(maxXs[i] as number);
    const cy0 = cellY(minYs[i] as number);
    const cy1 = cellY(maxYs[i] as number);
    for (let cy = cy0; cy <= cy1; cy++) for (let cx = cx0; cx <= cx1; cx++) (cellStart[cy * g + cx + 1] as number)++;
  }
  for (let c = 0; c < g * g; c++) cellStart[c + 1] = (cellStart[c + 1] as number) + (cellStart[c] as number);
  const fill = cellStart.slice(0, g * g);
  const items = new Int32Array(cellStart[g * g] as number);
  for (let i = 0; i < count; i++) {
    const cx0 = cellX(minXs[i] as number);
    const cx1 = cellX(maxXs[i] as number);
    const cy0 = cellY(minYs[i] as number);
    const cy1 = cellY(maxYs[i] as number);
    for (let cy = cy0; cy <= cy1; cy++) {
      for (let cx = cx0; cx <= cx1; cx++) {
        const c = cy * g + cx;
        items[fill[c] as number] = i;
        fill[c] = (fill[c] as number) + 1;
      }
    }
  }

  // Cut points per segment: [t, x, y, t, x, y, …], t the parameter along the segment (0 → 1).
  const cuts: (number[] | undefined)[] = new Array<number[] | undefined>(count);
  const addCut = (i: number, x: number, y: number): void => {
    const x1 = coords[4 * i] as number;
    const y1 = coords[4 * i + 1] as number;
    const dx = (coords[4 * i + 2] as number) - x1;
    const dy = (coords[4 * i + 3] as number) - y1;
    const t = ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy);
    if (!(t > 0 && t < 1)) return;
    const list = cuts[i];
    if (list === undefined) cuts[i] = [t, x, y];
    else list.push(t, x, y);
  };

  for (let c = 0; c < g * g; c++) {
    const from = cellStart[c] as number;
    const to = cellStart[c + 1] as number;
    for (let u = from; u < to; u++) {
      const i = items[u] as number;
      for (let v = u + 1; v < to; v++) {
        const j = items[v] as number;
        // Bounding boxes must overlap; test the pair only in the cell holding the overlap's low corner.
        const ox = Math.max(minXs[i] as number, minXs[j] as number);
        const oy = Math.max(minYs[i] as number, minYs[j] as number);
        if (ox > Math.min(maxXs[i] as number, maxXs[j] as number) || oy > Math.min(maxYs[i] as number, maxYs[j] as number)) continue;
        if (cellY(oy) * g + cellX(ox) !== c) continue;
        segmentPairCut(coords, i, j, addCut);
      }
    }
  }

  // Emit the pieces.
  const out: number[] = [];
  const outTags: number[] = [];
  for (let i = 0; i < count; i++) {
    const x1 = coords[4 * i] as number;
    const y1 = coords[4 * i + 1] as number;
    const x2 = coords[4 * i + 2] as number;
    const y2 = coords[4 * i + 3] as number;
    if (x1 === x2 && y1 === y2) continue;
    const list = cuts[i];
    const tag = tags[i] as number;
    if (list === undefined) {
      out.push(x1, y1, x2, y2);
      outTags.push(tag);
      continue;
    }
    const order: number[] = [];
    for (let k = 0; k < list.length; k += 3) order.push(k);
    order.sort((a, b) => (list[a] as number) - (list[b] as number));
    let px = x1;
    let py = y1;
    for (const k of order) {
      const cx = list[k + 1] as number;
      const cy = list[k + 2] as number;
      if (cx === px && cy === py) continue;
      out.push(px, py, cx, cy);
      outTags.push(tag);
      px = cx;
      py = cy;
    }
    if (px !== x2 || py !== y2) {
      out.push(px, py, x2, y2);
      outTags.push(tag);
    }
  }
  return { coords: Float64Array.from(out), tags: Int32Array.from(outTags), count: outTags.length };
}

/** Sign of the turn a → b → c as a raw cross product (0 when collinear). */
function turn(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Whether (x, y), known to be collinear with the segment, lies strictly between its end points. */
function strictlyWithin(x: number, y: number, x1: number, y1: number, x2: number, y2: number): boolean {
  if (x === x1 && y === y1) return false;
  if (x === x2 && y === y2) return false;
  return x >= Math.min(x1, x2) && x <= Math.max(x1, x2) && y >= Math.min(y1, y2) && y <= Math.max(y1, y2);
}

/** Record where segments i and j meet: a proper crossing cuts both at one shared computed point; an end point on the other's interior cuts the other there. */
function segmentPairCut(coords: SegmentCoords, i: number, j: number, addCut: (seg: number, x: number, y: number) => void): void {
  const px = coords[4 * i] as number;
  const py = coords[4 * i + 1] as number;
  const qx = coords[4 * i + 2] as number;
  const qy = coords[4 * i + 3] as number;
  const rx = coords[4 * j] as number;
  const ry = coords[4 * j + 1] as number;
  const sx = coords[4 * j + 2] as number;
  const sy = coords[4 * j + 3] as number;
  const d1 = turn(px, py, qx, qy, rx, ry);
  const d2 = turn(px, py, qx, qy, sx, sy);
  const d3 = turn(rx, ry, sx, sy, px, py);
  const d4 = turn(rx, ry, sx, sy, qx, qy);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    // Proper crossing: one computed point for both, so their pieces share it exactly.
    const t = d3 / (d3 - d4);
    const x = px + t * (qx - px);
    const y = py + t * (qy - py);
    addCut(i, x, y);
    addCut(j, x, y);
    return;
  }
  if (d1 === 0 && strictlyWithin(rx, ry, px, py, qx, qy)) addCut(i, rx, ry);
  if (d2 === 0 && strictlyWithin(sx, sy, px, py, qx, qy)) addCut(i, sx, sy);
  if (d3 === 0 && strictlyWithin(px, py, rx, ry, sx, sy)) addCut(j, px, py);
  if (d4 === 0 && strictlyWithin(qx, qy, rx, ry, sx, sy)) addCut(j, qx, qy);
}
