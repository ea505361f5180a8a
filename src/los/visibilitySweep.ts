/**
 * The angular sweep behind the visibility polygon: what an eye sees among plain segments.
 *
 * Algorithm: an angular sweep (Asano's). Every blocking segment is an interval of directions seen
 * from the eye; the events are its two end points, sorted by angle. A ray turns once around the eye
 * and keeps the segments it currently crosses in a binary heap ordered by "which is nearer along
 * the ray"; the polygon gets a vertex wherever the nearest segment changes. Sorting is O(n log n)
 * and each event is one heap insert or delete, O(log n), so the whole sweep is O(n log n).
 *
 * Why not cast a ray at every end point (the usual game-dev shortcut)? That tests each of the 2n
 * rays against all n segments: O(n²), about 8 million ray–segment tests for 2,000 wall edges, and
 * it needs two extra nudged rays per end point to see past corners. The sweep does the same job
 * with a few thousand heap operations (bench/los.bench.ts: about 0.45 ms for the 2,000-edge table,
 * against about 2 ms for the visibility-polygon library's sweep on the same segments).
 *
 * The heap's order needs no ray: for two segments that don't cross (visibilitySplit.ts makes sure
 * they don't) and are both crossed by some ray, one lies entirely on the eye's side of the other's
 * line, or entirely beyond it; that decides which is nearer on every ray crossing both, so the
 * comparison is the same whenever it is made. Ties at shared end points and collinear duplicates
 * come out equal, and a ray crossing at exactly an end point is handled by treating all events in
 * the same direction as one group: first every ending segment leaves, then every starting one joins.
 *
 * Degenerate input stays total: segments collinear with the eye (including any the eye lies on)
 * cover no angle and are dropped; an eye on the table edge sees nothing in directions off the table,
 * where the polygon passes through the eye itself; an eye inside a closed room sees the room; an eye
 * on an edge sees past it on both sides (edges have no inside). Which side of an edge is solid is
 * visibilitySolids.ts's business.
 *
 * Output: vertices in order of increasing angle atan2(y − eye.y, x − eye.x), i.e. clockwise on the
 * screen (x east, y south), the positive orientation of `polygonSignedArea`. The polygon is star-shaped
 * around the eye; consecutive duplicate vertices are removed, collinear ones may remain.
 */
import type { Vec2 } from '../geometry/point';
import type { SegmentCoords } from './visibilitySplit';

/**
 * The polygon seen from `eye` among `count` segments (4 numbers each in `coords`, no two crossing:
 * see visibilitySplit.ts), in order of increasing angle; empty when no segment covers any angle.
 * A segment with `owner[i]` ≥ 0 is one-sided, the solid on its left: seen from that side (its back)
 * it is skipped, since a solid's front always hides its back from an eye outside it; it halves
 * the work on a table of closed pieces.
 */
