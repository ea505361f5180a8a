// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectDiceLog } from '../store/logSelectors';
import { useSkirmishStore } from '../store/store';
import { DiceTray, readTray } from './DiceTray';
import { LanguageSync } from './LanguageSync';
import { submit, typeInto } from './testing/input';
import { startFreeGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();
const rolls = () => selectDiceLog(store());

beforeEach(() => {
  resetUi();
  startFreeGame();
});

describe('DiceTray', () => {
  it('rolls the dice asked for, for the acting side, with the label', () => {
    const ui = render(<DiceTray />);
    typeInto(ui.byTestId('dice-count'), '4');
    typeInto(ui.byTestId('dice-sides'), '8');
    typeInto(ui.byTestId('dice-label'), '  Wyatt dodges ');
    click(ui.byTestId('dice-roll'));
    expect(rolls()).toHaveLength(1);
    expect(rolls()[0]).toMatchObject({ count: 4, sides: 8, side: { id: 'r' }, purpose: { key: 'free.roll', params: { label: 'Wyatt dodges' } } });
    expect(ui.byTestId('dice-error')).toBeNull();
    ui.unmount();
  });

  it('says what is wrong with the fields instead of rolling', () => {
    const ui = render(<><LanguageSync /><DiceTray /></>);
    const form = ui.container.querySelector('form');
    for (const bad of ['0', '21', '2.5', '', 'abc']) {
      typeInto(ui.byTestId('dice-count'), bad);
      submit(form);
      expect(ui.byTestId('dice-error')?.textContent, bad).toBe('Roll 1 to 20 dice (a whole number).');
    }
    typeInto(ui.byTestId('dice-count'), '20');
    typeInto(ui.byTestId('dice-label'), 'x'.repeat(61));
    submit(form);
    expect(ui.byTestId('dice-error')?.textContent).toBe('The label is too long: at most 60 characters.');
    act(() => store().setLanguage('ru'));
    submit(form);
    expect(ui.byTestId('dice-error')?.textContent).toBe('Подпись слишком длинная: не больше 60 знаков.');
    expect(rolls()).toHaveLength(0);

    typeInto(ui.byTestId('dice-label'), 'x'.repeat(60));
    submit(form);
    expect(ui.byTestId('dice-error')).toBeNull();
    expect(rolls()[0]?.count).toBe(20);
    ui.unmount();
  });

  it('is off, with the reason, while the replay viewer is open', () => {
    const ui = render(<DiceTray />);
    act(() => { expect(store().openReplay(null).ok).toBe(true); });
    const roll = ui.byTestId('dice-roll') as HTMLButtonElement;
    expect(roll.disabled).toBe(true);
    expect(roll.title).toBe('The replay viewer is open: close it to play. — APP-REPLAY');
    submit(ui.container.querySelector('form'));
    act(() => store().closeReplay());
    expect(rolls()).toHaveLength(0);
    ui.unmount();
  });

  it('shows the rules\' refusal when they refuse the roll', () => {
    const ui = render(<DiceTray />);
    // Ruleset refusals reach the tray through dispatch: make the next one fail by ending the game.
    act(() => {
      const game = store().game!;
      useSkirmishStore.setState({ game: { ...game, timeline: { ...game.timeline, present: { ...game.timeline.present, outcome: { winner: null, reasonKey: 'test' } } } } });
    });
    click(ui.byTestId('dice-roll'));
    expect(ui.byTestId('dice-error')?.textContent).toBe('The game is over. — ENGINE-GAME-OVER');
    ui.unmount();
  });

  it('reads the fields', () => {
    expect(readTray(' 3 ', '10', ' hit ')).toEqual({ ok: true, count: 3, sides: 10, label: 'hit' });
    expect(readTray('3', '6', ' '.repeat(70))).toEqual({ ok: true, count: 3, sides: 6, label: '' });
  });
});
