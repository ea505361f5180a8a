/**
 * A line-of-sight scene: the input (table, pieces, figures), the terrain edge grid, each figure's
 * solid precomputed as flat numbers, and lookups by id. Built once per terrain; a figure that moves
 * is swapped in with `losSceneWithFigure`, which shares the terrain grid (O(figures), no rebuild).
 *
 * Pieces with `sight: 'none'` are not indexed: sight ignores them entirely (they never block and
 * never appear in crossings). `solid` and `area` pieces are.
 *
 * The grid carries mutable query scratch (stamps); a scene is otherwise immutable, and a query
 * leaves no trace in its answers, so the same query always gives the same result.
 */
import type { Footprint } from '../geometry/footprint';
import { footprintBounds } from '../geometry/footprint';
import { polygonCentroid, polygonSignedArea } from '../geometry/polygon';
import type { SamplePattern } from './losSamples';
import { DEFAULT_LOS_SAMPLING, samplePatternOf } from './losSamples';
import type { LosFigure, LosSceneInput } from './losTypes';
import type { SegmentGrid } from './segmentGrid';
import { buildSegmentGrid } from './segmentGrid';
import type { TerrainPiece } from './terrain';

/** How a piece acts on sight, as a number for the hot loops. */
export const SIGHT_NONE = 0;
export const SIGHT_SOLID = 1;
export const SIGHT_AREA = 2;

/** A figure's solid in flat numbers: base centre (the eye's plan position), box, heights. */
export interface LosFigureSolid {
  readonly figure: LosFigure;
  readonly cx: number;
  readonly cy: number;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  /** Bottom and top of the solid, and the eye, inches above the table. */
  readonly zLo: number;
  readonly zHi: number;
  readonly eyeZ: number;
  /** Radius of a round base; 0 for a polygon base. */
  readonly radiusIn: number;
  /** A polygon base's convex ring as x, y pairs; empty for a round base. */
  readonly ring: Float64Array;
  /** +1 when the ring runs clockwise on screen (positive signed area), −1 otherwise. */
  readonly ringSign: number;
}

export interface LosScene {
  readonly input: LosSceneInput;
  readonly pieces: readonly TerrainPiece[];
  readonly figures: readonly LosFigure[];
  readonly grid: SegmentGrid;
  /** The sample pattern every query on this scene uses (`input.sampling`, default `edges`: losSamples.ts). */
  readonly samples: SamplePattern;
  /** Per piece: SIGHT_NONE / SIGHT_SOLID / SIGHT_AREA. */
  readonly pieceSight: Uint8Array;
  /** Per piece: underside and top, inches above the table. */
  readonly pieceZLo: Float64Array;
  readonly pieceZHi: Float64Array;
  /** Per figure, same order as `figures`. */
  readonly figureSolids: readonly LosFigureSolid[];
  /** Per figure: its base's box, minX, minY, maxX, maxY at 4f (flat, for the box tests of every query). */
  readonly figureBox: Float64Array;
  /** Per piece: its id (flat, for the result builders). */
  readonly pieceIds: readonly string[];
  readonly pieceIndexById: ReadonlyMap<string, number>;
  readonly figureIndexById: ReadonlyMap<string, number>;
  readonly pieceById: ReadonlyMap<string, TerrainPiece>;
  readonly figureById: ReadonlyMap<string, LosFigure>;
}

/** The centre of a base: the circle's centre, or the area centroid of a polygon base. */
export function footprintCentre(fp: Footprint): { x: number; y: number } {
  return fp.kind === 'circle' ? { x: fp.center.x, y: fp.center.y } : polygonCentroid(fp.points);
}

