/**
 * Old BATTLESYSTEM saves after options were added (BS-GAP-01 `initiativeChoice`, BS-GAP-13
 * `woodsFrom`): a save records every option's value it knew (engine/saveFile.ts), so one written
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
});
