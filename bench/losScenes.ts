/**
 * Line-of-sight benchmark scenes: a 48″ × 48″ table strewn with thin walls, and 40 figures on 25 mm
 * bases standing in the gaps. Deterministic: a small LCG seeded by the caller (no Math.random).
 *
 * "N wall segments" counts edges of blocking terrain: every wall is a thin rectangle, i.e. 4 edges,
 * so 2,000 segments are 500 walls and 200 segments are 50 walls. Walls are 0.25–0.5″ thick, 1–4″
 * long, 1–3″ high, at any angle, wholly on the table; they may overlap one another (ruins do), which
 * the visibility polygon has to cut apart. Every wall is at least 1″ high, so all of them block an eye
 * at 1.0″.
 *
 * Figures: round 25 mm bases, 1.1″ tall, eye 1.0″ above the base, on the ground; each stands where
 * its base touches no wall and no other base.
 */
import { footprintOfBase } from '../src/geometry/footprint';
import { circleDistanceToPolygon } from '../src/geometry/footprintDistance';
import type { Vec2 } from '../src/geometry/point';
import { mmToInches } from '../src/geometry/units';
import type { LosFigure, LosSceneInput } from '../src/los/losTypes';
import type { TerrainPiece } from '../src/los/terrain';

export const BENCH_TABLE_IN = 48;
export const BENCH_FIGURE_COUNT = 40;
export const BENCH_BASE_MM = 25;
export const BENCH_FIGURE_HEIGHT_IN = 1.1;
export const BENCH_EYE_HEIGHT_IN = 1.0;

/** A deterministic generator of numbers in [0, 1): the LCG of Numerical Recipes. */
export function benchRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function wallPiece(id: string, rand: () => number): TerrainPiece {
  const lengthIn = 1 + 3 * rand();
  const thickIn = 0.25 + 0.25 * rand();
  const heightIn = 1 + 2 * rand();
  const angle = Math.PI * rand();
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  // Keep the whole rectangle on the table: its half-extent along x and y, plus the centre anywhere inside that margin.
  const hx = (Math.abs(ux) * lengthIn + Math.abs(uy) * thickIn) / 2;
  const hy = (Math.abs(uy) * lengthIn + Math.abs(ux) * thickIn) / 2;
  const cx = hx + (BENCH_TABLE_IN - 2 * hx) * rand();
  const cy = hy + (BENCH_TABLE_IN - 2 * hy) * rand();
  const ax = (ux * lengthIn) / 2;
  const ay = (uy * lengthIn) / 2;
  const nx = (-uy * thickIn) / 2;
  const ny = (ux * thickIn) / 2;
  return {
    id, kind: 'wall', name: `Wall ${id}`,
    footprint: [
      { x: cx - ax - nx, y: cy - ay - ny }, { x: cx + ax - nx, y: cy + ay - ny },
      { x: cx + ax + nx, y: cy + ay + ny }, { x: cx - ax + nx, y: cy - ay + ny },
    ],
    elevationIn: 0, heightIn, cover: 'hard', inTheWay: 4, difficult: false, impassable: true,
    climbable: false, hasLadder: false, hasDoors: false, sight: 'solid', standableTop: false,
  };
}

/** A 25 mm figure standing on the ground at `center`. */
export function benchFigure(id: string, center: Vec2): LosFigure {
  const d = mmToInches(BENCH_BASE_MM);
  return {
    id, footprint: footprintOfBase('round', d, d, center, 0),
    elevationIn: 0, heightIn: BENCH_FIGURE_HEIGHT_IN, eyeHeightIn: BENCH_EYE_HEIGHT_IN,
  };
}

/** Free spots for 25 mm bases: off every wall, off every base already placed (and off `taken`). */
export function benchFreeSpots(pieces: readonly TerrainPiece[], count: number, rand: () => number, taken: readonly Vec2[] = []): Vec2[] {
  const r = mmToInches(BENCH_BASE_MM) / 2;
  const spots: Vec2[] = [];
  for (let tries = 0; spots.length < count; tries++) {
    if (tries > 100_000) throw new Error(`losScenes: found only ${spots.length} of ${count} free spots`);
    const c = { x: r + (BENCH_TABLE_IN - 2 * r) * rand(), y: r + (BENCH_TABLE_IN - 2 * r) * rand() };
    if ([...taken, ...spots].some((s) => Math.hypot(s.x - c.x, s.y - c.y) <= 2 * r)) continue;
    if (pieces.some((p) => circleDistanceToPolygon(c, r, p.footprint) <= 0)) continue;
    spots.push(c);
  }
  return spots;
}

