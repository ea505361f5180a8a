// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rollAction } from '../engine/intents';
import { useSkirmishStore } from '../store/store';
import { GameLogPanel } from './GameLogPanel';
import { LanguageSync } from './LanguageSync';
import { startFreeGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();

beforeEach(() => {
  resetUi();
  startFreeGame();
});

describe('GameLogPanel', () => {
  it('lists actions newest first, strikes through an undone one and says what undo took back', () => {
    const ui = render(<><LanguageSync /><GameLogPanel /></>);
    act(() => {
      store().moveFigure('r1', [{ x: 6, y: 9 }]);
      store().dispatch(rollAction('r', 2, 6, 'Jed shoots'));
      store().undo();
    });
    const entries = ui.allByTestId('log-entry');
    expect(entries.map((e) => e.getAttribute('data-kind'))).toEqual(['undo', 'action', 'action', 'setup']);
    const [undo, roll, move, setup] = entries;
    expect(undo!.textContent).toContain('Undone: Rolled 2d6: Jed shoots');
    expect(roll!.getAttribute('data-undone')).toBe('true');
    expect(roll!.querySelector('s')?.textContent).toBe('Rolled 2d6: Jed shoots');
    expect(move!.getAttribute('data-undone')).toBeNull();
    expect(move!.querySelector('s')).toBeNull();
    expect(move!.textContent).toContain('Jed moved 3.0″');
    expect(move!.textContent).toContain('Turn 1');
    expect(move!.textContent).toContain('Clantons to act');
    expect(setup!.textContent).toContain('The game is set up');

    act(() => store().setLanguage('ru'));
    expect(ui.allByTestId('log-entry')[1]!.querySelector('s')?.textContent).toBe('Бросок 2к6: Jed shoots');
    expect(ui.allByTestId('log-entry')[2]!.textContent).toContain('Jed: перемещение на 3.0″');
    ui.unmount();
  });

  it('a redo makes the action live again and says so', () => {
    const ui = render(<GameLogPanel />);
    act(() => {
      store().moveFigure('r1', [{ x: 6, y: 9 }]);
      store().undo();
      store().redo();
    });
    const entries = ui.allByTestId('log-entry');
    expect(entries.map((e) => e.getAttribute('data-kind'))).toEqual(['redo', 'undo', 'action', 'setup']);
    expect(entries[0]!.textContent).toContain('Redone: Jed moved 3.0″');
    expect(entries[2]!.getAttribute('data-undone')).toBeNull();
    ui.unmount();
  });

  it('a long game shows its newest 200 entries, and 200 more earlier ones at each press (issue 12: a page of every entry at every step)', () => {
    const ui = render(<GameLogPanel />);
    act(() => {
      for (let i = 0; i < 250; i++) store().dispatch(rollAction('r', 1, 6, `roll ${i}`));
    });
    // 250 rolls and the set-up.
    expect(ui.allByTestId('log-entry')).toHaveLength(200);
    expect(ui.allByTestId('log-entry')[0]!.textContent).toContain('roll 249');
    expect(ui.byTestId('log-show-earlier')!.textContent).toBe('Show earlier entries: 51 more (51 not shown)');
    click(ui.byTestId('log-show-earlier'));
    expect(ui.allByTestId('log-entry')).toHaveLength(251);
    expect(ui.byTestId('log-show-earlier')).toBeNull();
    expect(ui.allByTestId('log-entry').at(-1)!.getAttribute('data-kind')).toBe('setup');
    ui.unmount();
  });
});

