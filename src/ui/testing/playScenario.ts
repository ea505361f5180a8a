/** A free-table game on the UI test scenario for the hotseat panels' tests. Not used by the app. */
import { act } from 'react';
import type { Scenario } from '../../engine/model';
import { parseScenario } from '../../scenario/parseScenario';
import { serializeScenario } from '../../scenario/serializeScenario';
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
