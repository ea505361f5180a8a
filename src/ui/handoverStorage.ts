/**
 * Whether the table is covered when the turn passes (the hotseat handover), remembered in
 * localStorage like the language. Storage may be missing or throw (private browsing, blocked
 * cookies, a sandboxed iframe): then the choice lasts for this visit only.
 */
const STORAGE_KEY = 'skirmish.handover';

/** The remembered choice, or null when there is none. */
export function loadSavedHandover(): boolean | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

export function saveHandover(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage unavailable: nothing to remember with.
  }
}
