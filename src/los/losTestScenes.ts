/**
 * Builders for line-of-sight tests (not API): terrain pieces from boxes or rings, figures on round
 * bases, and fast-check generators of random scenes. Inches throughout; y grows south.
 */
import fc from 'fast-check';
import type { BaseShapeKind } from '../geometry/footprint';
import { footprintOfBase } from '../geometry/footprint';
import type { Vec2 } from '../geometry/point';
import type { LosFigure, LosSceneInput } from './losTypes';
import type { Sight, TerrainPiece } from './terrain';

export const P = (x: number, y: number): Vec2 => ({ x, y });

/** A piece over the ring `footprint`: solid, on the table, unless `over` says otherwise. */
export function ringPiece(id: string, footprint: readonly Vec2[], heightIn: number, over: Partial<TerrainPiece> = {}): TerrainPiece {
  return {
    id, kind: 'wall', footprint: [...footprint], elevationIn: 0, heightIn, cover: 'hard', inTheWay: 4, difficult: false,
    impassable: false, climbable: false, hasLadder: false, hasDoors: false, sight: 'solid', standableTop: false, ...over,
  };
}

/** A piece over the box x0..x1 × y0..y1. */
export function boxPiece(id: string, x0: number, y0: number, x1: number, y1: number, heightIn: number, over: Partial<TerrainPiece> = {}): TerrainPiece {
  return ringPiece(id, [P(x0, y0), P(x1, y0), P(x1, y1), P(x0, y1)], heightIn, over);
}

/** Figure heights (inches) at 28 mm, as engine/losScene.ts gives them. */
export const STANDING = { heightIn: 1.1, eyeHeightIn: 1.0 };
export const PRONE = { heightIn: 0.3, eyeHeightIn: 0.25 };
export const MOUNTED = { heightIn: 1.6, eyeHeightIn: 1.45 };

/** A figure on a round base of radius `radiusIn` (default 0.5″: a 1″ base) centred at (x, y). */
export function roundFigure(id: string, x: number, y: number, heights = STANDING, elevationIn = 0, radiusIn = 0.5): LosFigure {
  return { id, footprint: { kind: 'circle', center: P(x, y), radiusIn }, elevationIn, ...heights };
}

export function sceneInput(pieces: readonly TerrainPiece[], figures: readonly LosFigure[], widthIn = 48, depthIn = 48): LosSceneInput {
  return { table: { widthIn, depthIn }, pieces, figures };
}

const num = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** A star-shaped (often concave) ring of 3–9 vertices around (cx, cy), radius up to `maxR`. */
export const starRing = (cx: number, cy: number, maxR: number): fc.Arbitrary<Vec2[]> =>
  fc.integer({ min: 3, max: 9 }).chain((n) =>
    fc.tuple(fc.array(num(0.15, 0.85), { minLength: n, maxLength: n }), fc.array(num(maxR * 0.2, maxR), { minLength: n, maxLength: n }))
      .map(([jit, radii]) => jit.map((j, i) => {
        const a = ((i + j) * 2 * Math.PI) / n;
        return P(cx + radii[i]! * Math.cos(a), cy + radii[i]! * Math.sin(a));
      })));

/** A terrain piece somewhere on a `size`″ table: solid mostly, sometimes area or none, sometimes floating. */
export const randomPiece = (id: string, size: number, maxR = size / 5): fc.Arbitrary<TerrainPiece> =>
  fc.record({
    cx: num(0, size), cy: num(0, size), r: num(0.3, maxR), floating: fc.boolean(),
    elevationIn: num(0.5, 3), heightIn: num(0.1, 3), sight: fc.constantFrom<Sight>('solid', 'solid', 'solid', 'area', 'none'),
  }).chain((g) => starRing(g.cx, g.cy, g.r).map((ring) =>
    ringPiece(id, ring, g.heightIn, { sight: g.sight, elevationIn: g.floating ? g.elevationIn : 0 })));

/** A figure anywhere on a `size`″ table: any base shape, any facing, on the ground or raised, any posture. */
export const randomFigure = (id: string, size: number): fc.Arbitrary<LosFigure> =>
  fc.record({
    shape: fc.constantFrom<BaseShapeKind>('round', 'round', 'oval', 'rect'), w: num(0.5, 1.5), l: num(0.5, 2.5),
    x: num(1, size - 1), y: num(1, size - 1), facing: num(0, 2 * Math.PI), raised: fc.boolean(), elevationIn: num(0.2, 4),
    heights: fc.constantFrom(STANDING, PRONE, MOUNTED),
  }).map((g) => ({
    id, footprint: footprintOfBase(g.shape, g.w, g.l, P(g.x, g.y), g.facing), elevationIn: g.raised ? g.elevationIn : 0, ...g.heights,
  }));

/** A random scene on a `size`″ table: up to `maxPieces` pieces up to `maxR` across and 2–6 figures (ids p0…, f0…). */
export const randomScene = (size = 24, maxPieces = 14, maxR = size / 5): fc.Arbitrary<LosSceneInput> =>
  fc.tuple(fc.integer({ min: 0, max: maxPieces }), fc.integer({ min: 2, max: 6 })).chain(([np, nf]) =>
    fc.tuple(
      fc.tuple(...Array.from({ length: np }, (_, i) => randomPiece(`p${i}`, size, maxR))),
      fc.tuple(...Array.from({ length: nf }, (_, i) => randomFigure(`f${i}`, size))),
    ).map(([pieces, figures]) => sceneInput(pieces, figures, size, size)));
