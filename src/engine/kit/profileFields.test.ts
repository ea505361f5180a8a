import { describe, expect, it } from 'vitest';
import { enumFieldProblems, flagFieldProblems } from './profileFields';

describe('profile field checks (kit)', () => {
  it('an enum field: absent or one of its choices passes; anything else is badEnum at its key', () => {
    const fields = [['weapon', ['rifled', 'smoothbore']] as const];
    expect(enumFieldProblems({}, fields)).toEqual([]);
    expect(enumFieldProblems({ weapon: 'rifled' }, fields)).toEqual([]);
    expect(enumFieldProblems({ weapon: 'bow' }, fields)).toEqual([{ path: 'weapon', code: 'badEnum', message: 'expected one of rifled, smoothbore', params: { allowed: 'rifled, smoothbore' } }]);
    expect(enumFieldProblems({ weapon: 3 }, fields)).toHaveLength(1);
  });

  it('a flag: absent or a boolean passes; a number or text is wrongType at its key', () => {
    expect(flagFieldProblems({ leader: true, hero: false }, ['leader', 'hero', 'big'])).toEqual([]);
    expect(flagFieldProblems({ leader: 1, hero: 'yes' }, ['leader', 'hero'])).toEqual([
      { path: 'leader', code: 'wrongType', message: 'expected true or false, got number', params: { expected: 'boolean', received: 'number' } },
      { path: 'hero', code: 'wrongType', message: 'expected true or false, got string', params: { expected: 'boolean', received: 'string' } },
    ]);
  });
});
