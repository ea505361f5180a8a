/**
 * A whole LOTOW game through the shipped ruleset, from the first Drop to a winner, with the seeded
 * dice of a real game (issue 6): a plain deterministic player (testing/lotowGame.ts `autoStep`)
 * moves both posses at each other, shoots and fights until one side breaks, is wiped out or the
 * turn limit ends it; replaying the log gives the same state hash.
 */
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../engine/model';
import { man, table, wall } from './movement/testing/movementScenarios';
import { lotowGame } from './testing/lotowGame';

const posse = (side: string, y: number, facingDeg: number): Figure[] =>
  [4, 9, 14, 19].map((x, i) => man(`${side}${i + 1}`, x, y, {
    side, facingDeg,
    profile: { weapons: i === 0 ? 'pistol,rifle' : i % 2 === 0 ? 'rifle' : 'pistol', ...(i === 0 ? { hero: true, fame: 1, fortune: 1, shots: 2, wounds: 2, pluck: 6 } : {}) },
  }));

const scenario = table(
  [wall('fence', 6, 12, 11.5, 1, 0.25, { kind: 'fence', inTheWay: 3 }), wall('low-wall', 14, 18, 12.5, 1, 0.5)],
  [...posse('a', 4, 0), ...posse('b', 20, 180)],
);

describe('a whole LOTOW game (LOTOW-GAP-01, LOTOW-SHOOT-SEQ-1, LOTOW-GAP-08, LOTOW-GAP-09, LOTOW-GAP-16)', () => {
  it.each([1, 2, 3])('seed %i: played to its end, it has a winner or a draw and replays to the same hash', (seed) => {
    const g = lotowGame(scenario, { seed, options: { turnLimit: 12 } });
    g.autoPlay();
    const s = g.state;
    expect(s.outcome).not.toBeNull();
    expect(s.outcome?.reasonKey).toMatch(/^lotow\.outcome\./);
    // The game really was played — Drops, shots, fights, wounds and a Pluck test —, not ended by the limit alone.
    const purposes = new Set(s.log.flatMap((e) => (e.kind === 'action' ? e.events : [])).filter((e) => e.type === 'roll').map((r) => (r as { purpose?: string }).purpose));
    for (const p of ['lotow.drop', 'lotow.shoot.hit', 'lotow.fight.dice', 'lotow.wound', 'lotow.pluck']) expect(purposes).toContain(p);
    expect(s.flow.casualties?.length ?? 0).toBeGreaterThan(0);
    expect(g.replayHash()).toBe(g.hash());
  });

  it('seed 1 ends with a winner', () => {
    const g = lotowGame(scenario, { seed: 1, options: { turnLimit: 12 } }).autoPlay();
    expect(g.state.outcome?.winner).toMatch(/^[ab]$/);
  });
});
