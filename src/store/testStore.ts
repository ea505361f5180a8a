/** Test helper: a fresh store with a scenario (given as file JSON) on the table. Not used by the app. */
import { parseScenario } from '../scenario/parseScenario';
import { createSkirmishStore } from './store';

export function storeWithScenario(json: unknown) {
  const store = createSkirmishStore();
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  store.getState().loadScenario(parsed.scenario, 'test');
  return store;
}
