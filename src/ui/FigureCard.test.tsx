// @vitest-environment happy-dom
/**
 * The figure card shows what the rules track about the figure now, in the player's language.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { FigureCard } from './FigureCard';
import { LanguageSync } from './LanguageSync';
import { startDemoLotowGame, startSbhGame } from './testing/playScenario';
import { render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();

describe('FigureCard with LOTOW on the demo town', () => {
  beforeEach(() => {
    resetUi();
    startDemoLotowGame();
  });

  it('after a 3″ move the card says how much of the move is spent, in English and Russian; a fresh figure has no such lines', () => {
    const present = store().game!.timeline.present;
    const walker = present.scenario.figures.find((f) => !f.mounted && f.standsOn === null && present.actors.includes(f.side))!;
    const ui = render(<><LanguageSync /><FigureCard /></>);
    const items = () => ui.allByTestId('figure-status-item').map((li) => li.textContent ?? '');
    act(() => store().select(walker.id));
    expect(items().filter((t) => t.startsWith('Moved'))).toEqual([]);
    const dx = walker.x < 24 ? 3 : -3;
    act(() => { expect(store().moveFigure(walker.id, [{ x: walker.x + dx, y: walker.y }]).ok).toBe(true); });
    expect(items()).toContain('Moved 3.0″ of 6.0″ this turn');
    act(() => store().setLanguage('ru'));
    expect(items()).toContain('Пройдено 3.0″ из 6.0″ в этот ход');
    ui.unmount();
  });

  it('every status line the rules give a demo figure (wounds, Fame, Fortune, weapons…) reads as words in both languages', () => {
    const ui = render(<><LanguageSync /><FigureCard /></>);
    const items = () => ui.allByTestId('figure-status-item').map((li) => li.textContent ?? '');
    let seen = 0;
    for (const f of store().game!.timeline.present.scenario.figures) {
      act(() => store().select(f.id));
      for (const language of ['en', 'ru'] as const) {
        act(() => store().setLanguage(language));
        for (const text of items()) {
          seen++;
          expect(text, `${f.id} ${language}`).not.toMatch(/\{\{|lotow\.|undefined|NaN/);
          expect(text.trim()).not.toBe('');
        }
      }
    }
    // The demo's Heroes (two Wounds) have at least a wounds line each.
    expect(seen).toBeGreaterThan(0);
    ui.unmount();
  });
});

describe('FigureCard with SBH on Elder Hollow', () => {
  beforeEach(() => {
    resetUi();
    startSbhGame();
  });

  it('the SBH profile reads as words: Quality 3+, the move stick by name, the flags yes/no, in both languages', () => {
    const ui = render(<><LanguageSync /><FigureCard /></>);
    const rows = () => Object.fromEntries([...ui.byTestId('figure-profile')!.querySelectorAll('tr')]
      .map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']));
    act(() => store().select('aldric'));
    expect(rows()).toMatchObject({ Quality: '3+', Combat: '4', Points: '80', Move: 'Medium', Shoot: 'none', Hero: 'yes', Leader: 'yes' });
    act(() => store().select('mira'));
    expect(rows()).toMatchObject({ Shoot: 'Long' });
    act(() => store().setLanguage('ru'));
    expect(rows()).toMatchObject({ 'Качество': '4+', 'Бой': '2', 'Движение': 'Средняя', 'Стрельба': 'Длинная' });
    ui.unmount();
  });

  it('every status line the SBH rules give a figure reads as words in both languages (no keys, no placeholders)', () => {
    const ui = render(<><LanguageSync /><FigureCard /></>);
    const items = () => ui.allByTestId('figure-status-item').map((li) => li.textContent ?? '');
    for (const f of store().game!.timeline.present.scenario.figures) {
      act(() => store().select(f.id));
      for (const language of ['en', 'ru'] as const) {
        act(() => store().setLanguage(language));
        for (const text of items()) {
          expect(text, `${f.id} ${language}`).not.toMatch(/\{\{|sbh\.|undefined|NaN/);
          expect(text.trim()).not.toBe('');
        }
      }
    }
    ui.unmount();
  });
});
