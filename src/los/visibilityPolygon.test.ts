import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compute } from 'visibility-polygon';
import type { Vector2D } from 'visibility-polygon';
import type { Vec2 } from '../geometry/point';
import { polygonArea, polygonContainsPoint, polygonSignedArea } from '../geometry/polygon';
import { pointDistanceToPolygonBoundary } from '../geometry/footprintDistance';
import { pointDistanceToSegment, segmentIntersectsSegment } from '../geometry/segment';
import type { TerrainPiece } from './terrain';
import type { VisibilitySegments } from './visibilitySegments';
import { prepareVisibilitySegments, visibilityPolygon, visibilityPolygonFromSegments, visibilitySegmentsFromEdges } from './visibilityPolygon';

const P = (x: number, y: number): Vec2 => ({ x, y });
const TABLE = { widthIn: 48, depthIn: 48 };

/** A solid piece with the given footprint (defaults: on the table, 2″ tall). */
function piece(id: string, footprint: Vec2[], over: Partial<TerrainPiece> = {}): TerrainPiece {
  return {
    id, kind: 'wall', footprint, elevationIn: 0, heightIn: 2, cover: 'hard', inTheWay: 4, difficult: false,
    impassable: true, climbable: false, hasLadder: false, hasDoors: false, sight: 'solid', standableTop: false, ...over,
  };
}
const box = (id: string, x0: number, y0: number, x1: number, y1: number, over: Partial<TerrainPiece> = {}): TerrainPiece =>
  piece(id, [P(x0, y0), P(x1, y0), P(x1, y1), P(x0, y1)], over);

/** A thin wall of `thickIn` from a to b (a rectangle around the centre line). */
function thinWall(id: string, a: Vec2, b: Vec2, thickIn: number): TerrainPiece {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const nx = (-(b.y - a.y) / len) * (thickIn / 2);
  const ny = ((b.x - a.x) / len) * (thickIn / 2);
  return piece(id, [P(a.x + nx, a.y + ny), P(b.x + nx, b.y + ny), P(b.x - nx, b.y - ny), P(a.x - nx, a.y - ny)]);
}

const inside = (poly: readonly Vec2[], p: Vec2): boolean => polygonContainsPoint(poly, p);
const area = (poly: readonly Vec2[]): number => polygonArea(poly);

/** Every edge of every piece that blocks at eye height z (no table edges): the brute-force reference. */
function blockingEdges(pieces: readonly TerrainPiece[], z: number): [Vec2, Vec2][] {
  const edges: [Vec2, Vec2][] = [];
  for (const p of pieces) {
    if (p.sight !== 'solid' || p.elevationIn > z || p.elevationIn + p.heightIn < z) continue;
    p.footprint.forEach((a, i) => edges.push([a, p.footprint[(i + 1) % p.footprint.length] as Vec2]));
  }
  return edges;
}
/**
 * Brute force, edges only (the sweep's own definition): p is seen when no edge meets the segment
 * eye → p anywhere but at the eye itself (an edge through the eye covers no direction).
 */
const clearSight = (edges: readonly [Vec2, Vec2][], eye: Vec2, p: Vec2): boolean =>
  edges.every(([a, b]) => pointDistanceToSegment(eye, a, b) === 0 || !segmentIntersectsSegment(eye, p, a, b));

/** Brute force, solid pieces: as above, and the first step from the eye towards p must not go into a piece. */
function clearSightSolid(pieces: readonly TerrainPiece[], edges: readonly [Vec2, Vec2][], eye: Vec2, p: Vec2): boolean {
  const len = Math.hypot(p.x - eye.x, p.y - eye.y);
  const step = P(eye.x + ((p.x - eye.x) / len) * 1e-5, eye.y + ((p.y - eye.y) / len) * 1e-5);
  // Deeper than polygonContainsPoint's own on-edge tolerance (1e-9″), which counts as inside.
  const deepIn = (q: TerrainPiece, at: Vec2): boolean => inside(q.footprint, at) && pointDistanceToPolygonBoundary(at, q.footprint) > 2e-9;
  const solid = pieces.filter((q) => q.sight === 'solid');
  if (solid.some((q) => deepIn(q, step) || deepIn(q, p))) return false;
  return clearSight(edges, eye, p);
}

function segmentList(s: VisibilitySegments): [Vec2, Vec2][] {
  const out: [Vec2, Vec2][] = [];
  for (let i = 0; i < s.count; i++) {
    out.push([P(s.coords[4 * i] as number, s.coords[4 * i + 1] as number), P(s.coords[4 * i + 2] as number, s.coords[4 * i + 3] as number)]);
  }
  return out;
}

