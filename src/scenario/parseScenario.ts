/**
 * The one door for untrusted scenario JSON: migrate to the current format, validate each field
 * (zod), then check across fields (ids, references, placement). Never throws, whatever the input;
 * everything wrong comes back as a list of problems with paths.
 */
import type { Scenario } from '../engine/model';
import { checkFigurePlacementProblems } from './checkFigurePlacement';
import { jsonDepthProblem, tooDeepWords } from './jsonDepth';
import { referenceProblems } from './checkReferences';
import { openClosedFootprints, terrainProblems } from './checkTerrain';
import type { ScenarioMigration } from './migrations';
import { CURRENT_SCHEMA_VERSION, migrateScenario } from './migrations';
import type { ScenarioProblem } from './problems';
import { ROOT_PATH, scenarioProblem } from './problems';
import { readJsonText } from './readJsonText';
import { scenarioSchemaV2 } from './scenarioSchema';
import { unitProblems } from './checkUnits';
import { valueAtPath, zodIssueProblems } from './zodProblems';

export type ParseScenarioResult =
  | { readonly ok: true; readonly scenario: Scenario; readonly warnings: ScenarioProblem[] }
  | { readonly ok: false; readonly problems: ScenarioProblem[] };

export interface ParseScenarioOptions {
  /** Migrations to apply (default: the ones this build ships). Tests pass their own. */
  readonly migrations?: readonly ScenarioMigration[];
}

/** Largest scenario text accepted, bytes of UTF-8. */
export const MAX_SCENARIO_BYTES = 5 * 1024 * 1024;

/** A copy of `root` without `keys` in the object at `path` (copies only along the path). */
function withoutKeys(root: unknown, path: readonly PropertyKey[], keys: readonly string[]): unknown {
  if (root === null || typeof root !== 'object') return root;
  const copy: Record<PropertyKey, unknown> = Array.isArray(root) ? [...(root as unknown[])] as never : { ...root };
  const [head, ...rest] = path;
  if (head === undefined) {
    for (const key of keys) delete copy[key];
  } else {
    copy[head] = withoutKeys(copy[head], rest, keys);
  }
  return copy;
}

function validate(doc: unknown): ParseScenarioResult {
  let input = doc;
  let result = scenarioSchemaV2.safeParse(input);
  const warnings: ScenarioProblem[] = [];
  if (!result.success) {
    const errors: ScenarioProblem[] = [];
    for (const issue of result.error.issues) {
      const mapped = zodIssueProblems(issue, input);
      errors.push(...mapped.errors);
      warnings.push(...mapped.warnings);
      if (issue.code === 'unrecognized_keys') input = withoutKeys(input, issue.path, issue.keys);
    }
    // Unknown fields alone do not fail a file: drop them and validate what is left.
    if (errors.length > 0) return { ok: false, problems: [...errors, ...warnings] };
    result = scenarioSchemaV2.safeParse(input);
    if (!result.success) {
      return { ok: false, problems: result.error.issues.flatMap((issue) => zodIssueProblems(issue, input).errors) };
    }
  }
  const fields = result.data;
  const opened = openClosedFootprints(fields.terrain ?? []);
  warnings.push(...opened.warnings);
  // `schemaVersion: 1` is the model's, not the file's (engine/model.ts `Scenario.schemaVersion`):
  // a scenario without units is the same object from a v1 or a v2 file, so old saves keep their hash.
  const scenario: Scenario = {
    schemaVersion: 1,
    id: fields.id,
    name: fields.name,
    ...(fields.description === undefined ? {} : { description: fields.description }),
    ...(fields.victory === undefined ? {} : { victory: fields.victory }),
    ruleset: fields.ruleset,
    table: fields.table,
    terrain: opened.terrain,
    sides: fields.sides,
    figures: fields.figures ?? [],
    // Kept only when the file has the field, so `parse(serialize(s))` is `s` either way.
    ...(fields.units === undefined ? {} : { units: fields.units }),
    options: fields.options ?? {},
  };
  const problems = [
    ...terrainProblems(scenario.terrain, scenario.table),
    ...referenceProblems(scenario.sides, scenario.terrain, scenario.figures),
    ...unitProblems(scenario.sides, scenario.figures, scenario.units ?? []),
    ...checkFigurePlacementProblems(scenario),
  ];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, scenario, warnings };
}

/** Validate a parsed JSON value as a scenario file (any format version this build can migrate). */
export function parseScenario(json: unknown, options: ParseScenarioOptions = {}): ParseScenarioResult {
  try {
    const deep = jsonDepthProblem(json);
    if (deep !== null) return { ok: false, problems: [scenarioProblem(deep.path, 'tooDeep', tooDeepWords(deep), { maxDepth: deep.maxDepth })] };
    const migrated = migrateScenario(json, options.migrations);
    if (!migrated.ok) return { ok: false, problems: migrated.problems };
    const result = validate(migrated.doc);
    // Silent steps (a field only added, as v1 → v2) are no news: only the others are noted.
    if (!result.ok || migrated.noticed.length === 0) return result;
    const from = valueAtPath(json, ['schemaVersion']);
    const note = scenarioProblem('schemaVersion', 'migrated',
      `upgraded from version ${String(from)} to ${CURRENT_SCHEMA_VERSION} (${migrated.applied.join(', ')})`,
      { from: Number(from), to: CURRENT_SCHEMA_VERSION, steps: migrated.applied.join(', ') });
    return { ...result, warnings: [note, ...result.warnings] };
  } catch (error) {
    // Hostile input (getters that throw, proxies, cycles) ends here rather than in the caller.
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [scenarioProblem(ROOT_PATH, 'invalid', `could not be read: ${reason}`, { reason })] };
  }
}

/** Parse scenario text: `tooLarge` over 5 MB, `notJson` with line and column, then `parseScenario`. */
export function parseScenarioText(text: string, options: ParseScenarioOptions = {}): ParseScenarioResult {
  const read = readJsonText(text, MAX_SCENARIO_BYTES);
  if (!read.ok) return { ok: false, problems: [scenarioProblem(read.problem.path ?? ROOT_PATH, read.problem.code, read.problem.words, read.problem.params)] };
  return parseScenario(read.json, options);
}
