/**
 * Building blocks of the format-v1 zod schema (`zod/mini`: the functional API, a fraction of the
 * classic bundle). Range and form checks raise `custom` issues that carry their own problem code
 * and params (`params.code`), so the message can name both bounds and the unit; plain zod issues
 * are translated in `zodProblems.ts`.
 */
import { z } from 'zod/mini';

type ScalarParams = Record<string, string | number>;

/**
 * Raise a `custom` issue from a `z.transform` (zod/mini's transform context has no `addIssue`,
 * so the issue is pushed as classic's `addIssue` would have built it).
 */
function transformIssue(ctx: z.core.ParsePayload, value: unknown, params: ScalarParams & { code: string }): void {
  ctx.issues.push({ code: 'custom', message: params.code, params, input: value });
}

/** A finite number within [min, max] (inclusive), `unit` for the message ("″", " mm", "°" or ""). */
export const numberIn = (min: number, max: number, unit: string) =>
  z.number().check(z.superRefine((value: number, ctx) => {
    if (value < min || value > max) {
      ctx.addIssue({ code: 'custom', message: 'outOfRange', params: { code: 'outOfRange', value, min, max, unit } });
    }
  }));

/** A text of `min`–`max` characters. */
export const textOf = (min: number, max: number) =>
  z.string().check(z.superRefine((value: string, ctx) => {
    if (value.length < min || value.length > max) {
      ctx.addIssue({ code: 'custom', message: 'badLength', params: { code: 'badLength', length: value.length, min, max } });
    }
  }));

export const MAX_ID_LENGTH = 100;
export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 10_000;
export const idSchema = textOf(1, MAX_ID_LENGTH);
export const nameSchema = textOf(1, MAX_NAME_LENGTH);

/** Keys of `options` and `profile`: identifiers, so no `__proto__` or other surprises. */
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** A ruleset id: lower-case letters, digits and `-`, starting with a letter. Which exist is the registry's to say, not the format's. */
const RULESET_ID_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** The ruleset a scenario names, by the form of its id (whether it is installed is asked of the registry). */
export const rulesetIdSchema = z.string().check(z.superRefine((value: string, ctx) => {
  if (!RULESET_ID_PATTERN.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'badFormat', params: { code: 'badFormat', value: value.slice(0, 40), format: 'a ruleset id: lower-case letters, digits and -' } });
  }
}));

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/**
 * `{ key: number | text | boolean }` with identifier keys (`options`, a figure's `profile`). Every
 * own key of the input is checked, `__proto__` included: zod's own record skips a `__proto__` key
 * before any check sees it, so such a key used to vanish without a word. Here it is a `badFormat`
 * error at its path like any other key that is not a name (`profile["__proto__"]`… written
 * `profile.__proto__`), and the result never holds it. Symbol keys (only from a JavaScript caller)
 * are not JSON and are not read.
 */
export const scalarRecordSchema = z.pipe(z.unknown(), z.transform((value, ctx) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    transformIssue(ctx, value, { code: 'wrongType', expected: 'an object' });
    return z.NEVER;
  }
  const out: Record<string, string | number | boolean> = {};
  let failed = false;
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    if (!KEY_PATTERN.test(key)) {
      ctx.issues.push({ code: 'custom', message: 'badFormat', path: [key], input: v, params: { code: 'badFormat', value: key, format: 'a name of letters, digits and _' } });
      failed = true;
    } else if (!isScalar(v)) {
      ctx.issues.push({ code: 'custom', message: 'wrongType', path: [key], input: v, params: { code: 'wrongType', expected: 'number, text or true/false' } });
      failed = true;
    } else out[key] = v;
  }
  return failed ? z.NEVER : out;
}));

/**
 * A point in inches, written `[x, y]` or `{ "x": x, "y": y }`; both become `{ x, y }`.
 * One custom check rather than a zod union so a bad point gets one clear message.
 */
export const pointSchema = z.pipe(z.unknown(), z.transform((value, ctx) => {
  let x: unknown;
  let y: unknown;
  if (Array.isArray(value) && value.length === 2) {
    [x, y] = value as unknown[];
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 2) {
    ({ x, y } = value as { x?: unknown; y?: unknown });
  }
  if (typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y)) return { x, y };
  transformIssue(ctx, value, { code: 'wrongType', expected: '[x, y] or {"x": x, "y": y} in inches' });
  return z.NEVER;
}));
