import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './main';
import { captureIo } from './testIo';

const DEMO = 'public/scenarios/demo-town.json';
const dir = mkdtempSync(join(tmpdir(), 'skirmish-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

const broken = {
  schemaVersion: 1,
  id: 'broken',
  name: 'Broken',
  ruleset: 'lotow',
  table: { widthIn: 24, depthIn: 24 },
  sides: [{ id: 'a', name: 'A', color: '#ff0000' }],
  figures: [
    { id: 'f1', side: 'a', name: 'One', base: { shape: 'round', diameterMm: 25 }, x: 5, y: 5, facingDeg: 0, standsOn: null, stance: 'standing', mounted: false, profile: {} },
    { id: 'f2', side: 'nobody', name: 'Two', base: { shape: 'round', diameterMm: 25 }, x: 99, y: 5, facingDeg: 0, standsOn: null, stance: 'standing', mounted: false, profile: {} },
  ],
};

const LOTOW_PROFILE = { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4 };

describe('skirmish validate', () => {
  it('profiles are checked by the scenario\'s ruleset when it is installed, each problem with its path', async () => {
    const bad = { ...broken, figures: [{ ...broken.figures[0], profile: { ...LOTOW_PROFILE, shoot: 7, weapons: 'pistol,laser' } }] };
    const file = write('profiles.json', bad);
    const io = captureIo();
    expect(await main(['validate', file], io)).toBe(1);
    const lines = io.out().trimEnd().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^figures\[0\]\.profile\.shoot: 7 is not a whole number 2–6/),
      expect.stringMatching(/^figures\[0\]\.profile\.weapons: "laser" is not one of /),
    ]);
    // A ruleset that is not installed: the table alone is checked.
    const elsewhere = write('elsewhere.json', { ...bad, ruleset: 'frostgrave' });
    const io2 = captureIo();
    expect(await main(['validate', elsewhere], io2)).toBe(0);
  });

  it('the bundled SBH scenario: OK, its profiles checked by the SBH rules', async () => {
    const io = captureIo();
    expect(await main(['validate', 'public/scenarios/sbh-elder-hollow.json'], io)).toBe(0);
    expect(io.out()).toMatch(/^OK: .*\(The Chapel at Elder Hollow, sbh, 14 figures, 6 terrain pieces\)\n$/);
  });

  it('the demo scenario: OK with its name, ruleset and counts, exit 0', async () => {
    const io = captureIo();
    expect(await main(['validate', DEMO], io)).toBe(0);
    expect(io.out()).toBe(`OK: ${DEMO} (Dust Creek, lotow, 12 figures, 13 terrain pieces)\n`);
    expect(io.err()).toBe('');
  });

  it('a broken scenario: each problem once, with its path, exit 1', async () => {
    const file = write('broken.json', broken);
    const io = captureIo();
    expect(await main(['validate', file], io)).toBe(1);
    const lines = io.out().trimEnd().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^figures\[1\]\.side: /));
    expect(lines).toContainEqual(expect.stringMatching(/^figures\[1\]\.x: /));
    // The message already starts with the path: it is not printed twice.
    for (const line of lines) expect(line).not.toMatch(/^(\S+): \1: /);
    expect(io.err()).toBe(`INVALID: ${file} (${lines.length} problems)\n`);
  });

  it('warnings are printed after OK (an unknown field), still exit 0', async () => {
    const ok = { ...broken, figures: [{ ...broken.figures[0], profile: LOTOW_PROFILE }], colour: 'blue' };
    const file = write('warn.json', ok);
    const io = captureIo();
    expect(await main(['validate', file], io)).toBe(0);
    expect(io.out()).toMatch(/^OK: .*warn\.json \(Broken, lotow, 1 figure, 0 terrain pieces\)\n/);
    expect(io.out()).toContain('warning: colour: ');
  });

  it('text that is not JSON: the line and column, exit 1', async () => {
    const file = write('bad.json', '{\n  "id": oops\n}');
    const io = captureIo();
    expect(await main(['validate', file], io)).toBe(1);
    expect(io.out()).toMatch(/^\(root\): not valid JSON at line 2, column \d+/);
  });

  it('the size is checked before the file is read: over the save limit, nothing is read', async () => {
    const io = captureIo();
    const huge = { ...io, fileSize: async () => 25 * 1024 * 1024 };
    expect(await main(['validate', DEMO], huge)).toBe(1);
    expect(io.reads()).toBe(0);
    expect(io.out()).toBe('(root): the file is 25.0 MB; the limit is 20 MB for a save file (5 MB for a scenario)\n');
    expect(io.err()).toBe(`INVALID: ${DEMO} (1 problem)\n`);
  });

  it('between the scenario and the save limits: a scenario is too large, a save is checked as a save', async () => {
    const pad = ' '.repeat(6 * 1024 * 1024);
    const scenario = write('big-scenario.json', `${JSON.stringify({ ...broken, figures: [] })}${pad}`);
    let io = captureIo();
    expect(await main(['validate', scenario], io)).toBe(1);
    expect(io.out()).toBe('(root): the file is 6.0 MB; the limit is 5 MB\n');
    const save = captureIo();
    await main(['new', DEMO, '--seed', '3'], save);
    const bigSave = write('big-save.json', `${save.out()}${pad}`);
    io = captureIo();
    expect(await main(['validate', bigSave], io)).toBe(0);
    expect(io.out()).toMatch(/^OK: .*big-save\.json \(save of Dust Creek, ruleset lotow, 0 steps, turn 1\)\n$/);
  });

  it('not UTF-8 (a Latin-1 é in a name): badEncoding with the byte offset, where it used to pass with U+FFFD, exit 1', async () => {
    const good = new TextEncoder().encode(JSON.stringify({ ...broken, figures: [{ ...broken.figures[0], name: 'Jose', profile: LOTOW_PROFILE }] }));
    const at = good.indexOf(0x65, new TextDecoder().decode(good).indexOf('Jose')); // the e of Jose
    const bad = good.slice();
    bad[at] = 0xe9;
    const io = captureIo({ 'latin1.json': bad });
    expect(await main(['validate', 'latin1.json'], io)).toBe(1);
    expect(io.out()).toBe(`(root): not UTF-8 text: byte 0xE9 at offset ${at} is the start of a character whose other bytes are missing\n`);
    expect(io.err()).toBe('INVALID: latin1.json (1 problem)\n');
    const io16 = captureIo({ 'utf16.json': Uint8Array.from([0xff, 0xfe, 0x7b, 0x00]) });
    expect(await main(['validate', 'utf16.json'], io16)).toBe(1);
    expect(io16.out()).toBe('(root): not UTF-8 text: byte 0xFF at offset 0 is a byte that never occurs in UTF-8\n');
  });

  it('a field name with a newline: the path quoted, so each problem stays on one line', async () => {
    const file = write('newline-key.json', { ...broken, figures: [{ ...broken.figures[0], profile: LOTOW_PROFILE }], 'colour\nfigures[0].x': 'blue' });
    const io = captureIo();
    expect(await main(['validate', file], io)).toBe(0);
    expect(io.out().trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^OK: /),
      'warning: ["colour\\nfigures[0].x"]: unknown field "colour\\nfigures[0].x" (ignored)',
    ]);
  });

  it('a missing file or a directory: a clear message on stderr, exit 1', async () => {
    let io = captureIo();
    expect(await main(['validate', join(dir, 'nope.json')], io)).toBe(1);
    expect(io.err()).toBe(`error: cannot read ${join(dir, 'nope.json')}: no such file\n`);
    expect(io.out()).toBe('');
    io = captureIo();
    expect(await main(['validate', dir], io)).toBe(1);
    expect(io.err()).toBe(`error: cannot read ${dir}: it is a directory\n`);
  });
});
