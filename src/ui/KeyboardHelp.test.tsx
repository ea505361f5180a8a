// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { i18n } from './i18n';
import { KeyboardHelp } from './KeyboardHelp';
import { LanguageSync } from './LanguageSync';
import { SHORTCUTS, shortcutCommand } from './shortcuts';
import { startFreeGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';
import { useShortcutKeys } from './useShortcutKeys';

/** The dialog with the shortcuts' listener, as the layout mounts them (Layout.tsx). */
function KeyboardHelpWithKeys() {
  useShortcutKeys();
  return <KeyboardHelp />;
}

const store = () => useSkirmishStore.getState();
/** A key pressed on `target` (default: the page), bubbling to the window as a real one does. */
const press = (key: string, code = '', target: EventTarget = document.body) =>
  act(() => { target.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true })); });

beforeEach(() => {
  resetUi();
  startFreeGame();
  act(() => store().setViewport({ widthPx: 800, heightPx: 600 }));
});

describe('KeyboardHelp and the shortcuts', () => {
  it('? opens a dialog that lists every shortcut with its keys and words, in both languages; Esc and Close close it', () => {
    const ui = render(<><LanguageSync /><KeyboardHelpWithKeys /></>);
    expect(ui.byTestId('keyboard-help')).toBeNull();
    press('?', 'Slash');
    expect(ui.byTestId('keyboard-help')).not.toBeNull();
    for (const k of SHORTCUTS) {
      const row = ui.byTestId(`keys-row-${k.id}`);
      expect(row, k.id).not.toBeNull();
      expect(row!.querySelector('dd')!.textContent).toBe(i18n.t(`panels.keys.${k.id}`));
      expect([...row!.querySelectorAll('kbd')].map((e) => e.textContent)).toEqual(k.keys);
    }
    for (const id of ['undo', 'redo', 'escape', 'waypoint', 'drop', 'replayStep', 'replayEnds', 'toolMeasure', 'toolLos', 'zoomIn', 'zoomOut', 'fit']) {
      expect(ui.byTestId(`keys-row-${id}`), id).not.toBeNull();
    }
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('keys-row-fit')!.querySelector('dd')!.textContent).toBe('Показать стол целиком');
    press('Escape', 'Escape');
    expect(ui.byTestId('keyboard-help')).toBeNull();
    press('?', 'Slash');
    click(ui.byTestId('keyboard-help-close'));
    expect(store().dialog).toBeNull();
    ui.unmount();
  });

  it('M, L and S pick the tools; + and − zoom about the board\'s middle; F fits the table', () => {
    const ui = render(<KeyboardHelpWithKeys />);
    press('m', 'KeyM');
    expect(store().tool).toBe('measure');
    press('l', 'KeyL');
    expect(store().tool).toBe('los');
    // A Russian layout: the key is a Cyrillic letter, the code is still KeyS.
    press('ы', 'KeyS');
    expect(store().tool).toBe('select');
    const before = store().camera.pxPerInch;
    press('+', 'Equal');
    expect(store().camera.pxPerInch).toBeCloseTo(before * 1.25, 6);
    press('-', 'Minus');
    expect(store().camera.pxPerInch).toBeCloseTo(before, 6);
    press('+', 'Equal');
    press('f', 'KeyF');
    act(() => store().fitTable());
    const fitted = store().camera;
    press('+', 'Equal');
    press('f', 'KeyF');
    expect(store().camera).toEqual(fitted);
    ui.unmount();
  });

  it('nothing fires while typing in a field, with a dialog open (the help too), or with Ctrl/Cmd/Alt held', () => {
    const ui = render(<KeyboardHelpWithKeys />);
    const input = document.createElement('input');
    document.body.appendChild(input);
    press('m', 'KeyM', input);
    press('?', 'Slash', input);
    expect(store().tool).toBe('select');
    expect(store().dialog).toBeNull();
    input.remove();
    act(() => store().openDialog('newGame'));
    press('m', 'KeyM');
    expect(store().tool).toBe('select');
    act(() => store().openDialog('keys'));
    press('l', 'KeyL');
    expect(store().tool).toBe('select');
    act(() => store().openDialog(null));
    expect(shortcutCommand({ key: 'f', code: 'KeyF', ctrlKey: true, metaKey: false, altKey: false })).toBeNull();
    expect(shortcutCommand({ key: 'm', code: 'KeyM', ctrlKey: false, metaKey: true, altKey: false })).toBeNull();
    ui.unmount();
  });
});
