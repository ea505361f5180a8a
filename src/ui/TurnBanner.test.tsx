// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { LanguageSync } from './LanguageSync';
import { endTurn, startDemoLotowGame, startFreeGame } from './testing/playScenario';
import { render, resetUi } from './testing/render';
import { uiScenario } from './testing/uiScenario';
import { TurnBanner } from './TurnBanner';

const store = () => useSkirmishStore.getState();

beforeEach(() => {
  resetUi();
  startFreeGame();
});

describe('TurnBanner', () => {
  it('names the turn and the acting side, in English and Russian, and follows the turn', () => {
    const ui = render(<><LanguageSync /><TurnBanner /></>);
    const banner = ui.byTestId('turn-banner')!;
    expect(banner.getAttribute('data-acting')).toBe('r');
    expect(ui.byTestId('turn-banner-text')?.textContent).toBe('Turn 1 · Clantons to act');
    expect(banner.style.getPropertyValue('--side-color')).toBe('#aa2222');
    expect(banner.textContent).toContain('Rules: Free table');

    endTurn();
    expect(banner.getAttribute('data-acting')).toBe('b');
    expect(ui.byTestId('turn-banner-text')?.textContent).toBe('Turn 1 · Earps to act');
    endTurn();
    expect(ui.byTestId('turn-banner-text')?.textContent).toBe('Turn 2 · Clantons to act');

    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('turn-banner-text')?.textContent).toBe('Ход 2 · очередь: Clantons');
    expect(banner.textContent).toContain('Правила: Свободный стол');
    ui.unmount();
  });

  it('says which step the replay viewer shows', () => {
    endTurn();
    endTurn();
    act(() => { expect(store().openReplay(null).ok).toBe(true); });
    const ui = render(<TurnBanner />);
    expect(ui.byTestId('turn-banner-text')?.textContent).toBe('Replay — step 2 of 2 · Turn 2 · Clantons to act');
    act(() => store().setReplayIndex(1));
    expect(ui.byTestId('turn-banner-text')?.textContent).toBe('Replay — step 1 of 2 · Turn 1 · Earps to act');
    expect(ui.byTestId('turn-banner')?.getAttribute('data-acting')).toBe('b');
    ui.unmount();
  });

  it('says plainly when the scenario asks for rules that are not installed', () => {
    act(() => { store().loadScenario({ ...uiScenario, ruleset: 'frostgrave' }, 'test'); });
    const ui = render(<><LanguageSync /><TurnBanner /></>);
    expect(ui.byTestId('ruleset-notice')?.textContent).toBe(
      'frostgrave rules are not installed yet: playing on the free table — moves are not checked by any rules.');
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('ruleset-notice')?.textContent).toContain('ещё не установлены');
    ui.unmount();
  });

  it('shows no notice when the game runs on the rules it asked for, and a plain line without a game', () => {
    act(() => useSkirmishStore.setState({ game: null }));
    const ui = render(<TurnBanner />);
    expect(ui.byTestId('ruleset-notice')).toBeNull();
    expect(ui.byTestId('turn-banner')?.textContent).toBe('No game in progress');
    expect(ui.byTestId('turn-banner')?.getAttribute('data-acting')).toBe('');
    ui.unmount();
  });
});

describe('TurnBanner under LOTOW', () => {
  it('LOTOW-GAP-01: says the phase, who has the Advantage and who acts, in English and Russian', () => {
    const scenario = startDemoLotowGame();
    const flow = store().game!.timeline.present.flow as { advantage: string };
    const advantage = scenario.sides.find((s) => s.id === flow.advantage)!.name;
    const ui = render(<><LanguageSync /><TurnBanner /></>);
    expect(ui.byTestId('turn-banner')?.textContent).toContain(`Move phase · Advantage: ${advantage} · ${advantage} to act`);
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('turn-banner')?.textContent).toContain(`Фаза Движения · преимущество: ${advantage}`);
    ui.unmount();
  });
});
