/**
 * The one i18next instance. Both locales are bundled and init is synchronous (no backend, `initAsync: false`),
 * so the first render already has its strings. The store's `language` is the source of truth;
 * `LanguageSync` makes i18next follow it.
 */
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import { loadSavedLanguage } from './languageStorage';
import en from './locales/en.json';
import ru from './locales/ru.json';

export const resources = { en: { translation: en }, ru: { translation: ru } } as const;

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
