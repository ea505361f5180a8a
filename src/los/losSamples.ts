/**
 * The sample patterns line of sight tests: which points of the target count as "the target", and
 * what share of it each stands for.
 *
 * The target's silhouette, as the observer sees it, is taken as the vertical rectangle through the
 * target's base centre, perpendicular to the plan line from the observer's eye to that centre: as
 * wide as the base's extent across that line (a round base: its diameter) and as tall as the
 * figure, from its base. A grid of columns × rows is sampled on it; each sample stands for the part
 * of the rectangle nearer to it than to any other (its weight), and `visibleFraction` is the sum
 * of the weights of the samples in view. The rows of one column share one plan segment (eye →
 * column point), so the work per pair is one plan segment per column.
 *
 * - `edges` (every new game): 5 columns at −0.48, −1/4, 0, +1/4, +0.48 of the width × 6 rows at
 *   0.02, 0.2, 0.4, 0.6, 0.8, 0.98 of the height = 30 samples. The outer samples sit 1/50 inside
 *   the outline, so a sliver of a body showing over a wall or past a corner is seen (LOTOW-PRONE-2:
 *   any visible part counts) and reported as the share it is (the top row is 0.11 of the height),
 *   while a ray grazing the outline itself never decides.
 * - `centres` (games saved before issue 13 replay with it: their shares are multiples of 1/20):
 *   4 columns at ±1/8, ±3/8 × 5 rows at 0.1 … 0.9 = 20 samples, each the centre of 1/20 of the
 *   rectangle. It misses the top tenth and the outer eighth on each side.
 *
 * Weights are whole units (`units`, summing to `totalUnits`) so that a share is one exact division,
 * the same whatever order the samples are counted in. Ray r = column × rows + row.
 */

export const LOS_SAMPLINGS = ['edges', 'centres'] as const;
export type LosSampling = (typeof LOS_SAMPLINGS)[number];
/** The pattern of a scene that names none. */
export const DEFAULT_LOS_SAMPLING: LosSampling = 'edges';

export interface SamplePattern {
  readonly sampling: LosSampling;
  readonly columns: number;
  readonly rows: number;
  /** columns × rows (≤ MAX_SAMPLES, so a blocked set fits a 31-bit mask). */
  readonly count: number;
  /** One bit per sample. */
  readonly allMask: number;
  /** The rows of one column, as a mask shifted to column 0. */
  readonly columnMask: number;
  /** Across the line, fractions of the silhouette's width, left to right as the observer looks. */
  readonly columnOffsets: readonly number[];
  /** The largest |column offset|. */
  readonly maxColumnOffset: number;
  /** Up from the base, fractions of the figure's height. */
  readonly rowHeights: readonly number[];
  /** Weight of ray r, whole units; they sum to totalUnits. */
  readonly units: Int32Array;
  readonly totalUnits: number;
}

/** Upper bounds over every pattern (the query's scratch is sized by them). */
export const MAX_COLUMNS = 5;
export const MAX_ROWS = 6;
export const MAX_SAMPLES = 30;

function pattern(sampling: LosSampling, columnOffsets: readonly number[], columnUnits: readonly number[], rowHeights: readonly number[], rowUnits: readonly number[]): SamplePattern {
  const columns = columnOffsets.length, rows = rowHeights.length;
  const units = new Int32Array(columns * rows);
  let total = 0;
  for (let c = 0; c < columns; c++) {
    for (let r = 0; r < rows; r++) {
      const u = (columnUnits[c] as number) * (rowUnits[r] as number);
      units[c * rows + r] = u;
      total += u;
    }
  }
  return {
    sampling, columns, rows, count: columns * rows, allMask: 2 ** (columns * rows) - 1, columnMask: 2 ** rows - 1,
    columnOffsets, maxColumnOffset: Math.max(...columnOffsets.map(Math.abs)), rowHeights, units, totalUnits: total,
  };
}

/**
 * `edges` weights: each sample's nearest part of [−½, ½] across and [0, 1] up (columns: 0.135,
 * 0.24, 0.25, 0.24, 0.135 of the width, in 1/200; rows: 0.11, 0.19, 0.2, 0.2, 0.19, 0.11 of the
 * height, in 1/100).
 */
const EDGES = pattern('edges', [-0.48, -0.25, 0, 0.25, 0.48], [27, 48, 50, 48, 27], [0.02, 0.2, 0.4, 0.6, 0.8, 0.98], [11, 19, 20, 20, 19, 11]);
const CENTRES = pattern('centres', [-3 / 8, -1 / 8, 1 / 8, 3 / 8], [1, 1, 1, 1], [0.1, 0.3, 0.5, 0.7, 0.9], [1, 1, 1, 1, 1]);

export function samplePatternOf(sampling: LosSampling): SamplePattern {
  return sampling === 'centres' ? CENTRES : EDGES;
}