export function losFigureSolid(figure: LosFigure): LosFigureSolid {
  const fp = figure.footprint;
  const c = footprintCentre(fp);
  const b = footprintBounds(fp);
  const ring = new Float64Array(fp.kind === 'circle' ? 0 : fp.points.length * 2);
  if (fp.kind === 'polygon') fp.points.forEach((p, i) => { ring[2 * i] = p.x; ring[2 * i + 1] = p.y; });
  return {
    figure, cx: c.x, cy: c.y, minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY,
    zLo: figure.elevationIn, zHi: figure.elevationIn + figure.heightIn, eyeZ: figure.elevationIn + figure.eyeHeightIn,
    radiusIn: fp.kind === 'circle' ? fp.radiusIn : 0,
    ring, ringSign: fp.kind === 'polygon' && polygonSignedArea(fp.points) < 0 ? -1 : 1,
  };
}

function firstIndexById(items: readonly { readonly id: string }[]): Map<string, number> {
  const map = new Map<string, number>();
  items.forEach((item, i) => { if (!map.has(item.id)) map.set(item.id, i); });
  return map;
}

function boxesOf(solids: readonly LosFigureSolid[]): Float64Array {
  const box = new Float64Array(solids.length * 4);
  solids.forEach((s, f) => box.set([s.minX, s.minY, s.maxX, s.maxY], 4 * f));
  return box;
}

function byId<T>(items: readonly T[], indexById: ReadonlyMap<string, number>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [id, i] of indexById) map.set(id, items[i] as T);
  return map;
}

export function buildLosScene(input: LosSceneInput): LosScene {
  const { pieces, figures, table } = input;
  const pieceSight = new Uint8Array(pieces.length);
  const pieceZLo = new Float64Array(pieces.length);
  const pieceZHi = new Float64Array(pieces.length);
  const rings = pieces.map((piece, p) => {
    pieceSight[p] = piece.sight === 'solid' ? SIGHT_SOLID : piece.sight === 'area' ? SIGHT_AREA : SIGHT_NONE;
    pieceZLo[p] = piece.elevationIn;
    pieceZHi[p] = piece.elevationIn + piece.heightIn;
    return pieceSight[p] === SIGHT_NONE || piece.footprint.length < 2 ? null : piece.footprint;
  });
  const grid = buildSegmentGrid(rings, { minX: 0, minY: 0, maxX: table.widthIn, maxY: table.depthIn });
  const pieceIndexById = firstIndexById(pieces);
  const figureIndexById = firstIndexById(figures);
  const figureSolids = figures.map(losFigureSolid);
  return {
    input, pieces, figures, grid, samples: samplePatternOf(input.sampling ?? DEFAULT_LOS_SAMPLING), pieceSight, pieceZLo, pieceZHi,
    figureSolids, figureBox: boxesOf(figureSolids), pieceIds: pieces.map((p) => p.id),
    pieceIndexById, figureIndexById,
    pieceById: byId(pieces, pieceIndexById),
    figureById: byId(figures, figureIndexById),
  };
}

/**
 * The scene with `figure` replacing the figure of the same id (or added when the id is new).
 * Terrain and every other figure object are shared, so caches keyed on them stay valid.
 */
export function losSceneWithFigure(scene: LosScene, figure: LosFigure): LosScene {
  const at = scene.figureIndexById.get(figure.id);
  const figures = scene.figures.slice();
  const figureSolids = scene.figureSolids.slice();
  let figureIndexById = scene.figureIndexById;
  if (at === undefined) {
    figures.push(figure);
    figureSolids.push(losFigureSolid(figure));
    figureIndexById = new Map(scene.figureIndexById).set(figure.id, figures.length - 1);
  } else {
    figures[at] = figure;
    figureSolids[at] = losFigureSolid(figure);
  }
  const figureById = new Map(scene.figureById).set(figure.id, figure);
  const figureBox = new Float64Array(figureSolids.length * 4);
  figureBox.set(scene.figureBox.subarray(0, Math.min(scene.figureBox.length, figureBox.length)));
  const moved = figureSolids[at ?? figures.length - 1] as LosFigureSolid;
  figureBox.set([moved.minX, moved.minY, moved.maxX, moved.maxY], 4 * (at ?? figures.length - 1));
  return { ...scene, input: { ...scene.input, figures }, figures, figureSolids, figureBox, figureIndexById, figureById };
}
