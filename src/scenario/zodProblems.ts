/**
 * Translating zod issues into scenario problems: a stable code, params for the UI and plain words.
 * The offending value is looked up in the input by the issue's path, so the message can quote it.
 */
import type { z } from 'zod/mini';
import { quoteKey } from '../engine/problemPath';
import type { ScenarioProblem } from './problems';
import { describeValue, formatProblemPath, jsonTypeOf, scenarioProblem } from './problems';

type Params = Record<string, string | number>;

/** The value at `path` inside `root`, or undefined when the path leads nowhere. */
export function valueAtPath(root: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

const lastKey = (path: readonly PropertyKey[]): string => String(path[path.length - 1] ?? '(root)');
const list = (values: readonly unknown[]): string => values.map((v) => (typeof v === 'string' ? v : String(v))).join(', ');
const range = (p: Params): string => `${String(p.min)}–${String(p.max)}${String(p.unit ?? '')}`;

function fromCustom(path: string, params: Params, value: unknown): ScenarioProblem {
  const { code, ...rest } = params;
  switch (code) {
    case 'outOfRange':
      return scenarioProblem(path, 'outOfRange', `${String(rest.value)} is out of range (${range(rest)})`, rest);
    case 'badLength':
      return scenarioProblem(path, 'badLength', `${describeValue(value)} must be ${String(rest.min)}–${String(rest.max)} characters long`, rest);
    case 'wrongType':
      return scenarioProblem(path, 'wrongType', `expected ${String(rest.expected)}, got ${describeValue(value)}`, { ...rest, received: jsonTypeOf(value) });
    case 'badFormat':
      return scenarioProblem(path, 'badFormat', `${describeValue(rest.value)} is not ${String(rest.format)}`, rest);
    case 'missing':
      return scenarioProblem(path, 'missing', `required but missing: give ${String(rest.field)}`, rest);
    case 'conflict':
      return scenarioProblem(path, 'conflict', `give only one of ${String(rest.fields)}`, rest);
    default:
      return scenarioProblem(path, 'invalid', 'is not valid', { reason: String(code) });
  }
}

/**
 * The problems for one zod issue against the input `root`: errors, plus `unknownField` warnings
 * (one per unrecognised key) in the second list. Only the fallback quotes zod's own message; under
 * zod/mini (no locale loaded) that is "Invalid input" unless the schema sets one.
 */
export function zodIssueProblems(issue: z.core.$ZodIssue, root: unknown): { errors: ScenarioProblem[]; warnings: ScenarioProblem[] } {
  const path = formatProblemPath(issue.path);
  const value = valueAtPath(root, issue.path);
  const present = value !== undefined;
  const one = (p: ScenarioProblem) => ({ errors: [p], warnings: [] });
  switch (issue.code) {
    case 'unrecognized_keys':
      return {
        errors: [],
        warnings: issue.keys.map((key) =>
          scenarioProblem(formatProblemPath([...issue.path, key]), 'unknownField', `unknown field ${quoteKey(key)} (ignored)`, { field: key.slice(0, 40) })),
      };
    case 'custom':
      return one(fromCustom(path, (issue.params ?? {}) as Params, value));
    case 'invalid_type':
      if (!present) return one(scenarioProblem(path, 'missing', 'required but missing', { field: lastKey(issue.path) }));
      return one(scenarioProblem(path, 'wrongType', `expected ${issue.expected}, got ${describeValue(value)}`,
        { expected: issue.expected, received: jsonTypeOf(value) }));
    case 'invalid_value': {
      if (!present) return one(scenarioProblem(path, 'missing', 'required but missing', { field: lastKey(issue.path) }));
      const allowed = list(issue.values);
      return one(scenarioProblem(path, 'badEnum', `${describeValue(value)} is not one of: ${allowed}`, { value: describeValue(value), allowed }));
    }
    case 'invalid_union': {
      const options = (issue as { options?: readonly unknown[] }).options;
      if (options !== undefined) {
        if (!present) return one(scenarioProblem(path, 'missing', 'required but missing', { field: lastKey(issue.path) }));
        const allowed = list(options);
        return one(scenarioProblem(path, 'badEnum', `${describeValue(value)} is not one of: ${allowed}`, { value: describeValue(value), allowed }));
      }
      return one(scenarioProblem(path, 'wrongType', `${describeValue(value)} is not in any accepted form`, { expected: 'an accepted form', received: jsonTypeOf(value) }));
    }
    case 'too_big':
      if (issue.origin === 'array') {
        const count = Array.isArray(value) ? value.length : Number(issue.maximum) + 1;
        return one(scenarioProblem(path, 'tooMany', `${count} entries, at most ${String(issue.maximum)} allowed`, { count, max: Number(issue.maximum) }));
      }
      return one(scenarioProblem(path, 'outOfRange', `${describeValue(value)} is above ${String(issue.maximum)}`, { value: describeValue(value), max: Number(issue.maximum) }));
    case 'too_small':
      if (issue.origin === 'array') {
        const count = Array.isArray(value) ? value.length : 0;
        return one(scenarioProblem(path, 'tooFew', `${count} entries, at least ${String(issue.minimum)} needed`, { count, min: Number(issue.minimum) }));
      }
      return one(scenarioProblem(path, 'outOfRange', `${describeValue(value)} is below ${String(issue.minimum)}`, { value: describeValue(value), min: Number(issue.minimum) }));
    case 'invalid_format': {
      const format = issue.format === 'regex' && path.endsWith('color') ? 'a #rrggbb colour' : `in the form ${issue.format}`;
      return one(scenarioProblem(path, 'badFormat', `${describeValue(value)} is not ${format}`, { value: describeValue(value), format }));
    }
    default:
      return one(scenarioProblem(path, 'invalid', `${describeValue(value)} is not valid (${issue.message})`, { reason: issue.code }));
  }
}
