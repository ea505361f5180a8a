/**
 * Scenario files carry `schemaVersion`; older files are upgraded by named migrations, applied in
 * order, each taking version N to N + 1, before the current schema validates the result.
 * v1 → v2 (`v1-to-v2-units`) adds the optional `units`: a v1 file is already a v2 file without
 * units, so the step changes nothing but the version and is `silent` (no `migrated` notice: every
 * bundled scenario and every save written before v2 embeds a v1 scenario, and loading one is not
 * news). A file newer than this build, or with no path to the current version, is `unsupportedVersion`.
 */
import type { ScenarioProblem } from './problems';
import { describeValue, jsonTypeOf, scenarioProblem } from './problems';

export const CURRENT_SCHEMA_VERSION = 2;

export type JsonObject = Record<string, unknown>;

export interface ScenarioMigration {
  /** A stable, descriptive name, e.g. `v1-to-v2-base-sizes-in-mm`. */
  readonly name: string;
  readonly fromVersion: number;
  /** Always `fromVersion + 1`. */
  readonly toVersion: number;
  /** Upgrade the document; must not mutate its input. May throw on hopeless input (reported as `invalid`). */
  readonly migrate: (doc: JsonObject) => JsonObject;
  /** True when the older file means exactly the same in the newer format (a field was only added): no `migrated` notice. */
  readonly silent?: boolean;
}

/** v1 → v2: `units` (optional) joins the format; a v1 file has none, and nothing else changes. */
export const V1_TO_V2_UNITS: ScenarioMigration = {
  name: 'v1-to-v2-units',
  fromVersion: 1,
  toVersion: 2,
  migrate: (doc: JsonObject): JsonObject => ({ ...doc }),
  silent: true,
};

/** The migrations this build knows, in order. */
export const SCENARIO_MIGRATIONS: readonly ScenarioMigration[] = [V1_TO_V2_UNITS];

export type MigrationResult =
  | {
    readonly ok: true;
    readonly doc: JsonObject;
    /** Names of the steps applied, in order; `noticed`: those not `silent`. */
    readonly applied: readonly string[];
    readonly noticed: readonly string[];
  }
  | { readonly ok: false; readonly problems: ScenarioProblem[] };

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Bring a parsed JSON document up to `CURRENT_SCHEMA_VERSION` (or `target`). */
export function migrateScenario(
  doc: unknown,
  migrations: readonly ScenarioMigration[] = SCENARIO_MIGRATIONS,
  target: number = CURRENT_SCHEMA_VERSION,
): MigrationResult {
  if (!isObject(doc)) {
    return { ok: false, problems: [scenarioProblem('(root)', 'wrongType', `expected a JSON object, got ${describeValue(doc)}`, { expected: 'object', received: jsonTypeOf(doc) })] };
  }
  const version = doc.schemaVersion;
  if (version === undefined) {
    return { ok: false, problems: [scenarioProblem('schemaVersion', 'missing', 'required but missing', { field: 'schemaVersion' })] };
  }
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return { ok: false, problems: [scenarioProblem('schemaVersion', 'wrongType', `expected a whole number, got ${describeValue(version)}`, { expected: 'integer', received: jsonTypeOf(version) })] };
  }
  const unsupported = (): MigrationResult => ({
    ok: false,
    problems: [scenarioProblem('schemaVersion', 'unsupportedVersion',
      `version ${version} is not supported (this build reads version ${target}${migrations.length > 0 ? ` and migrates from ${Math.min(...migrations.map((m) => m.fromVersion))}` : ''})`,
      { version, supported: String(target) })],
  });
  if (version > target) return unsupported();
  let current: JsonObject = doc;
  let at = version;
  const applied: string[] = [];
  const noticed: string[] = [];
  while (at < target) {
    const step = migrations.find((m) => m.fromVersion === at && m.toVersion === at + 1);
    if (step === undefined) return unsupported();
    try {
      current = { ...step.migrate(current), schemaVersion: step.toVersion };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, problems: [scenarioProblem('(root)', 'invalid', `migration ${step.name} failed: ${reason}`, { reason })] };
    }
    applied.push(step.name);
    if (step.silent !== true) noticed.push(step.name);
    at = step.toVersion;
  }
  return { ok: true, doc: current, applied, noticed };
}
