/**
 * The one i18next instance. The store's `language` is the source of truth; `LanguageSync` makes
 * i18next follow it.
 *
 * The strings are data, not code: they are not bundled into the JavaScript. Built into it they cost
 * ≈ 19 KB gzip of the 350 KB budget (bench/browser.probe.ts), and they grow with every rule; as JSON
 * only the language in use is downloaded, and cached for ever (hashed name). Each language's files
 * (`en.json`, `saves.en.json`, `shooting.en.json`, … in ./locales — found by name, no list to edit)
 * are merged at build time into one asset, `assets/locale-<lang>-<hash>.json`, whose URL comes from the
 * virtual module `virtual:skirmish-locales` (scripts/localesPlugin.ts; `vite dev` serves the same
 * merge). main.tsx awaits `locales.start(…)` before the first render, so a saved Russian never flashes
 * English; LanguageSync fetches another language when the player switches, and switches once it is in.
 * If a fetch fails the app carries on (English, else the keys) and says so in the console.
 *
 * In vitest the plugin imports every file instead (`inline`), so init stays synchronous and tests
 * need no fetch (src/ui/testing/localeResources.ts gives tests the files and the merged strings).
 */
import { createInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeSource } from 'virtual:skirmish-locales';
import { loadSavedLanguage } from './languageStorage';
import { localeLoader } from './localeLoader';
import { mergeAll } from './mergeLocales';

const inlineResources = (): Resource => {
  if (localeSource.kind !== 'inline') return {};
  return Object.fromEntries(Object.entries(localeSource.files).map(([lang, files]) => [lang, { translation: mergeAll(files) }]));
};

export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  // Empty when fetched: `locales` adds each language's bundle as it arrives.
  resources: inlineResources(),
  // English unless one was chosen (the session's language starts as 'en' too; LanguageSync keeps them together).
  lng: loadSavedLanguage() ?? 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'ru'],
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Fetches the languages' strings into `i18n` (see localeLoader.ts). */
export const locales = localeLoader(i18n, localeSource);
