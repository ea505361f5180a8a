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
