// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { LanguageSync } from './LanguageSync';
import { SideActions } from './SideActions';
import { startFreeGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();

beforeEach(() => {
  resetUi();
  startFreeGame();
});

describe('SideActions', () => {
  it('End turn passes the turn to the other side, in either language', () => {
    const ui = render(<><LanguageSync /><SideActions /></>);
    const end = ui.byTestId('side-action-endTurn') as HTMLButtonElement;
    expect(end.textContent).toBe('End turn');
    expect(end.disabled).toBe(false);
    expect(end.getAttribute('data-side-id')).toBe('r');
    click(end);
    expect(store().game?.timeline.present.actors).toEqual(['b']);
    act(() => store().dismissHandover());
    expect(ui.byTestId('side-action-endTurn')?.getAttribute('data-side-id')).toBe('b');
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('side-action-endTurn')?.textContent).toBe('Закончить ход');
    ui.unmount();
  });

  it('issue 12, defect 5: a double-click ends one turn, not two (the handover off, so the same button comes back for the other side)', () => {
    act(() => store().setHandoverEnabled(false));
    const ui = render(<SideActions />);
    const log = () => store().game!.timeline.present.log.length;
    const before = log();
    const end = () => ui.byTestId('side-action-endTurn')!;
    act(() => {
      end().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
      end().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }));
    });
    expect(log()).toBe(before + 1);
    expect(store().game?.timeline.present.actors).toEqual(['b']);
    // A held Enter does not press it again either.
    const repeat = new KeyboardEvent('keydown', { key: 'Enter', repeat: true, bubbles: true, cancelable: true });
    act(() => { end().dispatchEvent(repeat); });
    expect(repeat.defaultPrevented).toBe(true);
    // Two separate presses are two presses.
    click(end());
    expect(log()).toBe(before + 2);
    ui.unmount();
  });

  it('a refused action is disabled with the reason and rule ID as its title; a session block (the replay) is not written in the bar', () => {
    const ui = render(<SideActions />);
    act(() => { expect(store().openReplay(null).ok).toBe(true); });
    const end = ui.byTestId('side-action-endTurn') as HTMLButtonElement;
    expect(end.disabled).toBe(true);
    expect(end.title).toBe('The replay viewer is open: close it to play. — APP-REPLAY');
    // The replay bar says play waits; a line here would only grow the play bar and resize the board.
    expect(ui.byTestId('side-action-why')).toBeNull();
    click(end);
    expect(store().game?.timeline.present.actors).toEqual(['r']);
    ui.unmount();
  });
});
