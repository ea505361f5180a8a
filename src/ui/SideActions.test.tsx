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

  it('a refused action is disabled with the reason and rule ID as its title', () => {
    const ui = render(<SideActions />);
    act(() => { expect(store().openReplay(null).ok).toBe(true); });
    const end = ui.byTestId('side-action-endTurn') as HTMLButtonElement;
    expect(end.disabled).toBe(true);
    expect(end.title).toBe('The replay viewer is open: close it to play. — APP-REPLAY');
    click(end);
    expect(store().game?.timeline.present.actors).toEqual(['r']);
    ui.unmount();
  });
});
