import { useEffect } from 'react';
import { useSkirmishStore } from '../store/store';
import { shortcutCommand } from './shortcuts';
import type { ShortcutCommand } from './shortcuts';
import { isTypingTarget } from './useHistoryKeys';
import { selectScenario } from '../store/scenarioSelectors';

/** How much one + or − zooms, about the middle of the board. */
export const ZOOM_STEP = 1.25;

function run(command: ShortcutCommand): void {
  const s = useSkirmishStore.getState();
  switch (command) {
    case 'help': s.openDialog('keys'); break;
    case 'toolSelect': s.setTool('select'); break;
    case 'toolMeasure': s.setTool('measure'); break;
    case 'toolLos': s.setTool('los'); break;
    case 'zoomIn': s.zoomAt({ x: s.viewport.widthPx / 2, y: s.viewport.heightPx / 2 }, ZOOM_STEP); break;
    case 'zoomOut': s.zoomAt({ x: s.viewport.widthPx / 2, y: s.viewport.heightPx / 2 }, 1 / ZOOM_STEP); break;
    case 'fit': s.fitTable(); break;
  }
}

/**
 * The tools, zoom, Fit and `?` from the keyboard (`shortcuts.ts`), on the window. Ignored while
 * typing in a field, with a dialog open (the keyboard help included: its own Esc closes it), during a
 * drag, while the device is handed over, with no table, and for a key held down (its repeats).
 */
export function useShortcutKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = shortcutCommand(e);
      if (command === null || e.repeat || isTypingTarget(e.target)) return;
      const s = useSkirmishStore.getState();
      if (s.dialog !== null || s.drag !== null || s.handoverSideId !== null || selectScenario(s) === null) return;
      e.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
