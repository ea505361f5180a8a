/**
 * The Combat Results Table (BS-AD-3): each attack die's face gives hits — 1–3: 0, 4–5: 1, 6–9: 2,
 * 10–11: 3, 12: 4 — and, for a d20 (BS-GAP-08, house rule), 13–20: `d20HighHits` (4). No modifier
 * ever touches the roll. A multi-die attack ("12+8") reads each die on its own and adds the hits
 * (BS-AD-6/7).
 */
import type { AttackDice, DieSides } from '../profile/bsProfileTypes';

export function hitsForFace(face: number, d20HighHits = 4): number {
  if (face <= 3) return 0;
  if (face <= 5) return 1;
  if (face <= 9) return 2;
  if (face <= 11) return 3;
  return face === 12 ? 4 : d20HighHits;
}

/** How many faces of a d`sides` give 0, 1, 2 … hits (integer weights summing to `sides`). */
export function dieHitWeights(sides: DieSides, d20HighHits = 4): number[] {
  const w: number[] = [];
  for (let f = 1; f <= sides; f++) {
    const h = hitsForFace(f, d20HighHits);
    while (w.length <= h) w.push(0);
    w[h]! += 1;
  }
  return w;
}

/** The hits of one attack whose dice showed `faces` (one face per die of `dice`, in order). */
export function attackHitsOfFaces(faces: readonly number[], d20HighHits = 4): number {
  return faces.reduce((sum, f) => sum + hitsForFace(f, d20HighHits), 0);
}

/** One attack's hits as integer weights (the dice's weights convolved), summing to Π sides. */
export function attackHitWeights(dice: AttackDice, d20HighHits = 4): number[] {
  let out = [1];
  for (const sides of dice.dice) {
    const w = dieHitWeights(sides, d20HighHits);
    const next = new Array<number>(out.length + w.length - 1).fill(0);
    out.forEach((a, i) => w.forEach((b, j) => { next[i + j]! += a * b; }));
    out = next;
  }
  return out;
}
