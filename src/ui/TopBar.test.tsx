// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { LanguageSync } from './LanguageSync';
import { click, render, resetUi } from './testing/render';
import { uiScenario } from './testing/uiScenario';
import { TopBar } from './TopBar';

beforeEach(resetUi);

const renderTopBar = () => render(<><LanguageSync /><TopBar onOpenFile={vi.fn()} /></>);

describe('TopBar', () => {
  it("switching the store's language to Russian changes its text and <html lang>", () => {
    act(() => useSkirmishStore.getState().loadScenario(uiScenario, 'test'));
    const ui = renderTopBar();
    expect(ui.byTestId('app-title')?.textContent).toBe('Skirmish Table');
    expect(ui.byTestId('ruleset-name')?.textContent).toContain('Legends of the Old West');

    act(() => useSkirmishStore.getState().setLanguage('ru'));
    expect(ui.byTestId('app-title')?.textContent).toBe('Стол для скирмиша');
    expect(ui.byTestId('ruleset-name')?.textContent).toContain('Правила');
    expect(ui.container.textContent).toContain('Открыть сценарий…');
    expect(document.documentElement.lang).toBe('ru');
    // The scenario's own name is data, not translated.
    expect(ui.byTestId('scenario-name')?.textContent).toBe('Showdown at the Barn');
    ui.unmount();
  });

  it('the language buttons set the store, show which is on, and remember the choice', () => {
    const ui = renderTopBar();
    expect(ui.byTestId('lang-en')?.getAttribute('aria-pressed')).toBe('true');
    click(ui.byTestId('lang-ru'));
    expect(useSkirmishStore.getState().language).toBe('ru');
    expect(ui.byTestId('lang-ru')?.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('skirmish.language')).toBe('ru');
    ui.unmount();
  });

  it('a remembered choice is adopted on mount', () => {
    localStorage.setItem('skirmish.language', 'ru');
    const ui = renderTopBar();
    expect(useSkirmishStore.getState().language).toBe('ru');
    expect(ui.byTestId('scenario-name')?.textContent).toBe('Сценарий не загружен');
    ui.unmount();
  });
});
