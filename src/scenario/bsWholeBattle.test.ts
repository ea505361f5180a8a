/**
 * The Battle of Stony Ford (public/scenarios/bs-stony-ford.json) played through the shipped
 * BATTLESYSTEM ruleset with its default options (melee and morale fought, Steps 6–7 played) and the
 * seeded dice of a real game:
 *   - a plain deterministic player for both sides (rules/battlesystem/testing/bsAutoPlayer.ts)
 *     moves, fires, charges, fights the melees, rallies and removes its casualties until one army
 *     has lost half its starting figures (BS-GAP-16): the player throws if nobody can act or a step
 *     is refused; melee, armour and morale dice are rolled (BS-MELEE-1, BS-GAP-05), figures go on the
 *     casualty ledger, nobody is left to act, and the log replays to the same hash;
 *   - a seeded random legal stream (each step uniform among the acting sides' legal unit and side
 *     actions) always has a legal action until the battle ends, replays to the same hash, and its
 *     save loads through the untrusted-file path to the same game.
 */
import { describe, expect, it } from 'vitest';
import { engineRefusal } from '../engine/applyAction';
import { serializeSave } from '../engine/saveFile';
import type { Action, GameState } from '../engine/state';
import { isRollEvent } from '../engine/state';
import { stateHash } from '../engine/stateHash';
import { gameDriver } from '../engine/testing/gameDriver';
import type { Pick } from '../engine/testing/legalStream';
import { seededPick } from '../engine/testing/legalStream';
import { createShippedRegistry } from '../rules/registry';
import { battlesystemRuleset } from '../rules/battlesystem/bsRuleset';
import type { BsState } from '../rules/battlesystem/flow/bsTypes';
import type { BsDriver } from '../rules/battlesystem/testing/bsAutoPlayer';
import { autoPlay } from '../rules/battlesystem/testing/bsAutoPlayer';
import { parseSaveText } from './loadSave';
import { allFixtures } from './testSaveStreams';

const fixture = allFixtures().find((f) => f.name === 'bs-stony-ford.json');
if (fixture === undefined) throw new Error('public/scenarios/index.json does not list bs-stony-ford.json');
const ford = fixture.scenario;
const rs = battlesystemRuleset;

const rollPurposes = (s: GameState): Set<string> =>
  new Set(s.log.flatMap((e) => (e.kind === 'action' ? e.events : [])).filter(isRollEvent).map((r) => r.purpose));

describe('The Battle of Stony Ford played to a winner (BS-GAP-16, BS-MELEE-1, BS-GAP-05)', () => {
  const winners: (string | null)[] = [];

  it.each([1, 2])('seed %i: the plain player fights it to its end, with melees, morale and casualties, replaying to the same hash', (seed) => {
    const g = autoPlay(gameDriver(rs, { scenario: ford, seed }), 600);
    const s = g.state;
    expect(s.outcome?.reasonKey).toMatch(/^battlesystem\.outcome\./);
    winners.push(s.outcome?.winner ?? null);
    const purposes = rollPurposes(s);
    for (const p of ['battlesystem.roll.initiative', 'battlesystem.roll.meleeAttack', 'battlesystem.roll.armour', 'battlesystem.roll.morale']) expect(purposes).toContain(p);
    expect(s.log.some((e) => e.kind === 'action' && e.action.type === 'melee')).toBe(true);
    expect(s.flow.casualties?.length ?? 0).toBeGreaterThan(0);
    expect(s.actors).toEqual([]);
    expect(g.replayHash()).toBe(g.hash());
  }, 60_000);

  it('at least one of the seeds ends with a winner', () => {
    expect(winners.some((w) => w !== null)).toBe(true);
  });
});

/** Every action a player of an acting side could take now: its units' candidates and its side actions. */
const offered = (s: BsState): Action[] => s.actors.flatMap((side) => [
  ...(s.scenario.units ?? []).filter((u) => u.side === side).flatMap((u) => rs.candidateActions(s, u.id)),
  ...rs.sideActions(s, side),
]);

/**
 * A uniform pick among the legal ones of `offered`, judged as `legalActionsOf` / `legalSideActions`
 * judge them, but lazily: the first legal action of a seeded shuffle is uniform among the legal
 * ones, and a Stony Ford step judging all ~100 candidates would cost ~150 ms. Null: none is legal.
 */
function randomLegal(s: BsState, pick: Pick): Action | null {
  const all = offered(s);
  for (let i = all.length - 1; i >= 0; i--) {
    const j = pick(i + 1);
    const a = all[j]!;
    all[j] = all[i]!;
    if ((engineRefusal(s, a) ?? rs.check(s, a)) === null) return a;
  }
  return null;
}

describe('Stony Ford under a seeded random legal stream', () => {
  it.each([[1, 11], [2, 22]])('seed %i, pick seed %i: 150 steps, always a legal action until the end; replays and reloads to the same game', (seed, pickSeed) => {
    const pick = seededPick(pickSeed);
    let g: BsDriver = gameDriver(rs, { scenario: ford, seed });
    for (let i = 0; i < 150 && g.state.outcome === null; i++) {
      const a = randomLegal(g.state, pick);
      if (a === null) throw new Error(`stuck: no legal action at step ${i} (round ${g.state.flow.round}, ${g.state.flow.step}, actors ${g.state.actors.join(',')})`);
      g = g.accept(a);
    }
    if (g.state.outcome !== null) expect(g.state.actors).toEqual([]);
    expect(g.replayHash()).toBe(g.hash());
    const loaded = parseSaveText(JSON.stringify(serializeSave(g.state, fixture.scenarioJson)), createShippedRegistry());
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    expect(loaded.warnings).toEqual([]);
    expect(stateHash(loaded.state)).toBe(g.hash());
  }, 60_000);
});
