/**
 * Distances in three dimensions between bases on different levels.
 *
 * Why a plain hypot is exact: a base is a flat, horizontal shape. Two bases at heights h₁ and h₂
 * lie in parallel planes, so for any point P on one and Q on the other the vertical offset is the
 * same constant Δh = h₂ − h₁, and |PQ|² = |PQ|²(plan) + Δh². The 3-D minimum is therefore attained
 * at the same pair of points as the plan minimum, and equals √(flat² + Δh²).
 */

/** Base-edge to base-edge distance in 3-D, inches, from the plan distance and the height difference. */
export function edgeDistance3d(flatIn: number, heightDiffIn: number): number {
  return Math.hypot(flatIn, heightDiffIn);
}
