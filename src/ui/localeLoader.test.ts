import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { localeLoader, type FetchJson } from './localeLoader';
import type { LocaleSource } from './localeSource';

const SOURCE: LocaleSource = { kind: 'fetch', urls: { en: '/assets/locale-en-1.json', ru: '/assets/locale-ru-2.json' } };
const EN = { app: { title: 'Skirmish Table' } };
const RU = { app: { title: 'Стол для скирмиша' } };

/** A fresh i18next, as i18n.ts makes it when the strings are fetched: no resources yet. */
function setup(bodies: Record<string, unknown>) {
  const i18n = createInstance();
  void i18n.init({ resources: {}, lng: 'en', fallbackLng: 'en', supportedLngs: ['en', 'ru'], initAsync: false });
  const get = vi.fn<FetchJson>(async (url) => {
    if (!(url in bodies)) throw new Error('HTTP 404');
    return bodies[url];
  });
  const log = { error: vi.fn(), warn: vi.fn() };
  return { i18n, get, log, loader: localeLoader(i18n, SOURCE, get, log) };
}

describe('localeLoader', () => {
  it('start: fetches only the chosen language and shows it', async () => {
    const { i18n, get, log, loader } = setup({ [SOURCE.urls.en]: EN, [SOURCE.urls.ru]: RU });
    expect(await loader.start('ru')).toBe('ru');
    expect(get.mock.calls).toEqual([[SOURCE.urls.ru]]);
    expect(i18n.language).toBe('ru');
    expect(i18n.t('app.title')).toBe('Стол для скирмиша');
    expect(loader.has('ru')).toBe(true);
    expect(loader.has('en')).toBe(false);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('load: one fetch per language however often it is asked', async () => {
    const { get, loader } = setup({ [SOURCE.urls.en]: EN, [SOURCE.urls.ru]: RU });
    const [a, b] = await Promise.all([loader.load('ru'), loader.load('ru')]);
    expect([a, b, await loader.load('ru')]).toEqual([true, true, true]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('start: Russian failing falls back to English, and the console says so', async () => {
    const { i18n, log, loader } = setup({ [SOURCE.urls.en]: EN });
    expect(await loader.start('ru')).toBe('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('app.title')).toBe('Skirmish Table');
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('the ru strings did not load from /assets/locale-ru-2.json: HTTP 404'));
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('showing English instead of ru'));
  });

  it('start: nothing loading leaves the keys on screen, without throwing', async () => {
    const { i18n, log, loader } = setup({});
    expect(await loader.start('ru')).toBeNull();
    expect(i18n.t('app.title')).toBe('app.title');
    expect(log.error).toHaveBeenLastCalledWith(expect.stringContaining('the interface shows its keys'));
  });

  it('a body that is not a JSON object is refused; a failed language is tried again later', async () => {
    for (const bad of [null, ['app'], 'text', 3]) {
      const { i18n, log, loader } = setup({ [SOURCE.urls.en]: bad });
      expect(await loader.load('en'), JSON.stringify(bad)).toBe(false);
      expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('not a JSON object'));
    }
    const bodies: Record<string, unknown> = {};
    const { get, loader } = setup(bodies);
    expect(await loader.load('ru')).toBe(false);
    bodies[SOURCE.urls.ru] = RU;
    expect(await loader.load('ru')).toBe(true);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('inline strings never fetch', async () => {
    const i18n = createInstance();
    void i18n.init({ resources: { en: { translation: EN } }, lng: 'en', initAsync: false });
    const get = vi.fn<FetchJson>();
    const loader = localeLoader(i18n, { kind: 'inline', files: { en: [EN], ru: [RU] } }, get);
    expect(await loader.load('en')).toBe(true);
    expect(await loader.load('ru')).toBe(false);
    expect(get).not.toHaveBeenCalled();
  });
});
