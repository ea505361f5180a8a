/**
 * Options chosen for a game, checked against the ruleset's `OptionSpec`s: unknown keys, wrong
 * types, out-of-range numbers and unknown choices are problems with paths (`options.turnModel`);
 * options left out take their defaults.
 */
import { isPlainObject } from './json';
import { childPath, quoteKey } from './problemPath';
import type { OptionSpec, RulesetProblem } from './ruleset';
import type { OptionValue, ResolvedOptions } from './state';

function describe(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}...` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : typeof v;
}

const problem = (path: string, code: string, words: string, params?: Record<string, string | number>): RulesetProblem =>
  (params === undefined ? { path, code, message: `${path}: ${words}` } : { path, code, message: `${path}: ${words}`, params });

/**
 * The options a save file's game replays with: the file's own, plus each option the file does not
 * name that has a `legacyDefault` (it was added after the save was written: the game was played
 * under the old behaviour). Everything else is left to `resolveOptions`' defaults. The save's hash
 * does not cover those added keys: scenario/hashAsSaved.ts.
 */
export function optionsOfSave(specs: readonly OptionSpec[], given: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...given };
  for (const spec of specs) {
    if (spec.legacyDefault !== undefined && !Object.prototype.hasOwnProperty.call(given, spec.key)) out[spec.key] = spec.legacyDefault;
  }
  return out;
}

/** The options with defaults filled in, or the problems. `pathPrefix` is where they sit in the file. */
export function resolveOptions(
  specs: readonly OptionSpec[],
  given: unknown,
  pathPrefix = 'options',
): { ok: true; options: ResolvedOptions } | { ok: false; problems: RulesetProblem[] } {
  if (given !== undefined && !isPlainObject(given)) {
    return { ok: false, problems: [problem(pathPrefix, 'wrongType', `expected an object, got ${describe(given)}`, { expected: 'object', received: describe(given) })] };
  }
  const input = given ?? {};
  const problems: RulesetProblem[] = [];
  const out: Record<string, OptionValue> = {};
  for (const key of Object.keys(input)) {
    if (!specs.some((s) => s.key === key)) problems.push(problem(childPath(pathPrefix, key), 'unknownOption', `this ruleset has no option ${quoteKey(key)}`, { key: key.slice(0, 40) }));
  }
  for (const spec of specs) {
    const path = childPath(pathPrefix, spec.key);
    const v = Object.prototype.hasOwnProperty.call(input, spec.key) ? input[spec.key] : undefined;
    if (v === undefined) {
      out[spec.key] = spec.default;
      continue;
    }
    if (spec.type === 'boolean') {
      if (typeof v !== 'boolean') problems.push(problem(path, 'wrongType', `expected true or false, got ${describe(v)}`, { expected: 'boolean', received: describe(v) }));
      else out[spec.key] = v;
    } else if (spec.type === 'number') {
      if (typeof v !== 'number' || !Number.isFinite(v)) problems.push(problem(path, 'wrongType', `expected a number, got ${describe(v)}`, { expected: 'number', received: describe(v) }));
      else if (v < spec.min || v > spec.max || (spec.integer === true && !Number.isInteger(v))) {
        problems.push(problem(path, 'outOfRange', `${v} is out of range (${spec.min}–${spec.max}${spec.integer === true ? ', whole numbers' : ''})`, { value: v, min: spec.min, max: spec.max }));
      } else out[spec.key] = v;
    } else if (typeof v !== 'string' || !spec.choices.includes(v)) {
      problems.push(problem(path, 'badEnum', `${describe(v)} is not one of: ${spec.choices.join(', ')}`, { value: describe(v), allowed: spec.choices.join(', ') }));
    } else out[spec.key] = v;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, options: out };
}
