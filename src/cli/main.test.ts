import { describe, expect, it } from 'vitest';
import { splitArgs } from './args';
import { main } from './main';
import { captureIo } from './testIo';
import { COMMANDS } from './usage';

describe('skirmish main: the command line', () => {
  it('--help prints the usage with every command on stdout, exit 0', async () => {
    const io = captureIo();
    expect(await main(['--help'], io)).toBe(0);
    for (const c of COMMANDS) expect(io.out()).toContain(`  ${c.name}`);
    expect(io.out()).toContain('Usage: npm run skirmish -- <command>');
    expect(io.err()).toBe('');
  });

  it('no command → usage on stderr, exit 2', async () => {
    const io = captureIo();
    expect(await main([], io)).toBe(2);
    expect(io.err()).toContain('error: no command given');
    expect(io.err()).toContain('Usage:');
    expect(io.out()).toBe('');
  });

  it('an unknown command → usage on stderr, exit 2', async () => {
    const io = captureIo();
    expect(await main(['frobnicate', 'x.json'], io)).toBe(2);
    expect(io.err()).toContain('unknown command "frobnicate"');
    expect(io.err()).toContain('Usage:');
  });

  it('missing arguments → exit 2 naming what is missing', async () => {
    let io = captureIo();
    expect(await main(['validate'], io)).toBe(2);
    expect(io.err()).toContain('missing <file.json>');
    expect(io.err()).toContain('usage: npm run skirmish -- validate <file.json>');
    io = captureIo();
    expect(await main(['los', 'public/scenarios/demo-town.json', 'jack'], io)).toBe(2);
    expect(io.err()).toContain('missing <target figureId>');
    expect(io.err()).not.toContain('observer');
  });

  it('extra arguments and unknown options → exit 2', async () => {
    let io = captureIo();
    expect(await main(['validate', 'a.json', 'b.json'], io)).toBe(2);
    expect(io.err()).toContain('unexpected argument b.json');
    io = captureIo();
    expect(await main(['validate', 'a.json', '--no-rays'], io)).toBe(2);
    expect(io.err()).toContain('unknown option --no-rays for "validate"');
  });

  it('<command> --help prints that command\'s usage, exit 0', async () => {
    const io = captureIo();
    expect(await main(['los', '--help'], io)).toBe(0);
    expect(io.out()).toContain('npm run skirmish -- los <scenario.json>');
  });

  it('splitArgs: flags anywhere, a lone -- ends them', () => {
    const parsed = splitArgs(['a', '--x', 'b', '--', '--y']);
    expect(parsed.positional).toEqual(['a', 'b', '--y']);
    expect([...parsed.flags]).toEqual(['--x']);
  });

  it('splitArgs: value options as "--name value" or "--name=value", repeatable; one at the end without its value', () => {
    const parsed = splitArgs(['s.json', '--seed', '7', '--option=a=1', '--option', 'b=2', '--x', '--ruleset'], new Set(['--seed', '--option', '--ruleset']));
    expect(parsed.positional).toEqual(['s.json']);
    expect([...parsed.values]).toEqual([['--seed', ['7']], ['--option', ['a=1', 'b=2']]]);
    expect([...parsed.flags]).toEqual(['--x']);
    expect(parsed.missingValues).toEqual(['--ruleset']);
  });

  it('an optional argument: actions takes a figure or none, not two', async () => {
    const io = captureIo();
    expect(await main(['actions', 'a.json', 'f1', 'f2'], io)).toBe(2);
    expect(io.err()).toContain('unexpected argument f2');
    expect(io.err()).toContain('usage: npm run skirmish -- actions <save.json> [figureId]');
  });

  it('value options belong to their command: --seed is unknown to validate', async () => {
    const io = captureIo();
    expect(await main(['validate', 'a.json', '--seed', '3'], io)).toBe(2);
    expect(io.err()).toContain('unknown option --seed for "validate"');
  });
});
