// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { HandoverScreen } from './HandoverScreen';
import { LanguageSync } from './LanguageSync';
import { pressKey } from './testing/input';
import { startFreeGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();
const passTurn = () => act(() => { store().dispatch({ type: 'endTurn', side: 'r' }); });

beforeEach(() => {
  resetUi();
  startFreeGame();
});

describe('HandoverScreen', () => {
  it('covers the table when the turn passes and names the next side; the button continues', () => {
    const ui = render(<><LanguageSync /><HandoverScreen /></>);
    expect(ui.byTestId('handover-screen')).toBeNull();
    passTurn();
    const screen = ui.byTestId('handover-screen');
    expect(screen?.textContent).toContain('Pass to Earps — tap to continue');
    expect(document.activeElement).toBe(ui.byTestId('handover-continue'));
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('handover-screen')?.textContent).toContain('Передайте ход: Earps');
    click(ui.byTestId('handover-continue'));
    expect(ui.byTestId('handover-screen')).toBeNull();
    expect(store().handoverSideId).toBeNull();
    ui.unmount();
  });

  it('Enter or Space continues, but not a held key', () => {
    const ui = render(<HandoverScreen />);
    passTurn();
    pressKey({ key: 'Enter', repeat: true });
    expect(ui.byTestId('handover-screen')).not.toBeNull();
    pressKey({ key: 'x' });
    expect(ui.byTestId('handover-screen')).not.toBeNull();
    const e = pressKey({ key: ' ' });
    expect(e.defaultPrevented).toBe(true);
    expect(ui.byTestId('handover-screen')).toBeNull();

    act(() => { store().dispatch({ type: 'endTurn', side: 'b' }); });
    expect(ui.byTestId('handover-screen')?.textContent).toContain('Clantons');
    pressKey({ key: 'Enter' });
    expect(ui.byTestId('handover-screen')).toBeNull();
    ui.unmount();
  });

  it('a tap anywhere on the screen continues', () => {
    const ui = render(<HandoverScreen />);
    passTurn();
    click(ui.byTestId('handover-screen'));
    expect(ui.byTestId('handover-screen')).toBeNull();
    ui.unmount();
  });

  it('adopts the remembered choice: off means no screen', () => {
    localStorage.setItem('skirmish.handover', 'off');
    const ui = render(<HandoverScreen />);
    expect(store().handoverEnabled).toBe(false);
    passTurn();
    expect(ui.byTestId('handover-screen')).toBeNull();
    expect(store().game?.timeline.present.actors).toEqual(['b']);
    ui.unmount();
  });
});
