// @vitest-environment happy-dom
/**
 * SBH in the panels (issue 7), on the bundled Elder Hollow with the real rules: an own, unactivated
 * figure offers "Activate: 1/2/3 dice"; pointing at one previews the odds of each number of
 * successes and of a turnover as separate outcomes (no chain, no total) before any die; activating
 * puts the figure and its actions left in the banner; two failures pass the turn to the handover screen.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { FigureActions } from './FigureActions';
import { FigureCard } from './FigureCard';
import { HandoverScreen } from './HandoverScreen';
import { LanguageSync } from './LanguageSync';
import { startSbhGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';
import { TurnBanner } from './TurnBanner';

const store = () => useSkirmishStore.getState();
const texts = (els: HTMLElement[]) => els.map((e) => e.textContent ?? '');

beforeEach(() => {
  resetUi();
  startSbhGame();
});

describe('SBH activation in the panels', () => {
  it('an own unactivated figure offers 1, 2 or 3 dice; an enemy figure offers nothing', () => {
    const ui = render(<><LanguageSync /><FigureActions /></>);
    act(() => store().select('aldric'));
    const buttons = ['activate-dice1', 'activate-dice2', 'activate-dice3'].map((id) => ui.byTestId(`figure-action-${id}`) as HTMLButtonElement | null);
    expect(buttons.every((b) => b !== null && !b.disabled)).toBe(true);
    expect(buttons[1]!.textContent).toMatch(/2/);
    act(() => store().select('grimfang'));
    expect(ui.byTestId('figure-action-activate-dice2')).toBeNull();
    ui.unmount();
  });

  it('pointing at "2 dice" shows the odds of 0, 1, 2 successes and of a turnover as outcomes, before any roll', () => {
    const ui = render(<><LanguageSync /><FigureActions /></>);
    act(() => store().select('aldric'));
    act(() => ui.byTestId('figure-action-activate-dice2')!.focus());
    expect(ui.byTestId('action-preview')?.getAttribute('data-action-id')).toBe('activate-dice2');
    // Quality 3+ (a 1 always fails): each die succeeds 2/3 — 0: 1/9, 1: 4/9, 2: 4/9; turnover (two failures) 1/9.
    const chances = ui.allByTestId('preview-chance').map((li) => [li.getAttribute('data-rule-id'), `${li.getAttribute('data-num')}/${li.getAttribute('data-den')}`]);
    expect(chances).toEqual([['SBH-GAP-02', '1/9'], ['SBH-GAP-02', '4/9'], ['SBH-GAP-02', '4/9'], ['SBH-GAP-03', '1/9']]);
    expect(ui.byTestId('preview-chances')?.tagName).toBe('UL');
    expect(ui.byTestId('preview-chances')?.getAttribute('data-kind')).toBe('outcomes');
    expect(ui.byTestId('preview-total')).toBeNull();
    for (const text of [...texts(ui.allByTestId('preview-chance')), ...texts(ui.allByTestId('preview-line'))]) {
      expect(text).not.toMatch(/\{\{|sbh\.|undefined|NaN/);
    }
    expect(texts(ui.allByTestId('preview-chance'))[3]).toContain('11.1% (1/9)');
    expect(store().game!.timeline.present.log.filter((e) => e.kind === 'action')).toHaveLength(0);
    act(() => store().setLanguage('ru'));
    for (const text of texts(ui.allByTestId('preview-chance'))) expect(text).not.toMatch(/\{\{|sbh\./);
    ui.unmount();
  });

  it('activating with two successes names the figure and its actions left in the banner; the card shows its stick in cm and inches', () => {
    const ui = render(<><LanguageSync /><TurnBanner /><FigureActions /><FigureCard /></>);
    act(() => store().select('aldric'));
    act(() => store().forceDice([6, 5]));
    click(ui.byTestId('figure-action-activate-dice2'));
    const banner = ui.byTestId('turn-banner-text')?.textContent ?? '';
    expect(banner).toContain('Ser Aldric');
    expect(banner).toContain('2');
    expect(banner).not.toMatch(/\{\{|sbh\./);
    expect(ui.byTestId('turn-banner')?.getAttribute('data-acting')).toBe('lantern');
    const status = texts(ui.allByTestId('figure-status-item'));
    expect(status.some((s) => /cm/.test(s) && /″/.test(s)), status.join(' | ')).toBe(true);
    ui.unmount();
  });

  it('two failures: the activation ends at once, the turn passes and the handover screen asks for the other player', () => {
    const ui = render(<><LanguageSync /><TurnBanner /><FigureActions /><HandoverScreen /></>);
    act(() => store().select('hal'));
    act(() => store().forceDice([1, 2]));
    click(ui.byTestId('figure-action-activate-dice2'));
    expect(store().game!.timeline.present.actors).toEqual(['raiders']);
    expect(ui.byTestId('handover-screen')?.textContent).toContain("Grimfang's Raiders");
    click(ui.byTestId('handover-continue'));
    expect(ui.byTestId('turn-banner')?.getAttribute('data-acting')).toBe('raiders');
    ui.unmount();
  });
});
