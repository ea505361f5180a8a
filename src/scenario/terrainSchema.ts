/**
 * Format v1: a terrain piece. The rule fields may be left out; they then come from the per-kind
 * table in `terrainDefaults.ts`. The footprint is given either as `footprint` (a list of points) or
 * as `rect` ({x, y, w, h}: the north-west corner and the size, inches), never both.
 */
import { z } from 'zod/mini';
import type { WorldPoint } from '../geometry/point';
import type { TerrainPiece } from '../los/terrain';
import { COVER_KINDS, OBSTACLE_LEVELS, OPENINGS, SIGHT_KINDS, TERRAIN_KINDS, WOOD_DENSITIES } from '../los/terrain';
import { TERRAIN_DEFAULTS } from './terrainDefaults';
import { idSchema, nameSchema, numberIn, pointSchema } from './schemaParts';

/** Enough for any hand-made outline; keeps the O(n²) simplicity check cheap (1000 pieces × 256² stays well under a second). */
export const MAX_FOOTPRINT_POINTS = 256;
/** Tallest piece and highest floating piece, inches. */
export const MAX_TERRAIN_HEIGHT_IN = 100;
const MAX_COORD_IN = 10_000;

const rectSchema = z.strictObject({
  x: numberIn(-MAX_COORD_IN, MAX_COORD_IN, '″'),
  y: numberIn(-MAX_COORD_IN, MAX_COORD_IN, '″'),
  w: numberIn(0.01, MAX_COORD_IN, '″'),
  h: numberIn(0.01, MAX_COORD_IN, '″'),
});

const pieceFieldsSchema = z.strictObject({
  id: idSchema,
  kind: z.enum(TERRAIN_KINDS),
  name: z.optional(nameSchema),
  footprint: z.optional(z.array(pointSchema).check(z.minLength(3), z.maxLength(MAX_FOOTPRINT_POINTS))),
  rect: z.optional(rectSchema),
  elevationIn: z.optional(numberIn(0, MAX_TERRAIN_HEIGHT_IN, '″')),
  heightIn: numberIn(0, MAX_TERRAIN_HEIGHT_IN, '″'),
  cover: z.optional(z.enum(COVER_KINDS)),
  inTheWay: z.optional(z.nullable(z.literal([3, 4, 5]))),
  difficult: z.optional(z.boolean()),
  impassable: z.optional(z.boolean()),
  climbable: z.optional(z.boolean()),
  hasLadder: z.optional(z.boolean()),
  hasDoors: z.optional(z.boolean()),
  sight: z.optional(z.enum(SIGHT_KINDS)),
  standableTop: z.optional(z.boolean()),
  slope: z.optional(z.boolean()),
  obstacleLevel: z.optional(z.literal(OBSTACLE_LEVELS)),
  woodDensity: z.optional(z.enum(WOOD_DENSITIES)),
  openings: z.optional(z.enum(OPENINGS)),
});

export const terrainPieceSchema = z.pipe(
  pieceFieldsSchema.check(z.superRefine((piece: z.output<typeof pieceFieldsSchema>, ctx) => {
    if (piece.footprint !== undefined && piece.rect !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'conflict', path: ['rect'], params: { code: 'conflict', fields: 'footprint, rect' } });
    }
    if (piece.footprint === undefined && piece.rect === undefined) {
      ctx.addIssue({ code: 'custom', message: 'missing', path: ['footprint'], params: { code: 'missing', field: 'footprint or rect' } });
    }
  })),
  z.transform((p: z.output<typeof pieceFieldsSchema>): TerrainPiece => {
    const { rect, footprint, name, elevationIn, ...rules } = p;
    const points: WorldPoint[] = footprint ?? (rect === undefined ? [] : [
      { x: rect.x, y: rect.y }, { x: rect.x + rect.w, y: rect.y },
      { x: rect.x + rect.w, y: rect.y + rect.h }, { x: rect.x, y: rect.y + rect.h },
    ]);
    const d = TERRAIN_DEFAULTS[p.kind];
    return {
      id: p.id,
      kind: p.kind,
      ...(name === undefined ? {} : { name }),
      footprint: points,
      elevationIn: elevationIn ?? 0,
      heightIn: rules.heightIn,
      cover: rules.cover ?? d.cover,
      inTheWay: rules.inTheWay === undefined ? d.inTheWay : rules.inTheWay,
      difficult: rules.difficult ?? d.difficult,
      impassable: rules.impassable ?? d.impassable,
      climbable: rules.climbable ?? d.climbable,
      hasLadder: rules.hasLadder ?? d.hasLadder,
      hasDoors: rules.hasDoors ?? d.hasDoors,
      sight: rules.sight ?? d.sight,
      standableTop: rules.standableTop ?? d.standableTop,
      slope: rules.slope ?? d.slope,
      // Only when given: pieces without it (every file before the field) stay as they were, hashes too.
      ...(rules.obstacleLevel === undefined ? {} : { obstacleLevel: rules.obstacleLevel }),
      ...(rules.woodDensity === undefined ? {} : { woodDensity: rules.woodDensity }),
      ...(rules.openings === undefined ? {} : { openings: rules.openings }),
    };
  }),
);
