/**
 * Old LOTOW saves after a change of an option's default (issue 13: `freeObstacleMaxIn` went from ½″
 * to the seed's 1½″). A save records every option's value, defaults included (engine/saveFile.ts
 * `serializeSave` writes the resolved options; docs/save-format.md), so a game saved under the old
 * default keeps ½″ and replays to the hash written in it.
 *
 * The fixtures were written by the build before issue 13 (`skirmish new demo-town --seed 42`, then
 * Mad Dog rides round the stone wall's end and Jack jumps it: a jump test under ½″, no test under
 * 1½″; the second goes on: End phase, and Ellie May climbs down the Cole House ladder and walks on —
 * the climb's foot, option `climbFootClear`, which that save does not name, so it replays with its
 * legacy default), so they fail if the loader ever fills an option with the new default.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createShippedRegistry } from '../rules/registry';
import { lotowOptions, LOTOW_OPTIONS } from '../rules/lotow/lotowOptions';
import { isRollEvent } from '../engine/state';
import { parseSaveText } from './loadSave';

const read = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const text = read('lotow-free-obstacle-half-inch.save.json');

describe('old LOTOW saves keep the options they were played with', () => {
  it('LOTOW-GAP-04: the default is now the seed\'s 1½″ (LOTOW-MTERR-2 "just as foot figures do")', () => {
    expect(LOTOW_OPTIONS.find((o) => o.key === 'freeObstacleMaxIn')?.default).toBe('1.5');
    expect(lotowOptions({}).freeObstacleMaxIn).toBe(1.5);
  });

  it('LOTOW-GAP-04: a save made under the old ½″ default loads to the same hash, with ½″', () => {
    const saved = JSON.parse(text) as { stateHash: string; options: Record<string, unknown> };
    expect(saved.options.freeObstacleMaxIn).toBe('0.5');
    const loaded = parseSaveText(text, createShippedRegistry());
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    expect(loaded.state.options.freeObstacleMaxIn).toBe('0.5');
    // Jack's leap over the 1″ wall was a jump test under ½″ (under 1½″ he would walk over, no die).
    const rolls = loaded.state.log.flatMap((e) => (e.kind === 'action' ? e.events : [])).flatMap((ev) => (isRollEvent(ev) ? [ev.purpose] : []));
    expect(rolls).toContain('lotow.jump');
    expect(loaded.state.figureState.jack).toMatchObject({ moveOver: true });
  });

  it('LOTOW-CLIMB-4 LOTOW-CLIMB-3: a save with a ladder climb from before climbFootClear replays to its hash, the climb as it was', () => {
    const ladder = read('lotow-ladder-down-before-issue13.save.json');
    const loaded = parseSaveText(ladder, createShippedRegistry());
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    expect(loaded.state.options.climbFootClear).toBe(false);
    expect(loaded.state.scenario.figures.find((f) => f.id === 'ellie')).toMatchObject({ x: 32.125, y: 33.125, standsOn: null });
  });
});
