/**
 * The list of bundled scenarios (public/scenarios/index.json): which files the app offers.
 * Each entry names a file in the same folder; the scenario itself is parsed when chosen.
 */
import { z } from 'zod/mini';
import type { RulesetId } from '../engine/model';
import type { ScenarioProblem } from './problems';
import { rulesetIdSchema } from './schemaParts';
import { ROOT_PATH, scenarioProblem } from './problems';
import { zodIssueProblems } from './zodProblems';

export interface ScenarioIndexEntry {
  /** File name relative to the index, e.g. `demo-town.json`. */
  readonly file: string;
  readonly id: string;
  readonly name: string;
  readonly ruleset: RulesetId;
}

const entrySchema = z.object({
  file: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*\.json$/)),
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  ruleset: rulesetIdSchema,
});

export function parseScenarioIndex(json: unknown):
  | { readonly ok: true; readonly entries: ScenarioIndexEntry[] }
  | { readonly ok: false; readonly problems: ScenarioProblem[] } {
  try {
    const result = z.array(entrySchema).safeParse(json);
    if (result.success) return { ok: true, entries: result.data };
    return { ok: false, problems: result.error.issues.flatMap((issue) => zodIssueProblems(issue, json).errors) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [scenarioProblem(ROOT_PATH, 'invalid', `could not be read: ${reason}`, { reason })] };
  }
}
