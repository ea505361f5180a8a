/**
 * The player's language choice, remembered in localStorage. Storage may be missing or throw
 * (private browsing, blocked cookies, a sandboxed iframe): then the choice lasts for this visit only.
 */
import type { Language } from '../store/sessionSlice';

const STORAGE_KEY = 'skirmish.language';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ru';

export function loadSavedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Storage unavailable: nothing to remember with.
  }
}
