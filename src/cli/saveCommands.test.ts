import { describe, expect, it } from 'vitest';
import { stateHash } from '../engine/stateHash';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { main } from './main';
import { testRegistry, testSave } from './saveFixture';
import { captureIo } from './testIo';

const activate = { type: 'activate', side: 'a', figureId: 'a1', params: { dice: 2 } };
const { save, state } = testSave({ turnModel: 'activations' }, 42, [activate]);
const files = {
  'game.json': JSON.stringify(save, null, 2),
  'tampered.json': JSON.stringify({ ...save, stateHash: '0123456789abcdef' }),
  'refusing.json': JSON.stringify({ ...save, actions: [...save.actions, activate] }),
  'move.json': JSON.stringify({ type: 'move', side: 'a', figureId: 'a1', params: { x: 5, y: 2 } }),
  'shoot.json': JSON.stringify({ type: 'shoot', side: 'a', figureId: 'a1', targetIds: ['b2'] }),
  'b-moves.json': JSON.stringify({ type: 'move', side: 'b', figureId: 'b1', params: { x: 17, y: 2 } }),
  'not-json.json': '{ type: move',
};

async function run(...argv: string[]) {
  const io = captureIo(files);
  const status = await main(argv, io, { registry: testRegistry() });
  return { status, out: io.out(), err: io.err() };
}

describe('skirmish validate on a save file', () => {
  it('a good save: OK with the scenario, ruleset, steps and turn, exit 0', async () => {
    const r = await run('validate', 'game.json');
    expect(r).toEqual({ status: 0, out: 'OK: game.json (save of Engine test table, ruleset test, 1 step, turn 1)\n', err: '' });
  });

  it('a tampered hash: the stateHash problem, exit 1', async () => {
    const r = await run('validate', 'tampered.json');
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/^stateHash: the replayed game has hash [0-9a-f]{16}, the file says 0123456789abcdef\n$/);
  });

  it('a ruleset that is not installed: said so, exit 1', async () => {
    const io = captureIo(files);
    expect(await main(['validate', 'game.json'], io, { registry: createRulesetRegistry() })).toBe(1);
    expect(io.out()).toBe('rulesetId: no ruleset "test" is installed (installed: none)\n');
  });
});

describe('skirmish replay', () => {
  it('prints turn, flow, each side\'s figures with position and state, and the state hash, exit 0', async () => {
    const r = await run('replay', 'game.json');
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('replayed 1 step of game.json (ruleset test, seed 42); the hash matches');
    expect(lines[1]).toMatch(/^turn 1: test\.activations\.act \{"side":"a","failures":\d\}$/);
    expect(lines[2]).toBe('acting: a');
    expect(lines).toContain('side a (A): 3 figures');
    expect(lines).toContain('side b (B): 3 figures');
    expect(r.out).toContain('  a1 "a1" at (2.0, 2.0) {"dead":false,"moved":false,"shot":false,"activated":true,');
    expect(r.out).toContain('  a2 "a2" at (11.3, 7.0) on balcony {');
    expect(lines.at(-2)).toBe(`state hash: ${stateHash(state)}`);
    expect(r.err).toBe('');
  });

  it('a hash mismatch: exit 1 with the problem', async () => {
    const r = await run('replay', 'tampered.json');
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain('stateHash: the replayed game has hash');
    expect(r.err).toContain('error: tampered.json does not load (1 problem)');
  });

  it('a logged action the rules refuse: its index, reason and rule ID, exit 1', async () => {
    const r = await run('replay', 'refusing.json');
    expect(r.status).toBe(1);
    expect(r.err).toContain('actions[1]: does not replay: a1 has already been activated this turn — TEST-ONCE-1');
  });

  it('a scenario file is not a save: exit 1 with what is missing', async () => {
    const io = captureIo();
    expect(await main(['replay', 'public/scenarios/demo-town.json'], io, { registry: testRegistry() })).toBe(1);
    expect(io.err()).toContain('kind: required but missing');
  });
});

