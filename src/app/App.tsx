/**
 * The composition root: the store, the board and the panels, and where the scenario comes from.
 * The app holds no game logic; it wires the pieces and exposes the test API.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { Board } from '../board/Board';
import { Layout } from '../ui/Layout';
import { useSkirmishStore } from '../store/store';
import { DEMO_SCENARIO_PATH } from './scenarioSource';
import { loadScenarioFromFile, loadScenarioFromUrl } from './loadScenario';
import { startUp } from './startUp';
import { bundledScenarioCatalog } from './scenarioCatalog';
import { useUnsavedGameGuard } from './useUnsavedGameGuard';
import { useCmText } from '../ui/useLengthFormat';

/** The board with the cm words of the player's language (its labels in a game in cm). */
function TableBoard() {
  return <Board cmText={useCmText()} />;
}

export function App() {
  // main.tsx began the start-up before the first render; this only makes sure it has (once).
  useEffect(() => { void startUp(useSkirmishStore, window.location); }, []);
  useUnsavedGameGuard();

  const onOpenFile = useCallback((file: File) => {
    void loadScenarioFromFile(useSkirmishStore, file);
  }, []);

  const onLoadDemo = useCallback(() => {
    useSkirmishStore.getState().setLoadProblems(null);
    void loadScenarioFromUrl(useSkirmishStore, DEMO_SCENARIO_PATH);
  }, []);

  const scenarios = useMemo(() => bundledScenarioCatalog(useSkirmishStore), []);

  return <Layout board={<TableBoard />} onOpenFile={onOpenFile} onLoadDemo={onLoadDemo} scenarios={scenarios} />;
}
