/**
 * Gets a language's strings into i18next: fetched once per language (the merged JSON the build
 * emits), guarded (the body must be a JSON object), never throwing. A failure is said in the console;
 * the caller decides what shows instead (`start`: English, else the keys; LanguageSync: the language
 * already on screen). A failed language is tried again on the next request.
 */
import type { i18n as I18n } from 'i18next';
import type { Language } from '../store/sessionSlice';
import type { LocaleSource } from './localeSource';
import { isLocaleObject } from './mergeLocales';

export interface LocaleLoader {
  /** Whether the language's strings are in i18next already (then switching is synchronous). */
  has(language: Language): boolean;
  /** Fetches and adds the language's strings (once); resolves false, after a console error, if that fails. Never rejects. */
  load(language: Language): Promise<boolean>;
  /**
   * Before the first render: loads `language`, else English, and switches i18next to it. Resolves to
   * the language shown, or null when nothing loaded (the interface then shows its keys; the game works).
   */
  start(language: Language): Promise<Language | null>;
}

/** Fetches a URL's JSON body; rejects on a network error or an HTTP error status. */
export type FetchJson = (url: string) => Promise<unknown>;

export const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
};

type Log = Pick<Console, 'error' | 'warn'>;

const NAMESPACE = 'translation';
const PREFIX = 'Skirmish Table:';
const why = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function localeLoader(i18n: I18n, source: LocaleSource, get: FetchJson = fetchJson, log: Log = console): LocaleLoader {
  const pending = new Map<Language, Promise<boolean>>();
  const has = (language: Language): boolean => i18n.hasResourceBundle(language, NAMESPACE);

  const load = (language: Language): Promise<boolean> => {
    if (has(language)) return Promise.resolve(true);
    // Inline strings are all in i18next from the start: a missing one will not come.
    if (source.kind === 'inline') return Promise.resolve(false);
    const known = pending.get(language);
    if (known) return known;
    const url = source.urls[language];
    const loading = (async () => {
      try {
        const body = await get(url);
        if (!isLocaleObject(body)) throw new Error('the file is not a JSON object');
        i18n.addResourceBundle(language, NAMESPACE, body, true, true);
        return true;
      } catch (error) {
        pending.delete(language);
        log.error(`${PREFIX} the ${language} strings did not load from ${url}: ${why(error)}`);
        return false;
      }
    })();
    pending.set(language, loading);
    return loading;
  };

  const start = async (language: Language): Promise<Language | null> => {
    let shown: Language | null = (await load(language)) ? language : null;
    if (shown === null && language !== 'en') {
      log.warn(`${PREFIX} showing English instead of ${language}`);
      shown = (await load('en')) ? 'en' : null;
    }
    if (shown === null) log.error(`${PREFIX} no strings loaded: the interface shows its keys; the game still works`);
    await i18n.changeLanguage(shown ?? 'en');
    return shown;
  };

  return { has, load, start };
}
