/**
 * The autosave queue: one write at a time, the newest state of each game, games in the order they
 * changed, a failure reported and never a throw.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rollAction } from '../engine/intents';
import { newGame } from '../engine/replay';
import type { Ruleset } from '../engine/ruleset';
import type { GameState } from '../engine/state';
import { startTimeline, timelineApply } from '../engine/timeline';
import type { Timeline } from '../engine/timeline';
import { freeTableRuleset } from '../rules/free/freeTable';
import { parseScenario } from '../scenario/parseScenario';
import { serializeScenario } from '../scenario/serializeScenario';
import type { AutosaveOutcome } from './autosaver';
import { createAutosaver } from './autosaver';
import type { GameRecord } from './gameRecord';
import type { GameStorage, SavedGameMeta, WriteOutcome } from './gameStorage';
import { memoryGameStorage } from './gameStorage';

const parsed = parseScenario(JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')));
if (!parsed.ok) throw new Error('demo');
const started = newGame(freeTableRuleset, parsed.scenario, {}, 3);
if (!started.ok) throw new Error('game');
const start = started.state;
const scenarioJson = serializeScenario(parsed.scenario);

function record(id: string, rolls: number): GameRecord {
  let tl: Timeline = startTimeline(start as GameState);
  for (let i = 0; i < rolls; i++) {
    const r = timelineApply(freeTableRuleset as unknown as Ruleset, tl, rollAction(tl.present.actors[0]!, 1, 6));
    if (!r.ok) throw new Error(r.refusal.message);
    tl = r.timeline;
  }
  return { id, initialScenarioJson: scenarioJson, timeline: tl, requestedRulesetId: null };
}

/** A storage whose writes wait until `release()`. */
function slowStorage() {
  const inner = memoryGameStorage();
  const writes: { meta: SavedGameMeta; steps: number }[] = [];
  let gate: (() => void)[] = [];
  const storage: GameStorage = {
    ...inner,
    write(meta, text): Promise<WriteOutcome> {
      writes.push({ meta, steps: (JSON.parse(text) as { actions: unknown[] }).actions.length });
      return new Promise((resolve) => gate.push(() => resolve(inner.write(meta, text))));
    },
  };
  return { storage, inner, writes, release: () => { const g = gate; gate = []; g.forEach((f) => f()); } };
}

describe('autosaver', () => {
  it('while a write is under way, later changes of the game only replace what waits: the next write is the newest', async () => {
    const { storage, inner, writes, release } = slowStorage();
    const outcomes: AutosaveOutcome[] = [];
    const saver = createAutosaver(storage, () => 1, (_g, o) => outcomes.push(o));
    for (let n = 1; n <= 5; n++) saver.schedule(record('g', n));
    await Promise.resolve();
    release();
    const idle = saver.whenIdle();
    for (let i = 0; i < 5; i++) { await new Promise((r) => setTimeout(r, 0)); release(); }
    await idle;
    expect(writes.map((w) => w.steps)).toEqual([1, 5]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect((JSON.parse((await inner.read('g'))!) as { actions: unknown[] }).actions).toHaveLength(5);
  });

  it('writes games in the order they last changed, so the resume pointer ends on the last one', async () => {
    const storage = memoryGameStorage();
    const saver = createAutosaver(storage, () => 1, () => undefined);
    saver.schedule(record('a', 1));
    saver.schedule(record('b', 1));
    saver.schedule(record('a', 2));
    await saver.whenIdle();
    expect(await storage.lastId()).toBe('a');
    expect((await storage.list()).map((m) => m.id).sort()).toEqual(['a', 'b']);
  });

  it('a storage that throws, or refuses, is an outcome, not an exception; cancel drops a waiting write', async () => {
    const outcomes: AutosaveOutcome[] = [];
    const throwing: GameStorage = { ...memoryGameStorage(), write: () => Promise.reject(new Error('disk on fire')) };
    const saver = createAutosaver(throwing, () => 1, (_g, o) => outcomes.push(o));
    saver.schedule(record('a', 1));
    saver.schedule(record('b', 1));
    saver.cancel('b');
    await saver.whenIdle();
    expect(outcomes).toEqual([{ ok: false, kind: 'other', detail: 'disk on fire' }]);
  });
});
