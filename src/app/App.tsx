/**
 * The composition root: the store, the board and the panels, and where the scenario comes from.
 * The app holds no game logic; it wires the pieces and exposes the test API.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { Board } from '../board/Board';
import { asSaveFailure } from '../ui/ErrorPanel';
import { Layout } from '../ui/Layout';
import { useSkirmishStore } from '../store/store';
import { DEMO_SCENARIO_PATH, requestedScenarioPath, scenarioPathFromLocation } from './scenarioSource';
import { resumeLastGame } from './resumeLastGame';
import { loadScenarioFromFile, loadScenarioFromUrl } from './loadScenario';
import { bundledScenarioCatalog } from './scenarioCatalog';

export function App() {
  useEffect(() => {
    // StrictMode runs effects twice in development: start once.
    if (useSkirmishStore.getState().game !== null) return;
    const requested = requestedScenarioPath(window.location.search);
    const resumed = requested === null ? resumeLastGame(useSkirmishStore) : 'none';
    if (resumed === 'resumed') return;
    void loadScenarioFromUrl(useSkirmishStore, requested ?? scenarioPathFromLocation('')).then(() => {
      // The demo's load clears the error panel: show why the last game did not come back.
      if (resumed !== 'none') useSkirmishStore.getState().setLoadProblems(asSaveFailure(resumed.failure));
    });
  }, []);

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
