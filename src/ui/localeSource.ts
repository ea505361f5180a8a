/**
 * Where the strings come from, as the build plugin (scripts/localesPlugin.ts) provides them through the
 * virtual module `virtual:skirmish-locales`:
 * - `fetch` (`vite build`, `vite dev`): one merged JSON file per language, fetched when needed. In the
 *   build its URL is a hashed asset (`assets/locale-en-<hash>.json`); in dev the server merges on request.
 * - `inline` (vitest): every file of each language imported as data, base file first, so tests stay
 *   synchronous.
 */
import type { Language } from '../store/sessionSlice';
import type { LocaleTree } from './mergeLocales';

export type LocaleSource =
  | { readonly kind: 'fetch'; readonly urls: Readonly<Record<Language, string>> }
  | { readonly kind: 'inline'; readonly files: Readonly<Record<Language, readonly LocaleTree[]>> };
