/**
 * Properties of lineOfSight over random scenes (star-shaped, often concave pieces, some floating,
 * some woods; figures on round, oval and rectangular bases, some raised), against a brute force
 * written here: every sample ray against every piece and figure, no grid, no pruning.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Footprint } from '../geometry/footprint';
import type { Vec2 } from '../geometry/point';
import { polygonCentroid, polygonContainsPoint } from '../geometry/polygon';
import { lineOfSight, raysShare } from './lineOfSight';
import { buildLosScene } from './losScene';
import { STANDING, boxPiece, randomPiece, randomScene, ringPiece, roundFigure, sceneInput } from './losTestScenes';
import type { LosFigure, LosResult, LosSceneInput } from './losTypes';
import type { TerrainPiece } from './terrain';

const FAST = { withRays: false, withCrossings: false } as const;
/** The two sample patterns (losSamples.ts), written out again here: where each sample sits and the share it stands for. */
const PATTERNS = {
  edges: { columns: [-0.48, -0.25, 0, 0.25, 0.48], columnShares: [0.135, 0.24, 0.25, 0.24, 0.135], rows: [0.02, 0.2, 0.4, 0.6, 0.8, 0.98], rowShares: [0.11, 0.19, 0.2, 0.2, 0.19, 0.11] },
  centres: { columns: [-3 / 8, -1 / 8, 1 / 8, 3 / 8], columnShares: [0.25, 0.25, 0.25, 0.25], rows: [0.1, 0.3, 0.5, 0.7, 0.9], rowShares: [0.2, 0.2, 0.2, 0.2, 0.2] },
} as const;
const patternOf = (input: LosSceneInput) => PATTERNS[input.sampling ?? 'edges'];
/** Share of the silhouette whose samples satisfy `pick` (ray r = column × rows + row). */
function shareOf(input: LosSceneInput, blockers: readonly (string | null)[], pick: (b: string | null) => boolean): number {
  const pattern = patternOf(input);
  let share = 0;
  blockers.forEach((b, r) => { if (pick(b)) share += pattern.columnShares[Math.floor(r / pattern.rows.length)]! * pattern.rowShares[r % pattern.rows.length]!; });
  return share;
}

const centreOf = (fp: Footprint): Vec2 => (fp.kind === 'circle' ? fp.center : polygonCentroid(fp.points));

/** Parameters t ∈ [0, 1] where a + t·(b − a) runs inside the region (edges by plain segment intersection, inside by midpoint). */
function bruteIntervals(a: Vec2, b: Vec2, inside: (p: Vec2) => boolean, ring: readonly Vec2[]): [number, number][] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const ts = [0, 1];
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % ring.length]!;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const denom = dx * ey - dy * ex;
    if (denom === 0) continue;
    const t = ((p.x - a.x) * ey - (p.y - a.y) * ex) / denom;
    const s = ((p.x - a.x) * dy - (p.y - a.y) * dx) / denom;
    if (t > 0 && t < 1 && s >= 0 && s <= 1) ts.push(t);
  }
  ts.sort((x, y) => x - y);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i]!;
    const t1 = ts[i + 1]!;
    if (t1 > t0 && inside({ x: a.x + ((t0 + t1) / 2) * dx, y: a.y + ((t0 + t1) / 2) * dy })) out.push([t0, t1]);
  }
  return out;
}

function circleIntervals(a: Vec2, b: Vec2, c: Vec2, r: number): [number, number][] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const A = dx * dx + dy * dy;
  const B = 2 * ((a.x - c.x) * dx + (a.y - c.y) * dy);
  const C = (a.x - c.x) ** 2 + (a.y - c.y) ** 2 - r * r;
  const disc = B * B - 4 * A * C;
  if (disc <= 0) return [];
  const t0 = Math.max(0, (-B - Math.sqrt(disc)) / (2 * A));
  const t1 = Math.min(1, (-B + Math.sqrt(disc)) / (2 * A));
  return t1 > t0 ? [[t0, t1]] : [];
}

