/**
 * Line of sight and the visibility polygon on a cluttered 48″ table (bench/losScenes.ts: 2,000 or 200
 * wall edges, i.e. 500 or 50 thin walls, and 40 figures on 25 mm bases), and an open town of 2,000
edges (low walls, fences, a few buildings: about half the pairs see each other, so queries run their
full ray work instead of exiting early). Run with `npm run bench`; only this file:
`npx vitest bench --run bench/los.bench.ts`.
 *
 * Each group has its baseline in the same run, and the printed ratio is baseline ÷ ours:
 * - all-pairs LOS (780 pairs, 30 sample rays each: the `edges` pattern of every new game): the core's `lineOfSight` against a brute force
 *   written here, every sample ray against every blocking edge (3-D: blocked where the ray crosses an
 *   edge in plan at a height within the piece's prism) and every other figure (as an upright
 *   cylinder over its round base); the brute force stops testing a ray once it is blocked. Before
 *   timing, both must agree on every pair's visible fraction (it throws otherwise), so the two do
 *   the same work. The brute force only gives visible fractions: the "with crossings" case does more
 *   work than its baseline.
 * - one drag step (figure f0 walks 0.25″ steps through the gaps): all 780 answers through the LOS
 *   cache, which recomputes f0's 39 pairs and the few lines f0 steps across (the count is printed)
 *   and serves the rest, with crossing lists as asked and, like for like, visible fractions only;
 *   against the brute force on f0's 39 pairs (visible fractions only).
 * - one visibility polygon from a figure's eye: our sweep against the visibility-polygon library's
 *   `compute`, both on the same pre-cut segments (converted to the library's format once, outside the
 *   timing); also the library on the segments its own docs ask for (`breakIntersections` of all the
 *   outlines, done once, outside the timing), and our once-per-terrain preparation on its own.
 *
 * What each timing includes: the scene (`buildLosScene`), the brute force's edge list and the
 * prepared segments are built once before timing, as an app would cache them; a timing is the call
 * itself, results included. vitest prints its own table (mean, p75, p99); the custom runner at the end
 * prints median and p95 (performance.now() over repeated runs) and the ratios. Benchmarks are not
 * tests: nothing here asserts a time.
 */
import { afterAll, bench, describe } from 'vitest';
import { measure } from './measure';
import type { Timing } from './measure';
import { breakIntersections, compute, convertToSegments } from 'visibility-polygon';
import type { Vector2D } from 'visibility-polygon';
import { lineOfSight } from '../src/los/lineOfSight';
import { DEFAULT_LOS_SAMPLING, samplePatternOf } from '../src/los/losSamples';
import { createLosCache, losCacheAllPairs } from '../src/los/losCache';
import type { LosScene } from '../src/los/losScene';
import { buildLosScene, losSceneWithFigure } from '../src/los/losScene';
import type { LosFigure, LosOptions, LosSceneInput } from '../src/los/losTypes';
import type { VisibilitySegments } from '../src/los/visibilityPolygon';
import { prepareVisibilitySegments, visibilityPolygonFromSegments } from '../src/los/visibilityPolygon';
import { BENCH_BASE_MM, BENCH_EYE_HEIGHT_IN, benchFigure, benchRandom, losBenchScene, losTownScene } from './losScenes';
import { mmToInches } from '../src/geometry/units';
import type { Vec2 } from '../src/geometry/point';
import { circleDistanceToPolygon } from '../src/geometry/footprintDistance';

// ---------------------------------------------------------------------------------------------
// Brute-force line of sight: no grid, no pruning, every ray against everything.

interface BruteScene {
  /** Blocking edges, 6 numbers each: x1, y1, x2, y2, bottom, top (inches). */
  readonly edges: Float64Array;
  readonly edgeCount: number;
  /** Figures, 6 numbers each: centre x, y, base radius, bottom, top, eye height above the table. */
  readonly figures: Float64Array;
  readonly figureCount: number;
}

