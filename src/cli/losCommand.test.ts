import { describe, expect, it } from 'vitest';
import { losSceneOf } from '../engine/losScene';
import { lineOfSight } from '../los/lineOfSight';
import { parseScenarioText } from '../scenario/parseScenario';
import { main } from './main';
import { captureIo } from './testIo';
import { readFileSync } from 'node:fs';

const DEMO = 'public/scenarios/demo-town.json';

describe('skirmish los', () => {
  it('prints the line-of-sight result as JSON, the same as the library call, exit 0', async () => {
    const io = captureIo();
    expect(await main(['los', DEMO, 'jack', 'ellie'], io)).toBe(0);
    const printed: unknown = JSON.parse(io.out());
    const parsed = parseScenarioText(readFileSync(DEMO, 'utf8'));
    if (!parsed.ok) throw new Error('demo must parse');
    const expected: unknown = JSON.parse(JSON.stringify(lineOfSight(losSceneOf(parsed.scenario), 'jack', 'ellie')));
    expect(printed).toEqual(expected);
    expect(printed).toMatchObject({ observerId: 'jack', targetId: 'ellie', sampleCount: 30 });
    expect((printed as { rays: unknown[] }).rays).toHaveLength(30); // a new game's `edges` pattern
    expect(io.out()).toContain('\n  "observerId"'); // indented by 2
  });

  it('--no-rays drops the rays, keeps the rest', async () => {
    const io = captureIo();
    expect(await main(['los', DEMO, 'jack', 'ellie', '--no-rays'], io)).toBe(0);
    const printed = JSON.parse(io.out()) as Record<string, unknown>;
    expect(printed).not.toHaveProperty('rays');
    expect(printed).toHaveProperty('visibleFraction');
    expect(printed).toHaveProperty('crossings');
  });

  it('an unknown figure id: which one, and the ids there are, exit 1', async () => {
    const io = captureIo();
    expect(await main(['los', DEMO, 'jack', 'nobody'], io)).toBe(1);
    expect(io.err()).toBe('error: unknown figure id "nobody"; figures are: jack, mad-dog, pete, lou, kid, dutch, cole, hank, ruiz, doc, sam, ellie\n');
    expect(io.out()).toBe('');
  });

  it('an invalid scenario: its problems on stderr, exit 1', async () => {
    const io = captureIo({ 'bad.json': '{"schemaVersion": 1}' });
    expect(await main(['los', 'bad.json', 'a', 'b'], io)).toBe(1);
    expect(io.err()).toContain('id: ');
    expect(io.err()).toContain('bad.json is not a valid scenario');
  });

  it('a missing file: exit 1', async () => {
    const io = captureIo();
    expect(await main(['los', 'no/such.json', 'a', 'b'], io)).toBe(1);
    expect(io.err()).toContain('cannot read no/such.json: no such file');
  });
});
