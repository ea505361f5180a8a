/**
 * The sample pattern line of sight tests: which points of the target count as "the target".
 *
 * The target's silhouette, as the observer sees it, is taken as the vertical rectangle through the
 * target's base centre, perpendicular to the plan line from the observer's eye to that centre: as
 * wide as the base's extent across that line (a round base: its diameter) and as tall as the
 * figure, from its base. A fixed grid of 4 columns × 5 rows = 20 points is sampled on it:
 *
 *   columns at −3/8, −1/8, +1/8, +3/8 of the width (left to right as the observer looks),
 *   rows at 0.1, 0.3, 0.5, 0.7, 0.9 of the height above the base.
 *
 * Each sample is the centre of one cell of a 4 × 5 partition of the rectangle, so every sample
 * stands for 1/20 of its area and `visibleFraction` = unblocked samples / 20 estimates the share
 * of the silhouette in view, with no sample on the outline (where a grazing ray would decide).
 * The five rows of one column share one plan segment (eye → column point), which is why the work
 * per pair is four plan segments, not twenty.
 *
 * Ray r = column × 5 + row.
 */
export const SAMPLE_COLUMN_OFFSETS: readonly number[] = [-3 / 8, -1 / 8, 1 / 8, 3 / 8];
export const SAMPLE_ROW_HEIGHTS: readonly number[] = [0.1, 0.3, 0.5, 0.7, 0.9];
export const SAMPLE_COLUMNS = 4;
export const SAMPLE_ROWS = 5;
export const SAMPLE_COUNT = SAMPLE_COLUMNS * SAMPLE_ROWS;
/** Bit mask with one bit per sample. */
export const ALL_SAMPLES_MASK = (1 << SAMPLE_COUNT) - 1;
