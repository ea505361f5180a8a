// First: the store every component reads is built and bound here (appStore.ts).
import { appRulesets, appStore } from './appStore';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadBoardLayers } from '../board/deferredLayers';
import { preloadBoardInput } from '../board/useBoardInput';
import { markFirstScreenShown, whenFirstScreenShown } from '../store/firstScreen';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { preloadDeferredUi } from '../ui/deferredUi';
import { locales } from '../ui/i18n';
import { loadSavedLanguage } from '../ui/languageStorage';
import { startUp } from './startUp';

/**
 * The first screen is up when the board has drawn (Board marks it) or the start failed (the error
 * panel's turn); and at the latest after START_FALLBACK_MS, so the chunks come even if the start hangs.
 */
const START_FALLBACK_MS = 10_000;
const unsubscribe = appStore.subscribe((s) => {
  if (s.loadProblems !== null) markFirstScreenShown();
});
setTimeout(markFirstScreenShown, START_FALLBACK_MS);

// The table's fetches (saved games, the scenario, its ruleset) start now, beside the strings' (startUp.ts).
void startUp(appStore, window.location);

/**
 * The test API (`window.__skirmish`, testApi.ts) is a chunk of its own, fetched with the UI and board
 * chunks once the first screen is up and installed when all have come (the board's input too): a test
 * that sees it can drive every panel, layer and gesture at once.
 */
void whenFirstScreenShown()
  .then(() => {
    unsubscribe();
    return Promise.all([import('./testApi'), preloadDeferredUi(), preloadBoardLayers(), preloadBoardInput()]);
  })
  .then(([{ installTestApi }]) => installTestApi(appStore, appRulesets))
  .catch((error: unknown) => console.error('Skirmish Table: a chunk of the app did not load', error));

/**
 * The chosen language's strings are fetched before the first render (they are JSON, not part of the
 * bundle: src/ui/i18n.ts), so a saved Russian never flashes English. A failed fetch never stops the
 * app: `locales.start` falls back to English, else to the keys, and says so in the console.
 */
async function start(): Promise<void> {
  try {
    await locales.start(loadSavedLanguage() ?? appStore.getState().language);
  } catch (error) {
    console.error('Skirmish Table: the strings did not load; starting without them', error);
  }
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <ErrorBoundary>
          <App />
        </ErrorBoundary>
      </StrictMode>,
    );
  }
}

void start();
