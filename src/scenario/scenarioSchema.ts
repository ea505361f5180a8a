/**
 * Format v2 of a scenario file (v1 plus `units`; a v1 file is migrated first: migrations.ts): the JSON form of `Scenario` (engine/model.ts). This schema checks
 * each field on its own; checks across fields (ids, references, placement) are in `checkTerrain.ts`,
 * `checkReferences.ts`, `checkUnits.ts` and `checkFigurePlacement.ts`.
 * Objects are strict: an unknown field is an `unrecognized_keys` issue, reported as a warning.
 */
import { z } from 'zod/mini';
import { figureSchema, sideSchema } from './figureSchema';
import { MAX_DESCRIPTION_LENGTH, idSchema, nameSchema, numberIn, rulesetIdSchema, scalarRecordSchema, textOf } from './schemaParts';
import { terrainPieceSchema } from './terrainSchema';
import { unitSchema } from './unitSchema';

export const MIN_TABLE_IN = 1;
export const MAX_TABLE_IN = 240;
export const MAX_FIGURES = 1000;
export const MAX_PIECES = 1000;
export const MAX_SIDES = 100;
export const MAX_UNITS = 1000;

export const scenarioSchemaV2 = z.strictObject({
  schemaVersion: z.literal(2),
  id: idSchema,
  name: nameSchema,
  description: z.optional(textOf(0, MAX_DESCRIPTION_LENGTH)),
  /** Optional: how the game is won, as the scenario tells it (text for players; the rules decide). */
  victory: z.optional(textOf(0, MAX_DESCRIPTION_LENGTH)),
  ruleset: rulesetIdSchema,
  table: z.strictObject({
    widthIn: numberIn(MIN_TABLE_IN, MAX_TABLE_IN, '″'),
    depthIn: numberIn(MIN_TABLE_IN, MAX_TABLE_IN, '″'),
  }),
  terrain: z.optional(z.array(terrainPieceSchema).check(z.maxLength(MAX_PIECES))),
  sides: z.array(sideSchema).check(z.maxLength(MAX_SIDES)),
  figures: z.optional(z.array(figureSchema).check(z.maxLength(MAX_FIGURES))),
  /** Since v2: figures that act as one. */
  units: z.optional(z.array(unitSchema).check(z.maxLength(MAX_UNITS))),
  options: z.optional(scalarRecordSchema),
});

export type ScenarioFieldsV2 = z.output<typeof scenarioSchemaV2>;
