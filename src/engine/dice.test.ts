import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIE_SIDES, DiceTestError, fixedDice, rerollFaces, rollDice, seededDice } from './dice';
import { rngFromSeed } from './rng';

describe('rollDice', () => {
  it('rolls every die size, several at once, faces in 1…sides', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(...DIE_SIDES), fc.integer({ min: 0, max: 20 }), (seed, sides, count) => {
      const r = rollDice(rngFromSeed(seed), { count, sides });
      expect(r.faces).toHaveLength(count);
      for (const f of r.faces) expect(f >= 1 && f <= sides && Number.isInteger(f)).toBe(true);
    }));
  });

  it('is pure: the same state gives the same faces', () => {
    const s = rngFromSeed(5);
    expect(rollDice(s, { count: 10, sides: 6 })).toEqual(rollDice(s, { count: 10, sides: 6 }));
  });

  it('gives every face of a d6 about equally often (chi-square, 60 000 rolls)', () => {
    const r = rollDice(rngFromSeed(2024), { count: 100, sides: 6 });
    let state = r.rng;
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 600; i++) {
      const roll = rollDice(state, { count: 100, sides: 6 });
      state = roll.rng;
      for (const f of roll.faces) counts[f - 1]!++;
    }
    const chi = counts.reduce((acc, n) => acc + (n - 10000) ** 2 / 10000, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 at 5 degrees of freedom
  });

  it('refuses impossible requests with a RangeError', () => {
    expect(() => rollDice(rngFromSeed(1), { count: 1, sides: 7 as 6 })).toThrow(RangeError);
    expect(() => rollDice(rngFromSeed(1), { count: -1, sides: 6 })).toThrow(RangeError);
    expect(() => rollDice(rngFromSeed(1), { count: 1.5, sides: 6 })).toThrow(RangeError);
  });
});

describe('rerollFaces', () => {
  it('rerolls only the chosen indices', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1000 }), fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 8 }), (seed, faces) => {
      const indices = faces.map((f, i) => (f === 1 ? i : -1)).filter((i) => i >= 0);
      const r = rerollFaces(rngFromSeed(seed), faces, indices, 8);
      faces.forEach((f, i) => {
        if (!indices.includes(i)) expect(r.faces[i]).toBe(f);
      });
    }));
  });
  it('throws on an index with no die', () => {
    expect(() => rerollFaces(rngFromSeed(1), [1, 2], [2], 6)).toThrow(RangeError);
  });
});

describe('dice sources', () => {
  it('seededDice hands out the stream and reports where it stopped', () => {
    const d = seededDice(rngFromSeed(3));
    const faces = d.roll(3, 10);
    const direct = rollDice(rngFromSeed(3), { count: 3, sides: 10 });
    expect(faces).toEqual(direct.faces);
    expect(d.rng()).toEqual(direct.rng);
  });

  it('fixedDice gives the forced faces in order and fails the test clearly when it runs out', () => {
    const d = fixedDice([6, 1, 4]);
    expect(d.roll(2, 6)).toEqual([6, 1]);
    expect(d.remaining()).toBe(1);
    expect(d.roll(1, 6)).toEqual([4]);
    expect(() => d.roll(1, 6)).toThrow(DiceTestError);
    expect(() => d.roll(1, 6)).toThrow(/ran out/);
    expect(() => fixedDice([7]).roll(1, 6)).toThrow(/not on a d6/);
  });
});