/** Per sample ray: the id of the first thing that stops it, or null. */
function bruteFirstBlockers(input: LosSceneInput, oId: string, tId: string, ignore: readonly string[] = []): (string | null)[] {
  const o = input.figures.find((f) => f.id === oId)!;
  const t = input.figures.find((f) => f.id === tId)!;
  const e = centreOf(o.footprint);
  const eyeZ = o.elevationIn + o.eyeHeightIn;
  const c = centreOf(t.footprint);
  const len = Math.hypot(c.x - e.x, c.y - e.y);
  // Stacked figures (centres within 1e-9″ in plan) look north, by the core's convention.
  const u = len >= 1e-9 ? { x: (c.x - e.x) / len, y: (c.y - e.y) / len } : { x: 0, y: -1 };
  const p = { x: -u.y, y: u.x };
  const proj = t.footprint.kind === 'circle' ? [-t.footprint.radiusIn, t.footprint.radiusIn] : t.footprint.points.map((v) => (v.x - c.x) * p.x + (v.y - c.y) * p.y);
  const width = Math.max(Math.max(...proj) - Math.min(...proj), 1e-6);
  const blockers: { id: string; lo: number; hi: number; spans: (s: Vec2) => [number, number][] }[] = [];
  for (const piece of input.pieces) {
    if (piece.sight !== 'solid' || ignore.includes(piece.id)) continue;
    blockers.push({ id: piece.id, lo: piece.elevationIn, hi: piece.elevationIn + piece.heightIn,
      spans: (s) => bruteIntervals(e, s, (m) => polygonContainsPoint(piece.footprint, m), piece.footprint) });
  }
  for (const f of input.figures) {
    if (f.id === oId || f.id === tId || ignore.includes(f.id)) continue;
    const fp = f.footprint;
    blockers.push({ id: f.id, lo: f.elevationIn, hi: f.elevationIn + f.heightIn,
      spans: (s) => (fp.kind === 'circle' ? circleIntervals(e, s, fp.center, fp.radiusIn) : bruteIntervals(e, s, (m) => polygonContainsPoint(fp.points, m), fp.points)) });
  }
  const out: (string | null)[] = [];
  for (const col of patternOf(input).columns) {
    const s = { x: c.x + col * width * p.x, y: c.y + col * width * p.y };
    for (const row of patternOf(input).rows) {
      const zs = t.elevationIn + row * t.heightIn;
      let best = Infinity;
      let by: string | null = null;
      for (const b of blockers) {
        for (const [t0, t1] of b.spans(s)) {
          const z0 = eyeZ + t0 * (zs - eyeZ);
          const z1 = eyeZ + t1 * (zs - eyeZ);
          if (Math.max(z0, z1) < b.lo || Math.min(z0, z1) > b.hi) continue;
          const tHit = z0 > b.hi ? (b.hi - eyeZ) / (zs - eyeZ) : z0 < b.lo ? (b.lo - eyeZ) / (zs - eyeZ) : t0;
          if (tHit < best) { best = tHit; by = b.id; }
        }
      }
      out.push(by);
    }
  }
  return out;
}

const pairsOf = (input: LosSceneInput): [string, string][] =>
  input.figures.flatMap((a) => input.figures.filter((b) => b.id !== a.id).map((b): [string, string] => [a.id, b.id]));

/**
 * Pairs whose centres are apart in plan. Stacked figures (one right above the other) have no line
 * direction; their silhouette faces north by convention, which a turn of the scene does not turn and
 * which a move can tip either way when they are a rounding error apart.
 */
const separatedPairsOf = (input: LosSceneInput): [string, string][] => pairsOf(input).filter(([o, t]) => {
  const a = centreOf(input.figures.find((f) => f.id === o)!.footprint);
  const b = centreOf(input.figures.find((f) => f.id === t)!.footprint);
  return Math.hypot(a.x - b.x, a.y - b.y) > 1e-6;
});