/** The benchmark table with `wallSegments` blocking edges (a multiple of 4) and 40 figures. */
export function losBenchScene(wallSegments: number, seed = 1): LosSceneInput {
  if (wallSegments % 4 !== 0) throw new Error('losScenes: wall segments come in fours (one thin rectangle each)');
  const rand = benchRandom(seed);
  const pieces = Array.from({ length: wallSegments / 4 }, (_, i) => wallPiece(`w${i}`, rand));
  const figures = benchFreeSpots(pieces, BENCH_FIGURE_COUNT, rand).map((c, i) => benchFigure(`f${i}`, c));
  return { table: { widthIn: BENCH_TABLE_IN, depthIn: BENCH_TABLE_IN }, pieces, figures };
}

/** A thin rectangle `lengthIn` × `thickIn` centred at (cx, cy) along `angle` (radians), as a wall-like piece. */
function barPiece(id: string, kind: 'wall' | 'fence', cx: number, cy: number, angle: number, lengthIn: number, thickIn: number, heightIn: number): TerrainPiece {
  const ux = Math.cos(angle), uy = Math.sin(angle);
  const ax = (ux * lengthIn) / 2, ay = (uy * lengthIn) / 2;
  const nx = (-uy * thickIn) / 2, ny = (ux * thickIn) / 2;
  return {
    id, kind, name: `${kind} ${id}`,
    footprint: [
      { x: cx - ax - nx, y: cy - ay - ny }, { x: cx + ax - nx, y: cy + ay - ny },
      { x: cx + ax + nx, y: cy + ay + ny }, { x: cx - ax + nx, y: cy - ay + ny },
    ],
    elevationIn: 0, heightIn, cover: kind === 'wall' ? 'hard' : 'soft', inTheWay: kind === 'wall' ? 4 : 3, difficult: false, impassable: true,
    climbable: false, hasLadder: false, hasDoors: false, sight: 'solid', standableTop: false,
  };
}

/** Buildings of the open town: this many of its 4-edge pieces are buildings, the rest low walls and fences. */
export const TOWN_BUILDINGS = 16;

/**
 * The open town (issue 13): the same 48″ table and 40 figures, with `segments` edges of terrain most
 * of which an eye at 1.0″ sees over — low walls (0.4–0.9″ high, 1–4″ long, along the street grid or
 * at any angle) and fences (0.6–0.95″) — and `TOWN_BUILDINGS` scattered buildings (1.5–3.5″ a side,
 * 2.5–4″ high) that hide what stands behind them. Low terrain stops only the lower sample rows, so
 * most pairs see each other at least partly (the bench prints how many: at least 40% by design), and
 * the queries cannot exit early as they do on the cluttered table: it measures the full ray work.
 */
export function losTownScene(segments: number, seed = 3): LosSceneInput {
  if (segments % 4 !== 0 || segments / 4 < TOWN_BUILDINGS) throw new Error('losScenes: the town needs a multiple of 4 segments, at least 4 per building');
  const rand = benchRandom(seed);
  const pieces: TerrainPiece[] = [];
  for (let i = 0; i < TOWN_BUILDINGS; i++) {
    const w = 1.5 + 2 * rand(), d = 1.5 + 2 * rand();
    const cx = w / 2 + (BENCH_TABLE_IN - w) * rand(), cy = d / 2 + (BENCH_TABLE_IN - d) * rand();
    pieces.push({ ...barPiece(`b${i}`, 'wall', cx, cy, 0, w, d, 2.5 + 1.5 * rand()), kind: 'building', name: `Building ${i}`, inTheWay: 5 });
  }
  for (let i = 0; pieces.length < segments / 4; i++) {
    const fence = rand() < 0.4;
    const lengthIn = 1 + 3 * rand();
    const thickIn = fence ? 0.1 + 0.1 * rand() : 0.25 + 0.25 * rand();
    const heightIn = fence ? 0.6 + 0.35 * rand() : 0.4 + 0.5 * rand();
    // Half along the street grid, half at any angle.
    const angle = rand() < 0.5 ? (rand() < 0.5 ? 0 : Math.PI / 2) : Math.PI * rand();
    const margin = lengthIn / 2 + thickIn;
    const cx = margin + (BENCH_TABLE_IN - 2 * margin) * rand(), cy = margin + (BENCH_TABLE_IN - 2 * margin) * rand();
    pieces.push(barPiece(`${fence ? 'f' : 'w'}${i}`, fence ? 'fence' : 'wall', cx, cy, angle, lengthIn, thickIn, heightIn));
  }
  const figures = benchFreeSpots(pieces, BENCH_FIGURE_COUNT, rand).map((c, i) => benchFigure(`f${i}`, c));
  return { table: { widthIn: BENCH_TABLE_IN, depthIn: BENCH_TABLE_IN }, pieces, figures };
}
