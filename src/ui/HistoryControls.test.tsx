// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { HistoryControls } from './HistoryControls';
import { pressKey } from './testing/input';
import { startFreeGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';
import { historyCommand } from './useHistoryKeys';

const store = () => useSkirmishStore.getState();
const jedX = () => store().game!.timeline.present.scenario.figures.find((f) => f.id === 'r1')!.x;
const moveJed = () => act(() => { expect(store().moveFigure('r1', [{ x: 8, y: 6 }]).ok).toBe(true); });

beforeEach(() => {
  resetUi();
  startFreeGame();
});

describe('HistoryControls', () => {
  it('buttons are off with the reason as their title, and undo and redo the last move', () => {
    const ui = render(<HistoryControls />);
    const undo = ui.byTestId('undo-button') as HTMLButtonElement;
    const redo = ui.byTestId('redo-button') as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    expect(undo.title).toBe('There is nothing to undo. — ENGINE-UNDO');
    expect(redo.disabled).toBe(true);

    moveJed();
    expect(undo.disabled).toBe(false);
    expect(undo.title).toBe('Undo: Jed moved 2.0″ (Ctrl+Z)');
    click(undo);
    expect(jedX()).toBe(6);
    expect(undo.disabled).toBe(true);
    expect(redo.disabled).toBe(false);
    expect(redo.title).toBe('Redo: Jed moved 2.0″ (Ctrl+Shift+Z)');
    click(redo);
    expect(jedX()).toBe(8);
    ui.unmount();
  });

  it('are off while the replay viewer is open', () => {
    moveJed();
    const ui = render(<HistoryControls />);
    act(() => { expect(store().openReplay(null).ok).toBe(true); });
    const undo = ui.byTestId('undo-button') as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    expect(undo.title).toBe('The replay viewer is open: close it to play. — APP-REPLAY');
    ui.unmount();
  });

  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Cmd too; not while typing in a field', () => {
    const ui = render(<><HistoryControls /><input data-testid="field" /></>);
    moveJed();
    const e = pressKey({ key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(e.defaultPrevented).toBe(true);
    expect(jedX()).toBe(6);
    pressKey({ key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true });
    expect(jedX()).toBe(8);
    pressKey({ key: 'z', code: 'KeyZ', metaKey: true });
    expect(jedX()).toBe(6);
    pressKey({ key: 'y', code: 'KeyY', ctrlKey: true });
    expect(jedX()).toBe(8);

    // Typing in a field: the field's own undo.
    const typed = pressKey({ key: 'z', code: 'KeyZ', ctrlKey: true }, ui.byTestId('field')!);
    expect(typed.defaultPrevented).toBe(false);
    expect(jedX()).toBe(8);
    ui.unmount();
  });

  it('a drag under way ignores the keys', () => {
    const ui = render(<HistoryControls />);
    moveJed();
    act(() => { store().dispatch({ type: 'endTurn', side: 'r' }); store().dismissHandover(); });
    act(() => { store().moveFigure('b1', [{ x: 14, y: 6 }]); });
    act(() => store().beginDrag('b1', { x: 14, y: 6 }));
    expect(store().drag).not.toBeNull();
    pressKey({ key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(store().game!.timeline.present.scenario.figures.find((f) => f.id === 'b1')!.x).toBe(14);
    act(() => store().cancelDrag());
    pressKey({ key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(store().game!.timeline.present.scenario.figures.find((f) => f.id === 'b1')!.x).toBe(12);
    ui.unmount();
  });

  it('reads the keys on any layout', () => {
    const key = (init: Partial<KeyboardEvent>) => historyCommand({ key: '', code: '', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...init });
    expect(key({ key: 'я', code: 'KeyZ', ctrlKey: true })).toBe('undo');
    expect(key({ key: 'Я', code: 'KeyZ', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key({ key: 'z', code: 'KeyZ' })).toBeNull();
    expect(key({ key: 'z', code: 'KeyZ', ctrlKey: true, altKey: true })).toBeNull();
    expect(key({ key: 'x', code: 'KeyX', ctrlKey: true })).toBeNull();
  });
});
