/**
 * Whether phases with nothing to do pass by themselves (the store's `autoPassEnabled`), remembered
 * in localStorage like the handover switch. On unless the player switched it off. Storage may be
 * missing or throw: then the choice lasts for this visit only.
 */
const STORAGE_KEY = 'skirmish.autoPass';

/** The remembered choice; on when there is none. */
export function loadSavedAutoPass(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function saveAutoPass(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage unavailable: nothing to remember with.
  }
}
