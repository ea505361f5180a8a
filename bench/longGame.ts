/**
 * Long games for the benches that load one (bench/longSave.bench.ts, bench/browser.probe.ts), saved
 * as the app saves them:
 *   - `longGameSaveText(steps)`: the demo table on the free table, `longFreeGameSteps`
 *     (src/rules/free/testing/longFreeGame.ts: moves, an undone and redone move, a roll and an end
 *     turn every ten steps) — any length, cheap to write;
 *   - `lotowLongestDemoSaveText()`: the longest game LOTOW allows on the demo — `turnLimit` 50 (the
 *     option's maximum), every figure stepping 1″ each Move phase (towards the middle on odd turns,
 *     back on even ones), no shots or fights, so nobody falls and the game runs to the limit. About
 *     900 steps: a LOTOW game cannot be 20,000 steps long without undos, so its figure is per step.
 */
import { readFileSync } from 'node:fs';
import { moveAction } from '../src/engine/intents';
import { newGame, replaySteps } from '../src/engine/replay';
import { serializeSave } from '../src/engine/saveFile';
import type { Timeline } from '../src/engine/timeline';
import { startTimeline, timelineApply } from '../src/engine/timeline';
import { freeTableRuleset } from '../src/rules/free/freeTable';
import { LONG_GAME_OPTIONS, longFreeGameSteps } from '../src/rules/free/testing/longFreeGame';
import { lotowRuleset } from '../src/rules/lotow/index';
import type { LotowFigState, LotowFlow } from '../src/rules/lotow/lotowTypes';
import { parseScenario } from '../src/scenario/parseScenario';

export const DEMO_PATH = 'public/scenarios/demo-town.json';
export const LONG_GAME_SEED = 20_000;

function demo() {
  const json: unknown = JSON.parse(readFileSync(DEMO_PATH, 'utf8'));
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(`${DEMO_PATH} does not parse`);
  return { json, scenario: parsed.scenario };
}

/** The save text of the first `steps` steps of the long free-table game on the demo table. */
export function longGameSaveText(steps: number): string {
  const { json, scenario } = demo();
  const game = newGame(freeTableRuleset, scenario, LONG_GAME_OPTIONS, LONG_GAME_SEED);
  if (!game.ok) throw new Error('the long game does not start');
  const r = replaySteps(freeTableRuleset, game.state, longFreeGameSteps(scenario, steps));
  if (!r.ok) throw new Error(`the long game stops at step ${r.atIndex}: ${r.refusal.message}`);
  return JSON.stringify(serializeSave(r.state, json));
}

/** The longest LOTOW game on the demo (see the module comment): its save text and its steps. */
export function lotowLongestDemoSaveText(): { text: string; steps: number } {
  const { json, scenario } = demo();
  const game = newGame(lotowRuleset, scenario, { turnLimit: 50 }, LONG_GAME_SEED);
  if (!game.ok) throw new Error(`the LOTOW game does not start: ${game.problems[0]?.message}`);
  let tl: Timeline<LotowFlow, LotowFigState> = startTimeline(game.state);
  const take = (action: Parameters<typeof timelineApply>[2]): boolean => {
    const r = timelineApply(lotowRuleset, tl, action);
    if (r.ok) tl = r.timeline;
    return r.ok;
  };
  while (tl.present.outcome === null) {
    const st = tl.present;
    const side = st.actors[0] ?? '';
    const mover = st.flow.phase !== 'move' ? undefined : st.scenario.figures.find((f) => {
      const fs = st.figureState[f.id];
      return f.side === side && f.profile.riderless !== true && fs !== undefined && fs.moveStart === null && !fs.moveOver;
    });
    const inward = mover !== undefined && (mover.x < st.scenario.table.widthIn / 2) === (st.turn % 2 === 1);
    const moved = mover !== undefined && take(moveAction(mover, [{ x: mover.x + (inward ? 1 : -1), y: mover.y }]));
    if (!moved && !take({ type: 'endPhase', side })) throw new Error(`the LOTOW game cannot end the phase at step ${st.log.length}`);
  }
  return { text: JSON.stringify(serializeSave(tl.present, json)), steps: tl.present.log.length - 1 };
}
