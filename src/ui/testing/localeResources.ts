/**
 * The translations for tests: every locale file of each language, and their merge — what i18next is
 * given. In vitest the locales plugin imports the files (`inline`, vitest.config.ts); the app fetches
 * the same merge as one JSON file per language (src/ui/i18n.ts).
 */
import { localeSource } from 'virtual:skirmish-locales';
import type { Language } from '../../store/sessionSlice';
import { mergeAll, type LocaleTree } from '../mergeLocales';

if (localeSource.kind !== 'inline') throw new Error('tests read the locales inline: run them with vitest.config.ts');

/** Each language's files, its base file (`en.json`) first. */
export const localeFiles: Readonly<Record<Language, readonly LocaleTree[]>> = localeSource.files;

export const resources = {
  en: { translation: mergeAll(localeFiles.en) },
  ru: { translation: mergeAll(localeFiles.ru) },
} as const;
