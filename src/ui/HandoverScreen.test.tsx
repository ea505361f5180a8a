// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { HandoverScreen } from './HandoverScreen';
import { LanguageSync } from './LanguageSync';
import { pressKey } from './testing/input';
import { startDemoLotowGame, startFreeGame } from './testing/playScenario';
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

  it('says why the turn passed: the player\'s End phase and each phase that passed by itself (ENGINE-AUTO-PASS)', () => {
    localStorage.setItem('skirmish.autoPass', 'on');
    startDemoLotowGame(7);
    const ui = render(<><LanguageSync /><HandoverScreen /></>);
    expect(store().autoPassEnabled).toBe(true);
    const end = () => act(() => { store().dismissHandover(); store().dispatch({ type: 'endPhase', side: store().game!.timeline.present.actors[0]! }); });
    end();
    expect(ui.byTestId('handover-reasons')?.textContent).toMatch(/^Move phase: .* ended the phase$/);
    end();
    // Shoot and Fight had nothing to do for either side: four passes, then the next turn's Move phase.
    const lines = ui.container.querySelectorAll('[data-testid="handover-reason"]');
    const texts = [...lines].map((l) => l.textContent);
    // Seed 7: the Callahan Gang has the Advantage in turn 2, so the device goes to them, with why.
    expect(store().handoverSideId).toBe('callahan');
    expect(texts).toEqual([
      'Move phase: Marshal\'s Posse ended the phase',
      'Shoot phase: The Callahan Gang had nothing to do — passed', 'Shoot phase: Marshal\'s Posse had nothing to do — passed',
      'Fight phase: The Callahan Gang had nothing to do — passed', 'Fight phase: Marshal\'s Posse had nothing to do — passed',
    ]);
    expect(store().game!.timeline.present.turn).toBe(2);
    ui.unmount();
  });

  it('a switched-off automatic pass is remembered', () => {
    localStorage.setItem('skirmish.autoPass', 'off');
    const ui = render(<HandoverScreen />);
    expect(store().autoPassEnabled).toBe(false);
    ui.unmount();
  });
});
