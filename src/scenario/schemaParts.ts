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

/** A value of `options` or of a figure's `profile`: a number, a text or a boolean. */
const scalarSchema = z.pipe(z.unknown(), z.transform((value, ctx) => {
  if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
    return value;
  }
  transformIssue(ctx, value, { code: 'wrongType', expected: 'number, text or true/false' });
  return z.NEVER;
}));

/**
 * `{ key: number | text | boolean }` with identifier keys. A symbol key (possible only from a JS
 * caller, never from JSON) is an `invalid_key` issue; zod/mini loads no locale, so its message
 * (quoted by the fallback in `zodProblems.ts`) is given here, in classic zod's English words.
 */
export const scalarRecordSchema = z.record(z.string(), scalarSchema, {
  error: (issue) => (issue.code === 'invalid_key' ? 'Invalid key in record' : undefined),
}).check(z.superRefine((record: Record<string, string | number | boolean>, ctx) => {
  for (const key of Object.keys(record)) {
    if (!KEY_PATTERN.test(key)) {
      ctx.addIssue({ code: 'custom', message: 'badFormat', path: [key], params: { code: 'badFormat', value: key, format: 'a name of letters, digits and _' } });
    }
  }
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