export function segmentsVisibilitySweep(coords: SegmentCoords, owner: Int32Array | null, count: number, eye: Vec2): Vec2[] {
  const ex = eye.x;
  const ey = eye.y;

  // Segments relative to the eye, oriented so p → q turns counter-clockwise (y up): cross(p, q) > 0.
  const px = new Float64Array(count);
  const py = new Float64Array(count);
  const qx = new Float64Array(count);
  const qy = new Float64Array(count);
  const source = new Int32Array(count); // index into coords, negated − 1 when flipped
  const keys = new Float64Array(2 * count); // event angles: 2k start of k, 2k + 1 end of k
  const wraps: number[] = [];
  let m = 0;
  for (let i = 0; i < count; i++) {
    // `+ 0` turns −0 into +0 so a point straight west of the eye always has angle +π.
    const x1 = (coords[4 * i] as number) - ex + 0;
    const y1 = (coords[4 * i + 1] as number) - ey + 0;
    const x2 = (coords[4 * i + 2] as number) - ex + 0;
    const y2 = (coords[4 * i + 3] as number) - ey + 0;
    const cross = x1 * y2 - y1 * x2;
    if (cross === 0) continue; // collinear with the eye: covers no angle
    if (cross > 0 && owner !== null && (owner[i] as number) >= 0) continue; // the back of a solid's edge
    const flip = cross < 0;
    const ax = flip ? x2 : x1;
    const ay = flip ? y2 : y1;
    const bx = flip ? x1 : x2;
    const by = flip ? y1 : y2;
    const a1 = Math.atan2(ay, ax);
    const a2 = Math.atan2(by, bx);
    // The sweep starts just past west (angle −π): a segment crossing the west ray starts there active.
    const wrap = (ay > 0 || (ay === 0 && ax < 0)) && by < 0;
    if (!wrap && a1 >= a2) continue; // thinner than atan2 can tell apart: blocks nothing
    px[m] = ax;
    py[m] = ay;
    qx[m] = bx;
    qy[m] = by;
    source[m] = flip ? -i - 1 : i;
    keys[2 * m] = a1;
    keys[2 * m + 1] = a2;
    if (wrap) wraps.push(m);
    m++;
  }
  if (m === 0) return [];

  const order = eventOrder(keys, 2 * m);

  // Binary min-heap of segment indices; `slot[k]` is k's position or −1.
  const heap = new Int32Array(m);
  const slot = new Int32Array(m).fill(-1);
  let size = 0;
  const nearer = (a: number, b: number): boolean => segmentNearerThan(px, py, qx, qy, a, b);
  const place = (k: number, at: number): void => {
    heap[at] = k;
    slot[k] = at;
  };
  const siftUp = (at: number): void => {
    const k = heap[at] as number;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const pk = heap[parent] as number;
      if (!nearer(k, pk)) break;
      place(pk, at);
      at = parent;
    }
    place(k, at);
  };
  const siftDown = (at: number): void => {
    const k = heap[at] as number;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) break;
      const right = left + 1;
      let child = left;
      if (right < size && nearer(heap[right] as number, heap[left] as number)) child = right;
      const ck = heap[child] as number;
      if (!nearer(ck, k)) break;
      place(ck, at);
      at = child;
    }
    place(k, at);
  };
  const insert = (k: number): void => {
    place(k, size++);
    siftUp(size - 1);
  };
  const remove = (k: number): void => {
    const at = slot[k] as number;
    slot[k] = -1;
    const last = heap[--size] as number;
    if (at === size) return;
    place(last, at);
    siftUp(at);
    siftDown(slot[last] as number);
  };
  for (const k of wraps) insert(k);

  const points: Vec2[] = [];
  const emit = (x: number, y: number): void => {
    const last = points[points.length - 1];
    if (last === undefined || last.x !== x || last.y !== y) points.push({ x, y });
  };
  // Where the ray through event point (dx, dy) meets segment k (−1: nothing, the eye itself).
  const emitHit = (k: number, dx: number, dy: number): void => {
    if (k < 0) return emit(ex, ey);
    const src = source[k] as number;
    const i = src < 0 ? -src - 1 : src;
    const ax = px[k] as number;
    const ay = py[k] as number;
    const bx = qx[k] as number;
    const by = qy[k] as number;
    // Through an end point: give the end point itself, exactly as stored.
    if (ax * dy - ay * dx === 0 && ax * dx + ay * dy > 0) {
      return src < 0 ? emit(coords[4 * i + 2] as number, coords[4 * i + 3] as number) : emit(coords[4 * i] as number, coords[4 * i + 1] as number);
    }
    if (bx * dy - by * dx === 0 && bx * dx + by * dy > 0) {
      return src < 0 ? emit(coords[4 * i] as number, coords[4 * i + 1] as number) : emit(coords[4 * i + 2] as number, coords[4 * i + 3] as number);
    }
    const lambda = (ax * by - ay * bx) / (dx * (by - ay) - dy * (bx - ax));
    if (Number.isFinite(lambda)) return emit(ex + lambda * dx, ey + lambda * dy);
    // Parallel to the ray (rounding only): its nearer end point.
    const nearP = ax * ax + ay * ay <= bx * bx + by * by;
    const j = nearP === src < 0 ? 2 : 0;
    emit(coords[4 * i + j] as number, coords[4 * i + j + 1] as number);
  };

  const pending = new Uint8Array(m); // ended in this group before it started (a sliver): never insert
  const events = 2 * m;
  for (let g = 0; g < events;) {
    // One group: every event whose point lies on the same ray from the eye.
    const lead = order[g] as number;
    const lk = lead >> 1;
    const dx = lead & 1 ? (qx[lk] as number) : (px[lk] as number);
    const dy = lead & 1 ? (qy[lk] as number) : (py[lk] as number);
    let end = g + 1;
    while (end < events) {
      const e = order[end] as number;
      const k = e >> 1;
      const x = e & 1 ? (qx[k] as number) : (px[k] as number);
      const y = e & 1 ? (qy[k] as number) : (py[k] as number);
      if (dx * y - dy * x !== 0 || dx * x + dy * y <= 0) break;
      end++;
    }
    const before = size > 0 ? (heap[0] as number) : -1;
    for (let u = g; u < end; u++) {
      const e = order[u] as number;
      if ((e & 1) === 0) continue;
      const k = e >> 1;
      if (slot[k] === -1) pending[k] = 1;
      else remove(k);
    }
    for (let u = g; u < end; u++) {
      const e = order[u] as number;
      if ((e & 1) === 1) continue;
      const k = e >> 1;
      if (pending[k] === 1) pending[k] = 0;
      else insert(k);
    }
    const after = size > 0 ? (heap[0] as number) : -1;
    if (before !== after) {
      emitHit(before, dx, dy);
      emitHit(after, dx, dy);
    }
    g = end;
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first !== undefined && last !== undefined && first.x === last.x && first.y === last.y) points.pop();
  return points;
}