function bruteSceneOf(input: LosSceneInput): BruteScene {
  const edges: number[] = [];
  for (const piece of input.pieces) {
    if (piece.sight !== 'solid') continue;
    const ring = piece.footprint;
    ring.forEach((a, k) => {
      const b = ring[(k + 1) % ring.length]!;
      edges.push(a.x, a.y, b.x, b.y, piece.elevationIn, piece.elevationIn + piece.heightIn);
    });
  }
  const figures: number[] = [];
  for (const f of input.figures) {
    if (f.footprint.kind !== 'circle') throw new Error('brute force: round bases only');
    const { center, radiusIn } = f.footprint;
    figures.push(center.x, center.y, radiusIn, f.elevationIn, f.elevationIn + f.heightIn, f.elevationIn + f.eyeHeightIn);
  }
  return { edges: Float64Array.from(edges), edgeCount: edges.length / 6, figures: Float64Array.from(figures), figureCount: input.figures.length };
}

/** Whether the ray (ex, ey, ez) → (sx, sy, sz) is stopped by a blocking edge or a figure other than o and t. */
function bruteRayBlocked(b: BruteScene, o: number, t: number, ex: number, ey: number, ez: number, sx: number, sy: number, sz: number): boolean {
  const dx = sx - ex;
  const dy = sy - ey;
  const dz = sz - ez;
  const E = b.edges;
  for (let i = 0; i < b.edgeCount; i++) {
    const ax = E[6 * i]!;
    const ay = E[6 * i + 1]!;
    const fx = E[6 * i + 2]! - ax;
    const fy = E[6 * i + 3]! - ay;
    const denom = dx * fy - dy * fx;
    if (denom === 0) continue;
    const wx = ax - ex;
    const wy = ay - ey;
    const s = (wx * fy - wy * fx) / denom; // along the ray
    const u = (wx * dy - wy * dx) / denom; // along the edge
    if (s <= 0 || s >= 1 || u <= 0 || u >= 1) continue; // touching is not crossing
    const z = ez + s * dz;
    if (z >= E[6 * i + 4]! && z <= E[6 * i + 5]!) return true;
  }
  const F = b.figures;
  const dd = dx * dx + dy * dy;
  for (let f = 0; f < b.figureCount; f++) {
    if (f === o || f === t) continue;
    const cx = F[6 * f]! - ex;
    const cy = F[6 * f + 1]! - ey;
    const r = F[6 * f + 2]!;
    // |s·d − c|² = r²: the chord of the ray's plan line through the base.
    const mid = (cx * dx + cy * dy) / dd;
    const disc = mid * mid - (cx * cx + cy * cy - r * r) / dd;
    if (disc <= 0) continue;
    const half = Math.sqrt(disc);
    const s0 = Math.max(0, mid - half);
    const s1 = Math.min(1, mid + half);
    if (s1 <= s0) continue;
    const z0 = ez + s0 * dz;
    const z1 = ez + s1 * dz;
    if (Math.min(z0, z1) <= F[6 * f + 4]! && Math.max(z0, z1) >= F[6 * f + 3]!) return true;
  }
  return false;
}

/** Visible fraction of target t from observer o: the core's sample pattern (losSamples.ts), every ray brute-forced. */
function bruteVisibleFraction(b: BruteScene, o: number, t: number): number {
  const F = b.figures;
  const ex = F[6 * o]!;
  const ey = F[6 * o + 1]!;
  const ez = F[6 * o + 5]!;
  const tx = F[6 * t]!;
  const ty = F[6 * t + 1]!;
  const len = Math.hypot(tx - ex, ty - ey);
  const ux = len > 0 ? (tx - ex) / len : 0;
  const uy = len > 0 ? (ty - ey) / len : -1;
  const width = 2 * F[6 * t + 2]!;
  const zLo = F[6 * t + 3]!;
  const height = F[6 * t + 4]! - zLo;
  const pattern = samplePatternOf(DEFAULT_LOS_SAMPLING);
  let seen = 0;
  pattern.columnOffsets.forEach((column, c) => {
    const sx = tx + column * width * -uy;
    const sy = ty + column * width * ux;
    pattern.rowHeights.forEach((row, r) => {
      if (!bruteRayBlocked(b, o, t, ex, ey, ez, sx, sy, zLo + row * height)) seen += pattern.units[c * pattern.rows + r]!;
    });
  });
  return seen / pattern.totalUnits;
}

// ---------------------------------------------------------------------------------------------
// Scenes, prepared once.

