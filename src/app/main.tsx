// First: the store every component reads is built and bound here (appStore.ts).
import { appRulesets, appStore } from './appStore';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { locales } from '../ui/i18n';
import { loadSavedLanguage } from '../ui/languageStorage';
import { installTestApi } from './testApi';
import { startUp } from './startUp';

installTestApi(appStore, appRulesets);
// The table's fetches (saved games, the scenario, its ruleset) start now, beside the strings' (startUp.ts).
void startUp(appStore, window.location);

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
