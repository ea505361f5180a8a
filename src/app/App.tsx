/**
 * The composition root: the store, the board and the panels, and where the scenario comes from.
 * The app holds no game logic; it wires the pieces and exposes the test API.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { Board } from '../board/Board';
import { asSaveFailure } from '../ui/saveFailure';
import { Layout } from '../ui/Layout';
import { useSkirmishStore } from '../store/store';
import { DEMO_SCENARIO_PATH, requestedScenarioPath, scenarioPathFromLocation } from './scenarioSource';
import { resumeLastGame } from './resumeLastGame';
import { loadRequestedScenario, loadScenarioFromFile, loadScenarioFromUrl } from './loadScenario';
import { bundledScenarioCatalog } from './scenarioCatalog';
import { useUnsavedGameGuard } from './useUnsavedGameGuard';

/** Set once the start-up (resume or the first scenario) has begun: StrictMode mounts twice, and the start is asynchronous now. */
let started = false;

export function App() {
  useEffect(() => {
    // StrictMode runs effects twice in development: start once.
    if (started || useSkirmishStore.getState().game !== null) return;
    started = true;
    void (async () => {
      const requested = requestedScenarioPath(window.location.search);
      const resumed = requested === null ? await resumeLastGame(useSkirmishStore) : 'none';
      if (requested !== null) await useSkirmishStore.getState().refreshSavedGames();
      if (resumed === 'resumed') return;
      // `?scenario=` is untrusted: only a path on this site or an https: URL is fetched (loadRequestedScenario).
      await (requested === null
        ? loadScenarioFromUrl(useSkirmishStore, scenarioPathFromLocation(''))
        : loadRequestedScenario(useSkirmishStore, requested, window.location.href));
      // The demo's load clears the error panel: show why the last game did not come back.
      if (resumed !== 'none') useSkirmishStore.getState().setLoadProblems(asSaveFailure(resumed.failure));
    })();
  }, []);
  useUnsavedGameGuard();

  const onOpenFile = useCallback((file: File) => {
    void loadScenarioFromFile(useSkirmishStore, file);
  }, []);

  const onLoadDemo = useCallback(() => {
    useSkirmishStore.getState().setLoadProblems(null);
    void loadScenarioFromUrl(useSkirmishStore, DEMO_SCENARIO_PATH);
  }, []);

  const scenarios = useMemo(() => bundledScenarioCatalog(useSkirmishStore), []);

  return <Layout board={<Board />} onOpenFile={onOpenFile} onLoadDemo={onLoadDemo} scenarios={scenarios} />;
}
