import { describe, expect, it } from 'vitest';
import { resolveOptions } from './options';
import { createRulesetRegistry } from './rulesetRegistry';
import { testRuleset } from './testing/testRuleset';

describe('resolveOptions', () => {
  it('fills defaults', () => {
    expect(resolveOptions(testRuleset.options, {})).toEqual({ ok: true, options: { turnModel: 'phases', maxTurns: 10 } });
    expect(resolveOptions(testRuleset.options, undefined)).toEqual({ ok: true, options: { turnModel: 'phases', maxTurns: 10 } });
  });
  it.each<[unknown, string, string]>([
    [{ turnModel: 'chess' }, 'options.turnModel', 'badEnum'],
    [{ maxTurns: 0 }, 'options.maxTurns', 'outOfRange'],
    [{ maxTurns: 2.5 }, 'options.maxTurns', 'outOfRange'],
    [{ maxTurns: '3' }, 'options.maxTurns', 'wrongType'],
    [{ fog: true }, 'options.fog', 'unknownOption'],
    [[], 'options', 'wrongType'],
  ])('%j → %s %s', (given, path, code) => {
    const r = resolveOptions(testRuleset.options, given);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatchObject({ path, code });
  });
});

describe('rulesetRegistry', () => {
  it('finds registered rulesets by id and nothing else', () => {
    const reg = createRulesetRegistry([testRuleset]);
    expect(reg.get('test')).toBe(testRuleset);
    expect(reg.get('toString')).toBeUndefined();
    expect(reg.ids()).toEqual(['test']);
  });
});
