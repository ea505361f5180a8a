/**
 * A whole black-powder game through the shipped ruleset on its 1870 scenario (The Farm at La Croix),
 * with the seeded dice of a real game: a plain deterministic player (rules/blackpowder/testing/bpAutoPlayer.ts) for
 * both sides moves, fires volleys, reacts and charges to the end of the scenario's last round
 * (options.roundLimit, flow/roundLimit.ts) or sooner (BP-GAP-14): some side can always act (the
 * player throws if nobody can), fighters go Out of Action, the game ends with a black-powder
 * outcome and nobody to act, and the log replays to the same hash.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameDriver } from '../engine/testing/gameDriver';
import { parseScenarioText } from './parseScenario';
import { blackpowderRuleset } from '../rules/blackpowder';
import { autoPlay } from '../rules/blackpowder/testing/bpAutoPlayer';

const parsed = parseScenarioText(readFileSync('public/scenarios/bp-ferme-de-la-croix.json', 'utf8'));
if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
const farm = parsed.scenario;

describe('a whole black-powder game (BP-GAP-02, BP-GAP-03, BP-GAP-14)', () => {
  it.each([1, 2])('seed %i: played to its end, never stuck, with casualties, replaying to the same hash', (seed) => {
    const g = autoPlay(gameDriver(blackpowderRuleset, { scenario: farm, seed }), 400);
    const s = g.state;
    const purposes = new Set(s.log.flatMap((e) => (e.kind === 'action' ? e.events : [])).filter((e) => e.type === 'roll').map((r) => (r as { purpose?: string }).purpose));
    for (const p of ['blackpowder.roll.initiative', 'blackpowder.roll.actionTest', 'blackpowder.roll.volley', 'blackpowder.roll.damage', 'blackpowder.roll.reaction']) expect(purposes).toContain(p);
    expect(s.flow.casualties?.length ?? 0).toBeGreaterThan(0);
    expect(s.outcome?.reasonKey).toMatch(/^blackpowder\.outcome\./);
    expect(s.actors).toEqual([]);
    // Ended by a side with nobody left, or after the scenario's round 8, never before it.
    if (s.outcome?.reasonKey.startsWith('blackpowder.outcome.roundLimit') === true) expect(s.flow.round).toBe(8);
    expect(g.replayHash()).toBe(g.hash());
  });
});
