/**
 * The composition root: the store, the board and the panels, and where the scenario comes from.
 * The app holds no game logic; it wires the pieces and exposes the test API.
 */
import { useCallback, useEffect } from 'react';
import { Board } from '../board/Board';
import { Layout } from '../ui/Layout';
import { useSkirmishStore } from '../store/store';
import { DEMO_SCENARIO_PATH, scenarioPathFromLocation } from './scenarioSource';
import { loadScenarioFromFile, loadScenarioFromUrl } from './loadScenario';

export function App() {
  useEffect(() => {
    void loadScenarioFromUrl(useSkirmishStore, scenarioPathFromLocation(window.location.search));
  }, []);

  const onOpenFile = useCallback((file: File) => {
    void loadScenarioFromFile(useSkirmishStore, file);
  }, []);

  const onLoadDemo = useCallback(() => {
    useSkirmishStore.getState().setLoadProblems(null);
    void loadScenarioFromUrl(useSkirmishStore, DEMO_SCENARIO_PATH);
  }, []);

  return <Layout board={<Board />} onOpenFile={onOpenFile} onLoadDemo={onLoadDemo} />;
}