/** Most index bits packed into a key's mantissa: the angle then moves by under 2⁻³² of itself. */
const PACKED_INDEX_BITS_MAX = 20;

/**
 * Event indices sorted by angle. Sorting plain numbers is three to four times faster than sorting
 * indices with a comparator, so each key carries its index in the low bits of its mantissa: the
 * angle moves by less than 2⁻³² of itself (for up to a million events; beyond, a comparator sort),
 * far below anything drawn, and events on one ray are regrouped by an exact collinearity test
 * afterwards anyway (an event that ends up a hair out of order is caught by `pending`).
 */
function eventOrder(keys: Float64Array, n: number): Uint32Array {
  const bits = Math.max(1, Math.ceil(Math.log2(n + 1)));
  if (bits > PACKED_INDEX_BITS_MAX) {
    const order = new Uint32Array(n);
    for (let e = 0; e < n; e++) order[e] = e;
    return order.sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
  }
  const packed = new Float64Array(n);
  const view = new DataView(packed.buffer);
  const mask = 2 ** bits;
  for (let e = 0; e < n; e++) {
    // Shift angles to [1, 8) (positive, one sign, no zero), then replace the low `bits` mantissa bits by e.
    view.setFloat64(8 * e, (keys[e] as number) + 4.5, true);
    const lo = view.getUint32(8 * e, true);
    view.setUint32(8 * e, lo - (lo % mask) + e, true);
  }
  packed.sort();
  const order = new Uint32Array(n);
  for (let e = 0; e < n; e++) {
    order[e] = view.getUint32(8 * e, true) % mask;
  }
  return order;
}

/**
 * Whether segment a is strictly nearer the eye (the origin) than segment b on the rays crossing both.
 * Both run counter-clockwise (cross(p, q) > 0), which puts the eye on the positive side of each line.
 */
function segmentNearerThan(
  px: Float64Array, py: Float64Array, qx: Float64Array, qy: Float64Array, a: number, b: number,
): boolean {
  const pax = px[a] as number;
  const pay = py[a] as number;
  const dax = (qx[a] as number) - pax;
  const day = (qy[a] as number) - pay;
  const pbx = px[b] as number;
  const pby = py[b] as number;
  const qbx = qx[b] as number;
  const qby = qy[b] as number;
  // b's end points against a's line.
  const s1 = dax * (pby - pay) - day * (pbx - pax);
  const s2 = dax * (qby - pay) - day * (qbx - pax);
  if (s1 <= 0 && s2 <= 0) return s1 !== 0 || s2 !== 0; // b beyond a's line (collinear: equal)
  if (s1 >= 0 && s2 >= 0) return false; // b on the eye's side
  // b straddles a's line, so a lies on one side of b's line.
  const dbx = qbx - pbx;
  const dby = qby - pby;
  const t1 = dbx * (pay - pby) - dby * (pax - pbx);
  const t2 = dbx * ((qy[a] as number) - pby) - dby * ((qx[a] as number) - pbx);
  if (t1 >= 0 && t2 >= 0) return true; // a on the eye's side of b
  if (t1 <= 0 && t2 <= 0) return false;
  // They cross (only through rounding after the split): the nearer midpoint wins.
  const ma = (pax + dax / 2) ** 2 + (pay + day / 2) ** 2;
  const mb = (pbx + dbx / 2) ** 2 + (pby + dby / 2) ** 2;
  return ma < mb;
}
