/**
 * The checks every ruleset's profile makes of its enum and true/false fields, written once: a field
 * that is present must be one of its choices (`badEnum`) or a boolean (`wrongType`). Absent fields
 * are the ruleset's to default or require. Paths are the field's key (relative to the profile), as
 * `Ruleset.profileProblems` reports them.
 */
import type { RulesetProblem } from '../ruleset';

/** `badEnum` for each present field whose value is not one of its choices. */
export function enumFieldProblems(
  profile: Readonly<Record<string, unknown>>,
  fields: readonly (readonly [key: string, allowed: readonly string[]])[],
): RulesetProblem[] {
  const problems: RulesetProblem[] = [];
  for (const [key, allowed] of fields) {
    const v = profile[key];
    if (v !== undefined && !(allowed as readonly unknown[]).includes(v)) {
      problems.push({ path: key, code: 'badEnum', message: `expected one of ${allowed.join(', ')}`, params: { allowed: allowed.join(', ') } });
    }
  }
  return problems;
}

/** `wrongType` for each present field that is not true or false. */
export function flagFieldProblems(profile: Readonly<Record<string, unknown>>, keys: readonly string[]): RulesetProblem[] {
  const problems: RulesetProblem[] = [];
  for (const key of keys) {
    const v = profile[key];
    if (v !== undefined && typeof v !== 'boolean') {
      problems.push({ path: key, code: 'wrongType', message: `expected true or false, got ${typeof v}`, params: { expected: 'boolean', received: typeof v } });
    }
  }
  return problems;
}
