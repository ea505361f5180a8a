/**
 * Format v2: units, figures that act as one (engine/model.ts `Unit`). A unit names its members in
 * slot order; `formation` is `{kind: "regular", files, ranks}` or `{kind: "irregular"}`. Which
 * figures exist, their sides and whether they stand in their slots are cross-field checks
 * (checkUnits.ts).
 */
import { z } from 'zod/mini';
import type { Formation, Unit } from '../engine/model';
import { normalFacingDeg } from '../engine/unitGeometryTray';
import { idSchema, nameSchema, numberIn, scalarRecordSchema } from './schemaParts';

/** Most members in one unit, and most files or ranks (the figure limit: a unit is made of figures). */
export const MAX_UNIT_MEMBERS = 1000;

/** A whole number 1–MAX_UNIT_MEMBERS (files, ranks). */
const countSchema = numberIn(1, MAX_UNIT_MEMBERS, '').check(z.superRefine((value: number, ctx) => {
  if (!Number.isInteger(value)) ctx.addIssue({ code: 'custom', message: 'wrongType', params: { code: 'wrongType', expected: 'integer' } });
}));

export const formationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('regular'), files: countSchema, ranks: countSchema }),
  z.strictObject({ kind: z.literal('irregular') }),
]) satisfies z.ZodMiniType<Formation>;

export const unitSchema = z.pipe(
  z.strictObject({
    id: idSchema,
    side: idSchema,
    name: nameSchema,
    memberIds: z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_UNIT_MEMBERS)),
    formation: formationSchema,
    facingDeg: z.optional(z.number()),
    profile: z.optional(scalarRecordSchema),
  }),
  z.transform((u): Unit => ({
    id: u.id,
    side: u.side,
    name: u.name,
    memberIds: u.memberIds,
    formation: u.formation,
    facingDeg: normalFacingDeg(u.facingDeg ?? 0),
    profile: u.profile ?? {},
  })),
);