/**
 * The polygon turns one way around the eye: no vertex pair goes backwards (shadow edges lie along
 * rays). A vertex at the eye itself (an eye on the table edge) has no direction: the chain then runs
 * from the vertex after it to the vertex before it. `slack`: rounding allowed, relative to the lengths.
 */
function expectStarShaped(eye: Vec2, poly: readonly Vec2[], slack = 1e-9): void {
  const at = poly.findIndex((v) => v.x === eye.x && v.y === eye.y);
  const chain = at < 0 ? [...poly, poly[0] as Vec2] : [...poly.slice(at + 1), ...poly.slice(0, at)];
  let turned = 0;
  for (let i = 0; i + 1 < chain.length; i++) {
    const a = chain[i] as Vec2;
    const b = chain[i + 1] as Vec2;
    const cross = (a.x - eye.x) * (b.y - eye.y) - (a.y - eye.y) * (b.x - eye.x);
    const scale = Math.hypot(a.x - eye.x, a.y - eye.y) * Math.hypot(b.x - eye.x, b.y - eye.y);
    expect(cross).toBeGreaterThanOrEqual(-slack * Math.max(1, scale));
    let d = Math.atan2(b.y - eye.y, b.x - eye.x) - Math.atan2(a.y - eye.y, a.x - eye.x);
    if (d < -1e-6) d += 2 * Math.PI;
    turned += d;
  }
  // Once around when the eye is inside; less when it sits on the boundary.
  expect(turned).toBeLessThanOrEqual(2 * Math.PI + 1e-6);
}

