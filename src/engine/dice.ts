/**
 * Dice on top of the seeded generator: d4 … d12 and d20 (BATTLESYSTEM's BS-GAP-08), several at once, rerolls of chosen faces.
 *
 * Faces come by rejection sampling: a uint32 is accepted only below the largest multiple of the die's
 * size, then reduced modulo it, so every face is exactly equally likely (plain `value % sides` would
 * favour low faces by up to 2^-30; small, but a seeded game should be exactly fair).
 *
 * Rulesets never touch the generator: they ask a `DiceSource` through the resolve context. Games use
 * `seededDice` (the stream in the state); tests use `fixedDice([6, 1, 4])` to force the faces they need.
 */
import type { RngState } from './rng';
import { rngNext } from './rng';

export const DIE_SIDES = [4, 6, 8, 10, 12, 20] as const;
export type DieSides = (typeof DIE_SIDES)[number];

/** At most this many dice in one roll (a bound against hostile or buggy requests). */
export const MAX_DICE_PER_ROLL = 100;

export function isDieSides(n: unknown): n is DieSides {
  return typeof n === 'number' && (DIE_SIDES as readonly number[]).includes(n);
}

function checkRoll(count: number, sides: number): void {
  if (!Number.isInteger(count) || count < 0 || count > MAX_DICE_PER_ROLL) {
    throw new RangeError(`dice count must be an integer 0–${MAX_DICE_PER_ROLL}, got ${count}`);
  }
  if (!isDieSides(sides)) throw new RangeError(`a die has ${DIE_SIDES.join(', ')} sides, not ${sides}`);
}

/** One face 1…sides and the generator after it, without modulo bias. */
export function rollDie(rng: RngState, sides: DieSides): { face: number; rng: RngState } {
  const limit = Math.floor(0x100000000 / sides) * sides;
  let state = rng;
  for (;;) {
    const next = rngNext(state);
    state = next.state;
    if (next.value < limit) return { face: (next.value % sides) + 1, rng: state };
  }
}

/** `count` dice of `sides` faces. Pure. */
export function rollDice(rng: RngState, req: { readonly count: number; readonly sides: DieSides }): { faces: number[]; rng: RngState } {
  checkRoll(req.count, req.sides);
  const faces: number[] = [];
  let state = rng;
  for (let i = 0; i < req.count; i++) {
    const r = rollDie(state, req.sides);
    faces.push(r.face);
    state = r.rng;
  }
  return { faces, rng: state };
}

/** Reroll the dice at `indices` (each once, in index order); the others keep their faces. Pure. */
export function rerollFaces(rng: RngState, faces: readonly number[], indices: readonly number[], sides: DieSides): { faces: number[]; rng: RngState } {
  const out = [...faces];
  let state = rng;
  for (const i of [...new Set(indices)].sort((x, y) => x - y)) {
    if (!Number.isInteger(i) || i < 0 || i >= out.length) throw new RangeError(`no die at index ${i}`);
    const r = rollDie(state, sides);
    out[i] = r.face;
    state = r.rng;
  }
  return { faces: out, rng: state };
}

/** Where a resolve gets its faces. Stateful for the length of one resolve only. */
export interface DiceSource {
  roll(count: number, sides: DieSides): number[];
}

/** Dice from the seeded stream; `rng()` is the generator state after the faces handed out so far. */
export interface SeededDice extends DiceSource {
  rng(): RngState;
}

export function seededDice(start: RngState): SeededDice {
  let state = start;
  return {
    roll(count, sides) {
      const r = rollDice(state, { count, sides });
      state = r.rng;
      return r.faces;
    },
    rng: () => state,
  };
}

/**
 * A test ran out of forced faces, or forced a face the die does not have. This is a bug in the
 * test, so the engine lets it through instead of turning it into a refusal.
 */
export class DiceTestError extends Error {
  override readonly name = 'DiceTestError';
}

/** The test double: hands out `faces` in order; throws `DiceTestError` when they run out. */
export interface FixedDice extends DiceSource {
  /** How many forced faces are left. */
  remaining(): number;
}

export function fixedDice(faces: readonly number[]): FixedDice {
  let next = 0;
  return {
    roll(count, sides) {
      checkRoll(count, sides);
      const out: number[] = [];
      for (let i = 0; i < count; i++) {
        const face = faces[next];
        if (face === undefined) {
          throw new DiceTestError(`fixedDice ran out: the test forced ${faces.length} faces (${faces.join(', ')}) and the rules asked for more`);
        }
        if (!Number.isInteger(face) || face < 1 || face > sides) {
          throw new DiceTestError(`fixedDice: forced face ${face} (position ${next}) is not on a d${sides}`);
        }
        out.push(face);
        next++;
      }
      return out;
    },
    remaining: () => faces.length - next,
  };
}
