/** BP-VOLLEY-6 the Close Order triple on the dice alone (TV-BP-10); the roll's flag: volleyHits.test.ts. */
import { describe, expect, it } from 'vitest';
import { closeOrderTripleDice, closeOrderTripleFaces, hasCloseOrderTriple } from './closeOrderTriple';

describe('BP-VOLLEY-6 three 5s or three 6s', () => {
  it.each([
    { faces: [5, 5, 5, 2, 1], triple: [5], why: 'TV-BP-10 three 5s → a hit on the Leader' },
    { faces: [5, 5, 6, 6, 1], triple: [], why: 'TV-BP-10 two 5s and two 6s → the defender places the hits' },
    { faces: [6, 6, 6], triple: [6], why: 'three 6s' },
    { faces: [6, 5, 6, 1, 6, 5, 5], triple: [5, 6], why: 'three of each' },
    { faces: [5, 5, 5, 5], triple: [5], why: 'four 5s' },
    { faces: [4, 4, 4, 4], triple: [], why: 'three of another face counts for nothing' },
    { faces: [5, 5], triple: [], why: 'two dice cannot make it' },
  ])('BP-VOLLEY-6: $why', ({ faces, triple }) => {
    expect(closeOrderTripleFaces(faces)).toEqual(triple);
    expect(hasCloseOrderTriple(faces)).toBe(triple.length > 0);
  });

  it('BP-VOLLEY-6 (§6 ambiguity 2): counted on the final dice by default, on the first with the option', () => {
    const dice = { first: [5, 5, 5], final: [5, 5, 1] };
    expect(closeOrderTripleDice(dice)).toBe(dice.final);
    expect(closeOrderTripleDice(dice, 'final')).toBe(dice.final);
    expect(closeOrderTripleDice(dice, 'first')).toBe(dice.first);
  });
});
