/**
 * Test helpers: a fresh store with a scenario (given as file JSON) on the table. Not used by the app.
 * The game runs on the free table unless `settings` say otherwise: tests of the table's mechanics
 * (drag, LOS, measuring, saves) must not depend on a rule system's movement rules.
 */
import { parseScenario } from '../scenario/parseScenario';
import type { NewGameSettings } from './gameSlice';
import { createTestStore } from './testing/testStoreDeps';
import type { SkirmishStore } from './store';
import { selectScenario } from './scenarioSelectors';

export function storeWithScenario(json: unknown, settings: NewGameSettings = { rulesetId: 'free' }) {
  const store = createTestStore();
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const started = store.getState().loadScenario(parsed.scenario, 'test', settings);
  if (!started.ok) throw new Error(JSON.stringify(started.problems));
  return store;
}

/**
 * End turns (free table) until the side of `figureId` may act, so a test can drag that figure.
 * Throws when the side never comes round.
 */
export function actAs(store: Pick<SkirmishStore, 'getState'>, figureId: string): void {
  const side = selectScenario(store.getState())?.figures.find((f) => f.id === figureId)?.side;
  for (let i = 0; i < 10; i++) {
    const s = store.getState();
    const present = s.game?.timeline.present;
    if (side === undefined || present === undefined) break;
    if (present.actors.includes(side)) {
      s.dismissHandover();
      return;
    }
    s.dismissHandover();
    const r = s.dispatch({ type: 'endTurn', side: present.actors[0] ?? '' });
    if (!r.ok) throw new Error(r.refusal.message);
  }
  throw new Error(`the side of ${figureId} never acts`);
}

/** Two figures on an empty 24″ table, Jed (Red Gang, `r`) and Wyatt (Blue Posse, `b`), as file JSON. */
export const twoFigureScenarioJson = (ruleset: string) => ({
  schemaVersion: 1, id: 't', name: 'T', ruleset, table: { widthIn: 24, depthIn: 24 },
  terrain: [],
  sides: [{ id: 'r', name: 'Red Gang', color: '#ff0000' }, { id: 'b', name: 'Blue Posse', color: '#0000ff' }],
  figures: [
    { id: 'r1', side: 'r', name: 'Jed', base: 25, x: 6, y: 6 },
    { id: 'b1', side: 'b', name: 'Wyatt', base: 25, x: 12, y: 12 },
  ],
  options: {},
});
