import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonErrorPosition, lineColumnAt } from './jsonErrorPosition';

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('jsonErrorPosition', () => {
  it.each([
    ['{"a": 1,}', 1, 9],
    ['{"a" 1}', 1, 6],
    ['[1, 2', 1, 6],
    ['{\n  "a": tru\n}', 2, 8],
    ['{"a": "line\nbreak"}', 1, 12],
    ['[01]', 1, 3],
    ['{} {}', 1, 4],
    ['', 1, 1],
  ])('%j fails at line %i, column %i', (text, line, column) => {
    expect(jsonErrorPosition(text)).toMatchObject({ line, column });
  });

  it('accepts exactly what JSON.parse accepts, for generated JSON', () => {
    fc.assert(fc.property(fc.json(), (text) => {
      expect(jsonErrorPosition(text)).toBeNull();
    }));
  });

  it('agrees with JSON.parse on damaged JSON', () => {
    fc.assert(fc.property(fc.json(), fc.nat(), fc.constantFrom('', ',', '}', ']', '"', ':', '{', '[', 'x', '\\', '1', ' '), (text, at, insert) => {
      const i = at % (text.length + 1);
      const damaged = text.slice(0, i) + insert + text.slice(i + 1);
      expect(jsonErrorPosition(damaged) === null).toBe(isJson(damaged));
    }));
  });

  it.each([
    ['', 'the text ends where a value should be'],
    ['{"a": ', 'the text ends where a value should be'],
    ['[1, ', 'the text ends where a value should be'],
    ['[1, x]', 'unexpected "x"'],
    ['{"a": 1', 'expected "," or "}", found the end of the text'],
  ])('%j: the reason reads as English (not "unexpected the end of the text")', (text, reason) => {
    expect(jsonErrorPosition(text)?.reason).toBe(reason);
  });

  it('does not overflow on deep nesting', () => {
    const deep = '['.repeat(200_000);
    expect(jsonErrorPosition(deep)).toMatchObject({ line: 1, column: 200_001 });
  });

  it('counts lines and columns from 1', () => {
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
