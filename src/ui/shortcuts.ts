/**
 * The keyboard shortcuts, in one list: what `useShortcutKeys` acts on and what the keyboard help
 * (`KeyboardHelp`, opened with `?`) lists — so the help never forgets a key. Keys handled elsewhere
 * (undo/redo: `useHistoryKeys`; Esc, Shift, Enter in a drag, Q / E, Alt+click: the board's input controller; the
 * replay's arrows: `ReplayBar`) are listed here with `handledBy` naming their owner.
 */
export type ShortcutCommand = 'help' | 'toolSelect' | 'toolMeasure' | 'toolLos' | 'zoomIn' | 'zoomOut' | 'fit';

export interface Shortcut {
  /** `panels.keys.<id>` says what it does. */
  readonly id: string;
  /** The keys as shown (`Ctrl+Z`); a `/` separates alternatives. Not translated: key caps. */
  readonly keys: readonly string[];
  /** Which section of the help it is in (`panels.keys.group.<group>`). */
  readonly group: 'game' | 'tools' | 'view' | 'drag' | 'replay';
  /** The command `useShortcutKeys` runs; absent for keys handled elsewhere. */
  readonly command?: ShortcutCommand;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'undo', keys: ['Ctrl+Z'], group: 'game' },
  { id: 'redo', keys: ['Ctrl+Shift+Z', 'Ctrl+Y'], group: 'game' },
  { id: 'escape', keys: ['Esc'], group: 'game' },
  { id: 'help', keys: ['?'], group: 'game', command: 'help' },
  { id: 'toolSelect', keys: ['S'], group: 'tools', command: 'toolSelect' },
  { id: 'toolMeasure', keys: ['M'], group: 'tools', command: 'toolMeasure' },
  { id: 'toolLos', keys: ['L'], group: 'tools', command: 'toolLos' },
  { id: 'zoomIn', keys: ['+'], group: 'view', command: 'zoomIn' },
  { id: 'zoomOut', keys: ['-'], group: 'view', command: 'zoomOut' },
  { id: 'fit', keys: ['F'], group: 'view', command: 'fit' },
  { id: 'turn', keys: ['Q', 'E'], group: 'tools' },
  { id: 'pickSingle', keys: ['Alt+click'], group: 'tools' },
  { id: 'waypoint', keys: ['Shift'], group: 'drag' },
  { id: 'drop', keys: ['Enter'], group: 'drag' },
  { id: 'cancelDrag', keys: ['Esc'], group: 'drag' },
  { id: 'replayStep', keys: ['←', '→'], group: 'replay' },
  { id: 'replayEnds', keys: ['Home', 'End'], group: 'replay' },
];

/**
 * The command a key press stands for, or null. Plain keys only (no Ctrl, Cmd or Alt: those are the
 * browser's and undo's); by `key`, and by `code` for the letters so a Russian layout works too.
 */
export function shortcutCommand(e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey'>): ShortcutCommand | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (e.key === '?') return 'help';
  if (e.key === '+' || e.key === '=' || e.code === 'NumpadAdd') return 'zoomIn';
  if (e.key === '-' || e.key === '_' || e.code === 'NumpadSubtract') return 'zoomOut';
  const letter = e.code.startsWith('Key') ? e.code.slice(3).toLowerCase() : e.key.toLowerCase();
  switch (letter) {
    case 's': return 'toolSelect';
    case 'm': return 'toolMeasure';
    case 'l': return 'toolLos';
    case 'f': return 'fit';
    default: return null;
  }
}
