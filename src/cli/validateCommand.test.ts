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
    const elsewhere = write('elsewhere.json', { ...bad, ruleset: 'blackpowder' });
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