interface BenchScene {
  readonly label: string;
  readonly input: LosSceneInput;
  readonly scene: LosScene;
  readonly brute: BruteScene;
  readonly pairs: readonly (readonly [number, number])[];
  readonly ids: readonly string[];
}

function benchSceneOf(label: string, input: LosSceneInput): BenchScene {
  const pairs: [number, number][] = [];
  for (let i = 0; i < input.figures.length; i++) for (let j = i + 1; j < input.figures.length; j++) pairs.push([i, j]);
  const ids = input.figures.map((f) => f.id);
  return { label, input, scene: buildLosScene(input), brute: bruteSceneOf(input), pairs, ids };
}

const big = benchSceneOf('2000 segments', losBenchScene(2000));
const small = benchSceneOf('200 segments', losBenchScene(200));
/** The open town: 2,000 segments most of which the eye sees over, so most pairs see each other (losScenes.ts). */
const town = benchSceneOf('2000 segments open town', losTownScene(2000));
const FRACTION_ONLY: LosOptions = { withRays: false, withCrossings: false };
const WITH_CROSSINGS: LosOptions = { withRays: false, withCrossings: true };

function allPairsCore(s: BenchScene, options: LosOptions): number {
  let sum = 0;
  for (const [i, j] of s.pairs) sum += lineOfSight(s.scene, s.ids[i]!, s.ids[j]!, options).visibleFraction;
  return sum;
}
function allPairsBrute(s: BenchScene): number {
  let sum = 0;
  for (const [i, j] of s.pairs) sum += bruteVisibleFraction(s.brute, i, j);
  return sum;
}

/** Same work or no benchmark: the core and the brute force must give every pair the same visible fraction. */
function checkAgreement(s: BenchScene): { pairs: number; visible: number; partial: number } {
  let visible = 0;
  let partial = 0;
  for (const [i, j] of s.pairs) {
    const core = lineOfSight(s.scene, s.ids[i]!, s.ids[j]!, FRACTION_ONLY).visibleFraction;
    const brute = bruteVisibleFraction(s.brute, i, j);
    if (core !== brute) {
      throw new Error(`los bench: core and brute force disagree on ${s.ids[i]} → ${s.ids[j]} (${s.label}): ${core} vs ${brute}`);
    }
    if (core > 0) visible++;
    if (core > 0 && core < 1) partial++;
  }
  return { pairs: s.pairs.length, visible, partial };
}
const agreement = [checkAgreement(small), checkAgreement(big), checkAgreement(town)];

// One drag step: figure f0 walks a path of 0.25″ steps through the gaps (never into a wall or a base),
// back and forth. The core keeps all 780 answers in the cache and recomputes what the step touched.
function dragPath(s: BenchScene, steps: number): Vec2[] {
  const rand = benchRandom(7);
  const r = mmToInches(BENCH_BASE_MM) / 2;
  const others = s.input.figures.slice(1).map((f) => (f.footprint.kind === 'circle' ? f.footprint.center : { x: 0, y: 0 }));
  const first = s.input.figures[0]!.footprint;
  const path: Vec2[] = [first.kind === 'circle' ? first.center : { x: 24, y: 24 }];
  let heading = 2 * Math.PI * rand();
  const free = (c: Vec2) =>
    c.x >= r && c.y >= r && c.x <= s.input.table.widthIn - r && c.y <= s.input.table.depthIn - r &&
    others.every((o) => Math.hypot(o.x - c.x, o.y - c.y) > 2 * r) &&
    s.input.pieces.every((p) => circleDistanceToPolygon(c, r, p.footprint) > 0);
  for (let tries = 0; path.length < steps && tries < 100 * steps; tries++) {
    const at = path[path.length - 1]!;
    const next = { x: at.x + 0.25 * Math.cos(heading), y: at.y + 0.25 * Math.sin(heading) };
    if (free(next)) path.push(next);
    else heading = 2 * Math.PI * rand();
  }
  return [...path, ...path.slice(1, -1).reverse()];
}
const dragFigures: LosFigure[] = dragPath(big, 120).map((c) => benchFigure(big.input.figures[0]!.id, c));

