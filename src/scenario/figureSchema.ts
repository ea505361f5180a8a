/**
 * Format v1: sides and figures. A base is `{shape: "round", diameterMm}` or
 * `{shape: "oval" | "rect", widthMm, lengthMm}` (length along the facing), or just a number:
 * `"base": 25` is a 25 mm round base.
 */
import { z } from 'zod/mini';
import type { BaseShape, Figure, Side } from '../engine/model';
import { STANCES } from '../engine/model';
import { idSchema, nameSchema, numberIn, scalarRecordSchema } from './schemaParts';

export const MIN_BASE_MM = 10;
export const MAX_BASE_MM = 200;
const baseMm = numberIn(MIN_BASE_MM, MAX_BASE_MM, ' mm');
/** Coordinates are range-checked against the table later, with a message naming the edge. */
const MAX_COORD_IN = 10_000;

/** The number shorthand is expanded first (a preprocess: a transform piped into the union). */
export const baseSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'number' ? { shape: 'round', diameterMm: value } : value)),
  z.discriminatedUnion('shape', [
    z.strictObject({ shape: z.literal('round'), diameterMm: baseMm }),
    z.strictObject({ shape: z.literal('oval'), widthMm: baseMm, lengthMm: baseMm }),
    z.strictObject({ shape: z.literal('rect'), widthMm: baseMm, lengthMm: baseMm }),
  ]),
) as unknown as z.ZodMiniType<BaseShape>;

export const sideSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
}) satisfies z.ZodMiniType<Side>;

/** Facing in degrees, any finite number, normalised to [0, 360). */
const facingSchema = z.pipe(z.number(), z.transform((deg: number) => (deg >= 0 && deg < 360 ? deg : ((deg % 360) + 360) % 360)));

export const figureSchema = z.pipe(
  z.strictObject({
    id: idSchema,
    side: idSchema,
    name: nameSchema,
    base: baseSchema,
    x: numberIn(-MAX_COORD_IN, MAX_COORD_IN, '″'),
    y: numberIn(-MAX_COORD_IN, MAX_COORD_IN, '″'),
    facingDeg: z.optional(facingSchema),
    standsOn: z.optional(z.nullable(idSchema)),
    stance: z.optional(z.enum(STANCES)),
    mounted: z.optional(z.boolean()),
    heightIn: z.optional(numberIn(0.1, 50, '″')),
    profile: z.optional(scalarRecordSchema),
  }),
  z.transform((f): Figure => ({
    id: f.id,
    side: f.side,
    name: f.name,
    base: f.base,
    x: f.x,
    y: f.y,
    facingDeg: f.facingDeg ?? 0,
    standsOn: f.standsOn ?? null,
    stance: f.stance ?? 'standing',
    mounted: f.mounted ?? false,
    ...(f.heightIn === undefined ? {} : { heightIn: f.heightIn }),
    profile: f.profile ?? {},
  })),
);