describe('visibilityPolygon: hand cases', () => {
  const wall = box('w', 20, 10, 20.5, 30); // 0.5″ thick, 20″ long, north–south
  const eye = P(10, 20);

  it('sees the whole table when nothing blocks', () => {
    const vp = visibilityPolygon({ pieces: [], table: TABLE }, eye, 1);
    expect(area(vp.points)).toBeCloseTo(48 * 48, 9);
    expect(polygonSignedArea(vp.points)).toBeGreaterThan(0);
  });

  it('a single wall casts a shadow: behind it is hidden, beside it is seen', () => {
    const vp = visibilityPolygon({ pieces: [wall], table: TABLE }, eye, 1);
    expect(inside(vp.points, P(30, 20))).toBe(false); // straight behind
    expect(inside(vp.points, P(40, 28))).toBe(false); // in the widening shadow
    expect(inside(vp.points, P(25, 0.5))).toBe(true); // beside the wall
    expect(inside(vp.points, P(15, 40))).toBe(true);
    expect(inside(vp.points, P(19.9, 20))).toBe(true); // in front of its face
    // Wall and shadow: beyond x = 20, between the rays through (20, 10) and (20, 30), clipped to the
    // table: ∫20..30 (2x − 20) + ∫30..38 (x + 10) + ∫38..48 48 = 300 + 352 + 480 = 1132 square inches.
    expect(area(vp.points)).toBeCloseTo(48 * 48 - 1132, 9);
    expectStarShaped(eye, vp.points);
  });

  it('looks over a wall lower than the eye and under a balcony above it', () => {
    const low = box('low', 20, 10, 20.5, 30, { heightIn: 0.9 });
    const high = box('high', 20, 10, 20.5, 30, { elevationIn: 1.5, heightIn: 1 });
    for (const p of [low, high]) {
      expect(area(visibilityPolygon({ pieces: [p], table: TABLE }, eye, 1).points)).toBeCloseTo(48 * 48, 9);
    }
    // A wall exactly as high as the eye still blocks (the span is closed).
    const level = box('level', 20, 10, 20.5, 30, { heightIn: 1 });
    expect(inside(visibilityPolygon({ pieces: [level], table: TABLE }, eye, 1).points, P(30, 20))).toBe(false);
  });

  it('ignores woods, open terrain and pieces asked to be ignored', () => {
    const woods = box('woods', 20, 10, 25, 30, { sight: 'area' });
    const road = box('road', 20, 10, 25, 30, { sight: 'none' });
    expect(area(visibilityPolygon({ pieces: [woods, road], table: TABLE }, eye, 1).points)).toBeCloseTo(48 * 48, 9);
    expect(area(visibilityPolygon({ pieces: [wall], table: TABLE }, eye, 1, { ignorePieceIds: ['w'] }).points)).toBeCloseTo(48 * 48, 9);
  });

  it('in a closed room sees exactly the room', () => {
    // Four 0.5″ walls around the square (10..20) × (10..20), overlapping at the corners.
    const room = [box('n', 9.5, 9.5, 20.5, 10), box('s', 9.5, 20, 20.5, 20.5), box('w', 9.5, 9.5, 10, 20.5), box('e', 20, 9.5, 20.5, 20.5)];
    const vp = visibilityPolygon({ pieces: room, table: TABLE }, P(13, 17), 1);
    expect(area(vp.points)).toBeCloseTo(100, 9);
    for (const p of vp.points) {
      expect(p.x).toBeGreaterThanOrEqual(10);
      expect(p.x).toBeLessThanOrEqual(20);
      expect(p.y).toBeGreaterThanOrEqual(10);
      expect(p.y).toBeLessThanOrEqual(20);
    }
    expectStarShaped(P(13, 17), vp.points);
  });

  it('from a corner of the table or of a room, the corner is a vertex', () => {
    const corner = visibilityPolygon({ pieces: [], table: TABLE }, P(0, 0), 1);
    expect(area(corner.points)).toBeCloseTo(48 * 48, 9);
    expect(corner.points).toContainEqual(P(0, 0));
    const room = [box('n', 9.5, 9.5, 20.5, 10), box('s', 9.5, 20, 20.5, 20.5), box('w', 9.5, 9.5, 10, 20.5), box('e', 20, 9.5, 20.5, 20.5)];
    const inCorner = visibilityPolygon({ pieces: room, table: TABLE }, P(10, 10), 1);
    expect(area(inCorner.points)).toBeCloseTo(100, 9);
  });

  it('handles collinear and overlapping walls along one line', () => {
    // Three walls on y = 10..10.5: two overlapping, one butting on; and the eye on their line.
    const walls = [box('a', 10, 10, 20, 10.5), box('b', 15, 10, 25, 10.5), box('c', 25, 10, 30, 10.5)];
    const below = visibilityPolygon({ pieces: walls, table: TABLE }, P(20, 30), 1);
    expect(inside(below.points, P(20, 5))).toBe(false);
    expect(inside(below.points, P(27, 5))).toBe(false);
    expect(inside(below.points, P(5, 5))).toBe(true);
    // Shadow of the merged wall 10..30 from (20, 30): exact area by similar triangles.
    // Wall and shadow: a trapezium from the near face (y = 10.5, 20″ wide) to the table edge (y = 0).
    const shadow = (((30 - 10) * (30 / 19.5) + (30 - 10)) / 2) * 10.5;
    expect(area(below.points)).toBeCloseTo(48 * 48 - shadow, 9);
    const onLine = visibilityPolygon({ pieces: walls, table: TABLE }, P(40, 10.25), 1);
    expect(inside(onLine.points, P(5, 10.25))).toBe(false); // hidden behind the end of the row
    expect(inside(onLine.points, P(40, 40))).toBe(true);
    expectStarShaped(P(40, 10.25), onLine.points);
  });

  it('with the eye on a wall face or corner, sees the open side and nothing behind', () => {
    const onFace = visibilityPolygon({ pieces: [wall], table: TABLE }, P(20, 20), 1);
    expect(inside(onFace.points, P(10, 20))).toBe(true);
    expect(inside(onFace.points, P(30, 20))).toBe(false);
    expect(area(onFace.points)).toBeCloseTo(20 * 48, 4); // the half-table west of x = 20, not the wall's inside
    // Bare edges have no inside: from the face the sweep also sees into the wall, up to its far face.
    const edgesOnly = visibilityPolygonFromSegments(visibilitySegmentsFromEdges(blockingEdges([wall], 1), TABLE), P(20, 20));
    expect(area(edgesOnly.points)).toBeCloseTo(20 * 48 + 0.5 * 20, 9);
    const onCorner = visibilityPolygon({ pieces: [wall], table: TABLE }, P(20, 10), 1);
    expect(inside(onCorner.points, P(10, 20))).toBe(true);
    expect(inside(onCorner.points, P(30, 5))).toBe(true);
    expect(inside(onCorner.points, P(30, 20))).toBe(false);
    expectStarShaped(P(20, 10), onCorner.points);
    // Two blocks touching corner to corner at the eye: both open wedges between them are in view.
    const pinch = [box('a', 1, 6, 4, 7), box('b', 4, 3, 5, 6)];
    const between = visibilityPolygon({ pieces: pinch, table: TABLE }, P(4, 6), 1);
    expect(inside(between.points, P(0.5, 0.5))).toBe(true);
    expect(inside(between.points, P(10, 10))).toBe(true);
    expect(inside(between.points, P(2, 6.5))).toBe(false);
    expect(inside(between.points, P(4.5, 4))).toBe(false);
    // Where four blocks meet all round, nothing is open.
    const four = [box('a', 8, 8, 10, 10), box('b', 10, 8, 12, 10), box('c', 8, 10, 10, 12), box('d', 10, 10, 12, 12)];
    expect(visibilityPolygon({ pieces: four, table: TABLE }, P(10, 10), 1).points).toEqual([]);
  });

  it('with the eye inside a solid piece, gives no points (bare edges: the inside)', () => {
    const block = box('b', 10, 10, 14, 14);
    expect(visibilityPolygon({ pieces: [block], table: TABLE }, P(12, 12), 1).points).toEqual([]);
    expect(visibilityPolygonFromSegments(prepareVisibilitySegments([block], TABLE, 1), P(12, 12)).points).toEqual([]);
    const edges = visibilitySegmentsFromEdges(blockingEdges([block], 1), TABLE);
    expect(area(visibilityPolygonFromSegments(edges, P(12, 12)).points)).toBeCloseTo(16, 9);
  });

  it('survives duplicate end points, repeated vertices and zero-length edges', () => {
    const a = box('a', 10, 10, 12, 12);
    const b = box('b', 12, 10, 14, 12); // shares the edge x = 12 with a
    const dupVertex = piece('d', [P(30, 30), P(32, 30), P(32, 30), P(32, 32), P(30, 32)]);
    const vp = visibilityPolygon({ pieces: [a, b, a, dupVertex], table: TABLE }, P(13, 30), 1);
    expect(inside(vp.points, P(13, 5))).toBe(false);
    expect(inside(vp.points, P(40, 31))).toBe(false);
    expect(inside(vp.points, P(20, 20))).toBe(true);
    expectStarShaped(P(13, 30), vp.points);
  });

  it('clips terrain hanging off the table', () => {
    const vp = visibilityPolygon({ pieces: [box('edge', 40, 20, 60, 21)] , table: TABLE }, P(10, 20.5), 1);
    expect(inside(vp.points, P(45, 20.5))).toBe(false);
    expect(inside(vp.points, P(45, 30))).toBe(true);
    expect(vp.points.every((p) => p.x <= 48 && p.y <= 48 && p.x >= 0 && p.y >= 0)).toBe(true);
  });
});

