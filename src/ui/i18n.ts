/**
 * The one i18next instance. Both locales are bundled and init is synchronous (no backend, `initAsync: false`),
 * so the first render already has its strings. The store's `language` is the source of truth;
 * `LanguageSync` makes i18next follow it.
 *
 * The strings come in more than one file per language (`en.json`, plus `saves.en.json` for the saved
 * games, import/export and the replay viewer), deep-merged into the one `translation` namespace.
 */
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import { loadSavedLanguage } from './languageStorage';
import en from './locales/en.json';
import ru from './locales/ru.json';
import savesEn from './locales/saves.en.json';
import savesRu from './locales/saves.ru.json';

type Tree = { readonly [key: string]: string | Tree };

/** `b` merged into `a`, nested objects merged key by key; on a clash `b`'s string wins (the locale test forbids clashes). */
export function mergeLocales(a: Tree, b: Tree): Tree {
  const out: Record<string, string | Tree> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const mine = out[k];
    out[k] = typeof v === 'object' && typeof mine === 'object' ? mergeLocales(mine, v) : v;
  }
  return out;
}

/** Each language's files, for the locale tests. */
export const localeFiles = { en: [en, savesEn], ru: [ru, savesRu] } as const;

export const resources = {
  en: { translation: mergeLocales(en, savesEn) },
  ru: { translation: mergeLocales(ru, savesRu) },
} as const;

export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: loadSavedLanguage() ?? useSkirmishStore.getState().language,
  fallbackLng: 'en',
  supportedLngs: ['en', 'ru'],
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  returnNull: false,
});