function transformScene(input: LosSceneInput, map: (p: Vec2) => Vec2): LosSceneInput {
  const fp = (f: Footprint): Footprint => (f.kind === 'circle' ? { ...f, center: map(f.center) } : { kind: 'polygon', points: f.points.map(map) });
  return {
    table: input.table, sampling: input.sampling,
    pieces: input.pieces.map((piece) => ({ ...piece, footprint: piece.footprint.map(map) })),
    figures: input.figures.map((f) => ({ ...f, footprint: fp(f.footprint) })),
  };
}

describe('lineOfSight against a brute force', () => {
  it('the grid-accelerated answer equals every-ray-against-everything, ray by ray, in every mode and either pattern', () => {
    // Small pieces mostly, and now and then huge ones that hold whole lines of sight (woods, hills, slabs).
    const sampling = fc.constantFrom<'edges' | 'centres'>('edges', 'centres');
    fc.assert(fc.property(fc.oneof(randomScene(), randomScene(24, 4, 30)), sampling, (plain, samplingOf) => {
      const input = { ...plain, sampling: samplingOf };
      const scene = buildLosScene(input);
      for (const [o, t] of pairsOf(input)) {
        const expected = bruteFirstBlockers(input, o, t);
        const full = lineOfSight(scene, o, t);
        expect(full.rays.map((r) => r.blockedBy)).toEqual(expected);
        expect(full.sampleCount).toBe(expected.length);
        const fraction = shareOf(input, expected, (b) => b === null);
        expect(full.visibleFraction).toBeCloseTo(fraction, 12);
        expect(full.visible).toBe(fraction > 0);
        expect(lineOfSight(scene, o, t, FAST).visibleFraction).toBe(full.visibleFraction);
        // Every first blocker is listed with its share of the silhouette; the rays' weights sum to 1.
        for (const c of full.crossings) expect(c.hiddenFraction).toBeCloseTo(shareOf(input, expected, (b) => b === c.id), 12);
        expect(full.rays.reduce((sum, r) => sum + r.units, 0)).toBe(full.sampleUnits);
        expect(raysShare(full, (r) => r.blockedBy === null)).toBe(full.visibleFraction);
      }
    }), { numRuns: 150 });
  });

  it('ignored pieces and figures count for nothing, as if they were not there', () => {
    fc.assert(fc.property(randomScene(), fc.nat(), (input, k) => {
      const scene = buildLosScene(input);
      const ids = [...input.pieces.map((p) => p.id), ...input.figures.map((f) => f.id)];
      const ignored = ids.filter((_, i) => (k >> (i % 16)) & 1);
      for (const [o, t] of pairsOf(input)) {
        const r = lineOfSight(scene, o, t, { ignorePieceIds: ignored, ignoreFigureIds: ignored });
        expect(r.rays.map((ray) => ray.blockedBy)).toEqual(bruteFirstBlockers(input, o, t, ignored));
        expect(r.crossings.some((c) => ignored.includes(c.id))).toBe(false);
      }
    }), { numRuns: 60 });
  });
});