// Random scenes: thin walls anywhere (overlapping freely), or walls snapped to a 1″ grid (exact shared
// faces, T-junctions and collinear runs), and an eye anywhere on the table. Numbers are multiples of
// 2⁻²⁰: exact degeneracies (an eye on a face) stay possible, subnormal near-misses (5e-324″ from a
// face, where cross products underflow to 0) do not; those are far below any real table.
const q = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 2 ** 20), max: Math.round(max * 2 ** 20) }).map((k) => k / 2 ** 20);
const arbWall = fc.record({ x: q(-2, 50), y: q(-2, 50), len: q(0.5, 8), angle: q(0, Math.PI), thick: q(0.25, 0.5) });
const arbFreeScene = fc.record({
  walls: fc.array(arbWall, { maxLength: 40 }),
  eye: fc.record({ x: q(0, 48), y: q(0, 48) }),
}).map(({ walls, eye }) => ({
  pieces: walls.map((w, i) =>
    thinWall(`w${i}`, P(w.x, w.y), P(w.x + w.len * Math.cos(w.angle), w.y + w.len * Math.sin(w.angle)), w.thick)),
  eye,
}));
const arbGridScene = fc.record({
  walls: fc.array(fc.record({
    x: fc.integer({ min: 0, max: 11 }), y: fc.integer({ min: 0, max: 11 }),
    w: fc.integer({ min: 1, max: 4 }), h: fc.integer({ min: 1, max: 4 }), tall: fc.boolean(),
  }), { maxLength: 25 }),
  eye: fc.record({ x: fc.integer({ min: 0, max: 24 }), y: fc.integer({ min: 0, max: 24 }) }),
}).map(({ walls, eye }) => ({
  // On a 12″ table with 1″ grid walls; the eye on a ½″ grid, so often on edges, corners and wall lines.
  pieces: walls.map((w, i) => box(`g${i}`, w.x, w.y, Math.min(12, w.x + (w.tall ? 1 : w.w)), Math.min(12, w.y + (w.tall ? w.h : 1)))),
  eye: P(eye.x / 2, eye.y / 2),
}));
const GRID_TABLE = { widthIn: 12, depthIn: 12 };
const samplePoints = (n: number, size: number) =>
  fc.array(fc.record({ x: q(0, size), y: q(0, size) }), { minLength: n, maxLength: n });

