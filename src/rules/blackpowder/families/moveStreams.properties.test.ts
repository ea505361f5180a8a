/**
 * Random legal streams of the move test ruleset (moves, runs, crawls, charges, the small actions,
 * declines of pending moves, End turn, undos and redos) replay from their log to the same hash
 * (BP-GAP-03, BP-REACT-1), and reach the families' actions.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { replayGame, stepsOfLog } from '../../../engine/replay';
import type { Action } from '../../../engine/state';
import { stateHash } from '../../../engine/stateHash';
import { legalStream, seededPick } from '../../../engine/testing/legalStream';
import { flowScenario, moveTestRuleset } from './testing/moveTestingKit';

const scenario = flowScenario();
const optionsFor = (k: number) => [{}, { reactionPrompt: 'everyMove' }, { actionCost: 'flat', failEndsActions: false }][k % 3]!;
const play = (seed: number, pick: number, steps: number, k: number) => [...legalStream(moveTestRuleset, scenario, optionsFor(k), seed, seededPick(pick), { maxSteps: steps, nearbyIn: 3 })];

describe('move families in random legal streams', () => {
  it('BP-GAP-03, BP-REACT-1: every stream replays from its log to the same state hash', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 2 }), (seed, pick, k) => {
      const steps = play(seed, pick, 40, k);
      const last = steps[steps.length - 1]!.timeline.present;
      const replayed = replayGame(moveTestRuleset, scenario, last.options, seed, stepsOfLog(last.log));
      if (!replayed.ok) throw new Error(`step ${replayed.atIndex}: ${replayed.refusal.message}`);
      expect(stateHash(replayed.state)).toBe(stateHash(last));
    }), { numRuns: 12, seed: 15 });
  }, 60_000);

  it('BP-REACT-1: streams reach moves, small actions, pending moves declined and the end of turns', () => {
    const kinds = new Set<string>();
    for (let k = 0; k < 6; k++) for (const st of play(k, k + 40, 60, k)) if (st.kind === 'action') kinds.add((st.step as Action).type);
    for (const t of ['move', 'endTurn', 'declineReaction']) expect(kinds).toContain(t);
    expect([...kinds].some((t) => ['aim', 'reload', 'hide', 'run', 'charge'].includes(t))).toBe(true);
  }, 60_000);
});
