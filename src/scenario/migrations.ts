/**
 * Scenario files carry `schemaVersion`; older files are upgraded by named migrations, applied in
 * order, each taking version N to N + 1, before the current schema validates the result.
 * Format v1 is the first published version, so the list is empty; the mechanism is tested with a
 * fake v0 → v1 migration. A file newer than this build, or with no path to the current version,
 * is `unsupportedVersion`.
 */
import type { ScenarioProblem } from './problems';
import { describeValue, jsonTypeOf, scenarioProblem } from './problems';

export const CURRENT_SCHEMA_VERSION = 1;

export type JsonObject = Record<string, unknown>;

export interface ScenarioMigration {
  /** A stable, descriptive name, e.g. `v1-to-v2-base-sizes-in-mm`. */
  readonly name: string;
  readonly fromVersion: number;
  /** Always `fromVersion + 1`. */
  readonly toVersion: number;
  /** Upgrade the document; must not mutate its input. May throw on hopeless input (reported as `invalid`). */
  readonly migrate: (doc: JsonObject) => JsonObject;
}

/** The migrations this build knows, in order. */
export const SCENARIO_MIGRATIONS: readonly ScenarioMigration[] = [];

export type MigrationResult =
  | { readonly ok: true; readonly doc: JsonObject; readonly applied: readonly string[] }
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
    at = step.toVersion;
  }
  return { ok: true, doc: current, applied };
}
