// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MutableRulesetRegistry } from '../engine/rulesetRegistry';
import { useSkirmishStore } from '../store/store';
import { PREVIEW_TEST_ID, previewTestRuleset } from '../store/testing/previewRuleset';
import { ActionPreviewPanel } from './ActionPreviewPanel';
import { FigureActions } from './FigureActions';
import { GameOverNotice } from './GameOverNotice';
import { LanguageSync } from './LanguageSync';
import { parsedUiScenario } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';
import { TurnBanner } from './TurnBanner';

const store = () => useSkirmishStore.getState();

/** The UI scenario (Jed `r1` for the Clantons; Wyatt `b1`, Doc `b2` for the Earps) on the preview test ruleset. */
function startPreviewGame(): void {
  (store().registry as MutableRulesetRegistry).register(previewTestRuleset());
  act(() => {
    const started = store().loadScenario(parsedUiScenario(), 'test', { rulesetId: PREVIEW_TEST_ID, seed: 3 });
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    store().dismissHandover();
  });
}

const texts = (els: HTMLElement[]) => els.map((e) => e.textContent);

beforeEach(() => {
  resetUi();
  startPreviewGame();
});

describe('ActionPreviewPanel', () => {
  it('shows nothing until an enemy is pointed at; then the facts, each chance as % and fraction, the total, before any roll', () => {
    const ui = render(<><LanguageSync /><ActionPreviewPanel /></>);
    expect(ui.byTestId('action-preview')).toBeNull();
    act(() => { store().select('r1'); store().hover('b1'); });
    expect(ui.byTestId('action-preview')?.getAttribute('data-action-id')).toBe('shoot-b1');
    expect(ui.byTestId('preview-visible')?.textContent).toBe('Visible: 65%');
    expect(texts(ui.allByTestId('preview-line'))).toEqual(['Range (6.0″, 12.0″, Wyatt)']);
    expect(texts(ui.allByTestId('preview-chance'))).toEqual(['Hit (4): 50% (1/2) TEST-SHOOT-1', 'Wound (5): 33.3% (1/3) TEST-WOUND-1']);
    expect(ui.byTestId('preview-total')?.textContent).toBe('Total: 16.7% (1/6)');
    // With a total the chances are the steps of one chain: an ordered list (SBH's outcomes: sbhPlay.test.tsx).
    expect(ui.byTestId('preview-chances')?.tagName).toBe('OL');
    expect(ui.byTestId('preview-chances')?.getAttribute('data-kind')).toBe('steps');
    expect(ui.byTestId('preview-refusal')).toBeNull();
    expect((ui.byTestId('preview-fire') as HTMLButtonElement).disabled).toBe(false);
    // Nothing was rolled to show it.
    expect(store().game!.timeline.present.log.filter((e) => e.kind === 'action')).toHaveLength(0);

    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('preview-visible')?.textContent).toBe('Видно: 65%');
    ui.unmount();
  });

  it('a shot the rules refuse says why with the rule ID, and its button is disabled', () => {
    const ui = render(<ActionPreviewPanel />);
    act(() => { store().select('r1'); store().hover('b2'); });
    expect(ui.byTestId('preview-refusal')?.textContent).toContain('TEST-SHOOT-LOS');
    const fire = ui.byTestId('preview-fire') as HTMLButtonElement;
    expect(fire.disabled).toBe(true);
    expect(fire.title).toContain('TEST-SHOOT-LOS');
    ui.unmount();
  });

  it('focusing an action button previews it; pinning keeps it while the pointer goes elsewhere', () => {
    const ui = render(<><FigureActions /></>);
    act(() => store().select('r1'));
    act(() => ui.byTestId('figure-action-shoot-b1')!.focus());
    expect(ui.byTestId('action-preview')?.getAttribute('data-action-id')).toBe('shoot-b1');
    act(() => store().hover('b2'));
    expect(ui.byTestId('action-preview')?.getAttribute('data-action-id')).toBe('shoot-b2');
    click(ui.byTestId('preview-pin'));
    expect(ui.byTestId('preview-pin')?.getAttribute('aria-pressed')).toBe('true');
    act(() => ui.byTestId('figure-action-shoot-b1')!.focus());
    expect(ui.byTestId('action-preview')?.getAttribute('data-action-id')).toBe('shoot-b2');
    click(ui.byTestId('preview-pin'));
    expect(ui.byTestId('preview-pin')?.getAttribute('aria-pressed')).toBe('false');
    act(() => store().hover('b1'));
    expect(ui.byTestId('action-preview')?.getAttribute('data-action-id')).toBe('shoot-b1');
    ui.unmount();
  });

  it('closes with Esc and its Close button, after the action is taken, on a change of selection, and when the pointer leaves a button', () => {
    const ui = render(<><LanguageSync /><FigureActions /></>);
    const shown = () => ui.byTestId('action-preview')?.getAttribute('data-action-id') ?? null;
    const esc = () => act(() => { window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    act(() => { store().select('r1'); store().hover('b1'); });
    expect(shown()).toBe('shoot-b1');
    // Esc, pinned or not.
    click(ui.byTestId('preview-pin'));
    esc();
    expect(shown()).toBeNull();
    expect(store().preview).toEqual({ pointed: null, pinned: null });
    // The Close button.
    act(() => store().hover('b1'));
    click(ui.byTestId('preview-close'));
    expect(shown()).toBeNull();
    // Another figure selected, then the shooter again: the old preview does not come back.
    act(() => store().hover('b1'));
    act(() => store().select('b1'));
    act(() => store().select('r1'));
    expect(shown()).toBeNull();
    // A pointed button lets go when the pointer leaves the buttons and the panel; a pinned one stays.
    act(() => ui.byTestId('figure-action-shoot-b1')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    expect(shown()).toBe('shoot-b1');
    act(() => ui.container.querySelector('.figure-actions-area')!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    expect(shown()).toBeNull();
    act(() => ui.byTestId('figure-action-shoot-b1')!.focus());
    click(ui.byTestId('preview-pin'));
    act(() => ui.container.querySelector('.figure-actions-area')!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    expect(shown()).toBe('shoot-b1');
    // Fire (a miss: the game goes on): the preview closes with the action taken, pinned or not.
    act(() => store().forceDice([1]));
    click(ui.byTestId('preview-fire'));
    expect(store().game!.timeline.present.log.some((e) => e.kind === 'action')).toBe(true);
    expect(store().game!.timeline.present.outcome ?? null).toBeNull();
    expect(shown()).toBeNull();
    ui.unmount();
  });

  it('its button takes the action with the forced dice; the game ends, the banner and the notice say who won and why', () => {
    const ui = render(<><TurnBanner /><GameOverNotice /><ActionPreviewPanel /></>);
    expect(ui.byTestId('game-over')).toBeNull();
    act(() => { store().select('r1'); store().hover('b1'); store().forceDice([6]); });
    click(ui.byTestId('preview-fire'));
    const present = store().game!.timeline.present;
    expect(present.outcome?.winner).toBe('r');
    expect(ui.byTestId('turn-banner-text')?.textContent).toBe('Turn 1 · Game over: Clantons won · Shot dead (Jed)');
    expect(ui.byTestId('turn-banner')?.getAttribute('data-winner')).toBe('r');
    expect(ui.byTestId('game-over-title')?.textContent).toBe('Game over — Clantons won');
    expect(ui.byTestId('game-over-reason')?.textContent).toBe('Shot dead (Jed)');
    // After the end the panel has nothing to offer (no side may act).
    expect(ui.byTestId('action-preview')).toBeNull();

    // New game opens the dialog; Replay opens the viewer (and the notice steps aside); undo still works.
    click(ui.byTestId('game-over-new'));
    expect(store().dialog).toBe('newGame');
    act(() => store().openDialog(null));
    click(ui.byTestId('game-over-replay'));
    expect(store().replay).not.toBeNull();
    expect(ui.byTestId('game-over')).toBeNull();
    act(() => store().closeReplay());
    act(() => { expect(store().undo().ok).toBe(true); });
    expect(store().game!.timeline.present.outcome).toBeNull();
    expect(ui.byTestId('game-over')).toBeNull();
    ui.unmount();
  });

  it('a draw says so, in Russian too', () => {
    const ui = render(<><LanguageSync /><GameOverNotice /></>);
    const game = store().game!;
    act(() => useSkirmishStore.setState({ game: { ...game, timeline: { ...game.timeline, present: { ...game.timeline.present, outcome: { winner: null, reasonKey: 'test.outcome.turnLimit' } } } } }));
    expect(ui.byTestId('game-over-title')?.textContent).toBe('Game over — a draw');
    expect(ui.byTestId('game-over')?.getAttribute('data-winner')).toBe('');
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('game-over-title')?.textContent).toBe('Игра окончена — ничья');
    ui.unmount();
  });
});
