import { useLayoutEffect, useRef } from 'react';
import type { Language } from '../store/sessionSlice';
import { useSkirmishStore } from '../store/store';
import { i18n, locales } from './i18n';
import { isLanguage, loadSavedLanguage } from './languageStorage';

/** i18next on `language`, and `<html lang>` with it. */
function show(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Keeps i18next and `<html lang>` in step with `store.language`. On mount it adopts the language
 * the player chose last time (if any). Layout effects, so a saved Russian never flashes English
 * (main.tsx loaded its strings before the first render).
 *
 * A language whose strings are not in yet is fetched first (locales.load): until they arrive the
 * page stays in the language it shows, then switches in one go. If they never arrive (the console
 * says why), the store goes back to the language on screen, so the buttons tell the truth and a
 * second click tries again.
 */
export function LanguageSync(): null {
  const language = useSkirmishStore((s) => s.language);
  const setLanguage = useSkirmishStore((s) => s.setLanguage);
  const adopted = useRef(false);

  useLayoutEffect(() => {
    if (!adopted.current) {
      adopted.current = true;
      const saved = loadSavedLanguage();
      if (saved !== null && saved !== language) {
        setLanguage(saved);
        return undefined;
      }
    }
    if (locales.has(language)) {
      show(language);
      return undefined;
    }
    let current = true;
    void locales.load(language).then((loaded) => {
      // Another language was chosen meanwhile: its own effect decides.
      if (!current) return;
      if (loaded) {
        show(language);
        return;
      }
      const onScreen = isLanguage(i18n.language) ? i18n.language : 'en';
      if (onScreen !== language) setLanguage(onScreen);
    });
    return () => {
      current = false;
    };
  }, [language, setLanguage]);

  return null;
}
