/**
 * Plain JSON values: what game state, actions and events are made of, so that a state can be
 * saved, hashed and compared without any class or function inside it.
 */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Deepest nesting accepted in untrusted JSON inside an action (params). */
export const MAX_JSON_DEPTH = 16;

/**
 * True when `value` is plain JSON: null, booleans, finite numbers, strings, arrays and plain objects,
 * nested at most `maxDepth` deep. Never throws on hostile input (getters are not called: own
 * enumerable data properties only are read through Object.entries, which may call getters — so the
 * caller wraps untrusted objects in try/catch, as applyAction does).
 */
export function isJsonValue(value: unknown, maxDepth: number = MAX_JSON_DEPTH): value is JsonValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (maxDepth <= 0 || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every((v) => isJsonValue(v, maxDepth - 1));
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((v) => isJsonValue(v, maxDepth - 1));
}

/** True for a plain object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
