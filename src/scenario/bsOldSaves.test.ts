/**
 * Old BATTLESYSTEM saves after options were added (BS-GAP-01 `initiativeChoice`, BS-GAP-13
 * `woodsFrom`) or gained a new default (BS-GAP-04 `difficultAlong`, below): a save records every option's value it knew (engine/saveFile.ts), so one written
 * before these options names neither, and replays with their `legacyDefault`s — the winner moving
 * first, woods counted from base centres — to the hash written in it.
 *
 * The fixture was written by the build before them (commit ac5fd96: `skirmish new
 * public/scenarios/bs-stony-ford.json --seed 11`, then `apply` End movement for the winner, an
 * advance of 2″ by the Baron's Pikemen, End movement), so it fails if the loader ever fills these
 * options with their new defaults: its first step, an End movement, is refused while the winner
 * is still to choose who moves first.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createShippedRegistry } from '../rules/registry';
import { parseSaveText } from './loadSave';

const text = readFileSync(new URL('./fixtures/bs-stony-ford-before-initiative-choice.save.json', import.meta.url), 'utf8');

describe('old BATTLESYSTEM saves keep the rules they were played with', () => {
  it('BS-GAP-01 BS-GAP-13: a save from before initiativeChoice and woodsFrom loads to its hash, the winner moving first', () => {
    const saved = JSON.parse(text) as { options: Record<string, unknown> };
    expect(saved.options).not.toHaveProperty('initiativeChoice');
    const loaded = parseSaveText(text, createShippedRegistry());
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    expect(loaded.state.options).toMatchObject({ initiativeChoice: 'winnerFirst', woodsFrom: 'centre' });
    expect(loaded.state.flow).toMatchObject({ round: 1, step: 'missile' });
    expect(loaded.state.log.filter((e) => e.kind === 'action')).toHaveLength(3);
  });

  it('BS-GAP-04: a save from before wheels were priced along their arc (`difficultAlong: advancePath`) replays its wheel into a thicket at the old price', () => {
    // Written by the build before (commit 5f1ae6f: `skirmish new` of the test table with a thicket,
    // seed 11; Blue lets Red move first; the Pikes wheel 85° on their left corner, the right of the
    // line ending in the thicket): 5.9″ then, 6.7″ of 6″ now.
    const old = readFileSync(new URL('./fixtures/bs-wheel-before-wheel-paths.save.json', import.meta.url), 'utf8');
    const loaded = parseSaveText(old, createShippedRegistry());
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    expect(loaded.state.options).toMatchObject({ difficultAlong: 'advancePath' });
    expect(loaded.state.scenario.units?.find((u) => u.id === 'pikes')?.facingDeg).toBeCloseTo(275, 9);
    // Under today's default the same wheel is refused: the fixture does test the old price.
    const now = JSON.parse(old) as { options: Record<string, unknown> };
    now.options.difficultAlong = 'movePaths';
    const refused = parseSaveText(JSON.stringify(now), createShippedRegistry());
    expect(refused.ok).toBe(false);
  });
});

