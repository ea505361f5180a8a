// @vitest-environment happy-dom
/**
 * LanguageSync as the built app runs it: the strings fetched (the locales plugin's `fetch` source),
 * not imported as in the other tests.
 */
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { i18n, locales } from './i18n';
import { LanguageSync } from './LanguageSync';
import en from './locales/en.json';
import ru from './locales/ru.json';
import { render } from './testing/render';
import { TopBar } from './TopBar';

vi.mock('virtual:skirmish-locales', () => ({
  localeSource: { kind: 'fetch', urls: { en: '/assets/locale-en-x.json', ru: '/assets/locale-ru-y.json' } },
}));

/** What the server does with the Russian file: answer later, or fail. */
let russian: 'later' | 'fail' = 'fail';
let sendRussian: () => void = () => {};
const fetchMock = vi.fn(async (url: string) => {
  if (url.endsWith('locale-en-x.json')) return new Response(JSON.stringify(en));
  if (russian === 'fail') return new Response('gone', { status: 404 });
  await new Promise<void>((r) => { sendRussian = r; });
  return new Response(JSON.stringify(ru));
});
const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterAll(() => {
  vi.unstubAllGlobals();
  errors.mockRestore();
});

const title = (ui: ReturnType<typeof render>) => ui.byTestId('app-title')?.textContent;
const settle = () => act(async () => { for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0)); });

describe('LanguageSync with fetched strings', () => {
  it('starts with only the chosen language; a switch whose fetch fails keeps the page and the buttons in English', async () => {
    expect(await locales.start('en')).toBe('en');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/assets/locale-en-x.json']);
    const ui = render(<><LanguageSync /><TopBar onOpenFile={vi.fn()} /></>);
    expect(title(ui)).toBe('Skirmish Table');

    act(() => useSkirmishStore.getState().setLanguage('ru'));
    await settle();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('the ru strings did not load from /assets/locale-ru-y.json: HTTP 404'));
    expect(useSkirmishStore.getState().language).toBe('en');
    expect(ui.byTestId('lang-en')?.getAttribute('aria-pressed')).toBe('true');
    expect(title(ui)).toBe('Skirmish Table');
    expect(document.documentElement.lang).toBe('en');
    ui.unmount();
  });

  it('switching waits for the strings, showing English meanwhile (never keys), then Russian; a failed language is tried again', async () => {
    russian = 'later';
    const ui = render(<><LanguageSync /><TopBar onOpenFile={vi.fn()} /></>);
    act(() => useSkirmishStore.getState().setLanguage('ru'));
    await settle();
    expect(title(ui)).toBe('Skirmish Table');
    expect(i18n.language).toBe('en');

    sendRussian();
    await settle();
    expect(title(ui)).toBe('Стол для скирмиша');
    expect(document.documentElement.lang).toBe('ru');
    expect(fetchMock.mock.calls.filter((c) => c[0].includes('locale-ru')).length).toBe(2);

    // Back to English: already in, so synchronous.
    act(() => useSkirmishStore.getState().setLanguage('en'));
    expect(title(ui)).toBe('Skirmish Table');
    ui.unmount();
  });
});