describe('visibilityPolygonFromSegments: properties', () => {
  const scenes = [[arbFreeScene, TABLE], [arbGridScene, GRID_TABLE]] as const;
  const bare = (pieces: readonly TerrainPiece[], table: typeof TABLE) => visibilitySegmentsFromEdges(blockingEdges(pieces, 1), table);

  it('every vertex lies on a blocking segment or the table edge (within a stopper of the eye for solids)', () => {
    for (const [scene, table] of scenes) {
      fc.assert(fc.property(scene, ({ pieces, eye }) => {
        for (const [segs, slack] of [[bare(pieces, table), 0], [prepareVisibilitySegments(pieces, table, 1), 1e-6]] as const) {
          const vp = visibilityPolygonFromSegments(segs, eye);
          const list = segmentList(segs);
          for (const v of vp.points) {
            const d = Math.min(...list.map(([a, b]) => pointDistanceToSegment(v, a, b)), Math.hypot(v.x - eye.x, v.y - eye.y) - slack);
            expect(d).toBeLessThanOrEqual(1e-7);
          }
          if (slack === 0) expectStarShaped(eye, vp.points);
        }
      }), { numRuns: 150 });
    }
  });

  it('bare edges: a point inside has a clear line to the eye; a point outside on the table is blocked (brute force)', () => {
    for (const [scene, table] of scenes) {
      fc.assert(fc.property(scene, samplePoints(40, table.widthIn), ({ pieces, eye }, points) => {
        const vp = visibilityPolygonFromSegments(bare(pieces, table), eye);
        const edges = blockingEdges(pieces, 1);
        for (const p of points) {
          // Points within a hair of the polygon's boundary are ambiguous by rounding; so are points on a wall.
          if (vp.points.length > 2 && pointDistanceToPolygonBoundary(p, vp.points) < 1e-6) continue;
          if (edges.some(([a, b]) => pointDistanceToSegment(p, a, b) < 1e-6)) continue;
          const seen = vp.points.length > 2 && inside(vp.points, p);
          expect(clearSight(edges, eye, p)).toBe(seen);
        }
      }), { numRuns: 150 });
    }
  });

  it('solid pieces: inside means a clear line that never enters a piece; outside means blocked (brute force)', () => {
    for (const [scene, table] of scenes) {
      fc.assert(fc.property(scene, samplePoints(40, table.widthIn), ({ pieces, eye }, points) => {
        const vp = visibilityPolygon({ pieces, table }, eye, 1);
        const edges = blockingEdges(pieces, 1);
        for (const p of points) {
          if (vp.points.length > 2 && pointDistanceToPolygonBoundary(p, vp.points) < 1e-6) continue;
          if (edges.some(([a, b]) => pointDistanceToSegment(p, a, b) < 1e-6)) continue;
          const seen = vp.points.length > 2 && inside(vp.points, p);
          expect(clearSightSolid(pieces, edges, eye, p)).toBe(seen);
        }
      }), { numRuns: 150 });
    }
  });

  it('dropping buried edge pieces and the backs of solids changes nothing for an eye outside every piece', () => {
    for (const [scene, table] of scenes) {
      fc.assert(fc.property(scene, ({ pieces, eye }) => {
        fc.pre(pieces.every((p) => !inside(p.footprint, eye)));
        const solid = visibilityPolygon({ pieces, table }, eye, 1).points;
        const edgesOnly = visibilityPolygonFromSegments(bare(pieces, table), eye).points;
        expect(area(solid)).toBeCloseTo(area(edgesOnly), 8);
      }), { numRuns: 150 });
    }
  });

  it('matches the visibility-polygon library\'s area on the same pre-cut segments', () => {
    fc.assert(fc.property(arbFreeScene, ({ pieces, eye }) => {
      const segs = bare(pieces, TABLE);
      const list = segmentList(segs);
      // The library needs an eye off every segment (it has no rule for one on an edge).
      fc.pre(list.every(([a, b]) => pointDistanceToSegment(eye, a, b) > 1e-6));
      const ours = visibilityPolygonFromSegments(segs, eye).points;
      const theirs = compute([eye.x, eye.y], list.map(([a, b]): Vector2D[] => [[a.x, a.y], [b.x, b.y]]));
      expect(area(ours)).toBeCloseTo(area(theirs.map(([x, y]) => P(x, y))), 6);
    }), { numRuns: 200 });
  });

  it('is deterministic and does not depend on the order of the pieces', () => {
    fc.assert(fc.property(arbFreeScene, ({ pieces, eye }) => {
      const a = visibilityPolygon({ pieces, table: TABLE }, eye, 1);
      expect(visibilityPolygon({ pieces, table: TABLE }, eye, 1)).toEqual(a);
      const reversed = visibilityPolygon({ pieces: [...pieces].reverse(), table: TABLE }, eye, 1);
      expect(area(reversed.points)).toBeCloseTo(area(a.points), 8);
    }), { numRuns: 100 });
  });

  it('gives no points exactly when the eye is strictly inside a blocking piece', () => {
    fc.assert(fc.property(arbFreeScene, ({ pieces, eye }) => {
      const vp = visibilityPolygon({ pieces, table: TABLE }, eye, 1);
      const buried = pieces.some((p) => inside(p.footprint, eye) && pointDistanceToPolygonBoundary(eye, p.footprint) > 1e-9);
      expect(vp.points.length === 0).toBe(buried);
    }), { numRuns: 150 });
  });
});

