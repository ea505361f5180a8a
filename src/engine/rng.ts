/**
 * The seeded random generator whose whole state lives in the game state, so that `applyAction`
 * stays pure and a saved game replays to the same dice (boardgame.io keeps its PRNG state in `ctx`
 * for the same reason).
 *
 * Algorithm: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit variant, from
 * PractRand), seeded through splitmix32. Why: it passes PractRand and BigCrush, needs only 32-bit
 * integer arithmetic (`Math.imul`, `| 0`), so every JS engine gives the same stream, and its state
 * is four uint32 — a short JSON array. The counter word `d` guarantees a period of at least 2^32.
 * splitmix32 spreads a small seed (0, 1, 2…) over all 128 bits; the first 12 outputs are then
 * discarded, as sfc32's author recommends, to mix the state further.
 */

/** Four uint32 words: [a, b, c, d] of sfc32. Plain JSON. */
export type RngState = readonly number[];

export const RNG_STATE_LENGTH = 4;

/** splitmix32: the next (value, state) pair from a uint32 state. */
function splitmix32(s: number): { value: number; s: number } {
  const next = (s + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return { value: (z ^ (z >>> 15)) >>> 0, s: next };
}

/** The generator state for a uint32 seed (other numbers are reduced to uint32 with `>>> 0`). */
export function rngFromSeed(seed: number): RngState {
  let s = seed >>> 0;
  const words: number[] = [];
  for (let i = 0; i < RNG_STATE_LENGTH; i++) {
    const r = splitmix32(s);
    words.push(r.value);
    s = r.s;
  }
  let state: RngState = words;
  for (let i = 0; i < 12; i++) state = rngNext(state).state;
  return state;
}

/** The next uint32 of the stream and the state after it. Pure: `state` is not touched. */
export function rngNext(state: RngState): { value: number; state: RngState } {
  let a = state[0] ?? 0;
  let b = state[1] ?? 0;
  let c = state[2] ?? 0;
  let d = state[3] ?? 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return { value: t >>> 0, state: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}

/** True for a well-formed generator state (four integers 0 … 2^32 − 1). */
export function isRngState(value: unknown): value is RngState {
  return Array.isArray(value) && value.length === RNG_STATE_LENGTH
    && value.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff);
}
