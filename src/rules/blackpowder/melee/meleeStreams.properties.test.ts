/**
 * Random legal streams of the melee test ruleset on a table where the sides stand close (charges in
 * reach): charges, melees, Close Order declared and lost, End turn, undos and redos replay from their
 * log to the same hash (BP-GAP-12, BP-GAP-07), and the streams do reach melees.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { replayGame, stepsOfLog } from '../../../engine/replay';
import type { Action } from '../../../engine/state';
import { stateHash } from '../../../engine/stateHash';
import { legalStream, seededPick } from '../../../engine/testing/legalStream';
import { fighter, flowScenario, group, meleeTestRuleset } from './testing/meleeTestingKit';

const rider = (id: string, side: string, x: number, y: number) => ({ ...fighter(id, side, x, y, { cavalry: true, melee: 'sabre' }), mounted: true });
const scenario = flowScenario([
  fighter('pL', 'p', 10, 10, { leader: true, melee: 'bayonet' }), fighter('p1', 'p', 12.5, 10), fighter('p2', 'p', 15, 10),
  fighter('pA', 'p', 40, 10), rider('pR', 'p', 60, 10),
  fighter('zL', 'z', 10, 22, { leader: true }), fighter('z1', 'z', 12.5, 22, { melee: 'bayonet' }), fighter('z2', 'z', 15, 22),
  fighter('zA', 'z', 40, 20), fighter('zB', 'z', 60, 20),
], [group('pGroup', 'p', ['pL', 'p1', 'p2']), group('zGroup', 'z', ['zL', 'z1', 'z2'])]);
const optionsFor = (k: number) => [{}, { meleeTie: 'reroll', meleeSuppressed: 'noFight' }, { actionCost: 'flat', failEndsActions: false, closeOrderNeeds: 'cohesion' }][k % 3]!;
const play = (seed: number, pick: number, steps: number, k: number) =>
  [...legalStream(meleeTestRuleset, scenario, optionsFor(k), seed, seededPick(pick), { maxSteps: steps, nearbyIn: 3 })];

describe('melee in random legal streams', () => {
  it('BP-GAP-12, BP-GAP-07: every stream replays from its log to the same state hash', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 2 }), (seed, pick, k) => {
      const steps = play(seed, pick, 40, k);
      const last = steps[steps.length - 1]!.timeline.present;
      const replayed = replayGame(meleeTestRuleset, scenario, last.options, seed, stepsOfLog(last.log));
      if (!replayed.ok) throw new Error(`step ${replayed.atIndex}: ${replayed.refusal.message}`);
      expect(stateHash(replayed.state)).toBe(stateHash(last));
      expect(last.flow.meleeDue ?? null).toBeNull();
    }), { numRuns: 12, seed: 12 });
  }, 90_000);

  it('BP-GAP-12: streams reach charges that fight melees, and Close Order', () => {
    const kinds = new Set<string>();
    let melees = 0;
    for (let k = 0; k < 6; k++) {
      for (const st of play(k, k + 40, 60, k)) {
        if (st.kind !== 'action') continue;
        kinds.add((st.step as Action).type);
        const log = st.timeline.present.log;
        const entry = log[log.length - 1] as { events?: readonly { type: string }[] } | undefined;
        melees += (entry?.events ?? []).filter((e) => e.type === 'blackpowder.event.melee').length;
      }
    }
    expect(kinds).toContain('charge');
    expect(kinds).toContain('closeOrder');
    expect(melees).toBeGreaterThan(0);
  }, 90_000);
});
