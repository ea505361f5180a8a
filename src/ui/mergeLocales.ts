/**
 * A language's strings come in several files (`en.json`, `saves.en.json`, `shooting.en.json`, …) that
 * become one i18next `translation` namespace. Pure: the build plugin (scripts/localesPlugin.ts, in
 * Node) merges them into one JSON asset per language, and the tests merge the same files in memory.
 */

/** A locale file: nested objects whose leaves are strings. */
export type LocaleTree = { readonly [key: string]: string | LocaleTree };

/** `b` merged into `a`, nested objects merged key by key; on a clash `b`'s string wins (the locale test forbids clashes). */
export function mergeLocales(a: LocaleTree, b: LocaleTree): LocaleTree {
  const out: Record<string, string | LocaleTree> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const mine = out[k];
    out[k] = typeof v === 'object' && typeof mine === 'object' ? mergeLocales(mine, v) : v;
  }
  return out;
}

/** The files of one language merged in order. */
export const mergeAll = (files: readonly LocaleTree[]): LocaleTree => files.reduce<LocaleTree>((a, b) => mergeLocales(a, b), {});

/** Whether a value (a fetched body, a parsed file) can be a locale: a plain object, not null or an array. */
export const isLocaleObject = (value: unknown): value is LocaleTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
