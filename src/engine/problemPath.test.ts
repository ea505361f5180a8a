import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childPath, formatProblemPath, joinPath, keySegment, quoteKey } from './problemPath';

describe('problem paths: one way to write a key', () => {
  it.each<[readonly PropertyKey[], string]>([
    [[], '(root)'],
    [['figures', 3, 'x'], 'figures[3].x'],
    [['options', 'turnLimit'], 'options.turnLimit'],
    [['options', 'a\nb'], 'options["a\\nb"]'],
    [['figures', 0, 'profile', 'fight value'], 'figures[0].profile["fight value"]'],
    [['a: b'], '["a: b"]'],
    [['__proto__'], '__proto__'],
    [['0'], '["0"]'],
    [[0], '[0]'],
    [['say "hi"'], '["say \\"hi\\""]'],
  ])('%j → %s', (path, shown) => {
    expect(formatProblemPath(path)).toBe(shown);
  });

  it('a key never breaks the line, and a quoted key reads back as itself', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (key) => {
      const segment = keySegment(key);
      expect(segment).not.toMatch(/[\n\r\u2028\u2029]/);
      if (segment.startsWith('[')) expect(JSON.parse(segment.slice(1, -1))).toBe(key);
      else expect(segment.slice(1)).toBe(key);
    }));
  });

  it('childPath and joinPath put paths under a prefix', () => {
    expect(childPath('(root)', 'options')).toBe('options');
    expect(childPath('(root)', 'x y')).toBe('["x y"]');
    expect(childPath('options', 'x y')).toBe('options["x y"]');
    expect(childPath('actions', 2)).toBe('actions[2]');
    expect(joinPath('scenario', '(root)')).toBe('scenario');
    expect(joinPath('scenario', 'figures[0].x')).toBe('scenario.figures[0].x');
    expect(joinPath('scenario', '["a\\nb"]')).toBe('scenario["a\\nb"]');
    expect(joinPath('figures[1].profile', 'shoot')).toBe('figures[1].profile.shoot');
    expect(joinPath('figures[1].profile', '')).toBe('figures[1].profile');
  });

  it('quoteKey: JSON-quoted, cut to a length', () => {
    expect(quoteKey('a\nb')).toBe('"a\\nb"');
    expect(quoteKey('a\u2028b')).toBe('"a\\u2028b"');
    expect(quoteKey('x'.repeat(50), 5)).toBe('"xxxxx…"');
  });
});
