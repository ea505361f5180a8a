/**
 * Format v2: units, figures that act as one (engine/model.ts `Unit`). A unit names its members in
 * slot order; `formation` is `{kind: "regular", files, ranks}` (with `stand: {files, ranks}` and
 * `vacantSlots` for bases of several figures, BS-CAS-3) or `{kind: "irregular"}`. Which
 * figures exist, their sides and whether they stand in their slots are cross-field checks
 * (checkUnits.ts).
 */
import { z } from 'zod/mini';
import type { Formation, Unit } from '../engine/model';
import { normalFacingDeg } from '../engine/unitGeometryTray';
import { regularFormation } from '../engine/unitStands';
import { idSchema, nameSchema, numberIn, scalarRecordSchema } from './schemaParts';

/** Most members in one unit, and most files or ranks (the figure limit: a unit is made of figures). */
export const MAX_UNIT_MEMBERS = 1000;

/** A whole number 1–MAX_UNIT_MEMBERS (files, ranks). */
const countSchema = numberIn(1, MAX_UNIT_MEMBERS, '').check(z.superRefine((value: number, ctx) => {
  if (!Number.isInteger(value)) ctx.addIssue({ code: 'custom', message: 'wrongType', params: { code: 'wrongType', expected: 'integer' } });
}));

/** A whole number 0–MAX_SLOT_INDEX: an empty slot of a partly lost base (engine/unitStands.ts). */
const MAX_SLOT_INDEX = 2 * MAX_UNIT_MEMBERS;
const slotIndexSchema = numberIn(0, MAX_SLOT_INDEX, '').check(z.superRefine((value: number, ctx) => {
  if (!Number.isInteger(value)) ctx.addIssue({ code: 'custom', message: 'wrongType', params: { code: 'wrongType', expected: 'integer' } });
}));

const regularSchema = z.pipe(
  z.strictObject({
    kind: z.literal('regular'),
    files: countSchema,
    ranks: countSchema,
    stand: z.optional(z.strictObject({ files: countSchema, ranks: countSchema })),
    vacantSlots: z.optional(z.array(slotIndexSchema).check(z.maxLength(MAX_UNIT_MEMBERS))),
  }),
  // The keys a file leaves out stay out (a state's hash reads every key).
  z.transform((f): Formation => regularFormation(f.files, f.ranks, f.stand, f.vacantSlots)),
);

export const formationSchema = z.discriminatedUnion('kind', [
  regularSchema,
  z.strictObject({ kind: z.literal('irregular') }),
]);

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
