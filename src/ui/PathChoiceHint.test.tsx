// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bindSkirmishStore, useSkirmishStore } from '../store/store';
import { pathChoiceGame } from '../store/testing/pathChoiceGame';
import { pickPathPoint } from '../store/pathChoiceInput';
import { FigureActions } from './FigureActions';
import { LanguageSync } from './LanguageSync';
import { render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();

beforeEach(() => {
  resetUi();
  // The test game with Jed's move pending (TEST-REACT-4): Wyatt may pick a point on it.
  bindSkirmishStore(pathChoiceGame().store);
});

describe('the path choice hint', () => {
  it('TEST-REACT-4: shows the choice\'s label and how to pick for the reactor, in English and Russian; nothing for the mover', () => {
    const ui = render(<><LanguageSync /><FigureActions /></>);
    expect(ui.byTestId('path-choice-hint')).toBeNull();
    act(() => store().select('b1'));
    const hint = ui.byTestId('path-choice-hint')!;
    expect(hint.dataset.moverId).toBe('r1');
    expect(hint.textContent).toContain('highlighted stretch of the path');
    // The buttons are still there (the reaction without a point, and at the move's middle).
    expect(ui.byTestId('figure-actions')).not.toBeNull();
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('path-choice-hint')!.textContent).toContain('подсвеченный участок пути');
    act(() => store().select('r1'));
    expect(ui.byTestId('path-choice-hint')).toBeNull();
    ui.unmount();
  });

  it('goes once the point is picked (the move is settled)', () => {
    const ui = render(<FigureActions />);
    act(() => store().select('b1'));
    expect(ui.byTestId('path-choice-hint')).not.toBeNull();
    act(() => { pickPathPoint(store(), { x: 6, y: 11 }, 0.5); });
    expect(ui.byTestId('path-choice-hint')).toBeNull();
    ui.unmount();
  });
});