describe('lineOfSight invariants', () => {
  const eachPair = (input: LosSceneInput, f: (o: string, t: string, r: LosResult) => void) => {
    const scene = buildLosScene(input);
    for (const [o, t] of separatedPairsOf(input)) f(o, t, lineOfSight(scene, o, t, FAST));
  };

  it('moving the whole scene does not change what is seen (within one sample of float noise)', () => {
    fc.assert(fc.property(randomScene(), fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }), (input, dx, dy) => {
      const moved = buildLosScene(transformScene(input, (p) => ({ x: p.x + dx, y: p.y + dy })));
      eachPair(input, (o, t, r) => expect(Math.abs(lineOfSight(moved, o, t, FAST).visibleFraction - r.visibleFraction)).toBeLessThanOrEqual(0.05 + 1e-12));
    }), { numRuns: 80 });
  });

  it('turning the whole scene by any angle does not change what is seen (within one sample); quarter turns exactly', () => {
    fc.assert(fc.property(randomScene(), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.integer({ min: 1, max: 3 }), (input, angle, quarter) => {
      const turn = (a: number) => (p: Vec2) => ({ x: 12 + (p.x - 12) * Math.cos(a) - (p.y - 12) * Math.sin(a), y: 12 + (p.x - 12) * Math.sin(a) + (p.y - 12) * Math.cos(a) });
      const turned = buildLosScene(transformScene(input, turn(angle)));
      eachPair(input, (o, t, r) => expect(Math.abs(lineOfSight(turned, o, t, FAST).visibleFraction - r.visibleFraction)).toBeLessThanOrEqual(0.05 + 1e-12));
      // A quarter turn maps coordinates exactly (x, y) → (−y, x): no rounding, so the answer is identical.
      const exact = [(p: Vec2) => ({ x: -p.y, y: p.x }), (p: Vec2) => ({ x: -p.x, y: -p.y }), (p: Vec2) => ({ x: p.y, y: -p.x })][quarter - 1]!;
      const quartered = buildLosScene(transformScene(input, exact));
      eachPair(input, (o, t, r) => expect(lineOfSight(quartered, o, t, FAST).visibleFraction).toBe(r.visibleFraction));
    }), { numRuns: 80 });
  });

  it('adding a piece never raises visibility', () => {
    fc.assert(fc.property(randomScene(), randomPiece('extra', 24), (input, extra) => {
      const more = buildLosScene({ ...input, pieces: [...input.pieces, extra] });
      eachPair(input, (o, t, r) => expect(lineOfSight(more, o, t, FAST).visibleFraction).toBeLessThanOrEqual(r.visibleFraction));
    }), { numRuns: 100 });
  });

  it('raising the observer over low walls never lowers visibility', () => {
    // Everything stands on the table and every wall is lower than the eye: lifting the eye lifts every
    // ray at every point short of the target, so a ray clear of a wall before stays clear.
    const lowScene = fc.tuple(fc.array(randomPiece('w', 24), { maxLength: 12 }), fc.array(fc.tuple(fc.double({ min: 1, max: 23, noNaN: true }), fc.double({ min: 1, max: 23, noNaN: true })), { minLength: 2, maxLength: 5 }))
      .map(([walls, spots]) => sceneInput(
        walls.map((w, i) => ({ ...w, id: `w${i}`, sight: 'solid' as const, elevationIn: 0, heightIn: Math.min(w.heightIn, 0.95) })),
        spots.map(([x, y], i) => roundFigure(`f${i}`, x, y, STANDING)), 24, 24));
    fc.assert(fc.property(lowScene, fc.double({ min: 0.01, max: 5, noNaN: true }), (input, lift) => {
      const scene = buildLosScene(input);
      for (const [o, t] of pairsOf(input)) {
        const before = lineOfSight(scene, o, t, FAST).visibleFraction;
        const raisedFigure = { ...input.figures.find((f) => f.id === o)!, elevationIn: lift };
        const raised = buildLosScene({ ...input, figures: input.figures.map((f) => (f.id === o ? raisedFigure : f)) });
        expect(lineOfSight(raised, o, t, FAST).visibleFraction).toBeGreaterThanOrEqual(before);
      }
    }), { numRuns: 80 });
  });

  it('two figures of the same size and height in a mirror-symmetric scene see each other equally', () => {
    // Not true of any scene: a wall just in front of B, as high as B's eye, blinds B but lets A see B's head.
    // Mirrored across x = 0 with A at (−d, y) and B at (d, y), A→B is the mirror image of B→A (negation is exact).
    const half = fc.tuple(fc.array(randomPiece('p', 12), { maxLength: 6 }), fc.double({ min: 1, max: 11, noNaN: true }), fc.double({ min: 1, max: 23, noNaN: true }), fc.double({ min: 0, max: 3, noNaN: true }))
      .map(([pieces, d, y, elevationIn]) => {
        const mirror = (piece: TerrainPiece, i: number): TerrainPiece[] => [
          { ...piece, id: `p${i}`, footprint: piece.footprint.map((v) => ({ x: v.x - 12, y: v.y })) },
          { ...piece, id: `m${i}`, footprint: piece.footprint.map((v) => ({ x: -(v.x - 12), y: v.y })) },
        ];
        return sceneInput(pieces.flatMap(mirror), [roundFigure('a', -d, y, STANDING, elevationIn), roundFigure('b', d, y, STANDING, elevationIn)]);
      });
    fc.assert(fc.property(half, (input) => {
      const scene = buildLosScene(input);
      const ab = lineOfSight(scene, 'a', 'b', FAST);
      const ba = lineOfSight(scene, 'b', 'a', FAST);
      expect(ab.visibleFraction).toBe(ba.visibleFraction);
      expect(ab.visible).toBe(ba.visible);
    }), { numRuns: 150 });
  });

  it('is deterministic: the same input gives the same answer, bit for bit, in a fresh scene or after other queries', () => {
    fc.assert(fc.property(randomScene(), (input) => {
      const first = buildLosScene(input);
      const answers = pairsOf(input).map(([o, t]) => JSON.stringify(lineOfSight(first, o, t)));
      const second = buildLosScene(input);
      const again = [...pairsOf(input)].reverse().map(([o, t]) => JSON.stringify(lineOfSight(second, o, t))).reverse();
      expect(again).toEqual(answers);
    }), { numRuns: 40 });
  });
});

