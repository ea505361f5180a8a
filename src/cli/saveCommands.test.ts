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

describe('skirmish validate: keys that are not names, and __proto__, in a save', () => {
  const save2 = JSON.parse(files['game.json']) as Record<string, unknown>;
  it('an unknown field whose name has a newline: one line, the key quoted in the path and the words', async () => {
    const io = captureIo({ 'x.json': JSON.stringify({ ...save2, 'note\nOK: forged': 1 }) });
    expect(await main(['validate', 'x.json'], io, { registry: testRegistry() })).toBe(0);
    expect(io.out().split('\n')).toEqual([
      'OK: x.json (save of Engine test table, ruleset test, 1 step, turn 1)',
      'warning: ["note\\nOK: forged"]: unknown field "note\\nOK: forged" (ignored)',
      '',
    ]);
  });

  it('an option whose key has a newline: the path is options["…"], one line', async () => {
    const io = captureIo({ 'x.json': JSON.stringify({ ...save2, options: { ...(save2.options as object), 'a\nb': 1 } }) });
    expect(await main(['validate', 'x.json'], io, { registry: testRegistry() })).toBe(1);
    expect(io.out()).toBe('options["a\\nb"]: this ruleset has no option "a\\nb"\n');
  });

  it('__proto__ in options is an unknown option like any other key (an error with its path), not dropped', async () => {
    // The save's own options (the scenario inside has an `options` too): written by hand, as a file would have it.
    const text = JSON.stringify({ ...save2, options: 'OPTIONS' }).replace('"options":"OPTIONS"', '"options":{"__proto__":2,"turnModel":"activations"}');
    const io = captureIo({ 'x.json': text });
    expect(await main(['validate', 'x.json'], io, { registry: testRegistry() })).toBe(1);
    expect(io.out()).toBe('options.__proto__: this ruleset has no option "__proto__"\n');
  });

  it('__proto__ in a profile of the save\'s scenario: the scenario\'s badFormat under scenario., not dropped', async () => {
    const text = JSON.stringify(save2).replace('"profile":{', '"profile":{"__proto__":1,');
    const io = captureIo({ 'x.json': text });
    expect(await main(['validate', 'x.json'], io, { registry: testRegistry() })).toBe(1);
    expect(io.out()).toMatch(/^scenario\.figures\[0\]\.profile\.__proto__: "__proto__" is not a name of letters, digits and _\n$/);
  });

  it('__proto__ at the top of the file: an unknown field warning, as at any other place with fixed fields', async () => {
    const text = JSON.stringify(save2).replace('{', '{"__proto__":1,');
    const io = captureIo({ 'x.json': text });
    expect(await main(['validate', 'x.json'], io, { registry: testRegistry() })).toBe(0);
    expect(io.out()).toContain('warning: __proto__: unknown field "__proto__" (ignored)\n');
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

  it('a save that is not UTF-8, and an action file too large: said so before anything is parsed, exit 1', async () => {
    const bytes = new TextEncoder().encode(files['game.json']);
    bytes[bytes.indexOf(0x41)] = 0xc0; // the first "A", as an overlong lead byte
    const io = captureIo({ 'bad.json': bytes });
    expect(await main(['replay', 'bad.json'], io, { registry: testRegistry() })).toBe(1);
    expect(io.err()).toMatch(/^\(root\): not UTF-8 text: byte 0xC0 at offset \d+ is an overlong encoding\nerror: bad\.json does not load \(1 problem\)\n$/);
    const big = captureIo(files);
    const sized = { ...big, fileSize: async (path: string) => (path === 'move.json' ? 2 * 1024 * 1024 : big.fileSize(path)) };
    expect(await main(['apply', 'game.json', 'move.json'], sized, { registry: testRegistry() })).toBe(1);
    expect(big.err()).toBe('error: cannot use move.json: the file is 2.0 MB; the limit is 1 MB\n');
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

  it('with a figure, its side\'s actions follow its own (End phase…), legal ones before refused ones', async () => {
    const r = await run('actions', 'game.json', 'a1');
    const legal = r.out.split('refused:\n')[0]!.trimEnd().split('\n').map((l) => JSON.parse(l) as { type: string; side: string });
    expect(legal.filter((a) => a.type === 'endPhase')).toEqual([{ type: 'endPhase', side: 'a' }]);
    // A figure of a side that may not act: its side's End phase is refused with it, by the engine.
    const other = await run('actions', 'game.json', 'b1');
    expect(other.out).toContain('  {"type":"endPhase","side":"b"}: side "b" may not act now — ENGINE-ACTORS\n');
  });

  it('without a figure: every acting side\'s figures\' actions, then the side\'s own; nothing of a side that may not act', async () => {
    const r = await run('actions', 'game.json');
    expect(r.status).toBe(0);
    const [legalPart = '', refusedPart = ''] = r.out.split('refused:\n');
    const legal = legalPart.trimEnd().split('\n').map((l) => JSON.parse(l) as { type: string; side: string; figureId?: string });
    expect(new Set(legal.map((a) => a.side))).toEqual(new Set(['a']));
    expect(new Set(legal.flatMap((a) => (a.figureId === undefined ? [] : [a.figureId])))).toEqual(new Set(['a1', 'a2', 'a3']));
    expect(legal.at(-1)).toEqual({ type: 'endPhase', side: 'a' });
    expect(refusedPart).toContain('a1 has already been activated this turn — TEST-ONCE-1');
    expect(refusedPart).not.toContain('"side":"b"');
    expect(r.err).toMatch(/^side a: \d+ legal actions, \d+ refused\n$/);
    // The listed End phase applies: a script can move the game on.
    const io = captureIo({ ...files, 'end.json': JSON.stringify(legal.at(-1)) });
    expect(await main(['apply', 'game.json', 'end.json'], io, { registry: testRegistry() })).toBe(0);
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