describe('prepareVisibilitySegments', () => {
  it('keeps each solid\'s edges with the solid on their left, and drops what lies inside another solid', () => {
    // Two 2″ squares overlapping by 1″: their 8 edges, cut where they cross, make 12 pieces; the 4
    // inside the other square go.
    const segs = prepareVisibilitySegments([box('a', 5, 5, 7, 7), box('b', 6, 6, 8, 8)], TABLE, 1);
    const pieceEdges = segmentList(segs).filter((_, i) => (segs.owner[i] as number) >= 0);
    expect(pieceEdges).toHaveLength(12 - 4);
    for (const [a, b] of pieceEdges) {
      const mid = P((a.x + b.x) / 2, (a.y + b.y) / 2);
      // Left of a → b (turning the atan2 way) is the inside: a step that way lands in a square.
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      const left = P(mid.x - ((b.y - a.y) / len) * 0.01, mid.y + ((b.x - a.x) / len) * 0.01);
      expect(inside(box('a', 5, 5, 7, 7).footprint, left) || inside(box('b', 6, 6, 8, 8).footprint, left)).toBe(true);
      // No piece lies inside the other square (on its outline is fine).
      const a2 = box('a', 5, 5, 7, 7).footprint;
      const b2 = box('b', 6, 6, 8, 8).footprint;
      for (const sq of [a2, b2]) expect(inside(sq, mid) && pointDistanceToPolygonBoundary(mid, sq) > 0).toBe(false);
    }
    expect(segs.solids).toHaveLength(2);
  });

  it('prepares nothing but the table for an eye above every piece', () => {
    const segs = prepareVisibilitySegments([box('a', 0, 0, 2, 2, { heightIn: 0.5 })], TABLE, 1);
    expect(segs.count).toBe(4);
    expect(Array.from(segs.owner)).toEqual([-1, -1, -1, -1]);
  });
});

describe('visibilitySegmentsFromEdges', () => {
  it('cuts crossing edges and T-junctions so that segments share only end points', () => {
    const segs = visibilitySegmentsFromEdges([[P(1, 5), P(9, 5)], [P(5, 1), P(5, 9)], [P(5, 9), P(5, 12)], [P(2, 0), P(2, 3)]], { widthIn: 10, depthIn: 10 });
    const list = segmentList(segs);
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = list[i] as [Vec2, Vec2];
        const [c, d] = list[j] as [Vec2, Vec2];
        if (!segmentIntersectsSegment(a, b, c, d)) continue;
        const shared = [a, b].some((p) => [c, d].some((q) => p.x === q.x && p.y === q.y));
        expect(shared).toBe(true);
      }
    }
    // 4 table edges (the bottom one cut at x = 2, the top at x = 5) + 2 + 2 + 1 (clipped to y ≤ 10) + 1.
    expect(list).toHaveLength(6 + 4 + 1 + 1);
  });
});
