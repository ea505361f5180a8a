import { useEffect } from 'react';
import { useSkirmishStore } from '../store/store';

/** Keys typed into a field are the field's: no undo of the game while someone writes a label. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

/** Which history command a key press is, if any: Ctrl+Z undo; Ctrl+Shift+Z or Ctrl+Y redo (Cmd on a Mac). */
export function historyCommand(e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  // `code` too: with a Russian layout the Z key reports `key` "я".
  const key = e.key.toLowerCase();
  const z = key === 'z' || e.code === 'KeyZ';
  const y = key === 'y' || e.code === 'KeyY';
  if (z) return e.shiftKey ? 'redo' : 'undo';
  if (y && !e.shiftKey) return 'redo';
  return null;
}

/**
 * Undo and redo from the keyboard, on the window. Ignored while typing in a field, during a drag
 * (the drag owns the pointer and Esc), while the device is being handed over, and with a dialog open.
 * In the replay viewer the store refuses and the status line says why.
 */
export function useHistoryKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = historyCommand(e);
      if (command === null || isTypingTarget(e.target)) return;
      const s = useSkirmishStore.getState();
      if (s.drag !== null || s.handoverSideId !== null || s.dialog !== null) return;
      e.preventDefault();
      if (command === 'undo') s.undo();
      else s.redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
