/**
 * Turning keyed messages (status lines, load problems, drag refusals) into text, without ever showing
 * a raw `{{placeholder}}` or a blank: each message tries a list of keys in order and takes the first
 * that exists and whose placeholders are all supplied; otherwise it falls back to a given text.
 */
import type { i18n as I18n } from 'i18next';

export type TextParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Names of the `{{placeholders}}` in a template, in order of appearance. */
export function templatePlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

function templateFor(i18n: I18n, key: string): string | undefined {
  for (const lng of [i18n.language, 'en']) {
    const value: unknown = i18n.getResource(lng, 'translation', key);
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** The first candidate key that exists and has every placeholder filled, translated; else `fallback`. */
export function translateFirst(i18n: I18n, keys: readonly string[], params: TextParams, fallback: string): string {
  for (const key of keys) {
    const template = templateFor(i18n, key);
    if (template === undefined) continue;
    if (templatePlaceholders(template).every((name) => params[name] !== undefined && params[name] !== '')) {
      return i18n.t(key, { ...params });
    }
  }
  return fallback;
}

/** The string and number fields of a problem object other than `code`: the parameters its text may use. */
export function problemParams(problem: unknown): TextParams {
  const params: Record<string, string | number> = {};
  if (typeof problem !== 'object' || problem === null) return params;
  for (const [k, v] of Object.entries(problem)) {
    if (k !== 'code' && (typeof v === 'string' || typeof v === 'number')) params[k] = v;
  }
  return params;
}
