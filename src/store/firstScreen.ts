/**
 * Whether the first screen is up: the first board drawn (`Board` marks it two frames after the store
 * has a game), or the start failed and the error panel says why (the app marks it). The code the first
 * board does not need (the dialogs, the side panel's other tabs and the selected figure's details, the
 * line-of-sight and reach layers, the test API) is in chunks fetched from then on: ui/deferredUi.tsx,
 * board/deferredLayers.tsx, app/main.tsx. Holds no game state.
 */
import { useSyncExternalStore } from 'react';

/** The performance mark the board sets when it first draws a game (read by bench/browser.probe.ts). */
export const FIRST_BOARD_MARK = 'skirmish:first-board';

let shown = false;
const listeners = new Set<() => void>();
let resolveShown: () => void = () => undefined;
const shownPromise = new Promise<void>((resolve) => { resolveShown = resolve; });

/** Mark the first screen as up (once; later calls do nothing). */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  resolveShown();
  for (const listener of [...listeners]) listener();
}

export const isFirstScreenShown = (): boolean => shown;

/** Resolves once the first screen is up. */
export const whenFirstScreenShown = (): Promise<void> => shownPromise;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the moment the first screen is up (re-renders then). */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, isFirstScreenShown, isFirstScreenShown);
}
