/** Games for the panels' tests: a free-table game on the UI test scenario, LOTOW on the demo town. Not used by the app. */
import { readFileSync } from 'node:fs';
import { act } from 'react';
import type { Scenario } from '../../engine/model';
import { parseScenario } from '../../scenario/parseScenario';
import { serializeScenario } from '../../scenario/serializeScenario';
import '../../store/testing/boundTestStore';
import { useSkirmishStore } from '../../store/store';
import { uiScenario } from './uiScenario';

/**
 * `uiScenario` as a file gives it back (defaults filled in by the parser), so a replay rebuilt from
 * the game's save reaches the same state hash.
 */
export function parsedUiScenario(): Scenario {
  const parsed = parseScenario(serializeScenario(uiScenario));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.scenario;
}

/** Start a free-table game (Clantons `r` act first, then Earps `b`). */
export function startFreeGame(): void {
  const started = useSkirmishStore.getState().loadScenario(parsedUiScenario(), 'test', { rulesetId: 'free' });
  if (!started.ok) throw new Error(JSON.stringify(started.problems));
}

/** The acting side ends its turn; the handover screen (if on) is dismissed. */
export function endTurn(): void {
  act(() => {
    const s = useSkirmishStore.getState();
    const side = s.game?.timeline.present.actors[0];
    if (side === undefined) throw new Error('nobody acts');
    const r = s.dispatch({ type: 'endTurn', side });
    if (!r.ok) throw new Error(r.refusal.message);
    useSkirmishStore.getState().dismissHandover();
  });
}

/** The demo town as its file says it. */
export function demoScenario(): Scenario {
  const parsed = parseScenario(JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.scenario;
}

/** A LOTOW game on the demo town with a fixed seed (so the Drop is always the same), handed over. */
export function startDemoLotowGame(seed = 7): Scenario {
  const scenario = demoScenario();
  act(() => {
    const started = useSkirmishStore.getState().loadScenario(scenario, 'test', { rulesetId: 'lotow', seed });
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    useSkirmishStore.getState().dismissHandover();
  });
  return scenario;
}

/** The bundled SBH scenario (The Chapel at Elder Hollow) as its file says it. */
export function sbhScenario(): Scenario {
  const parsed = parseScenario(JSON.parse(readFileSync('public/scenarios/sbh-elder-hollow.json', 'utf8')));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.scenario;
}

/**
 * An SBH game on Elder Hollow, the scenario's side order (the Lantern Company first: no roll-off),
 * handed over.
 */
export function startSbhGame(seed = 7): Scenario {
  const scenario = sbhScenario();
  act(() => {
    const started = useSkirmishStore.getState().loadScenario(scenario, 'test', { rulesetId: 'sbh', seed, options: { firstPlayer: 'scenarioOrder' } });
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    useSkirmishStore.getState().dismissHandover();
  });
  return scenario;
}

/** The bundled black-powder scenario (The Farm at La Croix, 1870) as its file says it. */
export function bpScenario(): Scenario {
  const parsed = parseScenario(JSON.parse(readFileSync('public/scenarios/bp-ferme-de-la-croix.json', 'utf8')));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.scenario;
}

/** A black-powder game on the Farm at La Croix (a game in cm), handed over. */
export function startBpGame(seed = 7): Scenario {
  const scenario = bpScenario();
  act(() => {
    const started = useSkirmishStore.getState().loadScenario(scenario, 'test', { rulesetId: 'blackpowder', seed });
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    useSkirmishStore.getState().dismissHandover();
  });
  return scenario;
}
