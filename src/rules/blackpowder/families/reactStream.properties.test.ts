/**
 * Random legal streams of the react test ruleset (moves, reactions, declines, passHit, End turn,
 * the small actions) replay from their log to the same hash (BP-REACT-1..5, BP-VOLLEY-5), with
 * fixed seeds so that the streams reach `react`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayGame, stepsOfLog } from '../../../engine/replay';
import { stateHash } from '../../../engine/stateHash';
import { legalStream, seededPick } from '../../../engine/testing/legalStream';
import { reactScenario, reactTestRuleset } from './testing/reactTestingKit';

const scenario = reactScenario({}, { x: 40, y: 40 });

describe('react in random legal streams', () => {
  it('BP-REACT-1: streams with react / declineReaction / passHit replay to the same hash', () => {
    const seen = new Set<string>();
    fc.assert(fc.property(fc.integer({ min: 1, max: 0xffff }), fc.integer({ min: 0, max: 0xffff }), (seed, pick) => {
      const steps = [...legalStream(reactTestRuleset, scenario, { initiative: 'scenarioOrder', reactionPrompt: 'everyMove' }, seed, seededPick(pick), { maxSteps: 40, nearbyIn: 3 })];
      const last = steps[steps.length - 1]?.timeline.present;
      if (last === undefined) return;
      for (const e of last.log) if (e.kind === 'action') seen.add(e.action.type);
      const replayed = replayGame(reactTestRuleset, scenario, last.options, seed, stepsOfLog(last.log));
      if (!replayed.ok) throw new Error(`step ${replayed.atIndex}: ${replayed.refusal.message}`);
      expect(stateHash(replayed.state)).toBe(stateHash(last));
    }), { numRuns: 12, seed: 20261203 });
    expect([...seen]).toEqual(expect.arrayContaining(['move', 'react', 'endTurn']));
  }, 120_000);
});
