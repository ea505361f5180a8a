/**
 * The Close Order triple (BP-VOLLEY-6): against a Group in Close Order the defender places the
 * hits, unless the volley shows at least three 5s or at least three 6s; then at least one hit
 * goes on the Leader or a special figure with no save. Faces of one value only: two 5s and two
 * 6s is no triple.
 * Whether the count is taken on the first faces or on the faces after the forced rerolls is not
 * in the seed (catalog §6 ambiguity 2); the house rule is the final dice (`'final'`, default),
 * and `closeOrderTripleOn: 'first'` reads it the other way.
 */

/** How many dice of one face make the triple. */
export const CLOSE_ORDER_TRIPLE_COUNT = 3;
/** The faces that can make it. */
export const CLOSE_ORDER_TRIPLE_FACES: readonly number[] = [5, 6];

/** §6 ambiguity 2: which dice the triple is counted on. */
export type CloseOrderTripleOn = 'final' | 'first';
export const DEFAULT_CLOSE_ORDER_TRIPLE_ON: CloseOrderTripleOn = 'final';

/** The faces (5 and/or 6) that show at least three times among `faces`, ascending. */
export function closeOrderTripleFaces(faces: readonly number[]): number[] {
  return CLOSE_ORDER_TRIPLE_FACES.filter((f) => faces.filter((x) => x === f).length >= CLOSE_ORDER_TRIPLE_COUNT);
}

/** Whether `faces` hold three or more 5s, or three or more 6s (BP-VOLLEY-6). */
export function hasCloseOrderTriple(faces: readonly number[]): boolean {
  return closeOrderTripleFaces(faces).length > 0;
}

/** The dice the triple is counted on under the option. */
export function closeOrderTripleDice(dice: { readonly first: readonly number[]; readonly final: readonly number[] }, on: CloseOrderTripleOn = DEFAULT_CLOSE_ORDER_TRIPLE_ON): readonly number[] {
  return on === 'first' ? dice.first : dice.final;
}