describe('degenerate terrain does not break line of sight', () => {
  it('collinear vertices, pieces touching along an edge, rays along edges and through corners: answers stay in range', () => {
    // A 1″ grid of boxes (sharing edges), some with a vertex in the middle of an edge, figures on grid
    // points, so rays run exactly along edges and through corners.
    const cell = fc.record({ x: fc.integer({ min: 0, max: 11 }), y: fc.integer({ min: 0, max: 11 }), h: fc.constantFrom(0.5, 1, 2), split: fc.boolean(), sight: fc.constantFrom<'solid' | 'area'>('solid', 'area') });
    const spot = fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }));
    fc.assert(fc.property(fc.array(cell, { maxLength: 30 }), fc.uniqueArray(spot, { minLength: 2, maxLength: 4, selector: ([x, y]) => `${x},${y}` }), (cells, spots) => {
      const pieces = cells.map((c, i) => c.split
        ? ringPiece(`c${i}`, [{ x: c.x, y: c.y }, { x: c.x + 0.5, y: c.y }, { x: c.x + 1, y: c.y }, { x: c.x + 1, y: c.y + 1 }, { x: c.x, y: c.y + 1 }], c.h, { sight: c.sight })
        : boxPiece(`c${i}`, c.x, c.y, c.x + 1, c.y + 1, c.h, { sight: c.sight }));
      const figures: LosFigure[] = spots.map(([x, y], i) => roundFigure(`f${i}`, x, y, STANDING, 0, 0.5));
      const scene = buildLosScene(sceneInput(pieces, figures, 12, 12));
      for (const [o, t] of pairsOf(scene.input)) {
        const r = lineOfSight(scene, o, t);
        expect(r.visibleFraction).toBeGreaterThanOrEqual(0);
        expect(r.visibleFraction).toBeLessThanOrEqual(1);
        expect(lineOfSight(scene, o, t, FAST).visibleFraction).toBe(r.visibleFraction);
        for (const c of r.crossings) expect(Number.isFinite(c.enterIn) && c.insideIn >= 0 && c.exitIn >= c.enterIn).toBe(true);
      }
    }), { numRuns: 100 });
  });

  it('rings of fewer than three points, zero area or zero height never throw', () => {
    const scene = buildLosScene(sceneInput([
      ringPiece('two', [{ x: 4, y: 9 }, { x: 4, y: 11 }], 2),
      ringPiece('flat', [{ x: 5, y: 9 }, { x: 5, y: 10 }, { x: 5, y: 11 }], 2),
      boxPiece('nil', 6, 9, 6.5, 11, 0),
      ringPiece('none', [], 2),
    ], [roundFigure('o', 0, 10), roundFigure('t', 10, 10)]));
    const r = lineOfSight(scene, 'o', 't');
    expect(r.visibleFraction).toBe(1);
  });
});