/** One step along the path through a cache: all 780 answers, the moved figure's pairs (and the lines it crosses) recomputed. */
function dragStepper(options: LosOptions) {
  const cache = createLosCache();
  losCacheAllPairs(cache, big.scene, options);
  const state = { cache, turn: 0, steps: 0 };
  const step = (): number => {
    state.steps++;
    state.turn = (state.turn + 1) % dragFigures.length;
    return losCacheAllPairs(cache, losSceneWithFigure(big.scene, dragFigures[state.turn]!), options).length;
  };
  return { state, step };
}
const dragWithCrossings = dragStepper(WITH_CROSSINGS);
const dragFractionOnly = dragStepper(FRACTION_ONLY);
const dragBrute: BruteScene = { ...big.brute, figures: big.brute.figures.slice() };
let bruteTurn = 0;
/** The same step for the brute force: the moved figure's 39 visible fractions. */
function dragStepBrute(): number {
  bruteTurn = (bruteTurn + 1) % dragFigures.length;
  const fp = dragFigures[bruteTurn]!.footprint;
  if (fp.kind !== 'circle') throw new Error('round bases only');
  dragBrute.figures[0] = fp.center.x;
  dragBrute.figures[1] = fp.center.y;
  let sum = 0;
  for (let t = 1; t < dragBrute.figureCount; t++) sum += bruteVisibleFraction(dragBrute, 0, t);
  return sum;
}

// The visibility polygon: our prepared segments, the same segments for the library, and the library's own.
const eyes = big.input.figures.map((f) => (f.footprint.kind === 'circle' ? f.footprint.center : { x: 0, y: 0 }));
const segments: VisibilitySegments = prepareVisibilitySegments(big.input.pieces, big.input.table, BENCH_EYE_HEIGHT_IN);
const librarySameSegments: Vector2D[][] = [];
for (let i = 0; i < segments.count; i++) {
  const c = segments.coords;
  librarySameSegments.push([[c[4 * i]!, c[4 * i + 1]!], [c[4 * i + 2]!, c[4 * i + 3]!]]);
}
const { widthIn: W, depthIn: D } = big.input.table;
const libraryOwnStart = performance.now();
const libraryOwnSegments = breakIntersections(convertToSegments([
  [[0, 0], [W, 0], [W, D], [0, D]],
  ...big.input.pieces.map((p) => p.footprint.map((v): Vector2D => [v.x, v.y])),
]));
const libraryBreakMs = performance.now() - libraryOwnStart;
let eyeTurn = 0;
const nextEye = () => eyes[(eyeTurn = (eyeTurn + 1) % eyes.length)]!;

// ---------------------------------------------------------------------------------------------
// vitest's own tables.

const heavy = { time: 300, iterations: 3, warmupIterations: 1 };
for (const s of [big, town, small]) {
  describe(`all-pairs LOS, ${s.label} (780 pairs × 20 rays)`, () => {
    bench('baseline: brute force, visible fraction', () => { allPairsBrute(s); }, heavy);
    bench('core: visible fraction only', () => { allPairsCore(s, FRACTION_ONLY); });
    bench('core: with crossing lists', () => { allPairsCore(s, WITH_CROSSINGS); });
  });
}

describe('one drag step, 2000 segments (the moved figure\'s 39 pairs)', () => {
  bench('baseline: brute force, its 39 visible fractions', () => { dragStepBrute(); });
  bench('core: through the LOS cache, with crossing lists', () => { dragWithCrossings.step(); });
  bench('core: through the LOS cache, visible fraction only', () => { dragFractionOnly.step(); });
});

describe('one visibility polygon, 2000 segments', () => {
  bench('baseline: visibility-polygon compute, same segments', () => {
    const e = nextEye();
    compute([e.x, e.y], librarySameSegments);
  });
  bench('ours: visibilityPolygonFromSegments', () => { visibilityPolygonFromSegments(segments, nextEye()); });
});

// ---------------------------------------------------------------------------------------------
// The custom runner: median and p95, and the ratios.

const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
const ratio = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));