describe('skirmish actions', () => {
  it('legal actions as JSON lines, then the refused ones with reason and rule ID', async () => {
    const r = await run('actions', 'game.json', 'a1');
    expect(r.status).toBe(0);
    const [legalPart = '', refusedPart = ''] = r.out.split('refused:\n');
    const legal = legalPart.trimEnd().split('\n').map((l) => JSON.parse(l) as { type: string });
    expect(legal).toContainEqual({ type: 'move', side: 'a', figureId: 'a1', params: { x: 5, y: 2 } });
    expect(legal.map((a) => a.type)).toContain('shoot');
    expect(legal.map((a) => a.type)).not.toContain('activate');
    expect(refusedPart).toContain('  {"type":"activate","side":"a","figureId":"a1","params":{"dice":1}}: a1 has already been activated this turn — TEST-ONCE-1\n');
    expect(refusedPart).toMatch(/"params":\{"x":11,"y":2\}\}: cannot move 9\.00″: a1 moves at most 6″ — TEST-MOVE-1/);
    expect(r.err).toMatch(/^a1: \d+ legal actions, \d+ refused\n$/);
  });

  it('a figure whose side may not act: everything refused by the engine', async () => {
    const r = await run('actions', 'game.json', 'b1');
    expect(r.status).toBe(0);
    expect(r.out.startsWith('refused:\n')).toBe(true);
    expect(r.out).toContain('side "b" may not act now — ENGINE-ACTORS');
  });

  it('an unknown figure: the ids there are, exit 1', async () => {
    const r = await run('actions', 'game.json', 'zed');
    expect(r).toEqual({ status: 1, out: '', err: 'error: unknown figure id "zed"; figures are: a1, a2, a3, b1, b2, b3\n' });
  });
});

describe('skirmish apply', () => {
  it('a legal action: the new save on stdout, which validates and replays to the moved figure', async () => {
    const r = await run('apply', 'game.json', 'move.json');
    expect(r.status).toBe(0);
    const next = JSON.parse(r.out) as typeof save;
    expect(next.actions).toHaveLength(2);
    expect(next.actions[1]).toEqual({ type: 'move', side: 'a', figureId: 'a1', params: { x: 5, y: 2 } });
    expect(next.stateHash).not.toBe(save.stateHash);
    const io = captureIo({ 'next.json': r.out });
    expect(await main(['replay', 'next.json'], io, { registry: testRegistry() })).toBe(0);
    expect(io.out()).toContain('  a1 "a1" at (5.0, 2.0) {"dead":false,"moved":true,');
  });

  it('dice come from the save\'s seed: the same save and action give the same file, and the roll is listed', async () => {
    const first = await run('apply', 'game.json', 'shoot.json');
    const second = await run('apply', 'game.json', 'shoot.json');
    expect(first.status).toBe(0);
    expect(second.out).toBe(first.out);
    expect(first.err).toMatch(/^rolled 1d6 for shoot: [1-6] — /);
    // The new save keeps the seed, so replaying it rolls the same faces again.
    expect((JSON.parse(first.out) as { seed: number }).seed).toBe(42);
  });

  it('a refused action: "refused: reason — RULE-ID" on stderr, nothing on stdout, exit 1', async () => {
    const r = await run('apply', 'game.json', 'b-moves.json');
    expect(r).toEqual({ status: 1, out: '', err: 'refused: side "b" may not act now — ENGINE-ACTORS\n' });
  });

  it('an action file that is not JSON, or missing: exit 1', async () => {
    let r = await run('apply', 'game.json', 'not-json.json');
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/^error: not-json\.json is not valid JSON/);
    r = await run('apply', 'game.json', 'nowhere.json');
    expect(r.status).toBe(1);
    expect(r.err).toContain('cannot read nowhere.json: no such file');
  });
});
