import { useLayoutEffect, useRef } from 'react';
import { useSkirmishStore } from '../store/store';
import { i18n } from './i18n';
import { loadSavedLanguage } from './languageStorage';

/**
 * Keeps i18next and `<html lang>` in step with `store.language`. On mount it adopts the language
 * the player chose last time (if any). Layout effects, so a saved Russian never flashes English.
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
        return;
      }
    }
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [language, setLanguage]);

  return null;
}