afterAll(() => {
  const lines: string[] = [];
  const row = (group: string, name: string, t: Timing, baseline?: Timing) =>
    lines.push(`${group.padEnd(40)} ${name.padEnd(52)} ${ms(t.median).padStart(9)} ${ms(t.p95).padStart(9)} ${String(t.runs).padStart(6)}${baseline ? `   ${ratio(baseline.median / t.median)}x` : ''}`);
  lines.push(`${'group'.padEnd(40)} ${'case'.padEnd(52)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'runs'.padStart(6)}   baseline ÷ this`);

  const results = new Map<string, Timing>();
  for (const s of [big, town, small]) {
    const group = `all-pairs LOS, ${s.label}`;
    const brute = measure(() => allPairsBrute(s), 5, 1500);
    const fraction = measure(() => allPairsCore(s, FRACTION_ONLY));
    const crossings = measure(() => allPairsCore(s, WITH_CROSSINGS));
    row(group, 'baseline: brute force, visible fraction', brute);
    row(group, 'core: visible fraction only', fraction, brute);
    row(group, 'core: with crossing lists (more work than baseline)', crossings, brute);
    results.set(s.label, fraction);
    results.set(`${s.label} brute`, brute);
  }

  const dragGroup = 'one drag step, 2000 segments';
  const dragBaseline = measure(dragStepBrute);
  const { state } = dragWithCrossings;
  const [missesBefore, stepsBefore] = [state.cache.misses, state.steps];
  const dragCore = measure(dragWithCrossings.step, 50);
  const missesPerStep = (state.cache.misses - missesBefore) / (state.steps - stepsBefore);
  const dragFraction = measure(dragFractionOnly.step, 50);
  row(dragGroup, 'baseline: brute force, 39 visible fractions', dragBaseline);
  row(dragGroup, 'core: 780 answers via the cache, with crossings', dragCore, dragBaseline);
  row(dragGroup, 'core: 780 answers via the cache, fraction only', dragFraction, dragBaseline);

  const group = 'visibility polygon, 2000 segments';
  const library = measure(() => { const e = nextEye(); compute([e.x, e.y], librarySameSegments); }, 40);
  const libraryOwn = measure(() => { const e = nextEye(); compute([e.x, e.y], libraryOwnSegments); }, 40);
  const ours = measure(() => visibilityPolygonFromSegments(segments, nextEye()), 200);
  const prepare = measure(() => prepareVisibilitySegments(big.input.pieces, big.input.table, BENCH_EYE_HEIGHT_IN), 20);
  row(group, `baseline: library compute, same ${segments.count} segments`, library);
  row(group, `library compute, its own ${libraryOwnSegments.length} segments`, libraryOwn);
  row(group, 'ours: visibilityPolygonFromSegments', ours, library);
  row(group, 'ours: prepareVisibilitySegments (once per terrain)', prepare);

  const fraction = results.get(big.label)!;
  const brute = results.get(`${big.label} brute`)!;
  const [a200, a2000, aTown] = agreement;
  const townFraction = results.get(town.label)!;
  const townBrute = results.get(`${town.label} brute`)!;
  console.log([
    '',
    'LOS benchmarks (median and p95 by performance.now(); ratio = baseline median ÷ this median)',
    ...lines,
    '',
    `core = brute force on every pair's visible fraction: 200 segments ${a200!.pairs} pairs (${a200!.visible} see, ${a200!.partial} partly), ` +
      `2000 segments ${a2000!.pairs} pairs (${a2000!.visible} see, ${a2000!.partial} partly), ` +
      `open town ${aTown!.pairs} pairs (${aTown!.visible} see, ${aTown!.partial} partly: ${((100 * aTown!.visible) / aTown!.pairs).toFixed(0)}%)`,
    `drag step: ${missesPerStep.toFixed(1)} pairs recomputed per step on average (the moved figure's 39 and the lines it crosses), the rest from the cache`,
    `library breakIntersections on ${big.input.pieces.length * 4 + 4} outline edges, once: ${ms(libraryBreakMs)} ms`,
    `los all-pairs 2000 segments open town: ${townFraction.median.toFixed(2)} ms, ${(townBrute.median / townFraction.median).toFixed(1)}x brute force`,
    `los all-pairs 2000 segments: ${fraction.median.toFixed(2)} ms, ${(brute.median / fraction.median).toFixed(1)}x brute force`,
  ].join('\n'));
}, 300_000);
