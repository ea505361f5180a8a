/**
 * Every figure's and every unit's profile as the ruleset sees it, each problem with its path in
 * the scenario (`figures[2].profile.shoot`, `units[0].profile.moveIn`), and the ruleset's own checks of
 * the whole scenario (`Ruleset.scenarioProblems`, paths from its root): what a new game refuses,
 * and what the headless `validate` reports before anyone starts one.
 */
import type { Scenario } from './model';
import { joinPath } from './problemPath';
import type { Ruleset, RulesetProblem } from './ruleset';

export function scenarioProfileProblems(ruleset: Pick<Ruleset, 'profileProblems' | 'unitProfileProblems' | 'scenarioProblems'>, scenario: Scenario): RulesetProblem[] {
  const problems: RulesetProblem[] = [];
  const add = (at: string, found: readonly RulesetProblem[]): void => {
    for (const p of found) {
      const path = joinPath(at, p.path);
      problems.push({ ...p, path, message: `${path}: ${p.message}` });
    }
  };
  scenario.figures.forEach((f, i) => add(`figures[${i}].profile`, ruleset.profileProblems(f.profile)));
  (scenario.units ?? []).forEach((u, i) => add(`units[${i}].profile`, ruleset.unitProfileProblems?.(u.profile) ?? []));
  for (const p of ruleset.scenarioProblems?.(scenario) ?? []) problems.push({ ...p, message: `${p.path}: ${p.message}` });
  return problems;
}
